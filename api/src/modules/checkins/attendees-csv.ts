import type { Readable } from 'node:stream';
import { statusLabel } from '@marketplace/shared-dto';
import { CsvColumn, csvStream, istTime, rupees } from '../bookings/bookings-csv';
import type { AttendeeRow } from './checkins.repository';

const COLUMNS: CsvColumn<AttendeeRow>[] = [
  { header: 'Ticket no', value: (r) => r.number },
  { header: 'Order no', value: (r) => r.orderNo },
  { header: 'Holder', value: (r) => r.holderName },
  { header: 'Buyer email', value: (r) => r.buyerEmail ?? '' },
  { header: 'Buyer phone', value: (r) => r.buyerPhone ?? '' },
  { header: 'Ticket type', value: (r) => r.ticketType },
  { header: 'Seat', value: (r) => r.seatLabel ?? '' },
  { header: 'Showtime (IST)', value: (r) => istTime(r.sessionStartsAt) },
  { header: 'Showtime', value: (r) => (r.sessionImplicit ? '' : r.sessionLabel) },
  { header: 'Ticket price', value: (r) => rupees(r.pricePaise) },
  { header: 'Booked at (IST)', value: (r) => istTime(r.bookedAt) },
  { header: 'Status', value: (r) => statusLabel(r.bookingStatus) },
  { header: 'Payment status', value: (r) => statusLabel(r.paymentStatus) },
  { header: 'Checked in at (IST)', value: (r) => istTime(r.checkedInAt) },
];

/** The attendee list: a row per ticket (the same streaming and formula escaping as the bookings export). */
export const attendeesCsv = (batches: AsyncIterable<AttendeeRow[]>): Readable => csvStream(COLUMNS, batches);
