import { Module } from '@nestjs/common';
import { PromoCodesRepository } from './promo-codes.repository';
import { PromoCodesService } from './promo-codes.service';
import { PromoCodesVendorController } from './promo-codes.vendor.controller';
import { PromoCodesAdminController } from './promo-codes.admin.controller';

/** Promo codes of events (issue 23); bookings check and use them through PromoCodesService. */
@Module({
  controllers: [PromoCodesVendorController, PromoCodesAdminController],
  providers: [PromoCodesRepository, PromoCodesService],
  exports: [PromoCodesService],
})
export class PromoCodesModule {}
