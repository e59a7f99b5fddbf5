import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns';
import { vendors } from './accounts.table';
import { events } from './events.table';
import { bookings } from './bookings.table';

/**
 * The organiser's share of one booking on its way to their Route linked account (issue 22, section 4): at most one
 * transfer per booking, made from the booking's captured payment by a payout.sync job, partly or wholly reversed
 * when money goes back to the buyer. `status` is where the transfer is with the provider; what a user sees
 * (on hold, reversed) also follows the hold and the reversed amount (docs/decisions.md, "Payout transfers").
 */
export const payoutTransfers = pgTable('payout_transfers', {
  id: idColumn(),
  bookingId: uuid('booking_id').notNull().references(() => bookings.id, { onDelete: 'restrict' }),
  vendorId: uuid('vendor_id').notNull().references(() => vendors.id, { onDelete: 'restrict' }),
  eventId: uuid('event_id').notNull().references(() => events.id, { onDelete: 'restrict' }),
  /** pending: not yet sent; awaiting_account: the organiser has no linked account; sent: the provider has it, not yet processed. */
  status: text('status', { enum: ['pending', 'awaiting_account', 'sent', 'processed', 'failed'] }).notNull().default('pending'),
  /** The linked account it went to. */
  account: text('account'),
  /** Paise sent (the booking's payable when it was sent); 0 until then. */
  amountPaise: integer('amount_paise').notNull().default(0),
  /** Paise taken back from the linked account so far. */
  reversedPaise: integer('reversed_paise').notNull().default(0),
  onHold: boolean('on_hold').notNull().default(true),
  /** Null with on_hold: held by an administrator, with no date. */
  onHoldUntil: timestamp('on_hold_until', { withTimezone: true, mode: 'date' }),
  providerTransferId: text('provider_transfer_id'),
  failureReason: text('failure_reason'),
  /** Tries at the provider; a try after the first asks the provider whether an earlier one got through. */
  attempts: integer('attempts').notNull().default(0),
  /** One process at a time works on a transfer (until this time). */
  claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
  reversedAt: timestamp('reversed_at', { withTimezone: true, mode: 'date' }),
  failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
  ...timestamps(),
}, (t) => [
  uniqueIndex('payout_transfers_booking_uq').on(t.bookingId),
  uniqueIndex('payout_transfers_provider_uq').on(t.providerTransferId),
  index('payout_transfers_vendor_idx').on(t.vendorId, t.createdAt),
  index('payout_transfers_event_idx').on(t.eventId),
  check('payout_transfers_reversed_range', sql`${t.reversedPaise} >= 0 AND ${t.reversedPaise} <= ${t.amountPaise}`),
]);
