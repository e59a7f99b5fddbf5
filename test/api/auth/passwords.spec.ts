import { loadConfig } from '../../../api/src/config/app.config';
import { startTestApp, TestApp, ADMIN } from '../support/test-app';
import { adminToken, bearer, loginUser, registerVendor } from '../support/auth-helpers';

/** The password rule, the current-password check, and sessions that survive a Settings save (issues 19 and 20). */
describe('passwords and Settings saves', () => {
  let t: TestApp;

  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => { await t.close(); });

  describe('administrator: PUT /api/admin/user/profile', () => {
    it('the spec form (name, email, the same password) keeps every session', async () => {
      const [first, second] = [await adminToken(t.http), await adminToken(t.http)];
      const res = await t.http.put('/api/admin/user/profile').set(bearer(first))
        .send({ name: 'Settings Admin', email: ADMIN.email, password: ADMIN.password }).expect(200);
      expect(res.body.message).toBe('Profile updated');
      expect(res.body.token).toBeUndefined();
      for (const token of [first, second]) {
        const me = await t.http.get('/api/admin/auth/me').set(bearer(token)).expect(200);
        expect(me.body.name).toBe('Settings Admin');
      }
      // and again: further calls with the same token keep working
      await t.http.put('/api/admin/user/profile').set(bearer(first)).send({ name: 'Settings Admin', email: ADMIN.email, password: ADMIN.password }).expect(200);
      await t.http.get('/api/admin/auth/me').set(bearer(first)).expect(200);
    });

    it('a new password needs the current one, and meets the rule', async () => {
      const token = bearer(await adminToken(t.http));
      const put = (body: object) => t.http.put('/api/admin/user/profile').set(token).send(body);
      const missing = await put({ password: 'a-brand-new-password' }).expect(400);
      expect(missing.body.details).toEqual({ currentPassword: 'Enter your current password to set a new one.' });
      const wrong = await put({ password: 'a-brand-new-password', currentPassword: 'not-the-password' }).expect(400);
      expect(wrong.body.details).toEqual({ currentPassword: 'The current password is wrong.' });
      const short = await put({ password: 'a', currentPassword: ADMIN.password }).expect(400);
      expect(short.body.details).toEqual({ password: 'Password must be at least 10 characters.' });
      expect(short.body.error).toBe('Password must be at least 10 characters.');
      const common = await put({ password: 'Password1234', currentPassword: ADMIN.password }).expect(400);
      expect(common.body.details).toEqual({ password: 'This password is too common. Choose another.' });
      // nothing changed: the old password still signs in and the token still works
      await t.http.post('/api/admin/auth/login').send(ADMIN).expect(200);
      await t.http.get('/api/admin/auth/me').set(token).expect(200);
    });

    it('a real change ends the other sessions; the saving session goes on with the answer’s token', async () => {
      const [saver, other] = [await adminToken(t.http), await adminToken(t.http)];
      const res = await t.http.put('/api/admin/user/profile').set(bearer(saver))
        .send({ name: 'Settings Admin', email: ADMIN.email, password: 'rotated-admin-password', currentPassword: ADMIN.password }).expect(200);
      expect(typeof res.body.token).toBe('string');
      await t.http.get('/api/admin/auth/me').set(bearer(other)).expect(401);
      await t.http.get('/api/admin/auth/me').set(bearer(res.body.token)).expect(200);
      await t.http.post('/api/admin/auth/login').send(ADMIN).expect(401);
      await t.http.put('/api/admin/user/profile').set(bearer(res.body.token))
        .send({ password: ADMIN.password, currentPassword: 'rotated-admin-password' }).expect(200);
      await t.http.post('/api/admin/auth/login').send(ADMIN).expect(200);
    });

    it('the OpenAPI document describes the new token', async () => {
      const doc = (await t.http.get('/docs-json').expect(200)).body;
      const ok = doc.paths['/api/admin/user/profile'].put.responses['200'].content['application/json'].schema.$ref.split('/').pop();
      expect(Object.keys(doc.components.schemas[ok].properties)).toEqual(expect.arrayContaining(['message', 'admin', 'token']));
    });
  });

  describe('vendor: PUT /api/vendor/auth/profile', () => {
    it('refuses a missing token, another realm, and malformed fields', async () => {
      await t.http.put('/api/vendor/auth/profile').send({ contactName: 'X' }).expect(401);
      await t.http.put('/api/vendor/auth/profile').set(bearer(await adminToken(t.http))).send({ contactName: 'X' }).expect(401);
      await t.http.put('/api/vendor/auth/profile').set(bearer((await loginUser(t.http)).token)).send({ contactName: 'X' }).expect(401);
      const v = await registerVendor(t.http);
      const bad = await t.http.put('/api/vendor/auth/profile').set(bearer(v.token)).send({ phone: 'call me', email: 'nope', companyName: 'Other' }).expect(400);
      expect(bad.body.details).toMatchObject({ phone: 'Enter a valid phone number.', email: 'A valid email is required.' });
    });

    it('edits contact name, email and phone of its own account only, keeping the session', async () => {
      const [a, b] = [await registerVendor(t.http), await registerVendor(t.http)];
      const res = await t.http.put('/api/vendor/auth/profile').set(bearer(a.token))
        .send({ contactName: 'Meera Iyer', phone: '+91 98110 22233', password: a.password }).expect(200);
      expect(res.body.vendor).toMatchObject({ contactName: 'Meera Iyer', phone: '+91 98110 22233', email: a.email });
      expect(res.body.token).toBeUndefined();
      await t.http.get('/api/vendor/auth/me').set(bearer(a.token)).expect(200);
      expect((await t.http.get('/api/vendor/auth/me').set(bearer(b.token)).expect(200)).body.contactName).not.toBe('Meera Iyer');
      const taken = await t.http.put('/api/vendor/auth/profile').set(bearer(a.token)).send({ email: b.email }).expect(409);
      expect(taken.body.details).toEqual({ email: 'A vendor with this email already exists.' });
      const cleared = await t.http.put('/api/vendor/auth/profile').set(bearer(a.token)).send({ phone: '' }).expect(200);
      expect(cleared.body.vendor.phone).toBeNull();
    });

    it('a password change needs the current one, ends other sessions and answers a working token', async () => {
      const v = await registerVendor(t.http);
      const other = (await t.http.post('/api/vendor/auth/login').send({ email: v.email, password: v.password }).expect(200)).body.token;
      const put = (body: object) => t.http.put('/api/vendor/auth/profile').set(bearer(v.token)).send(body);
      expect((await put({ password: 'vendor-new-password' }).expect(400)).body.details).toEqual({ currentPassword: 'Enter your current password to set a new one.' });
      expect((await put({ password: 'qwertyuiop', currentPassword: v.password }).expect(400)).body.details).toEqual({ password: 'This password is too common. Choose another.' });
      const res = await put({ password: 'vendor-new-password', currentPassword: v.password }).expect(200);
      await t.http.get('/api/vendor/auth/me').set(bearer(other)).expect(401);
      await t.http.get('/api/vendor/auth/me').set(bearer(res.body.token)).expect(200);
      await t.http.post('/api/vendor/auth/login').send({ email: v.email, password: 'vendor-new-password' }).expect(200);
    });

    it('registration applies the same rule', async () => {
      const body = { companyName: 'Rule Co', contactName: 'R', email: `rule-${Date.now()}@test.local` };
      const short = await t.http.post('/api/vendor/auth/register').send({ ...body, password: 'short-pw' }).expect(400);
      expect(short.body.details).toEqual({ password: 'Password must be at least 10 characters.' });
      const common = await t.http.post('/api/vendor/auth/register').send({ ...body, password: '1234567890' }).expect(400);
      expect(common.body.details).toEqual({ password: 'This password is too common. Choose another.' });
    });
  });

  describe('production refuses weak secrets', () => {
    const production = {
      NODE_ENV: 'production', RAZORPAY_KEY_ID: 'rzp_x', RAZORPAY_KEY_SECRET: 'secret', SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: 'https://utsav.example',
      ADMIN_EMAIL: 'root@utsav.example', ADMIN_PASSWORD: 'a-long-admin-passphrase', JWT_SECRET: 'j'.repeat(32), DATA_DIR: '/tmp/unused-prod-dir',
      SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_OTP_TEMPLATE_ID: 'o', MSG91_TEMPLATE_ID: 'g',
    };
    it('a JWT_SECRET or TICKET_SECRET under 32 bytes, or an ADMIN_PASSWORD under the rule', () => {
      expect(() => loadConfig(production)).not.toThrow();
      expect(() => loadConfig({ ...production, JWT_SECRET: 'x' })).toThrow('JWT_SECRET must be at least 32 bytes');
      expect(() => loadConfig({ ...production, TICKET_SECRET: 't'.repeat(31) })).toThrow('TICKET_SECRET must be at least 32 bytes');
      expect(() => loadConfig({ ...production, ADMIN_PASSWORD: 'admin' })).toThrow('Password must be at least 10 characters.');
      expect(() => loadConfig({ ...production, ADMIN_PASSWORD: 'administrator' })).toThrow('too common');
    });
  });
});
