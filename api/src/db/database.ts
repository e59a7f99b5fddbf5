import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Client, Pool } from 'pg';
import * as schema from './schema';
import { makeOwnerOnly } from '../config/file-modes';

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

const dialect = new PgDialect();

/**
 * A raw statement whose values are `sql.placeholder`s, built into its text once and prepared under a name made from
 * that text: the PostgreSQL server parses and plans it once per connection instead of at every call, and a statement
 * kept (the hold, per shape) is not built again per request. For the hold statement (a dozen CTEs) the parse and plan
 * cost the server about as much as the work itself, and building it in drizzle about a twentieth of a request
 * (docs/benchmarks.md). PGlite ignores the name.
 */
export class PreparedStatement<T> {
  private readonly built: Query;
  private readonly name: string;

  constructor(query: SQL) {
    this.built = dialect.sqlToQuery(query);
    this.name = `s_${createHash('sha1').update(this.built.sql).digest('base64url')}`;
  }

  async run(db: Database | Tx, values: Record<string, unknown>): Promise<T[]> {
    return ((await db._.session.prepareQuery(this.built, undefined, this.name, false).execute(values)) as { rows: T[] }).rows;
  }
}

/** Resolves from src/db (tests) and dist/db (built) alike. */
const MIGRATIONS = join(__dirname, '..', '..', 'src', 'db', 'migrations');

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'pg';
  close(): Promise<void>;
  /** The embedded data directory as a tarball (PGlite only): a backup, and how tests copy a migrated database. */
  dumpDataDir?(): Promise<Blob>;
  /**
   * Cross-process messages (PostgreSQL server only: PGlite lives in one process). `listen` keeps one
   * dedicated connection; `onLost` is told when it drops, since notifications may then have been missed.
   */
  pubsub?: {
    notify(channel: string, payload: string): Promise<void>;
    listen(channel: string, onPayload: (payload: string) => void, onLost: () => void): Promise<() => Promise<void>>;
  };
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
    const pubsub: DatabaseHandle['pubsub'] = {
      notify: async (channel, payload) => {
        await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
      },
      listen: async (channel, onPayload, onLost) => {
        const client = new Client({ connectionString: opts.databaseUrl! });
        let ended = false;
        const lost = () => {
          if (!ended) onLost();
          ended = true;
        };
        client.on('notification', (m) => m.channel === channel && onPayload(m.payload ?? ''));
        client.on('error', lost);
        client.on('end', lost);
        await client.connect();
        await client.query(`LISTEN "${channel}"`);
        return async () => {
          ended = true;
          await client.end();
        };
      },
    };
    return { db, driver: 'pg', close: () => pool.end(), pubsub };
  }
  let client: PGlite;
  if (opts.pgliteDump) client = await PGlite.create({ loadDataDir: opts.pgliteDump });
  else if (opts.databaseUrl === 'memory://') client = await PGlite.create();
  else {
    const dir = join(opts.dataDir, 'pgdata');
    mkdirSync(opts.dataDir, { recursive: true, mode: 0o700 });
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (!existsSync(join(dir, 'PG_VERSION'))) await initDataDir(dir);
    sizeForOneProcess(dir);
    client = await PGlite.create(dir);
    // files from before the umask (or an older version) become owner-only too
    makeOwnerOnly(opts.dataDir);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { db, driver: 'pglite', close: () => client.close(), dumpDataDir: () => client.dumpDataDir('none') };
}

/** Applies the migrations not yet applied; `migrationsFolder` is for the upgrade test, which first applies a past release's. */
export async function migrateDatabase(handle: DatabaseHandle, migrationsFolder = MIGRATIONS): Promise<void> {
  if (handle.driver === 'pg') await migratePg(handle.db as never, { migrationsFolder });
  else await migratePglite(handle.db as never, { migrationsFolder });
}

const EMBEDDED_SETTINGS = '# set by the app: embedded, one connection in one process (issue 19, RSS)';

/**
 * PostgreSQL's defaults (128 MB of shared buffers, 100 connections) are a server's; inside the process they
 * are WebAssembly memory the process never gives back: with 16 MB and 10 the server starts at about 325 MB
 * instead of 460 MB (benchmarks.md). The database files stay in the OS page cache, so reads do not go to disk.
 * Added once to postgresql.conf (the last setting of a name wins), so existing data directories get it too.
 */
function sizeForOneProcess(dir: string): void {
  const conf = join(dir, 'postgresql.conf');
  if (!existsSync(conf) || readFileSync(conf, 'utf8').includes(EMBEDDED_SETTINGS)) return;
  appendFileSync(conf, `\n${EMBEDDED_SETTINGS}\nshared_buffers = 16MB\nmax_connections = 10\n`);
}

/**
 * Creates a new PGlite data directory in a short-lived child process. initdb inside WebAssembly takes
 * the process to about 1 GB, and neither the WebAssembly heap nor the C heap ever gives that back; done
 * here, the server only ever opens an existing directory (about 400 MB before seeding).
 */
async function initDataDir(dir: string): Promise<void> {
  const pglite = pathToFileURL(require.resolve('@electric-sql/pglite')).href;
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)}); const db = await PGlite.create(${JSON.stringify(dir)}); await db.close();`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script]);
}
