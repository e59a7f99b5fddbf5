import { eq, sql } from 'drizzle-orm';
import { availableParallelism } from 'node:os';
import bcrypt from 'bcryptjs';
import { hashPassword, passwordWork, verifyPassword } from '../../../api/src/common/passwords';
import { users, vendors } from '../../../api/src/db/schema';
import { ADMIN, startTestApp, TestApp } from '../support/test-app';
import { registerVendor } from '../support/auth-helpers';

const TOO_MANY = /^Too many attempts\. Try again in (\d+) minutes?\.$/;

/** Password logins of the three realms: failure limits counted in PostgreSQL, argon2id hashes, bcrypt upgrade. */
describe('password login limits', () => {
  let t: TestApp;
  let vendor: { email: string; password: string };
  const user = { email: 'limits-user@test.local', password: 'user-password-1' };
  const realms = () => [
    { realm: 'admin', path: '/api/admin/auth/login', account: ADMIN },
    { realm: 'vendor', path: '/api/vendor/auth/login', account: vendor },
    { realm: 'user', path: '/api/user/auth/login', account: user },
  ];

  beforeAll(async () => {
    t = await startTestApp();
    const v = await registerVendor(t.http);
    vendor = { email: v.email, password: v.password };
    await t.db.insert(users).values({ name: 'Limits', email: user.email, phone: '+919812300000', passwordHash: await bcrypt.hash(user.password, 4) });
  });
  afterAll(async () => { await t?.close(); });
  // every test starts with no failures counted (the per-IP count is shared by the whole file)
  beforeEach(() => t.db.execute(sql`DELETE FROM login_failures`));

  it.each(['admin', 'vendor', 'user'])('%s: 10 wrong passwords are 401, then 429 with Retry-After even for the right one', async (realm) => {
    const { path, account } = realms().find((r) => r.realm === realm)!;
    for (let i = 0; i < 10; i++) {
      const res = await t.http.post(path).send({ email: account.email, password: 'wrong-password' });
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('Invalid email or password');
    }
    for (const password of ['wrong-password', account.password]) {
      const res = await t.http.post(path).send({ email: account.email, password }).expect(429);
      expect(res.body.error).toMatch(TOO_MANY);
      expect(res.body.error).toBe('Too many attempts. Try again in 15 minutes.');
      const retry = Number(res.headers['retry-after']);
      expect(retry).toBeGreaterThan(14 * 60);
      expect(retry).toBeLessThanOrEqual(15 * 60);
    }
  });

  it('30 parallel wrong passwords for one account: exactly 10 are checked, 20 refused', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, () => t.http.post('/api/admin/auth/login').send({ email: ADMIN.email, password: 'guess' })));
    expect(results.filter((r) => r.status === 401)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(20);
  });

  it('an unknown email is limited the same way (no hint which accounts exist)', async () => {
    for (let i = 0; i < 10; i++) await t.http.post('/api/vendor/auth/login').send({ email: 'nobody@test.local', password: 'x' }).expect(401);
    await t.http.post('/api/vendor/auth/login').send({ email: 'nobody@test.local', password: 'x' }).expect(429);
  });

  it('a success resets the account counter', async () => {
    for (let i = 0; i < 9; i++) await t.http.post('/api/vendor/auth/login').send({ email: vendor.email, password: 'wrong' }).expect(401);
    await t.http.post('/api/vendor/auth/login').send(vendor).expect(200);
    for (let i = 0; i < 10; i++) await t.http.post('/api/vendor/auth/login').send({ email: vendor.email, password: 'wrong' }).expect(401);
    await t.http.post('/api/vendor/auth/login').send({ email: vendor.email, password: 'wrong' }).expect(429);
  });

  it('one IP is refused after 50 failures across many accounts, and other realms from it too', async () => {
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => t.http.post('/api/user/auth/login').send({ email: `spray${i}@test.local`, password: 'Password1' })),
    );
    expect(results.filter((r) => r.status === 401)).toHaveLength(50);
    expect(results.filter((r) => r.status === 429)).toHaveLength(10);
    const admin = await t.http.post('/api/admin/auth/login').send(ADMIN).expect(429);
    expect(admin.body.error).toMatch(TOO_MANY);
  });

  it('a correct login does not count against the IP', async () => {
    for (let i = 0; i < 52; i++) await t.http.post('/api/vendor/auth/login').send(vendor).expect(200);
  }, 60_000);

  it('stores argon2id hashes, verifies an old bcrypt hash and upgrades it at the next login', async () => {
    const [v] = await t.db.select().from(vendors).where(eq(vendors.email, vendor.email));
    expect(v.passwordHash).toMatch(/^\$argon2id\$/);
    const before = (await t.db.select().from(users).where(eq(users.email, user.email)))[0].passwordHash;
    expect(before).toMatch(/^\$2[aby]\$/);
    await t.http.post('/api/user/auth/login').send(user).expect(200);
    const after = (await t.db.select().from(users).where(eq(users.email, user.email)))[0].passwordHash;
    expect(after).toMatch(/^\$argon2id\$/);
    await t.http.post('/api/user/auth/login').send(user).expect(200);
    await t.http.post('/api/user/auth/login').send({ ...user, password: 'not-it' }).expect(401);
  });
});

describe('password hashing under a flood', () => {
  it('works on one hash per spare core at once; the others wait their turn and each gets its own answer', async () => {
    const cap = Math.max(1, availableParallelism() - 1);
    const stored = await hashPassword('right-password');
    const answers = Promise.all(['right-password', ...Array.from({ length: cap + 3 }, () => 'wrong-password')].map((p) => verifyPassword(p, stored)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(passwordWork.activeCount).toBe(cap);
    expect(passwordWork.pendingCount).toBe(4);
    expect(await answers).toEqual([true, ...Array.from({ length: cap + 3 }, () => false)]);
    expect(passwordWork.activeCount + passwordWork.pendingCount).toBe(0);
  });
});
