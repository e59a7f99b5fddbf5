import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { SeatingLayout } from '@marketplace/shared-dto';
import { idColumn, timestamps } from './columns';
import { venues } from './reference.table';

/**
 * A venue's seating plan (issue 24): categories and zones of rows of seats, as one JSON document (pretix keeps
 * its plans so too). Seats are named by guids that stay the same across edits; `seat_count` is kept beside the
 * document for lists.
 */
export const seatingPlans = pgTable('seating_plans', {
  id: idColumn(),
  venueId: uuid('venue_id').notNull().references(() => venues.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  layout: jsonb('layout').$type<SeatingLayout>().notNull(),
  seatCount: integer('seat_count').notNull(),
  ...timestamps(),
}, (t) => [index('seating_plans_venue_idx').on(t.venueId)]);
