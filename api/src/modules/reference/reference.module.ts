import { Module } from '@nestjs/common';
import { PerformersModule } from '../performers/performers.module';
import { VenuesModule } from '../venues/venues.module';
import { ReferenceAdminController } from './reference.admin.controller';
import { ReferencePublicController } from './reference.public.controller';
import { ReferenceRepository } from './reference.repository';
import { ReferenceService } from './reference.service';
import { ReferenceVendorController } from './reference.vendor.controller';

/**
 * Categories, tags and languages, and the lists and moderation of all five kinds (venues and performers
 * through their modules' services). Its `…/meta/:kind` routes are generic, so VenuesModule must be
 * registered first (AppModule imports it before this module) for the `…/meta/venues…` routes to win.
 */
@Module({
  imports: [VenuesModule, PerformersModule],
  controllers: [ReferenceAdminController, ReferenceVendorController, ReferencePublicController],
  providers: [ReferenceRepository, ReferenceService],
})
export class ReferenceModule {}
