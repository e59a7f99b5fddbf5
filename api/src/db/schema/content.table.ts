import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns';

export interface ContactInfo { email?: string; phone?: string; address?: string; mapEmbed?: string }
export interface AboutInfo { mission?: string; vision?: string; teamMembers?: { name: string; position?: string; bio?: string; avatar?: string }[] }

export const contentPages = pgTable('content_pages', {
  id: idColumn(),
  page: text('page', { enum: ['about', 'contact', 'privacy-policy', 'terms-of-service', 'help-center'] }).notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  metaTitle: text('meta_title'),
  metaDescription: text('meta_description'),
  metaKeywords: text('meta_keywords'),
  isActive: boolean('is_active').notNull().default(true),
  version: integer('version').notNull().default(1),
  contactInfo: jsonb('contact_info').$type<ContactInfo>(),
  aboutInfo: jsonb('about_info').$type<AboutInfo>(),
  ...timestamps(),
}, (t) => [uniqueIndex('content_pages_page_uq').on(t.page)]);

/** The page as it was before each update. */
export const contentPageVersions = pgTable('content_page_versions', {
  id: idColumn(),
  contentPageId: uuid('content_page_id').notNull().references(() => contentPages.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [index('content_page_versions_page_idx').on(t.contentPageId, t.version)]);

export const heroBanners = pgTable('hero_banners', {
  id: idColumn(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  description: text('description').notNull().default(''),
  imageUrl: text('image_url').notNull().default(''),
  imageAlt: text('image_alt').notNull().default(''),
  buttonText: text('button_text').notNull().default('Learn More'),
  buttonLink: text('button_link').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  order: integer('order').notNull().default(0),
  showOverlay: boolean('show_overlay').notNull().default(true),
  overlayOpacity: integer('overlay_opacity').notNull().default(40),
  ...timestamps(),
}, (t) => [index('hero_banners_active_order_idx').on(t.isActive, t.order)]);

/** The site logo: a single row. */
export const siteLogo = pgTable('site_logo', {
  id: integer('id').primaryKey().default(1),
  name: text('name').notNull(),
  imageUrl: text('image_url').notNull(),
  imageAlt: text('image_alt').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
