import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** Names shared by global setup and the test files. Each run has its own prefix, so runs side by side never touch each other's databases. */
export const PGLITE_DUMP_ENV = 'MARKETPLACE_PGLITE_DUMP';
export const RUN_PREFIX_ENV = 'MARKETPLACE_TEST_RUN';

const runPrefix = () => {
  const prefix = process.env[RUN_PREFIX_ENV];
  if (!prefix) throw new Error(`${RUN_PREFIX_ENV} is set by the jest global setup`);
  return prefix;
};
const templateDb = () => `${runPrefix()}_template`;

/** A new run prefix, e.g. marketplace_test_1a2b3c. */
export const newRunPrefix = () => `marketplace_test_${randomBytes(3).toString('hex')}`;

/** A URL for another database on the same server. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(url: string, fn: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh database copied from the migrated template: each test file gets its own, in parallel. */
export async function createDatabaseFromTemplate(serverUrl: string): Promise<string> {
  const name = `${runPrefix()}_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${templateDb()}`));
  return withDatabase(serverUrl, name);
}

export async function dropDatabase(serverUrl: string, url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  await admin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

export async function recreateTemplate(serverUrl: string): Promise<string> {
  await admin(serverUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${templateDb()} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${templateDb()}`);
  });
  return withDatabase(serverUrl, templateDb());
}

/** Drops this run's databases (template included). */
export async function dropRunDatabases(serverUrl: string): Promise<void> {
  await admin(serverUrl, async (c) => {
    const { rows } = await c.query(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${runPrefix()}\\_%`]);
    for (const r of rows) await c.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
  });
}

/** A new, empty database of this run (no migrations): the upgrade test applies a past release's first. */
export async function createEmptyDatabase(serverUrl: string): Promise<string> {
  const name = `${runPrefix()}_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  return withDatabase(serverUrl, name);
}
