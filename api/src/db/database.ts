import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: repositories never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, accepted wherever a repository method may join the caller's transaction. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const DB = Symbol('DB');

/** Rows of a raw statement (both drivers answer {rows}). */
export async function rowsOf<T>(db: Database | Tx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Resolves from src/db (tests) and dist/db (built) alike. */
const MIGRATIONS = join(__dirname, '..', '..', 'src', 'db', 'migrations');

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'pg';
  close(): Promise<void>;
  /** The embedded data directory as a tarball (PGlite only): a backup, and how tests copy a migrated database. */
  dumpDataDir?(): Promise<Blob>;
}

/**
 * Opens PostgreSQL: a server when `databaseUrl` is a postgres URL, otherwise embedded PGlite in
 * `dataDir/pgdata` (or in memory for `memory://`, or from `pgliteDump`, a migrated data directory).
 */
export async function openDatabase(opts: { databaseUrl: string | null; dataDir: string; pgliteDump?: Blob }): Promise<DatabaseHandle> {
  if (opts.databaseUrl && /^postgres(ql)?:/.test(opts.databaseUrl)) {
    const pool = new Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process; the pool replaces it.
    pool.on('error', (err) => process.stderr.write(`postgres idle client error: ${err.message}\n`));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, driver: 'pg', close: () => pool.end() };
  }
  let client: PGlite;
  if (opts.pgliteDump) client = await PGlite.create({ loadDataDir: opts.pgliteDump });
  else if (opts.databaseUrl === 'memory://') client = await PGlite.create();
  else {
    const dir = join(opts.dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { db, driver: 'pglite', close: () => client.close(), dumpDataDir: () => client.dumpDataDir('none') };
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === 'pg') await migratePg(handle.db as never, { migrationsFolder: MIGRATIONS });
  else await migratePglite(handle.db as never, { migrationsFolder: MIGRATIONS });
}
