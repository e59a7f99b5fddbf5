import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { and, eq, sql } from 'drizzle-orm';
import { idColumn, timestamps } from './columns';
import { vendors } from './accounts.table';
import { categories, languages, performers, tags, venues } from './reference.table';
import { seatingPlans } from './seating.table';
import type { SeatCategoryMapping } from '@marketplace/shared-dto';

export interface EventLocation {
  name?: string; address?: string; city?: string; state?: string; zipCode?: string; country?: string;
  coordinates?: { latitude?: number; longitude?: number };
}

/** A stored revision: the form as the vendor sent it (image URLs resolved) and what it changes, field by field. */
export interface EventRevision {
  form: Record<string, unknown>;
  changes: { field: string; label: string; from: string | null; to: string | null }[];
  submittedAt: string;
}

/**
 * Events. What lists filter, sort or join on is a real column (status, dates, city, price, owner,
 * tickets, slug, code); the document-shaped parts of the form are jsonb as the form sends them.
 */
export const events = pgTable('events', {
  id: idColumn(),
  slug: text('slug').notNull(),
  code: text('code').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  shortDescription: text('short_description'),
  category: text('category'),
  eventType: text('event_type', { enum: ['offline', 'online', 'hybrid'] }).notNull().default('offline'),
  status: text('status', { enum: ['draft', 'pending', 'approved', 'rejected', 'cancelled'] }).notNull().default('pending'),
  /** startDate + startTime read in the event's timezone. */
  startAt: timestamp('start_at', { withTimezone: true, mode: 'date' }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true, mode: 'date' }),
  timezone: text('timezone').notNull().default('Asia/Kolkata'),
  duration: text('duration'),
  venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'set null' }),
  /** The venue's or location's city, kept here so the public list filters without a join. */
  city: text('city'),
  location: jsonb('location').$type<EventLocation>(),
  onlineDetails: jsonb('online_details').$type<Record<string, string>>(),
  pricing: jsonb('pricing').$type<Record<string, unknown>>(),
  /** The lowest ticket-type price ('Starting at'), kept by every save; null when the event has no ticket type. */
  pricePaise: integer('price_paise'),
  isFree: boolean('is_free').notNull().default(false),
  currency: text('currency').notNull().default('INR'),
  /** GST of admission (shared-dto gst.ts): admission (0% up to ₹500 a seat, else 18%), premium_sport (40%), exempt. */
  taxCategory: text('tax_category', { enum: ['admission', 'premium_sport', 'exempt'] }).notNull().default('admission'),
  capacity: jsonb('capacity').$type<{ maxAttendees?: number; currentAttendees?: number; waitlistEnabled?: boolean }>(),
  ageRestriction: text('age_restriction'),
  requirements: jsonb('requirements').$type<Record<string, unknown>>(),
  contactInfo: jsonb('contact_info').$type<Record<string, unknown>>(),
  facilities: jsonb('facilities').$type<string[]>().notNull().default([]),
  importantInfo: text('important_info'),
  isPublished: boolean('is_published').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  featured: boolean('featured').notNull().default(false),
  priority: integer('priority').notNull().default(0),
  metaTitle: text('meta_title'),
  metaDescription: text('meta_description'),
  videoUrl: text('video_url'),
  bannerImage: text('banner_image'),
  gallery: jsonb('gallery').$type<string[]>().notNull().default([]),
  ownerVendorId: uuid('owner_vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
  createdByType: text('created_by_type', { enum: ['admin', 'vendor'] }).notNull().default('admin'),
  /** The administrator's reason for the latest moderation decision, shown to the vendor. */
  moderationReason: text('moderation_reason'),
  /** Why the event was cancelled (status cancelled): what its buyers were told. */
  cancelReason: text('cancel_reason'),
  /** A vendor's edit of a live event that changes what was sold, waiting for approval (the live version stays on sale). */
  pendingRevision: jsonb('pending_revision').$type<EventRevision>(),
  /** A seated event (issue 24) sells the seats of this plan of its venue; its showtimes' seats are in seat_inventory. */
  seatingPlanId: uuid('seating_plan_id').references(() => seatingPlans.id, { onDelete: 'restrict' }),
  /** Each plan category's ticket type (empty without a plan). */
  seatCategories: jsonb('seat_categories').$type<SeatCategoryMapping[]>().notNull().default([]),
  /**
   * Moved by triggers on every change to what pricing reads of the event (the event, its showtimes but for their
   * seat counters, its ticket types, its venue, its seller's GSTIN and status): a hold priced from a copy read at
   * another version is refused by the hold statement itself (see BookingsService.create).
   */
  catalogueVersion: integer('catalogue_version').notNull().default(0),
  ...timestamps(),
}, (t) => [
  uniqueIndex('events_code_uq').on(t.code),
  index('events_slug_idx').on(t.slug),
  index('events_status_start_idx').on(t.status, t.startAt),
  // the public list: approved, published, active events by start time
  index('events_public_idx').on(t.startAt).where(sql`status = 'approved' AND is_published AND is_active`),
  index('events_city_idx').on(t.city),
  index('events_price_idx').on(t.pricePaise),
  index('events_owner_idx').on(t.ownerVendorId, t.createdAt),
  index('events_venue_idx').on(t.venueId),
  index('events_created_idx').on(t.createdAt),
]);

/**
 * Showtimes. An event without showtimes has exactly one `implicit` session (never shown), so inventory
 * and bookings always name a session. `seatsHeld` counts the seats of every type held or sold in it;
 * the CHECK makes `capacity` (optional) a cap on all types together, enforced by the hold statement itself.
 */
export const eventSessions = pgTable('event_sessions', {
  id: idColumn(),
  eventId: uuid('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
  startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
  label: text('label').notNull().default(''),
  implicit: boolean('implicit').notNull().default(false),
  capacity: integer('capacity'),
  seatsHeld: integer('seats_held').notNull().default(0),
  /** Set once, when the showtime (or its whole event) is cancelled: the hold statement sells only showtimes where it is null. */
  cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
  cancelReason: text('cancel_reason'),
  ...timestamps(),
}, (t) => [
  index('event_sessions_event_idx').on(t.eventId, t.startsAt),
  check('event_sessions_capacity_check', sql`${t.capacity} IS NULL OR ${t.seatsHeld} <= ${t.capacity}`),
  check('event_sessions_held_check', sql`${t.seatsHeld} >= 0`),
]);

export interface QuantityPrice { minQuantity: number; pricePaise: number }

/** What an event sells: each type has `quantity` units for sale per session. Money in paise. */
export const ticketTypes = pgTable('ticket_types', {
  id: idColumn(),
  eventId: uuid('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description'),
  pricePaise: integer('price_paise').notNull(),
  quantity: integer('quantity').notNull(),
  seatsPerUnit: integer('seats_per_unit').notNull().default(1),
  minPerOrder: integer('min_per_order').notNull().default(1),
  maxPerOrder: integer('max_per_order').notNull().default(10),
  salesStart: timestamp('sales_start', { withTimezone: true, mode: 'date' }),
  salesEnd: timestamp('sales_end', { withTimezone: true, mode: 'date' }),
  /** quantity_based pricing: the unit price of the highest minQuantity not above the line's quantity. */
  quantityPricing: jsonb('quantity_pricing').$type<QuantityPrice[]>().notNull().default([]),
  position: integer('position').notNull().default(0),
  /** Left out of the public event unless it is read with this type's access code (issue 23). */
  hidden: boolean('hidden').notNull().default(false),
  /** Upper-case; what unlocks a hidden type on the event page and lets quote/create sell it. */
  accessCode: text('access_code'),
  ...timestamps(),
}, (t) => [
  index('ticket_types_event_idx').on(t.eventId, t.position),
  check('ticket_types_hidden_code_check', sql`NOT ${t.hidden} OR ${t.accessCode} IS NOT NULL`),
  check('ticket_types_price_check', sql`${t.pricePaise} >= 0`),
  check('ticket_types_quantity_check', sql`${t.quantity} >= 0`),
]);

/**
 * Inventory per (session, ticket type), in units of the type. Changed only by single statements (hold,
 * release, quantity change); the CHECKs turn an oversell into an error that undoes the whole statement,
 * which is how a multi-line hold is all or nothing without any read-then-write.
 */
export const ticketInventory = pgTable('ticket_inventory', {
  sessionId: uuid('session_id').notNull().references(() => eventSessions.id, { onDelete: 'cascade' }),
  ticketTypeId: uuid('ticket_type_id').notNull().references(() => ticketTypes.id, { onDelete: 'cascade' }),
  eventId: uuid('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull(),
  /** Units taken by pending or confirmed bookings. */
  held: integer('held').notNull().default(0),
  available: integer('available').notNull(),
}, (t) => [
  primaryKey({ columns: [t.sessionId, t.ticketTypeId] }),
  index('ticket_inventory_event_idx').on(t.eventId),
  index('ticket_inventory_type_idx').on(t.ticketTypeId),
  check('ticket_inventory_available_check', sql`${t.available} >= 0`),
  check('ticket_inventory_held_check', sql`${t.held} >= 0`),
  check('ticket_inventory_sum_check', sql`${t.held} + ${t.available} = ${t.quantity}`),
]);

export const eventCategories = pgTable('event_categories', {
  eventId: uuid('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
  categoryId: uuid('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.eventId, t.categoryId] }), index('event_categories_category_idx').on(t.categoryId)]);

export const eventTags = pgTable('event_tags', {
  eventId: uuid('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
  tagId: uuid('tag_id').notNull().references(() => tags.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.eventId, t.tagId] }), index('event_tags_tag_idx').on(t.tagId)]);

export const eventLanguages = pgTable('event_languages', {
  eventId: uuid('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
  languageId: uuid('language_id').notNull().references(() => languages.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.eventId, t.languageId] }), index('event_languages_language_idx').on(t.languageId)]);

export const eventPerformers = pgTable('event_performers', {
  eventId: uuid('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
  performerId: uuid('performer_id').notNull().references(() => performers.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.eventId, t.performerId] }), index('event_performers_performer_idx').on(t.performerId)]);

/** What anyone may see: approved, published and active (the same rule as the partial index above). */
export const isPublicEvent = and(eq(events.status, 'approved'), eq(events.isPublished, true), eq(events.isActive, true));

/**
 * Messages an organiser sent to the buyers of an event (or of one showtime). `slot` numbers the day's messages
 * of the event (day in Asia/Kolkata); the unique key and the CHECK make 'at most 3 a day' the database's rule.
 */
export const eventMessages = pgTable('event_messages', {
  id: idColumn(),
  eventId: uuid('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
  sessionId: uuid('session_id').references(() => eventSessions.id, { onDelete: 'set null' }),
  day: text('day').notNull(),
  slot: integer('slot').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  recipients: integer('recipients').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('event_messages_day_slot_uq').on(t.eventId, t.day, t.slot),
  check('event_messages_slot_check', sql`${t.slot} BETWEEN 1 AND 3`),
]);
