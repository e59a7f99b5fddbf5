import { JobsService } from '../../../api/src/modules/jobs/jobs.service';
import { startTestApp, TestApp, ADMIN } from '../support/test-app';
import { drainJobs } from '../support/jobs';
import { adminToken, bearer, registerVendor } from '../support/auth-helpers';

/** Password reset by e-mailed link for administrators and vendors (issue 25 item 8). */
describe('password reset by e-mailed link', () => {
  let t: TestApp;
  let ip = 0;
  /** Each test asks from its own address, so the per-IP cap of one test does not reach the next. */
  const from = () => `203.0.113.${++ip}`;

  const trustProxy = process.env.TRUST_PROXY;
  beforeAll(async () => {
    process.env.TRUST_PROXY = '1';
    t = await startTestApp();
  });
  afterAll(async () => {
    if (trustProxy === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = trustProxy;
    await t.close();
  });

  const inbox = async (to: string) => (await t.http.get('/api/dev/mail-outbox').query({ to }).expect(200)).body.data as { subject: string; text: string }[];
  /** Asks for a link and answers the token of the mail it brings. */
  async function linkFor(realm: 'admin' | 'vendor', email: string, addr = from()) {
    const res = await t.http.post(`/api/${realm}/auth/forgot-password`).set('X-Forwarded-For', addr).send({ email }).expect(200);
    expect(res.body.message).toMatch(/^If an account uses this email/);
    await drainJobs(t.app.get(JobsService));
    const [mail] = await inbox(email);
    expect(mail.subject).toBe('Reset your Utsav password');
    const url = new URL(/(http\S+reset-password\?token=\S+)/.exec(mail.text)![1]);
    expect(url.pathname).toBe(`/${realm}/reset-password`);
    return url.searchParams.get('token')!;
  }

  it('a vendor resets once: the link sets the password, ends the old sessions, and works only once', async () => {
    const v = await registerVendor(t.http);
    const token = await linkFor('vendor', v.email);
    const short = await t.http.post('/api/vendor/auth/reset-password').send({ token, password: 'short' }).expect(400);
    expect(short.body.details).toEqual({ password: 'Password must be at least 10 characters.' });
    const res = await t.http.post('/api/vendor/auth/reset-password').send({ token, password: 'reset-vendor-password' }).expect(200);
    expect(res.body.message).toBe('Your password has been reset. Sign in with the new one.');
    await t.http.get('/api/vendor/auth/me').set(bearer(v.token)).expect(401);
    await t.http.post('/api/vendor/auth/login').send({ email: v.email, password: 'reset-vendor-password' }).expect(200);
    const again = await t.http.post('/api/vendor/auth/reset-password').send({ token, password: 'another-vendor-password' }).expect(400);
    expect(again.body.error).toBe('This reset link is invalid, used or expired. Ask for a new one.');
  });

  it('parallel uses of one link: exactly one sets the password', async () => {
    const v = await registerVendor(t.http);
    const token = await linkFor('vendor', v.email);
    const results = await Promise.all(['parallel-one-password', 'parallel-two-password', 'parallel-three-password']
      .map((password) => t.http.post('/api/vendor/auth/reset-password').send({ token, password })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  it('an administrator resets through the admin link; a vendor link does not work for the admin realm', async () => {
    const vendor = await registerVendor(t.http);
    const vendorToken = await linkFor('vendor', vendor.email);
    await t.http.post('/api/admin/auth/reset-password').send({ token: vendorToken, password: 'cross-realm-password' }).expect(400);
    const session = await adminToken(t.http);
    const token = await linkFor('admin', ADMIN.email);
    await t.http.post('/api/admin/auth/reset-password').send({ token, password: 'reset-admin-password' }).expect(200);
    await t.http.get('/api/admin/auth/me').set(bearer(session)).expect(401);
    await t.http.post('/api/admin/auth/login').send({ email: ADMIN.email, password: 'reset-admin-password' }).expect(200);
    const back = await linkFor('admin', ADMIN.email);
    await t.http.post('/api/admin/auth/reset-password').send({ token: back, password: ADMIN.password }).expect(200);
  });

  it('expires after 30 minutes; a newer link replaces an older one; a forged token is refused', async () => {
    const v = await registerVendor(t.http);
    const old = await linkFor('vendor', v.email);
    await t.db.execute(`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE id = '${old.split('.')[0]}'` as never);
    await t.http.post('/api/vendor/auth/reset-password').send({ token: old, password: 'too-late-password' }).expect(400);
    const first = await linkFor('vendor', v.email);
    const second = await linkFor('vendor', v.email);
    await t.http.post('/api/vendor/auth/reset-password').send({ token: first, password: 'replaced-link-password' }).expect(400);
    const [id] = second.split('.');
    for (const token of [`${id}.${'0'.repeat(64)}`, id, 'not-a-token', `${id}.`]) {
      const res = await t.http.post('/api/vendor/auth/reset-password').send({ token, password: 'forged-link-password' }).expect(400);
      expect(res.body.details).toEqual({ token: 'This reset link is invalid, used or expired. Ask for a new one.' });
    }
    await t.http.post('/api/vendor/auth/reset-password').send({ token: second, password: 'the-right-password' }).expect(200);
  });

  it('answers the same for an unknown email and sends nothing; malformed input is 400', async () => {
    const res = await t.http.post('/api/vendor/auth/forgot-password').set('X-Forwarded-For', from()).send({ email: 'nobody-here@test.local' }).expect(200);
    expect(res.body.message).toMatch(/^If an account uses this email/);
    await drainJobs(t.app.get(JobsService));
    expect(await inbox('nobody-here@test.local')).toEqual([]);
    await t.http.post('/api/vendor/auth/forgot-password').send({ email: 'not an email' }).expect(400);
    await t.http.post('/api/admin/auth/reset-password').send({ password: 'some-long-password' }).expect(400);
  });

  it('is rate-limited per email, also under parallel asks', async () => {
    const v = await registerVendor(t.http);
    const results = await Promise.all(Array.from({ length: 8 }, () => t.http.post('/api/vendor/auth/forgot-password').set('X-Forwarded-For', from()).send({ email: v.email })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 429)).toHaveLength(5);
    expect(Number(results.find((r) => r.status === 429)!.headers['retry-after'])).toBeGreaterThan(0);
  });
});
