import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module';
import { InvoicesModule } from '../invoices/invoices.module';
import { TicketDeliveryService } from './ticket-delivery.service';
import { BookingNoticesService } from './booking-notices.service';
import { WaitlistNoticesService } from './waitlist-notices.service';
import { WaitlistModule } from '../waitlist/waitlist.module';

/** Tickets by email and SMS once a booking is confirmed, cancellation and refund notices, and waitlist offers (jobs of the job queue). */
@Module({
  imports: [BookingsModule, InvoicesModule, WaitlistModule],
  providers: [TicketDeliveryService, BookingNoticesService, WaitlistNoticesService],
})
export class DeliveryModule {}
