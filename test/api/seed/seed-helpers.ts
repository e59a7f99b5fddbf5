import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { count, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../../api/src/db/schema';
import type { Database } from '../../../api/src/db/database';

/** Row counts of every table, by name. */
export async function tableCounts(db: Database): Promise<Record<string, number>> {
  const tables = Object.values(schema).filter((v): v is PgTable => is(v, PgTable));
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
