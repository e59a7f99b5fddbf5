import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, ilike, inArray, or, SQL, sql } from 'drizzle-orm';
import { DB, Database, Tx } from '../../db/database';
import { venueImages, venues } from '../../db/schema';
import { containing, freeSlugIn, ModeratedListFilter, nameKeyOf, sortedBy } from '../../db/query-helpers';

export type VenueRow = typeof venues.$inferSelect;
export type VenueImageRow = typeof venueImages.$inferSelect;
export type VenueValues = Omit<typeof venues.$inferInsert, 'id' | 'nameKey' | 'createdAt' | 'updatedAt'>;
export interface VenueWithImages { venue: VenueRow; images: VenueImageRow[] }

/** The fields the venue list sorts by. */
export const VENUE_SORTS = ['name', 'city', 'capacity', 'status', 'createdAt'] as const;
export type VenueSort = (typeof VENUE_SORTS)[number];
const SORT_COLUMNS = { name: venues.nameKey, city: venues.city, capacity: venues.capacity, status: venues.status, createdAt: venues.createdAt };

export type VenueListFilter = ModeratedListFilter<VenueSort>;

/** Venues and their ordered images. */
@Injectable()
export class VenuesRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async list(filter: VenueListFilter): Promise<{ items: VenueWithImages[]; total: number }> {
    const conditions: SQL[] = [];
    if (filter.status) conditions.push(eq(venues.status, filter.status));
    if (filter.ownerVendorId) conditions.push(eq(venues.ownerVendorId, filter.ownerVendorId));
    if (filter.q) {
      const like = containing(filter.q);
      conditions.push(or(ilike(venues.name, like), ilike(venues.city, like), ilike(venues.address, like))!);
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const rows = await this.db.select().from(venues).where(where)
      .orderBy(...sortedBy(SORT_COLUMNS[filter.sort ?? 'name'], filter.order, venues.id)).limit(filter.limit).offset(filter.offset);
    const [{ n }] = await this.db.select({ n: sql<number>`count(*)::int` }).from(venues).where(where);
    const images = rows.length ? await this.imagesOf(this.db, rows.map((r) => r.id)) : [];
    return { items: rows.map((venue) => ({ venue, images: images.filter((i) => i.venueId === venue.id) })), total: n };
  }

  async findById(id: string): Promise<VenueWithImages | undefined> {
    const [venue] = await this.db.select().from(venues).where(eq(venues.id, id));
    return venue && { venue, images: await this.imagesOf(this.db, [id]) };
  }

  async findBySlug(slug: string): Promise<VenueWithImages | undefined> {
    const [venue] = await this.db.select().from(venues).where(eq(venues.slug, slug));
    return venue && { venue, images: await this.imagesOf(this.db, [venue.id]) };
  }

  /** An approved venue with the same name in the same city (both compared case-insensitively). */
  async findApprovedTwin(name: string, city: string): Promise<VenueRow | undefined> {
    const [row] = await this.db.select().from(venues).where(and(
      eq(venues.nameKey, nameKeyOf(name)),
      sql`lower(trim(${venues.city})) = ${city.trim().toLowerCase()}`,
      eq(venues.status, 'approved'),
    )).limit(1);
    return row;
  }

  /** The first free slug from `base` (`db`: the caller's transaction, when there is one). */
  freeSlug(base: string, db: Database | Tx = this.db): Promise<string> {
    return freeSlugIn(db, 'venues', base);
  }

  /** A venue without images inside the caller's transaction (the event form's new venue). */
  async insert(tx: Tx, values: VenueValues): Promise<VenueRow> {
    const [row] = await tx.insert(venues).values({ ...values, nameKey: nameKeyOf(values.name) }).returning();
    return row;
  }

  async create(values: VenueValues, imageUrls: string[]): Promise<string> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(venues).values({ ...values, nameKey: nameKeyOf(values.name) }).returning({ id: venues.id });
      await this.appendImages(tx, row.id, imageUrls);
      return row.id;
    });
  }

  /**
   * Changes the details, then (when asked) removes every image, then appends new ones. Answers the files
   * no longer used (removed images, a replaced cover) so the caller deletes them after the commit.
   */
  async update(id: string, values: Partial<VenueValues>, images: { clear: boolean; add: string[] }): Promise<string[]> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select({ photo: venues.photo }).from(venues).where(eq(venues.id, id)).for('update');
      const set: Partial<typeof venues.$inferInsert> = { ...values, updatedAt: new Date() };
      if (values.name !== undefined) set.nameKey = nameKeyOf(values.name);
      await tx.update(venues).set(set).where(eq(venues.id, id));
      const unused: string[] = [];
      if (values.photo !== undefined && before?.photo && before.photo !== values.photo) unused.push(before.photo);
      if (images.clear) {
        const removed = await tx.delete(venueImages).where(eq(venueImages.venueId, id)).returning({ src: venueImages.src });
        unused.push(...removed.map((r) => r.src));
      }
      await this.appendImages(tx, id, images.add);
      return unused;
    });
  }

  /** Deletes the venue (its images go by cascade); answers its files. */
  async delete(id: string): Promise<string[] | undefined> {
    return this.db.transaction(async (tx) => {
      const images = await tx.select({ src: venueImages.src }).from(venueImages).where(eq(venueImages.venueId, id));
      const [row] = await tx.delete(venues).where(eq(venues.id, id)).returning({ photo: venues.photo });
      return row && [row.photo, ...images.map((i) => i.src)].filter((s): s is string => !!s);
    });
  }

  /**
   * Makes the image the primary one and the venue's cover (`photo`), in one transaction. Answers undefined
   * when the venue has no such image; otherwise the former cover's file when no image uses it any more.
   */
  async setPrimary(venueId: string, imageId: string): Promise<{ unused: string | null } | undefined> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select({ photo: venues.photo }).from(venues).where(eq(venues.id, venueId)).for('update');
      const [image] = await tx.select({ src: venueImages.src }).from(venueImages).where(and(eq(venueImages.id, imageId), eq(venueImages.venueId, venueId)));
      if (!before || !image) return undefined;
      await tx.update(venueImages).set({ isPrimary: sql`${venueImages.id} = ${imageId}`, updatedAt: new Date() }).where(eq(venueImages.venueId, venueId));
      await tx.update(venues).set({ photo: image.src, updatedAt: new Date() }).where(eq(venues.id, venueId));
      const old = before.photo;
      const stillUsed = !old || old === image.src
        || (await tx.select({ id: venueImages.id }).from(venueImages).where(and(eq(venueImages.venueId, venueId), eq(venueImages.src, old)))).length > 0;
      return { unused: stillUsed ? null : old };
    });
  }

  /**
   * Removes one image; when it was the primary one, the first remaining image becomes primary, and a cover
   * that was this image follows the new primary (or is cleared). Answers its file.
   */
  async deleteImage(venueId: string, imageId: string): Promise<string | undefined> {
    return this.db.transaction(async (tx) => {
      const [removed] = await tx.delete(venueImages).where(and(eq(venueImages.id, imageId), eq(venueImages.venueId, venueId))).returning();
      if (!removed) return undefined;
      if (removed.isPrimary) await this.ensurePrimary(tx, venueId);
      const [primary] = await tx.select({ src: venueImages.src }).from(venueImages).where(and(eq(venueImages.venueId, venueId), eq(venueImages.isPrimary, true)));
      await tx.update(venues).set({ photo: primary?.src ?? null, updatedAt: new Date() }).where(and(eq(venues.id, venueId), eq(venues.photo, removed.src)));
      return removed.src;
    });
  }

  async imageIds(venueId: string): Promise<string[]> {
    const rows = await this.db.select({ id: venueImages.id }).from(venueImages).where(eq(venueImages.venueId, venueId));
    return rows.map((r) => r.id);
  }

  /** `order` lists every image id of the venue once (the service checks that). */
  async reorder(venueId: string, order: string[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const [position, id] of order.entries()) {
        await tx.update(venueImages).set({ position, updatedAt: new Date() }).where(and(eq(venueImages.id, id), eq(venueImages.venueId, venueId)));
      }
    });
  }

  private imagesOf(db: Database | Tx, venueIds: string[]): Promise<VenueImageRow[]> {
    return db.select().from(venueImages).where(inArray(venueImages.venueId, venueIds)).orderBy(asc(venueImages.position), asc(venueImages.createdAt));
  }

  /** New images go after the existing ones; the first image of a venue without a primary one becomes primary. */
  private async appendImages(tx: Tx, venueId: string, urls: string[]): Promise<void> {
    if (!urls.length) return;
    const [{ next }] = await tx.select({ next: sql<number>`coalesce(max(${venueImages.position}) + 1, 0)::int` }).from(venueImages).where(eq(venueImages.venueId, venueId));
    await tx.insert(venueImages).values(urls.map((src, i) => ({ venueId, src, position: next + i })));
    await this.ensurePrimary(tx, venueId);
  }

  private async ensurePrimary(tx: Tx, venueId: string): Promise<void> {
    const images = await this.imagesOf(tx, [venueId]);
    if (images.length && !images.some((i) => i.isPrimary)) {
      await tx.update(venueImages).set({ isPrimary: true }).where(eq(venueImages.id, images[0].id));
    }
  }
}
