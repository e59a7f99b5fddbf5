import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module';
import { PromoCodesModule } from '../promo-codes/promo-codes.module';
import { WaitlistModule } from '../waitlist/waitlist.module';
import { BookingsRepository } from './bookings.repository';
import { BookingsService } from './bookings.service';
import { HoldReleaseService } from './hold-release.service';
import { BookingsPublicController } from './bookings.public.controller';
import { BookingsAdminController } from './bookings.admin.controller';
import { BookingsVendorController } from './bookings.vendor.controller';

/** Buyers' bookings, the back office's approvals, the vendor's ticket list, and the hold release. */
@Module({
  imports: [InvoicesModule, PromoCodesModule, WaitlistModule],
  controllers: [BookingsPublicController, BookingsAdminController, BookingsVendorController],
  providers: [BookingsRepository, BookingsService, HoldReleaseService],
  exports: [BookingsService],
})
export class BookingsModule {}
