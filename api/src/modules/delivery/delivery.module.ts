import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module';
import { TicketDeliveryService } from './ticket-delivery.service';

/** Tickets by email and SMS once a booking is confirmed (jobs of the job queue). */
@Module({
  imports: [BookingsModule],
  providers: [TicketDeliveryService],
})
export class DeliveryModule {}
