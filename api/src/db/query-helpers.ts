import { and, AnyColumn, asc, desc, eq, ilike, ne, or } from 'drizzle-orm';
import type { ModerationStatus } from '@marketplace/shared-dto';
import type { Database, Tx } from './database';
import { performers, venues } from './schema';

/** A checked sort (the service refuses unknown fields); absent: the list's own order. */
export interface ListSort<F extends string = string> {
  sort?: F;
  order?: 'asc' | 'desc';
}

/** A page of a moderated list (venues, performers, reference data), optionally one vendor's or one status's. */
export interface ModeratedListFilter<F extends string> extends ListSort<F> {
  status?: ModerationStatus;
  ownerVendorId?: string;
  q?: string;
  limit: number;
  offset: number;
}

/** `column` in the asked direction, then the id so pages never overlap. */
export const sortedBy = (column: AnyColumn, order: 'asc' | 'desc' | undefined, id: AnyColumn) => [order === 'desc' ? desc(column) : asc(column), asc(id)];

/** The trimmed lower-case name that duplicates are compared on. */
export const nameKeyOf = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** `%` and `_` typed by a user are searched for literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An ILIKE pattern for text containing what the user typed. */
export const containing = (text: string) => `%${escapeLike(text)}%`;

/**
 * `base`, or `base-2`, `base-3`… : the first slug no other row of the venues or performers table uses
 * (`db` may be the caller's transaction).
 */
export async function freeSlugIn(db: Database | Tx, kind: 'venues' | 'performers', base: string, exceptId?: string): Promise<string> {
  // both tables have id and slug columns of the same types
  const t = ({ venues, performers })[kind] as unknown as typeof venues;
  const like = or(eq(t.slug, base), ilike(t.slug, `${escapeLike(base)}-%`));
  const rows = await db.select({ slug: t.slug }).from(t).where(exceptId ? and(like, ne(t.id, exceptId)) : like);
  const taken = new Set(rows.map((r) => r.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}
