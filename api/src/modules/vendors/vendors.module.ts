import { Module } from '@nestjs/common';
import { VendorsRepository } from './vendors.repository';
import { VendorsService } from './vendors.service';
import { VendorsAdminController } from './vendors.admin.controller';
import { BookingsModule } from '../bookings/bookings.module';

/** The back office's vendor management. */
@Module({
  imports: [BookingsModule],
  controllers: [VendorsAdminController],
  providers: [VendorsRepository, VendorsService],
})
export class VendorsModule {}
