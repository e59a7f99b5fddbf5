import { Module } from '@nestjs/common';
import { WaitlistRepository } from './waitlist.repository';
import { WaitlistService } from './waitlist.service';
import { WaitlistUserController } from './waitlist.user.controller';
import { WaitlistVendorController } from './waitlist.vendor.controller';

/** Waitlists of sold-out showtime × types (issue 23): joining, the buyer's entries, the organiser's counts. */
@Module({
  controllers: [WaitlistUserController, WaitlistVendorController],
  providers: [WaitlistRepository, WaitlistService],
})
export class WaitlistModule {}
