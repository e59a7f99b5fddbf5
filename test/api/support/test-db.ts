import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** Names shared by global setup and the test files. */
export const TEMPLATE_DB = 'marketplace_test_template';
export const PGLITE_DUMP_ENV = 'MARKETPLACE_PGLITE_DUMP';

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
  const name = `marketplace_test_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`));
  return withDatabase(serverUrl, name);
}

export async function dropDatabase(serverUrl: string, url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  await admin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

export async function recreateTemplate(serverUrl: string): Promise<string> {
  await admin(serverUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  });
  return withDatabase(serverUrl, TEMPLATE_DB);
}

export async function dropLeftoverTestDatabases(serverUrl: string): Promise<void> {
  await admin(serverUrl, async (c) => {
    const { rows } = await c.query(`SELECT datname FROM pg_database WHERE datname LIKE 'marketplace_test_%'`);
    for (const r of rows) await c.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
  });
}
