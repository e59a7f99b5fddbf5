import { Module } from '@nestjs/common';
import { OfferExpiryService } from './offer-expiry.service';
import { WaitlistRepository } from './waitlist.repository';
import { WaitlistService } from './waitlist.service';
import { WaitlistUserController } from './waitlist.user.controller';
import { WaitlistVendorController } from './waitlist.vendor.controller';

/**
 * Waitlists of sold-out showtime × types (issue 23): joining, the buyer's entries, the organiser's counts, the
 * offer SQL the statements freeing units embed, and the expiry of offers.
 */
@Module({
  controllers: [WaitlistUserController, WaitlistVendorController],
  providers: [WaitlistRepository, WaitlistService, OfferExpiryService],
  exports: [WaitlistService],
})
export class WaitlistModule {}
