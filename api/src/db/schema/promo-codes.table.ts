import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns';
import { users } from './accounts.table';
import { events } from './events.table';

/**
 * An event's promo code (issue 23). `uses` counts the bookings holding a use: the hold statement adds one and
 * a release of an unpaid booking takes it back; the CHECK refuses a use beyond max_uses inside that statement.
 */
export const promoCodes = pgTable('promo_codes', {
  id: idColumn(),
  eventId: uuid('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
  /** Stored upper-case: codes are case-insensitive. */
  code: text('code').notNull(),
  kind: text('kind', { enum: ['percent', 'amount', 'price'] }).notNull(),
  /** percent: basis points (10% = 1000); amount and price: paise. */
  valueHundredths: integer('value_hundredths').notNull(),
  maxUses: integer('max_uses'),
  maxUsesPerBuyer: integer('max_uses_per_buyer').notNull().default(1),
  validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }),
  validUntil: timestamp('valid_until', { withTimezone: true, mode: 'date' }),
  /** The ticket types it applies to; null for all. */
  ticketTypeIds: uuid('ticket_type_ids').array(),
  minTickets: integer('min_tickets').notNull().default(1),
  active: boolean('active').notNull().default(true),
  uses: integer('uses').notNull().default(0),
  ...timestamps(),
}, (t) => [
  uniqueIndex('promo_codes_event_code_uq').on(t.eventId, t.code),
  check('promo_codes_uses_check', sql`${t.maxUses} IS NULL OR ${t.uses} <= ${t.maxUses}`),
  check('promo_codes_uses_nonnegative', sql`${t.uses} >= 0`),
]);

/** A buyer's uses of a code; the CHECK refuses a use beyond the code's per-buyer limit (copied into cap by the hold). */
export const promoCodeBuyers = pgTable('promo_code_buyers', {
  promoCodeId: uuid('promo_code_id').notNull().references(() => promoCodes.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  uses: integer('uses').notNull().default(0),
  cap: integer('cap').notNull(),
}, (t) => [
  primaryKey({ columns: [t.promoCodeId, t.userId] }),
  check('promo_code_buyers_uses_check', sql`${t.uses} <= ${t.cap}`),
  check('promo_code_buyers_uses_nonnegative', sql`${t.uses} >= 0`),
]);
