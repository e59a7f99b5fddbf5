import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module';
import { InvoicesModule } from '../invoices/invoices.module';
import { TicketDeliveryService } from './ticket-delivery.service';
import { BookingNoticesService } from './booking-notices.service';

/** Tickets by email and SMS once a booking is confirmed, and cancellation and refund notices (jobs of the job queue). */
@Module({
  imports: [BookingsModule, InvoicesModule],
  providers: [TicketDeliveryService, BookingNoticesService],
})
export class DeliveryModule {}
