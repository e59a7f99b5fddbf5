/**
 * Events the bookings module announces after its transaction commits, so modules that build on bookings
 * (payments: the automatic refund) act without bookings depending on them.
 */
export const BOOKING_CANCELLED = 'booking.cancelled';

export interface BookingCancelledEvent {
  bookingId: string;
}
