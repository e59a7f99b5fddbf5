import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns';
import { users } from './accounts.table';
import { events, eventSessions } from './events.table';

/** A booking stores the server's price breakdown in paise exactly as quoted. */
export const bookings = pgTable('bookings', {
  id: idColumn(),
  orderNo: text('order_no').notNull(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
  eventId: uuid('event_id').notNull().references(() => events.id, { onDelete: 'restrict' }),
  sessionId: uuid('session_id').references(() => eventSessions.id, { onDelete: 'set null' }),
  quantity: integer('quantity').notNull(),
  unitPricePaise: integer('unit_price_paise').notNull(),
  subtotalPaise: integer('subtotal_paise').notNull(),
  conveniencePaise: integer('convenience_paise').notNull(),
  deliveryPaise: integer('delivery_paise').notNull(),
  donationPaise: integer('donation_paise').notNull(),
  totalPaise: integer('total_paise').notNull(),
  currency: text('currency').notNull().default('INR'),
  paymentMethod: text('payment_method', { enum: ['razorpay', 'cod'] }).notNull(),
  status: text('status', { enum: ['pending', 'confirmed', 'cancelled'] }).notNull().default('pending'),
  paymentStatus: text('payment_status', { enum: ['unpaid', 'paid', 'refund_due'] }).notNull().default('unpaid'),
  /** Unpaid online bookings give their tickets back after this time. */
  holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true, mode: 'date' }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
  cancelReason: text('cancel_reason'),
  ...timestamps(),
}, (t) => [
  uniqueIndex('bookings_order_no_uq').on(t.orderNo),
  index('bookings_user_idx').on(t.userId, t.createdAt),
  index('bookings_event_idx').on(t.eventId, t.status),
  index('bookings_status_idx').on(t.status, t.createdAt),
  index('bookings_hold_idx').on(t.holdExpiresAt),
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
