import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { count, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as s from '../../../api/src/db/schema';
import type { Database } from '../../../api/src/db/database';

/** Row counts of every table, by name. */
export async function tableCounts(db: Database): Promise<Record<string, number>> {
  const tables = Object.values<unknown>(s).filter((v): v is PgTable => is(v, PgTable));
  const entries = await Promise.all(tables.map(async (table) => {
    const [row] = await db.select({ n: count() }).from(table);
    return [getTableName(table), row.n] as const;
  }));
  return Object.fromEntries(entries);
}

/** Every file under `dir`, as paths relative to it (empty when the folder does not exist). */
export function filesUnder(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name))).sort();
}

/** Every image URL the database refers to: venues, performers, events, banners, logo and team avatars. */
export async function storedImageUrls(db: Database): Promise<string[]> {
  const [venues, venueImages, performers, events, banners, logos, pages] = await Promise.all([
    db.select().from(s.venues), db.select().from(s.venueImages), db.select().from(s.performers), db.select().from(s.events),
    db.select().from(s.heroBanners), db.select().from(s.siteLogo), db.select().from(s.contentPages),
  ]);
  const urls = [
    ...venues.map((v) => v.photo), ...venueImages.map((i) => i.src),
    ...performers.flatMap((p) => [p.profileImage, ...p.gallery.map((g) => g.url)]),
    ...events.flatMap((e) => [e.bannerImage, ...e.gallery]),
    ...banners.map((b) => b.imageUrl), ...logos.map((l) => l.imageUrl),
    ...pages.flatMap((p) => p.aboutInfo?.teamMembers?.map((m) => m.avatar) ?? []),
  ];
  return urls.filter((u): u is string => !!u);
}
