import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import type { INestApplication } from '@nestjs/common';
import { otpCodes, smsOutbox } from '../../../api/src/db/schema';
import { openDatabase } from '../../../api/src/db/database';
import { createApp } from '../../../api/src/app.factory';
import { startTestApp, TestApp } from '../support/test-app';

/** The one-time code limits hold under parallel requests (and, on a server, across two processes' worth of apps). */
describe('one-time code limits under concurrency', () => {
  let t: TestApp;
  let n = 0;
  const phone = () => `+91911${String(Date.now() % 1e5).padStart(5, '0')}${String(++n).padStart(2, '0')}`;
  /** Codes already sent count against this test's IP cap: move them to another address. */
  const forgetIp = () => t.db.execute(sql`UPDATE otp_codes SET ip = 'elsewhere'`);

  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => { await t?.close(); });
  beforeEach(forgetIp);

  it('30 parallel sends for one phone: exactly one code and one SMS, the rest 429 with Retry-After', async () => {
    const p = phone();
    const results = await Promise.all(Array.from({ length: 30 }, () => t.http.post('/api/user/auth/send-otp').send({ phone: p })));
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 429);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(29);
    for (const r of refused) {
      expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(30);
      expect(r.body.error).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
    }
    expect(await t.db.select().from(otpCodes).where(eq(otpCodes.phone, p))).toHaveLength(1);
    expect(await t.db.select().from(smsOutbox).where(eq(smsOutbox.phone, p))).toHaveLength(1);
  });

  it('40 parallel sends from one IP to different phones: at most the per-IP cap of 20', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, () => t.http.post('/api/user/auth/send-otp').send({ phone: phone() })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(20);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(20);
    for (const r of refused) {
      expect(r.body.error).toBe('Too many codes requested. Please try again later.');
      // the window is an hour from the oldest code of this IP
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(3500);
    }
    const [{ sent }] = await t.db.select({ sent: sql<number>`count(*)::int` }).from(otpCodes).where(sql`ip <> 'elsewhere'`);
    expect(sent).toBe(20);
  });

  it('the per-phone cap holds when parallel sends race past an expired cooldown', async () => {
    const p = phone();
    for (let i = 0; i < 4; i++) {
      await t.http.post('/api/user/auth/send-otp').send({ phone: p }).expect(200);
      await t.db.execute(sql`UPDATE otp_codes SET created_at = created_at - interval '31 seconds' WHERE phone = ${p}`);
    }
    const results = await Promise.all(Array.from({ length: 10 }, () => t.http.post('/api/user/auth/send-otp').send({ phone: p })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await t.db.select().from(otpCodes).where(eq(otpCodes.phone, p))).toHaveLength(5);
  });

  it('on a PostgreSQL server, two apps on one database share the limits', async () => {
    if (t.driver !== 'pg') return; // PGlite is one process by nature; the server run covers this
    const handle = await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir });
    let second: INestApplication | undefined;
    try {
      second = await createApp(t.config, handle);
      const other = request(second.getHttpServer());
      const p = phone();
      const results = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? other : t.http).post('/api/user/auth/send-otp').send({ phone: p })));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(await t.db.select().from(smsOutbox).where(eq(smsOutbox.phone, p))).toHaveLength(1);
    } finally {
      // the app closes its database on shutdown
      await (second ? second.close() : handle.close());
    }
  });
});
