import type { Readable } from 'node:stream';
import { type Settlement, statusLabel } from '@marketplace/shared-dto';
import { CsvColumn, csvStream, istTime, rupees } from '../bookings/bookings-csv';
import type { SettlementBookingRow } from './payouts.repository';

/** A booking and its settlement (paise). */
export interface SettledBooking {
  row: SettlementBookingRow;
  settlement: Settlement;
}

const COLUMNS: CsvColumn<SettledBooking>[] = [
  { header: 'Order no', value: (s) => s.row.orderNo },
  { header: 'Booked at (IST)', value: (s) => istTime(s.row.createdAt) },
  { header: 'Event', value: (s) => s.row.eventTitle },
  { header: 'Vendor', value: (s) => s.row.vendorName },
  { header: 'Payment status', value: (s) => statusLabel(s.row.paymentStatus) },
  { header: 'Paid', value: (s) => rupees(s.settlement.paid) },
  { header: 'Refunds', value: (s) => rupees(s.settlement.refunds) },
  { header: 'Ticket revenue', value: (s) => rupees(s.settlement.ticketRevenue) },
  { header: 'Commission', value: (s) => rupees(s.settlement.commission) },
  { header: 'GST on commission', value: (s) => rupees(s.settlement.commissionGst) },
  { header: 'TCS', value: (s) => rupees(s.settlement.tcs) },
  { header: 'Payable', value: (s) => rupees(s.settlement.payable) },
  { header: 'Convenience fee', value: (s) => rupees(s.settlement.convenience) },
  { header: 'Delivery', value: (s) => rupees(s.settlement.delivery) },
  { header: 'Donation', value: (s) => rupees(s.settlement.donation) },
];

/** One row per booking with every figure of its settlement, in rupees; the fees are what the marketplace keeps after refunds. */
export const settlementsCsv = (settled: SettledBooking[]): Readable => csvStream(COLUMNS, (async function* () { yield settled; })());
