import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, moderationColumns, timestamps } from './columns';
import { vendors } from './accounts.table';

/** Columns shared by categories, tags and languages. `nameKey` is the trimmed lower-case name, unique. */
const referenceColumns = () => ({
  id: idColumn(),
  name: text('name').notNull(),
  nameKey: text('name_key').notNull(),
  ownerVendorId: uuid('owner_vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
  ...moderationColumns(),
  ...timestamps(),
});

export const categories = pgTable('categories', referenceColumns(), (t) => [
  uniqueIndex('categories_name_key_uq').on(t.nameKey),
  index('categories_status_idx').on(t.status, t.name),
  index('categories_owner_idx').on(t.ownerVendorId),
]);

export const tags = pgTable('tags', referenceColumns(), (t) => [
  uniqueIndex('tags_name_key_uq').on(t.nameKey),
  index('tags_status_idx').on(t.status, t.name),
  index('tags_owner_idx').on(t.ownerVendorId),
]);

export const languages = pgTable('languages', referenceColumns(), (t) => [
  uniqueIndex('languages_name_key_uq').on(t.nameKey),
  index('languages_status_idx').on(t.status, t.name),
  index('languages_owner_idx').on(t.ownerVendorId),
]);

export interface PerformerSocialMedia { instagram?: string; twitter?: string; youtube?: string; website?: string }
export interface PerformerPortfolio { id: string; name: string; description: string; images: { url: string }[] }
export interface PerformerVideo { title: string; url: string; description: string }

export const performers = pgTable('performers', {
  id: idColumn(),
  name: text('name').notNull(),
  nameKey: text('name_key').notNull(),
  slug: text('slug').notNull(),
  category: text('category').notNull().default('singer'),
  role: text('role'),
  bio: text('bio'),
  description: text('description'),
  profileImage: text('profile_image'),
  gallery: jsonb('gallery').$type<{ url: string }[]>().notNull().default([]),
  portfolios: jsonb('portfolios').$type<PerformerPortfolio[]>().notNull().default([]),
  videos: jsonb('videos').$type<PerformerVideo[]>().notNull().default([]),
  videoFiles: jsonb('video_files').$type<{ url: string }[]>().notNull().default([]),
  socialMedia: jsonb('social_media').$type<PerformerSocialMedia>().notNull().default({}),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  ownerVendorId: uuid('owner_vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
  ...moderationColumns(),
  ...timestamps(),
}, (t) => [
  uniqueIndex('performers_slug_uq').on(t.slug),
  index('performers_name_key_idx').on(t.nameKey),
  index('performers_status_idx').on(t.status, t.sortOrder, t.name),
  index('performers_owner_idx').on(t.ownerVendorId),
]);

export const venues = pgTable('venues', {
  id: idColumn(),
  name: text('name').notNull(),
  nameKey: text('name_key').notNull(),
  slug: text('slug').notNull(),
  description: text('description'),
  capacity: integer('capacity'),
  website: text('website'),
  phone: text('phone'),
  email: text('email'),
  mapUrl: text('map_url'),
  photo: text('photo'),
  address: text('address'),
  city: text('city'),
  state: text('state'),
  country: text('country'),
  zipCode: text('zip_code'),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  facilities: jsonb('facilities').$type<string[]>().notNull().default([]),
  ownerVendorId: uuid('owner_vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
  ...moderationColumns(),
  ...timestamps(),
}, (t) => [
  uniqueIndex('venues_slug_uq').on(t.slug),
  index('venues_name_key_idx').on(t.nameKey, t.city),
  index('venues_status_idx').on(t.status, t.name),
  index('venues_city_idx').on(t.city),
  index('venues_owner_idx').on(t.ownerVendorId),
]);

export const venueImages = pgTable('venue_images', {
  id: idColumn(),
  venueId: uuid('venue_id').notNull().references(() => venues.id, { onDelete: 'cascade' }),
  src: text('src').notNull(),
  alt: text('alt').notNull().default(''),
  isPrimary: boolean('is_primary').notNull().default(false),
  position: integer('position').notNull().default(0),
  ...timestamps(),
}, (t) => [index('venue_images_venue_idx').on(t.venueId, t.position)]);
