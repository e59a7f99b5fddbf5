import { decode, sign } from 'jsonwebtoken';
import { ADMIN, startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer, loginUser, registerVendor } from '../support/auth-helpers';

describe('auth realms', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => { await t?.close(); });

  describe('administrator', () => {
    it('logs in with email and password and answers token and admin.name', async () => {
      const res = await t.http.post('/api/admin/auth/login').send(ADMIN).expect(200);
      expect(res.body.token).toEqual(expect.any(String));
      expect(res.body.admin).toMatchObject({ name: 'Administrator', email: ADMIN.email, _id: res.body.admin.id });
      const me = await t.http.get('/api/admin/auth/me').set(bearer(res.body.token)).expect(200);
      expect(me.body.email).toBe(ADMIN.email);
    });

    it('refuses a wrong password and an unknown email with the same message', async () => {
      const wrong = await t.http.post('/api/admin/auth/login').send({ ...ADMIN, password: 'nope-nope' }).expect(401);
      const unknown = await t.http.post('/api/admin/auth/login').send({ email: 'who@test.local', password: 'x' }).expect(401);
      expect(wrong.body).toEqual({ statusCode: 401, code: 'INVALID_EMAIL_OR_PASSWORD', error: 'Invalid email or password', message: 'Invalid email or password' });
      expect(unknown.body.message).toBe(wrong.body.message);
    });

    it('answers 400 with field details for a malformed body and rejects unknown fields', async () => {
      const res = await t.http.post('/api/admin/auth/login').send({ email: 'not-an-email' }).expect(400);
      expect(res.body.details).toEqual({ email: 'A valid email is required.', password: 'Password is required.' });
      const extra = await t.http.post('/api/admin/auth/login').send({ ...ADMIN, role: 'root' }).expect(400);
      expect(extra.body.details).toEqual({ role: 'Unknown field: role' });
    });

    it('updates the profile and keeps the current session valid', async () => {
      const token = await adminToken(t.http);
      const res = await t.http.put('/api/admin/user/profile').set(bearer(token)).send({ name: 'Asha Admin' }).expect(200);
      expect(res.body.message).toBe('Profile updated');
      const me = await t.http.get('/api/admin/auth/me').set(bearer(token)).expect(200);
      expect(me.body.name).toBe('Asha Admin');
      await t.http.put('/api/admin/user/profile').set(bearer(token)).send({ password: ADMIN.password }).expect(200);
      await t.http.post('/api/admin/auth/login').send(ADMIN).expect(200);
    });
  });

  describe('vendor', () => {
    it('registers with a token at once when auto-approval is on, and logs in', async () => {
      const v = await registerVendor(t.http);
      expect(v.token).toEqual(expect.any(String));
      const me = await t.http.get('/api/vendor/auth/me').set(bearer(v.token)).expect(200);
      expect(me.body).toMatchObject({ email: v.email, status: 'approved' });
      const login = await t.http.post('/api/vendor/auth/login').send({ email: v.email, password: v.password }).expect(200);
      expect(login.body.token).toEqual(expect.any(String));
    });

    it('refuses a second registration with the same email (409) and a wrong password (401)', async () => {
      const v = await registerVendor(t.http);
      const dup = await t.http.post('/api/vendor/auth/register').send({ companyName: 'X', contactName: 'Y', email: v.email.toUpperCase(), password: 'another-pass-1' }).expect(409);
      expect(dup.body.message).toBe('A vendor with this email already exists.');
      const bad = await t.http.post('/api/vendor/auth/login').send({ email: v.email, password: 'wrong-password' }).expect(401);
      expect(bad.body.error).toBe('Invalid email or password');
    });

    it('requires company, contact, email and password', async () => {
      const res = await t.http.post('/api/vendor/auth/register').send({ phone: '123' }).expect(400);
      expect(res.body.details).toEqual({
        companyName: 'Company name is required.', contactName: 'Contact name is required.',
        email: 'A valid email is required.', password: 'Password is required.',
      });
    });
  });

  describe('realm separation', () => {
    it('refuses each realm\'s token in the other two realms with 401', async () => {
      const admin = await adminToken(t.http);
      const vendor = (await registerVendor(t.http)).token;
      const user = (await loginUser(t.http)).token;
      const me = { admin: '/api/admin/auth/me', vendor: '/api/vendor/auth/me', user: '/api/user/dashboard' };
      await t.http.get(me.admin).set(bearer(vendor)).expect(401);
      await t.http.get(me.admin).set(bearer(user)).expect(401);
      await t.http.get(me.vendor).set(bearer(admin)).expect(401);
      await t.http.get(me.vendor).set(bearer(user)).expect(401);
      await t.http.get(me.user).set(bearer(admin)).expect(401);
      await t.http.get(me.user).set(bearer(vendor)).expect(401);
      await t.http.get(me.admin).set(bearer(admin)).expect(200);
      await t.http.get(me.vendor).set(bearer(vendor)).expect(200);
      await t.http.get(me.user).set(bearer(user)).expect(200);
    });

    it('answers 401 with the error body without a token or with a forged one', async () => {
      const none = await t.http.get('/api/admin/auth/me').expect(401);
      expect(none.body).toEqual({ statusCode: 401, code: 'UNAUTHORIZED', error: 'Unauthorized', message: 'Unauthorized' });
      await t.http.get('/api/vendor/auth/me').set(bearer('eyJhbGciOiJIUzI1NiJ9.e30.forged')).expect(401);
    });

    it('refuses a well-formed token for a real admin signed with another secret, or with no signature (alg none)', async () => {
      const { body } = await t.http.post('/api/admin/auth/login').send(ADMIN).expect(200);
      // the real token's claims, so only the signature differs
      const { ver } = decode(body.token) as { ver: number };
      const claims = { subject: body.admin.id, audience: 'admin', expiresIn: '1h' } as const;
      await t.http.get('/api/admin/auth/me').set(bearer(sign({ ver }, 'another-secret-another-secret-another', claims))).expect(401);
      await t.http.get('/api/admin/auth/me').set(bearer(sign({ ver }, '', { ...claims, algorithm: 'none' }))).expect(401);
      await t.http.get('/api/admin/auth/me').set(bearer(body.token)).expect(200);
    });
  });
});

describe('vendor registration without auto-approval', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp({ VENDOR_AUTO_APPROVE: 'false' }); });
  afterAll(async () => { await t?.close(); });

  it('answers "You can sign in once approved." without a token, and a pending vendor gets 403 with the reason', async () => {
    const body = { companyName: 'Pending Co', contactName: 'Pat', email: 'pending@test.local', password: 'pending-pass-1' };
    const res = await t.http.post('/api/vendor/auth/register').send(body).expect(201);
    expect(res.body.message).toBe('You can sign in once approved.');
    expect(res.body.token).toBeUndefined();
    const login = await t.http.post('/api/vendor/auth/login').send({ email: body.email, password: body.password }).expect(403);
    expect(login.body.error).toBe('Your account is awaiting approval.');
  });
});
