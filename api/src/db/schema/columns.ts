import { text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Primary key and timestamps every table carries. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();
export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Moderation columns of anything a vendor may submit (reference data, venues). */
export const moderationColumns = () => ({
  status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('approved'),
  source: text('source', { enum: ['admin', 'vendor'] }).notNull().default('admin'),
});
