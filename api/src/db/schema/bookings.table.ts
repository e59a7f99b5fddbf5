import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OrderTax, TaxContext } from '@marketplace/shared-dto';
import { idColumn, timestamps } from './columns';
import { users } from './accounts.table';
import { events, eventSessions, ticketTypes } from './events.table';
import { promoCodes } from './promo-codes.table';

/** A booking's GST as priced: the split and its context, so invoices and answers never re-derive it from live data. */
export type BookingTax = OrderTax & TaxContext;

/** A booking stores the server's price breakdown in paise exactly as quoted. */
export const bookings = pgTable('bookings', {
  id: idColumn(),
  orderNo: text('order_no').notNull(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
  eventId: uuid('event_id').notNull().references(() => events.id, { onDelete: 'restrict' }),
  sessionId: uuid('session_id').references(() => eventSessions.id, { onDelete: 'set null' }),
  /** Units bought over all lines (tickets). */
  quantity: integer('quantity').notNull(),
  /**
   * Seats those units take (a family pack of 4 is one unit, 4 seats): what the per-buyer cap counts. The
   * hold statement always sets it; 0 only for rows written outside it (they hold nothing to give back).
   */
  seats: integer('seats').notNull().default(0),
  /** The first line's unit price (the spec's single-price clients read it). */
  unitPricePaise: integer('unit_price_paise').notNull(),
  subtotalPaise: integer('subtotal_paise').notNull(),
  discountPaise: integer('discount_paise').notNull().default(0),
  conveniencePaise: integer('convenience_paise').notNull(),
  deliveryPaise: integer('delivery_paise').notNull(),
  donationPaise: integer('donation_paise').notNull(),
  totalPaise: integer('total_paise').notNull(),
  currency: text('currency').notNull().default('INR'),
  /** The buyer's billing state (GST code), the convenience fee's place of supply. */
  billingState: text('billing_state'),
  /** The GST split (paise) and where it was supplied, as priced: see BookingTax. */
  tax: jsonb('tax').$type<BookingTax>(),
  paymentMethod: text('payment_method', { enum: ['razorpay', 'cod'] }).notNull(),
  status: text('status', { enum: ['pending', 'confirmed', 'cancelled'] }).notNull().default('pending'),
  paymentStatus: text('payment_status', { enum: ['unpaid', 'free', 'paid', 'refund_due', 'refund_pending', 'partially_refunded', 'refunded', 'refund_failed'] }).notNull().default('unpaid'),
  /** Paise promised back to the buyer: every refund not failed (requested, pending or processed); never above total_paise. */
  refundedPaise: integer('refunded_paise').notNull().default(0),
  /** When the latest refund not failed was asked for, and when the latest one completed. */
  refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true, mode: 'date' }),
  refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
  /** Unpaid bookings give their tickets back after this time (online: minutes; cash on delivery: hours). */
  holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true, mode: 'date' }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
  cancelReason: text('cancel_reason'),
  /** The promo code whose discount the booking got (a use it holds while unpaid or paid); a used code cannot be deleted. */
  promoCodeId: uuid('promo_code_id').references(() => promoCodes.id, { onDelete: 'restrict' }),
  /** The code as the buyer's booking shows it (upper-case). */
  promoCode: text('promo_code'),
  ...timestamps(),
}, (t) => [
  uniqueIndex('bookings_order_no_uq').on(t.orderNo),
  index('bookings_user_idx').on(t.userId, t.createdAt),
  index('bookings_event_idx').on(t.eventId, t.status),
  index('bookings_status_idx').on(t.status, t.createdAt),
  index('bookings_hold_idx').on(t.holdExpiresAt).where(sql`status = 'pending'`),
  check('bookings_refund_within_total', sql`${t.refundedPaise} >= 0 AND ${t.refundedPaise} <= ${t.totalPaise}`),
]);

/** What a booking bought: one row per ticket type, priced as quoted. */
export const bookingLines = pgTable('booking_lines', {
  bookingId: uuid('booking_id').notNull().references(() => bookings.id, { onDelete: 'cascade' }),
  ticketTypeId: uuid('ticket_type_id').notNull().references(() => ticketTypes.id, { onDelete: 'restrict' }),
  sessionId: uuid('session_id').notNull().references(() => eventSessions.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  quantity: integer('quantity').notNull(),
  seats: integer('seats').notNull(),
  unitPricePaise: integer('unit_price_paise').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  position: integer('position').notNull().default(0),
  /** A seated line's seats (issue 24), by guid and as named on tickets, in plan order; empty for general admission. */
  seatGuids: text('seat_guids').array().notNull().default(sql`'{}'::text[]`),
  seatLabels: text('seat_labels').array().notNull().default(sql`'{}'::text[]`),
}, (t) => [
  primaryKey({ columns: [t.bookingId, t.ticketTypeId] }),
  index('booking_lines_type_idx').on(t.ticketTypeId),
  index('booking_lines_session_idx').on(t.sessionId),
]);

/**
 * A ticket per seat of a confirmed booking, written by the statement (or transaction) that confirms it.
 * (booking_id, position) is unique, so confirming twice never makes a second set. The QR carries only a
 * signed token of the ticket id; check-in is one conditional UPDATE of checked_in_at.
 */
export const tickets = pgTable('tickets', {
  id: idColumn(),
  bookingId: uuid('booking_id').notNull().references(() => bookings.id, { onDelete: 'cascade' }),
  eventId: uuid('event_id').notNull().references(() => events.id, { onDelete: 'restrict' }),
  /** k of 'Ticket k of N', from 1, in the order of the booking's lines. */
  position: integer('position').notNull(),
  /** The order number and k: 'UT-7K2M9QX4AB-1'. */
  number: text('number').notNull(),
  ticketTypeId: uuid('ticket_type_id').notNull().references(() => ticketTypes.id, { onDelete: 'restrict' }),
  sessionId: uuid('session_id').notNull().references(() => eventSessions.id, { onDelete: 'restrict' }),
  holderName: text('holder_name').notNull(),
  /** The reserved seat of a seated showtime's ticket ('Stalls · Row F · Seat 12'); null for general admission. */
  seatGuid: text('seat_guid'),
  seatLabel: text('seat_label'),
  checkedInAt: timestamp('checked_in_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('tickets_booking_position_uq').on(t.bookingId, t.position),
  uniqueIndex('tickets_number_uq').on(t.number),
  index('tickets_event_idx').on(t.eventId, t.sessionId),
]);

/**
 * Seats one buyer holds in one event (pending and confirmed bookings). The hold statement adds to it and
 * the CHECK against `cap` (MAX_TICKETS_PER_BUYER_PER_EVENT at the time) refuses the whole hold when
 * exceeded, so simultaneous requests of one buyer cannot pass the cap together.
 */
export const buyerEventSeats = pgTable('buyer_event_seats', {
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  eventId: uuid('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
  seats: integer('seats').notNull().default(0),
  cap: integer('cap').notNull(),
}, (t) => [
  primaryKey({ columns: [t.userId, t.eventId] }),
  check('buyer_event_seats_cap_check', sql`${t.seats} <= ${t.cap}`),
  check('buyer_event_seats_seats_check', sql`${t.seats} >= 0`),
]);

export const payments = pgTable('payments', {
  id: idColumn(),
  bookingId: uuid('booking_id').notNull().references(() => bookings.id, { onDelete: 'restrict' }),
  provider: text('provider', { enum: ['razorpay', 'sandbox'] }).notNull(),
  providerOrderId: text('provider_order_id').notNull(),
  providerPaymentId: text('provider_payment_id'),
  amountPaise: integer('amount_paise').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['created', 'paid', 'refund_due', 'failed'] }).notNull().default('created'),
  ...timestamps(),
}, (t) => [
  uniqueIndex('payments_order_uq').on(t.providerOrderId),
  index('payments_booking_idx').on(t.bookingId),
]);

/**
 * Money going back to a buyer through the provider. requested: in our database, not yet accepted by the
 * provider (sent after the commit, retried until accepted); pending: the provider has it; processed or
 * failed: its final word (webhook or answer). The idempotency key makes a repeated request one refund.
 */
export const refunds = pgTable('refunds', {
  id: idColumn(),
  bookingId: uuid('booking_id').notNull().references(() => bookings.id, { onDelete: 'restrict' }),
  paymentId: uuid('payment_id').notNull().references(() => payments.id, { onDelete: 'restrict' }),
  provider: text('provider', { enum: ['razorpay', 'sandbox'] }).notNull(),
  providerRefundId: text('provider_refund_id'),
  amountPaise: integer('amount_paise').notNull(),
  currency: text('currency').notNull(),
  reason: text('reason').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  status: text('status', { enum: ['requested', 'pending', 'processed', 'failed'] }).notNull().default('requested'),
  /** Who asked: admin, vendor, buyer (cancellation) or system (a payment that arrived for a booking that could not take it). */
  requestedBy: text('requested_by', { enum: ['admin', 'vendor', 'buyer', 'system'] }).notNull(),
  actorId: uuid('actor_id'),
  /** Sending to the provider: tries so far, and until when the current try owns the row (another process may take it after). */
  attempts: integer('attempts').notNull().default(0),
  claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
  lastError: text('last_error'),
  processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
  failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
  ...timestamps(),
}, (t) => [
  // a failed refund gives its key back, so the same request may be tried again
  uniqueIndex('refunds_idempotency_uq').on(t.bookingId, t.idempotencyKey).where(sql`${t.status} <> 'failed'`),
  uniqueIndex('refunds_provider_uq').on(t.providerRefundId),
  index('refunds_booking_idx').on(t.bookingId, t.createdAt),
  index('refunds_due_idx').on(t.status, t.claimedUntil),
  check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
]);

/** Webhook deliveries already processed, by the provider's event id. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const interests = pgTable('interests', {
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  eventId: uuid('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.eventId] }), index('interests_event_idx').on(t.eventId)]);

/**
 * Reserved seating (issue 24): every seat of a seated showtime, with its status. Written at the event's save from
 * its plan (the seat's place and category are copied, so a later edit of the plan changes nothing sold), then
 * changed only by the hold statement (available → held, all chosen seats with one condition), the statements that
 * confirm (held → sold) and the release statement (held or sold → available), each together with the type's
 * inventory row, so a type's available count is its available seats at every instant.
 */
export const seatInventory = pgTable('seat_inventory', {
  sessionId: uuid('session_id').notNull().references(() => eventSessions.id, { onDelete: 'cascade' }),
  seatGuid: text('seat_guid').notNull(),
  eventId: uuid('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
  /** The type the seat's category sells as. */
  ticketTypeId: uuid('ticket_type_id').notNull().references(() => ticketTypes.id, { onDelete: 'cascade' }),
  category: text('category').notNull(),
  zone: text('zone').notNull(),
  row: text('row').notNull(),
  seat: text('seat').notNull(),
  x: doublePrecision('x').notNull(),
  y: doublePrecision('y').notNull(),
  /** The seat's place in the plan (zones, rows, seats in order). */
  position: integer('position').notNull(),
  status: text('status', { enum: ['available', 'held', 'sold', 'blocked'] }).notNull().default('available'),
  bookingId: uuid('booking_id').references(() => bookings.id),
}, (t) => [
  primaryKey({ columns: [t.sessionId, t.seatGuid] }),
  index('seat_inventory_booking_idx').on(t.bookingId),
  index('seat_inventory_event_idx').on(t.eventId),
  check('seat_inventory_status_check', sql`${t.status} IN ('available', 'held', 'sold', 'blocked')`),
  // a held or sold seat names its booking, any other names none
  check('seat_inventory_booking_check', sql`(${t.status} IN ('held', 'sold')) = (${t.bookingId} IS NOT NULL)`),
]);
