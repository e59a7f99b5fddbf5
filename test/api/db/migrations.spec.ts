import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../../api/src/config/app.config';
import { DatabaseHandle, migrateDatabase, openDatabase } from '../../../api/src/db/database';
import { createApp } from '../../../api/src/app.factory';
import { SeedService } from '../../../api/src/db/seed/seed.service';
import { hashPassword } from '../../../api/src/common/passwords';
import { createEmptyDatabase, dropDatabase } from '../support/test-db';

const MIGRATIONS = join(__dirname, '../../../api/src/db/migrations');
const LOCK = join(__dirname, '../../../api/src/db/migrations.lock.json');
/** The migrations folder of the last release, kept byte for byte: what deployed databases were made with. */
const LAST_RELEASE = join(__dirname, 'fixtures/release-0.1.0');

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const sqlFiles = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();
const journal = (dir: string) => JSON.parse(readFileSync(join(dir, 'meta/_journal.json'), 'utf8')).entries as { tag: string; when: number }[];

describe('committed migrations are frozen', () => {
  it('every committed migration has the hash recorded when it was frozen (npm run db:freeze), and every recorded one is still there', () => {
    const lock = JSON.parse(readFileSync(LOCK, 'utf8')) as Record<string, string>;
    const committed = sqlFiles(MIGRATIONS);
    expect(committed).toEqual(Object.keys(lock).sort());
    for (const name of committed) expect({ name, hash: sha256(join(MIGRATIONS, name)) }).toEqual({ name, hash: lock[name] });
  });

  it("the last release's migrations are unchanged, in the same order and with the same journal times", () => {
    for (const name of sqlFiles(LAST_RELEASE)) {
      expect({ name, sql: readFileSync(join(MIGRATIONS, name), 'utf8') }).toEqual({ name, sql: readFileSync(join(LAST_RELEASE, name), 'utf8') });
    }
    // drizzle applies every migration whose journal time is newer than the last one applied: a changed
    // time re-runs a released migration on a live database ('relation "admins" already exists')
    const released = journal(LAST_RELEASE);
    expect(journal(MIGRATIONS).slice(0, released.length)).toEqual(released);
    const times = journal(MIGRATIONS).map((e) => e.when);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});

describe("upgrading a database made by the last release", () => {
  const serverUrl = process.env.DATABASE_URL;
  let handle: DatabaseHandle;
  let app: INestApplication | undefined;
  let databaseUrl: string | null = null;
  const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-upgrade-'));

  beforeAll(async () => {
    databaseUrl = serverUrl ? await createEmptyDatabase(serverUrl) : null;
    handle = await openDatabase({ databaseUrl: databaseUrl ?? 'memory://', dataDir });
  }, 120_000);
  afterAll(async () => {
    // the app closes the database it was given
    await (app ? app.close() : handle?.close());
    if (serverUrl && databaseUrl) await dropDatabase(serverUrl, databaseUrl);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps its rows, applies the new migrations, and the app starts and serves them', async () => {
    await migrateDatabase(handle, LAST_RELEASE);
    // rows as the last release wrote them, in its own schema
    const vendorHash = await hashPassword('Upgrade-vendor-2026');
    await handle.db.execute(sql`INSERT INTO vendors (company_name, contact_name, email, password_hash, status)
      VALUES ('Rang Manch Productions', 'Asha Verma', 'asha@rangmanch.test', ${vendorHash}, 'approved')`);
    await handle.db.execute(sql`INSERT INTO categories (name, name_key) VALUES ('Qawwali', 'qawwali')`);
    await handle.db.execute(sql`INSERT INTO users (name, phone) VALUES ('Ananya Sharma', '+919811100000')`);

    await migrateDatabase(handle);
    // a second start applies nothing and fails on nothing
    await migrateDatabase(handle);

    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: 'upgrade-secret-upgrade-secret-upgrade',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      JOB_POLL_MS: '0',
      ADMIN_EMAIL: 'admin@upgrade.test',
      ADMIN_PASSWORD: 'Upgrade-admin-2026',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    app = await createApp(config, handle);
    await app.get(SeedService).run();
    const http = request(app.getHttpServer());
    await http.get('/api/health').expect(200);
    const vendor = await http.post('/api/vendor/auth/login').send({ email: 'asha@rangmanch.test', password: 'Upgrade-vendor-2026' }).expect(200);
    expect(vendor.body.token).toEqual(expect.any(String));
    const categories = await http.get('/api/meta/categories').expect(200);
    expect(JSON.stringify(categories.body)).toContain('Qawwali');
    const users = await handle.db.execute(sql`SELECT name FROM users WHERE phone = '+919811100000'`);
    expect((users as unknown as { rows: { name: string }[] }).rows).toEqual([{ name: 'Ananya Sharma' }]);
  }, 120_000);
});
