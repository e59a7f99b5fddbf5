import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, ilike, ne, SQL, sql } from 'drizzle-orm';
import type { MetaKind, ModerationStatus } from '@marketplace/shared-dto';
import { DB, Database, rowsOf } from '../../db/database';
import { containing, ModeratedListFilter, nameKeyOf, sortedBy } from '../../db/query-helpers';
import { categories, eventCategories, eventLanguages, eventTags, languages, performers, tags, vendors, venues } from '../../db/schema';

/** The three kinds that are only a name: one implementation over three identical tables. */
export const SIMPLE_KINDS = ['categories', 'tags', 'languages'] as const;
export type SimpleKind = (typeof SIMPLE_KINDS)[number];

/**
 * Every moderated table carries id, name, name_key, owner_vendor_id, status, source and timestamps under
 * the same names, so the categories table's type describes the columns used here for all five (Drizzle
 * cannot build queries over a union of tables).
 */
const TABLES = { categories, tags, languages, performers, venues };
type ModeratedTable = typeof categories;
const table = (kind: MetaKind) => TABLES[kind] as unknown as ModeratedTable;

export type ReferenceRow = typeof categories.$inferSelect;

/** Where events link each simple kind. */
const LINKS = {
  categories: { link: eventCategories, column: eventCategories.categoryId },
  tags: { link: eventTags, column: eventTags.tagId },
  languages: { link: eventLanguages, column: eventLanguages.languageId },
} as const;

/** A row of any moderated table with its owner, as lists and queues show it. */
export interface OwnedRow {
  id: string;
  name: string;
  status: ModerationStatus;
  source: 'admin' | 'vendor';
  createdAt: Date;
  ownerCompany: string | null;
  ownerName: string | null;
  ownerEmail: string | null;
  /** The language the proposing organiser reads (its mail follows it). */
  ownerLocale: 'en' | 'hi' | null;
  /** A performer's role as the vendor proposed it; null for the other kinds. */
  role: string | null;
}

const ownedColumns = (kind: MetaKind) => {
  const t = table(kind);
  return {
    id: t.id, name: t.name, status: t.status, source: t.source, createdAt: t.createdAt,
    ownerCompany: vendors.companyName, ownerName: vendors.contactName, ownerEmail: vendors.email, ownerLocale: vendors.locale,
    role: kind === 'performers' ? performers.role : sql<string | null>`null`,
  };
};

/** The fields the reference lists sort by. */
export const REFERENCE_SORTS = ['name', 'status', 'createdAt'] as const;
export type ReferenceSort = (typeof REFERENCE_SORTS)[number];

export type OwnedListFilter = ModeratedListFilter<ReferenceSort>;

/**
 * Categories, tags and languages (create, rename, delete), plus what all five moderated tables share:
 * lists with the submitting vendor, lookups by name and status changes.
 */
@Injectable()
export class ReferenceRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** Rows of a kind with their owner `{company, name}`; newest first for queues, by name otherwise. */
  async listOwned(kind: MetaKind, filter: OwnedListFilter): Promise<{ rows: OwnedRow[]; total: number }> {
    const t = table(kind);
    const conditions: SQL[] = [];
    if (filter.status) conditions.push(eq(t.status, filter.status));
    if (filter.ownerVendorId) conditions.push(eq(t.ownerVendorId, filter.ownerVendorId));
    if (filter.q) conditions.push(ilike(t.name, containing(filter.q)));
    const where = conditions.length ? and(...conditions) : undefined;
    const columns = { name: t.nameKey, status: t.status, createdAt: t.createdAt };
    const order = filter.sort
      ? sortedBy(columns[filter.sort], filter.order, t.id)
      : filter.status === 'pending' ? [desc(t.createdAt), asc(t.id)] : [asc(t.nameKey), asc(t.id)];
    const rows = await this.db
      .select(ownedColumns(kind))
      .from(t)
      .leftJoin(vendors, eq(vendors.id, t.ownerVendorId))
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset);
    const [{ n }] = await this.db.select({ n: sql<number>`count(*)::int` }).from(t).where(where);
    return { rows, total: n };
  }

  async findOwned(kind: MetaKind, id: string): Promise<OwnedRow | undefined> {
    const t = table(kind);
    const [row] = await this.db
      .select(ownedColumns(kind))
      .from(t)
      .leftJoin(vendors, eq(vendors.id, t.ownerVendorId))
      .where(eq(t.id, id));
    return row;
  }

  /** The first row of a kind with this name (compared trimmed and case-insensitively), other than `exceptId`. */
  async findByName(kind: MetaKind, name: string, exceptId?: string): Promise<{ id: string; name: string; status: ModerationStatus } | undefined> {
    const t = table(kind);
    const byName = eq(t.nameKey, nameKeyOf(name));
    const [row] = await this.db
      .select({ id: t.id, name: t.name, status: t.status })
      .from(t)
      .where(exceptId ? and(byName, ne(t.id, exceptId)) : byName)
      .orderBy(asc(t.createdAt))
      .limit(1);
    return row;
  }

  async setStatus(kind: MetaKind, id: string, status: ModerationStatus): Promise<boolean> {
    const t = table(kind);
    const rows = await this.db.update(t).set({ status, updatedAt: new Date() }).where(eq(t.id, id)).returning({ id: t.id });
    return rows.length === 1;
  }

  async create(kind: SimpleKind, values: { name: string; status: ModerationStatus; source: 'admin' | 'vendor'; ownerVendorId?: string | null }): Promise<ReferenceRow> {
    const [row] = await this.db.insert(table(kind)).values({ ...values, name: values.name.trim(), nameKey: nameKeyOf(values.name) }).returning();
    return row;
  }

  async rename(kind: SimpleKind, id: string, name: string): Promise<boolean> {
    const t = table(kind);
    const rows = await this.db.update(t).set({ name: name.trim(), nameKey: nameKeyOf(name), updatedAt: new Date() }).where(eq(t.id, id)).returning({ id: t.id });
    return rows.length === 1;
  }

  /**
   * Deletes an item no event uses, deciding in the statement itself (an event linking it meanwhile keeps it):
   * 'deleted', 'missing', or the number of events that use it.
   */
  async deleteUnused(kind: SimpleKind, id: string): Promise<'deleted' | 'missing' | number> {
    const t = table(kind);
    const { link, column } = LINKS[kind];
    const [row] = await rowsOf<{ deleted: boolean; found: boolean; used: number }>(this.db, sql`
      WITH gone AS (
        DELETE FROM ${t} WHERE ${t.id} = ${id}::uuid AND NOT EXISTS (SELECT 1 FROM ${link} WHERE ${column} = ${id}::uuid) RETURNING 1
      )
      SELECT EXISTS (SELECT 1 FROM gone) AS deleted, EXISTS (SELECT 1 FROM ${t} WHERE ${t.id} = ${id}::uuid) AS found,
        (SELECT count(*)::int FROM ${link} WHERE ${column} = ${id}::uuid) AS used`);
    if (row.deleted) return 'deleted';
    return row.found ? Number(row.used) : 'missing';
  }

  /** Moves every event's link from `id` to `intoId` (an event with both keeps one), then deletes `id`, in one statement. */
  async mergeAndDelete(kind: SimpleKind, id: string, intoId: string): Promise<boolean> {
    const t = table(kind);
    const { link, column } = LINKS[kind];
    const [row] = await rowsOf<{ deleted: boolean }>(this.db, sql`
      WITH moved AS (
        INSERT INTO ${link} (event_id, ${sql.identifier(column.name)})
        SELECT l.event_id, ${intoId}::uuid FROM ${link} l WHERE l.${sql.identifier(column.name)} = ${id}::uuid
        ON CONFLICT DO NOTHING RETURNING 1
      ),
      gone AS (DELETE FROM ${t} WHERE ${t.id} = ${id}::uuid RETURNING 1)
      SELECT EXISTS (SELECT 1 FROM gone) AS deleted, (SELECT count(*) FROM moved) AS moved`);
    return row.deleted;
  }
}
