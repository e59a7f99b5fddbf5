import { Settlement, settleBooking } from '@marketplace/shared-dto';
import type { SettlementBookingRow } from './payouts.repository';

/** One booking's settlement (shared-dto's settleBooking) from its row, the vendor's commission or the default. */
export const settlementOf = (row: SettlementBookingRow, defaultCommissionBps: number): Settlement => settleBooking({
  subtotal: row.subtotal, discount: row.discount, convenience: row.convenience, delivery: row.delivery, donation: row.donation,
  paid: row.total, refunded: row.refunded, ticketTaxable: row.ticketTaxable ?? row.subtotal - row.discount,
  commissionBps: row.commissionBps ?? defaultCommissionBps, organiserHasGstin: row.organiserHadGstin,
});
