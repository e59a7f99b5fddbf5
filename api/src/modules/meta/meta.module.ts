import { Module } from '@nestjs/common';
import { MetaAdminController } from './meta.admin.controller';
import { MetaPublicController } from './meta.public.controller';
import { MetaService } from './meta.service';
import { MetaVendorController } from './meta.vendor.controller';
import { PerformersAdminController } from './performers.admin.controller';
import { PerformersRepository } from './performers.repository';
import { PerformersService } from './performers.service';
import { ReferenceRepository } from './reference.repository';
import { ReferenceService } from './reference.service';
import { VenuesAdminController } from './venues.admin.controller';
import { VenuesRepository } from './venues.repository';
import { VenuesService } from './venues.service';

/**
 * Reference data: categories, tags, languages, performers, venues, and their moderation. Controller order
 * matters: the venue routes are registered before the generic `admin/meta/:kind/...` ones.
 */
@Module({
  controllers: [VenuesAdminController, MetaAdminController, PerformersAdminController, MetaVendorController, MetaPublicController],
  providers: [ReferenceRepository, VenuesRepository, PerformersRepository, ReferenceService, VenuesService, PerformersService, MetaService],
  exports: [VenuesService, PerformersService],
})
export class MetaModule {}
