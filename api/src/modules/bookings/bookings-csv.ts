import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { CSV_OPTIONS, DEFAULT_TIMEZONE, statusLabel } from '@marketplace/shared-dto';
import type { BookingViewRow, LineRow } from './bookings.repository';
import { venueOf } from './bookings.dto';

/** Who downloads: the back office sees the buyer's contact details, a vendor sees names only (as on its screens). */
export type CsvAudience = 'admin' | 'vendor';

/** 'YYYY-MM-DD HH:mm' in India. */
const IST = new Intl.DateTimeFormat('sv-SE', { timeZone: DEFAULT_TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
export const istTime = (d: Date | null): string => (d ? IST.format(d) : '');

/** Paise as a plain rupee decimal a spreadsheet reads as a number: 104990 → '1049.90'. */
export const rupees = (paise: number): string => (paise / 100).toFixed(2);

/** A CSV column: its header and the cell of a row. */
export interface CsvColumn<T> { header: string; value: (r: T) => string | number }

/** A row of the bookings export: one line of a booking (a ticket type, its quantity and amount) beside the booking's totals. */
export type BookingLineCsvRow = BookingViewRow & { line: LineRow | null };

type Column = CsvColumn<BookingLineCsvRow> & { only?: CsvAudience };

const COLUMNS: Column[] = [
  { header: 'Order no', value: (r) => r.booking.orderNo },
  { header: 'Booked at (IST)', value: (r) => istTime(r.booking.createdAt) },
  { header: 'Event', value: (r) => r.eventTitle },
  { header: 'Starts (IST)', value: (r) => istTime(r.sessionStartsAt ?? r.eventStartAt) },
  { header: 'Venue', value: (r) => venueOf(r)?.name ?? '' },
  { header: 'Buyer', value: (r) => r.userName ?? '' },
  { header: 'Email', value: (r) => r.userEmail ?? '', only: 'admin' },
  { header: 'Phone', value: (r) => r.userPhone ?? '', only: 'admin' },
  { header: 'Ticket type', value: (r) => r.line?.name ?? '' },
  { header: 'Quantity', value: (r) => r.line?.quantity ?? r.booking.quantity },
  { header: 'Seats', value: (r) => r.line?.seats ?? r.booking.seats },
  { header: 'Unit price', value: (r) => rupees(r.line?.unitPricePaise ?? r.booking.unitPricePaise) },
  { header: 'Amount', value: (r) => rupees(r.line?.amountPaise ?? r.booking.subtotalPaise) },
  { header: 'Booking tickets', value: (r) => r.booking.quantity },
  { header: 'Booking seats', value: (r) => r.booking.seats },
  { header: 'Subtotal', value: (r) => rupees(r.booking.subtotalPaise) },
  { header: 'Discount', value: (r) => rupees(r.booking.discountPaise) },
  { header: 'Promo code', value: (r) => r.booking.promoCode ?? '' },
  { header: 'Convenience fee', value: (r) => rupees(r.booking.conveniencePaise) },
  { header: 'Donation', value: (r) => rupees(r.booking.donationPaise) },
  { header: 'Total', value: (r) => rupees(r.booking.totalPaise) },
  { header: 'Currency', value: (r) => r.booking.currency },
  { header: 'Payment method', value: (r) => (r.booking.paymentMethod === 'cod' ? 'Cash on delivery' : 'Online') },
  { header: 'Status', value: (r) => statusLabel(r.booking.status) },
  { header: 'Payment status', value: (r) => statusLabel(r.booking.paymentStatus) },
  { header: 'Refunded', value: (r) => rupees(r.booking.refundedPaise) },
  { header: 'Refund requested at (IST)', value: (r) => istTime(r.booking.refundRequestedAt) },
  { header: 'Refunded at (IST)', value: (r) => istTime(r.booking.refundedAt) },
];

/**
 * Rows as CSV, streamed batch by batch: a header row, then a row per item. csv-stringify (CSV_OPTIONS, the back
 * office's Export uses the same) quotes what needs quoting and prefixes a cell starting with =, +, -, @, tab or CR with an apostrophe, so a buyer named
 * '=HYPERLINK(…)' stays text in a spreadsheet.
 */
export function csvStream<T>(columns: CsvColumn<T>[], batches: AsyncIterable<T[]>): Readable {
  const csv = stringify({ header: true, columns: columns.map((c) => c.header), ...CSV_OPTIONS });
  const rows = Readable.from((async function* () {
    for await (const batch of batches) for (const r of batch) yield columns.map((c) => c.value(r));
  })());
  rows.on('error', (err) => csv.destroy(err));
  return rows.pipe(csv);
}

/** Bookings as CSV: a row per booking line, each with its booking's totals. */
export function bookingsCsv(batches: AsyncIterable<BookingLineCsvRow[]>, audience: CsvAudience): Readable {
  return csvStream(COLUMNS.filter((c) => !c.only || c.only === audience), batches);
}
