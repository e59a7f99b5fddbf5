import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../../api/src/db/database';

/** The embedded database is sized for one process (issue 19: the server's RSS), in new and existing data directories alike. */
describe('embedded PostgreSQL settings', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'embedded-settings-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const settings = async () => {
    const handle = await openDatabase({ databaseUrl: null, dataDir });
    try {
      const shared = await handle.db.execute(sql`SHOW shared_buffers`);
      const connections = await handle.db.execute(sql`SHOW max_connections`);
      return [(shared as unknown as { rows: Record<string, string>[] }).rows[0].shared_buffers, (connections as unknown as { rows: Record<string, string>[] }).rows[0].max_connections];
    } finally {
      await handle.close();
    }
  };

  it('16 MB of shared buffers and 10 connections instead of a server’s 128 MB and 100, written to postgresql.conf once', async () => {
    expect(await settings()).toEqual(['16MB', '10']);
    // opened again: the same, and the lines are not added twice
    expect(await settings()).toEqual(['16MB', '10']);
    const conf = readFileSync(join(dataDir, 'pgdata', 'postgresql.conf'), 'utf8');
    expect(conf.match(/^shared_buffers = 16MB$/gm)).toHaveLength(1);
  });
});
