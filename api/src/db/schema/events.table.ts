import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { and, eq, sql } from 'drizzle-orm';
import { idColumn, timestamps } from './columns';
import { vendors } from './accounts.table';
import { categories, languages, performers, tags, venues } from './reference.table';

export interface EventLocation {
  name?: string; address?: string; city?: string; state?: string; zipCode?: string; country?: string;
  coordinates?: { latitude?: number; longitude?: number };
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
  status: text('status', { enum: ['draft', 'pending', 'approved', 'rejected'] }).notNull().default('pending'),
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
  /** The ticket price ('Starting at'); null when no price is set. */
  pricePaise: integer('price_paise'),
  isFree: boolean('is_free').notNull().default(false),
  currency: text('currency').notNull().default('INR'),
  capacity: jsonb('capacity').$type<{ maxAttendees?: number; currentAttendees?: number; waitlistEnabled?: boolean }>(),
  ticketsTotal: integer('tickets_total').notNull().default(0),
  /** Changed only by one conditional UPDATE inside a booking transaction. */
  ticketsAvailable: integer('tickets_available').notNull().default(0),
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

export const eventSessions = pgTable('event_sessions', {
  id: idColumn(),
  eventId: uuid('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
  startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
  label: text('label').notNull().default(''),
  ...timestamps(),
}, (t) => [index('event_sessions_event_idx').on(t.eventId, t.startsAt)]);

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
