import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns';

/**
 * Work that must happen after a commit (mail, SMS, provider calls). Any process picks due rows with
 * FOR UPDATE SKIP LOCKED; `key` makes enqueueing the same work twice a no-op.
 */
export const jobs = pgTable('jobs', {
  id: idColumn(),
  kind: text('kind').notNull(),
  key: text('key').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  status: text('status', { enum: ['pending', 'running', 'done', 'failed'] }).notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull().default(8),
  /** Not before this time (the backoff of a retry). */
  runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** A running job whose process died is picked again after this time. */
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  lastError: text('last_error'),
  doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
  ...timestamps(),
}, (t) => [
  uniqueIndex('jobs_key_uq').on(t.key),
  index('jobs_due_idx').on(t.runAt).where(sql`status IN ('pending', 'running')`),
]);
