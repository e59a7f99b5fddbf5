import type { Test } from 'supertest';
import { startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer, loginUser, MISSING_ID, registerVendor } from '../support/auth-helpers';


describe('vendor management', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let acme: Awaited<ReturnType<typeof registerVendor>>;
  let user: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = bearer(await adminToken(t.http));
    acme = await registerVendor(t.http, { companyName: 'Acme Events', contactName: 'Ravi Kumar', email: 'ravi@acme.test' });
    await registerVendor(t.http, { companyName: 'Bolly Beats', contactName: 'Meera Shah', email: 'meera@bolly.test', phone: '+919811111111' });
    await registerVendor(t.http, { companyName: 'Cafe 100%_Live', contactName: 'Arjun', email: 'arjun@cafe.test' });
    user = bearer((await loginUser(t.http)).token);
  });
  afterAll(async () => { await t?.close(); });

  const list = (query: Record<string, string | number> = {}) => t.http.get('/api/admin/vendors').set(admin).query(query);

  it('lists vendors newest first with a total', async () => {
    const res = await list().expect(200);
    expect(res.body.total).toBe(3);
    expect(res.body.data.map((v: { companyName: string }) => v.companyName)).toEqual(['Cafe 100%_Live', 'Bolly Beats', 'Acme Events']);
    expect(res.body.data[1]).toMatchObject({ contactName: 'Meera Shah', email: 'meera@bolly.test', phone: '+919811111111', status: 'approved' });
    expect(res.body.data[1]._id).toBe(res.body.data[1].id);
    expect(res.body.data[1]).not.toHaveProperty('passwordHash');
  });

  it('pages, searches company, contact and email, and sorts', async () => {
    const page2 = await list({ page: 2, limit: 2 }).expect(200);
    expect(page2.body).toMatchObject({ total: 3, data: [{ companyName: 'Acme Events' }] });
    expect((await list({ q: 'acme' }).expect(200)).body.data.map((v: { email: string }) => v.email)).toEqual(['ravi@acme.test']);
    expect((await list({ q: 'MEERA' }).expect(200)).body.total).toBe(1);
    expect((await list({ q: 'bolly.test' }).expect(200)).body.total).toBe(1);
    expect((await list({ q: '100%_' }).expect(200)).body.total).toBe(1);
    expect((await list({ q: '%' }).expect(200)).body.total).toBe(1);
    const sorted = await list({ sort: 'companyName' }).expect(200);
    expect(sorted.body.data.map((v: { companyName: string }) => v.companyName)).toEqual(['Acme Events', 'Bolly Beats', 'Cafe 100%_Live']);
  });

  it('refuses a bad status filter, sort or page with field details', async () => {
    expect((await list({ status: 'banned' }).expect(400)).body.details.status).toBe('Status must be one of: pending, approved, suspended.');
    expect((await list({ sort: 'passwordHash' }).expect(400)).body.details).toHaveProperty('sort');
    expect((await list({ page: 0 }).expect(400)).body.details).toHaveProperty('page');
  });

  it('suspends a vendor, whose next call is refused, then approves it again', async () => {
    await t.http.get('/api/vendor/auth/me').set(bearer(acme.token)).expect(200);

    const res = await t.http.patch(`/api/admin/vendors/${acme.id}/status`).set(admin).send({ status: 'suspended' }).expect(200);
    expect(res.body).toMatchObject({ id: acme.id, companyName: 'Acme Events', status: 'suspended' });
    const refused = await t.http.get('/api/vendor/auth/me').set(bearer(acme.token)).expect(403);
    expect(refused.body.error).toBe('Your account has been suspended. Contact support.');
    expect((await list({ status: 'suspended' }).expect(200)).body).toMatchObject({ total: 1, data: [{ id: acme.id }] });

    await t.http.patch(`/api/admin/vendors/${acme.id}/status`).set(admin).send({ status: 'pending' }).expect(200);
    expect((await t.http.get('/api/vendor/auth/me').set(bearer(acme.token)).expect(403)).body.error).toBe('Your account is awaiting approval.');

    await t.http.patch(`/api/admin/vendors/${acme.id}/status`).set(admin).send({ status: 'approved' }).expect(200);
    // the suspension ended the old session: the vendor signs in again
    await t.http.get('/api/vendor/auth/me').set(bearer(acme.token)).expect(401);
    const again = await t.http.post('/api/vendor/auth/login').send({ email: acme.email, password: acme.password }).expect(200);
    await t.http.get('/api/vendor/auth/me').set(bearer(again.body.token)).expect(200);
  });

  it('refuses an unknown status, an unknown vendor and a malformed id', async () => {
    const bad = await t.http.patch(`/api/admin/vendors/${acme.id}/status`).set(admin).send({ status: 'banned' }).expect(400);
    expect(bad.body.details).toEqual({ status: 'Status must be one of: pending, approved, suspended.' });
    await t.http.patch(`/api/admin/vendors/${acme.id}/status`).set(admin).send({ status: 'approved', note: 'x' }).expect(400);
    expect((await t.http.patch(`/api/admin/vendors/${MISSING_ID}/status`).set(admin).send({ status: 'approved' }).expect(404)).body.error).toBe('Vendor not found');
    await t.http.patch('/api/admin/vendors/abc/status').set(admin).send({ status: 'approved' }).expect(400);
  });

  it.each([['get', '/api/admin/vendors'], ['patch', `/api/admin/vendors/${MISSING_ID}/status`]])(
    '%s %s: 401 without a token and with vendor or user tokens',
    async (method, path) => {
      const call = () => (t.http as unknown as Record<string, (p: string) => Test>)[method](path);
      await call().expect(401);
      await call().set(bearer(acme.token)).expect(401);
      await call().set(user).expect(401);
    },
  );
});
