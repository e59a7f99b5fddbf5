import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDatabase, openDatabase } from '../../../api/src/db/database';
import { PGLITE_DUMP_ENV, RUN_PREFIX_ENV, newRunPrefix, recreateTemplate } from './test-db';

/** Migrates once: a template database on the server, or a PGlite data directory dump that each file loads. */
export default async function globalSetup() {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    process.env[RUN_PREFIX_ENV] = newRunPrefix();
    const templateUrl = await recreateTemplate(serverUrl);
    const handle = await openDatabase({ databaseUrl: templateUrl, dataDir: tmpdir() });
    await migrateDatabase(handle);
    await handle.close();
    return;
  }
  const handle = await openDatabase({ databaseUrl: 'memory://', dataDir: tmpdir() });
  await migrateDatabase(handle);
  const dump = await handle.dumpDataDir!();
  await handle.close();
  const file = join(mkdtempSync(join(tmpdir(), 'marketplace-test-')), 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[PGLITE_DUMP_ENV] = file;
}
