import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, ilike, or, SQL, sql } from 'drizzle-orm';
import { DB, Database } from '../../db/database';
import { performers } from '../../db/schema';
import { containing, freeSlugIn, ModeratedListFilter, nameKeyOf, sortedBy } from '../../db/query-helpers';

export type PerformerRow = typeof performers.$inferSelect;
export type PerformerValues = Omit<typeof performers.$inferInsert, 'id' | 'nameKey' | 'createdAt' | 'updatedAt'>;

/** The fields the performer list sorts by. */
export const PERFORMER_SORTS = ['name', 'category', 'sortOrder', 'isActive', 'status', 'createdAt'] as const;
export type PerformerSort = (typeof PERFORMER_SORTS)[number];
const SORT_COLUMNS = {
  name: performers.nameKey, category: performers.category, sortOrder: performers.sortOrder, isActive: performers.isActive,
  status: performers.status, createdAt: performers.createdAt,
};

export interface PerformerListFilter extends ModeratedListFilter<PerformerSort> {
  category?: string;
}

/** What the public sees: approved and active. */
const isPublic = and(eq(performers.status, 'approved'), eq(performers.isActive, true));

@Injectable()
export class PerformersRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async list(filter: PerformerListFilter): Promise<{ rows: PerformerRow[]; total: number }> {
    const conditions: SQL[] = [];
    if (filter.q) {
      const like = containing(filter.q);
      conditions.push(or(ilike(performers.name, like), ilike(performers.bio, like))!);
    }
    if (filter.category) conditions.push(eq(performers.category, filter.category));
    if (filter.status) conditions.push(eq(performers.status, filter.status));
    if (filter.ownerVendorId) conditions.push(eq(performers.ownerVendorId, filter.ownerVendorId));
    const where = conditions.length ? and(...conditions) : undefined;
    const rows = await this.db.select().from(performers).where(where)
      .orderBy(...(filter.sort ? sortedBy(SORT_COLUMNS[filter.sort], filter.order, performers.id) : [asc(performers.sortOrder), asc(performers.nameKey), asc(performers.id)]))
      .limit(filter.limit).offset(filter.offset);
    const [{ n }] = await this.db.select({ n: sql<number>`count(*)::int` }).from(performers).where(where);
    return { rows, total: n };
  }

  /** The first free slug from `base`, other than the performer `exceptId`'s own. */
  freeSlug(base: string, exceptId?: string): Promise<string> {
    return freeSlugIn(this.db, 'performers', base, exceptId);
  }

  /** Approved, active performers by sortOrder then name. */
  listPublic(): Promise<PerformerRow[]> {
    return this.db.select().from(performers).where(isPublic).orderBy(asc(performers.sortOrder), asc(performers.nameKey), asc(performers.id));
  }

  async findById(id: string): Promise<PerformerRow | undefined> {
    const [row] = await this.db.select().from(performers).where(eq(performers.id, id));
    return row;
  }

  async findPublicBySlug(slug: string): Promise<PerformerRow | undefined> {
    const [row] = await this.db.select().from(performers).where(and(eq(performers.slug, slug), isPublic));
    return row;
  }

  async create(values: PerformerValues): Promise<PerformerRow> {
    const [row] = await this.db.insert(performers).values({ ...values, nameKey: nameKeyOf(values.name) }).returning();
    return row;
  }

  async update(id: string, values: Partial<PerformerValues>): Promise<PerformerRow | undefined> {
    const set: Partial<typeof performers.$inferInsert> = { ...values, updatedAt: new Date() };
    if (values.name !== undefined) set.nameKey = nameKeyOf(values.name);
    const [row] = await this.db.update(performers).set(set).where(eq(performers.id, id)).returning();
    return row;
  }

  async delete(id: string): Promise<PerformerRow | undefined> {
    const [row] = await this.db.delete(performers).where(eq(performers.id, id)).returning();
    return row;
  }
}
