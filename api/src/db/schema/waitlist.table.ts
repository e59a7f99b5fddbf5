import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns';
import { users } from './accounts.table';
import { events, eventSessions, ticketTypes } from './events.table';

/**
 * A buyer waiting for seats of a sold-out showtime × ticket type (issue 23), served in join order
 * (created_at, then id). One waiting or offered entry per buyer per showtime × type: the partial unique index
 * decides it.
 */
export const waitlistEntries = pgTable('waitlist_entries', {
  id: idColumn(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  eventId: uuid('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
  /** The showtime (the implicit one for an event without showtimes). */
  sessionId: uuid('session_id').notNull().references(() => eventSessions.id, { onDelete: 'cascade' }),
  ticketTypeId: uuid('ticket_type_id').notNull().references(() => ticketTypes.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull(),
  status: text('status', { enum: ['waiting', 'offered', 'converted', 'expired'] }).notNull().default('waiting'),
  offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true, mode: 'date' }),
  ...timestamps(),
}, (t) => [
  uniqueIndex('waitlist_entries_one_active_uq').on(t.userId, t.sessionId, t.ticketTypeId).where(sql`${t.status} IN ('waiting', 'offered')`),
  index('waitlist_entries_queue_idx').on(t.sessionId, t.ticketTypeId, t.createdAt),
  index('waitlist_entries_user_idx').on(t.userId, t.createdAt),
  check('waitlist_entries_quantity_check', sql`${t.quantity} > 0`),
]);
