import { startTestApp, TestApp, ADMIN } from '../support/test-app';
import { adminToken, bearer, loginUser, registerVendor } from '../support/auth-helpers';

const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

/** Sessions end: logout, a password change and a suspension revoke earlier tokens. */
describe('sessions you can end', () => {
  let t: TestApp;

  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => { await t?.close(); });

  it('admin: logout ends the token; a new login works; the token lasts 8 hours', async () => {
    const token = await adminToken(t.http);
    const c = claims(token);
    expect(c.exp - c.iat).toBe(8 * 3600);
    await t.http.get('/api/admin/auth/me').set(bearer(token)).expect(200);
    const res = await t.http.post('/api/admin/auth/logout').set(bearer(token)).expect(200);
    expect(res.body.message).toBe('Logged out');
    const after = await t.http.get('/api/admin/auth/me').set(bearer(token)).expect(401);
    expect(after.body.error).toBe('Unauthorized');
    await t.http.post('/api/admin/auth/logout').set(bearer(token)).expect(401);
    await t.http.get('/api/admin/auth/me').set(bearer(await adminToken(t.http))).expect(200);
  });

  it('vendor: logout ends the token', async () => {
    const { token } = await registerVendor(t.http);
    await t.http.get('/api/vendor/auth/me').set(bearer(token)).expect(200);
    await t.http.post('/api/vendor/auth/logout').set(bearer(token)).expect(200);
    await t.http.get('/api/vendor/auth/me').set(bearer(token)).expect(401);
  });

  it('user: logout ends the token', async () => {
    const { token } = await loginUser(t.http);
    await t.http.get('/api/user/bookings').set(bearer(token)).expect(200);
    await t.http.post('/api/user/auth/logout').set(bearer(token)).expect(200);
    await t.http.get('/api/user/bookings').set(bearer(token)).expect(401);
  });

  it('logout needs a token of its own realm', async () => {
    const admin = await adminToken(t.http);
    const { token: vendor } = await registerVendor(t.http);
    await t.http.post('/api/admin/auth/logout').expect(401);
    await t.http.post('/api/vendor/auth/logout').set(bearer(admin)).expect(401);
    await t.http.post('/api/user/auth/logout').set(bearer(vendor)).expect(401);
    // the refused calls ended nothing
    await t.http.get('/api/admin/auth/me').set(bearer(admin)).expect(200);
    await t.http.get('/api/vendor/auth/me').set(bearer(vendor)).expect(200);
  });

  it('an administrator changing the password ends every earlier token; the answer carries a fresh one', async () => {
    const first = await adminToken(t.http);
    const second = await adminToken(t.http);
    const res = await t.http.put('/api/admin/user/profile').set(bearer(first)).send({ password: 'new-admin-password-1', currentPassword: ADMIN.password }).expect(200);
    await t.http.get('/api/admin/auth/me').set(bearer(first)).expect(401);
    await t.http.get('/api/admin/auth/me').set(bearer(second)).expect(401);
    await t.http.get('/api/admin/auth/me').set(bearer(res.body.token)).expect(200);
    await t.http.post('/api/admin/auth/login').send(ADMIN).expect(401);
    await t.http.post('/api/admin/auth/login').send({ email: ADMIN.email, password: 'new-admin-password-1' }).expect(200);
    // a change of name only keeps the session
    await t.http.put('/api/admin/user/profile').set(bearer(res.body.token)).send({ name: 'Renamed' }).expect(200);
    await t.http.get('/api/admin/auth/me').set(bearer(res.body.token)).expect(200);
    await t.http.put('/api/admin/user/profile').set(bearer(res.body.token)).send({ password: ADMIN.password, currentPassword: 'new-admin-password-1' }).expect(200);
  });

  it('suspending a vendor ends its tokens, also after it is approved again', async () => {
    const admin = bearer(await adminToken(t.http));
    const vendor = await registerVendor(t.http);
    await t.http.patch(`/api/admin/vendors/${vendor.id}/status`).set(admin).send({ status: 'suspended' }).expect(200);
    const suspended = await t.http.get('/api/vendor/auth/me').set(bearer(vendor.token)).expect(403);
    expect(suspended.body.error).toBe('Your account has been suspended. Contact support.');
    await t.http.patch(`/api/admin/vendors/${vendor.id}/status`).set(admin).send({ status: 'approved' }).expect(200);
    await t.http.get('/api/vendor/auth/me').set(bearer(vendor.token)).expect(401);
    const again = await t.http.post('/api/vendor/auth/login').send({ email: vendor.email, password: vendor.password }).expect(200);
    await t.http.get('/api/vendor/auth/me').set(bearer(again.body.token)).expect(200);
  });
});
