import { Module } from '@nestjs/common';
import { VenuesAdminController } from './venues.admin.controller';
import { VenuesPublicController } from './venues.public.controller';
import { VenuesRepository } from './venues.repository';
import { VenuesService } from './venues.service';
import { VenuesVendorController } from './venues.vendor.controller';

/** Venues and their images for the back office, vendors and the public site. */
@Module({
  controllers: [VenuesAdminController, VenuesVendorController, VenuesPublicController],
  providers: [VenuesRepository, VenuesService],
  exports: [VenuesService],
})
export class VenuesModule {}
