import { generate } from 'otplib';
import { AdminAuthService } from '../../../api/src/modules/auth/admin-auth.service';
import { startTestApp, TestApp } from '../support/test-app';
import { bearer, loginUser, registerVendor } from '../support/auth-helpers';

/** The app's code `steps` time steps (30 s) from now, as an authenticator app whose clock is that far ahead shows it. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * steps });
/** A 6-digit code that is none of the codes accepted now (the steps before, at and after). */
async function wrongCode(secret: string) {
  const taken = new Set(await Promise.all([-1, 0, 1, 2].map((s) => codeAt(secret, s))));
  let n = 123456;
  while (taken.has(String(n))) n += 1;
  return String(n);
}

/** Two-step sign-in (TOTP) of administrators and vendors (issue 19, deliver 6). */
describe('two-step sign-in', () => {
  let t: TestApp;
  let adminSeq = 0;

  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => { await t.close(); });

  /** A new administrator (the process's own start-up path) and its token. */
  async function newAdmin() {
    adminSeq += 1;
    const account = { email: `totp-admin-${adminSeq}@test.local`, password: `totp-admin-password-${adminSeq}` };
    await t.app.get(AdminAuthService).ensureAdmin(account.email, account.password, `TOTP Admin ${adminSeq}`);
    const res = await t.http.post('/api/admin/auth/login').send(account).expect(200);
    return { ...account, token: res.body.token as string, login: res.body };
  }

  /** Enrols and confirms: answers the secret and the recovery codes. */
  async function turnOn(base: '/api/admin/auth/totp' | '/api/vendor/auth/totp', token: string) {
    const enrol = await t.http.post(`${base}/enrol`).set(bearer(token)).expect(200);
    const confirm = await t.http.post(`${base}/confirm`).set(bearer(token)).send({ code: await codeAt(enrol.body.secret) }).expect(200);
    return { secret: enrol.body.secret as string, recoveryCodes: confirm.body.recoveryCodes as string[] };
  }

  it('a vendor enrols (secret, otpauth URI, QR image), confirms with a first code, and gets 10 recovery codes once', async () => {
    const v = await registerVendor(t.http);
    const status = () => t.http.get('/api/vendor/auth/totp').set(bearer(v.token)).expect(200).then((r) => r.body);
    expect(await status()).toEqual({ enabled: false, pending: false, recoveryCodesLeft: 0, required: false });

    const enrol = await t.http.post('/api/vendor/auth/totp/enrol').set(bearer(v.token)).expect(200);
    expect(enrol.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrol.body.otpauthUri).toBe(`otpauth://totp/Utsav%20Organiser:${encodeURIComponent(v.email)}?secret=${enrol.body.secret}&issuer=Utsav%20Organiser`);
    expect(enrol.body.qrDataUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect(await status()).toMatchObject({ enabled: false, pending: true });
    // not on until confirmed: the login needs no code yet
    await t.http.post('/api/vendor/auth/login').send({ email: v.email, password: v.password }).expect(200);

    const confirm = (code: unknown) => t.http.post('/api/vendor/auth/totp/confirm').set(bearer(v.token)).send({ code });
    expect((await confirm('12ab56').expect(400)).body.details).toEqual({ code: 'The code has 6 digits.' });
    expect((await confirm(undefined).expect(400)).body.details).toEqual({ code: 'The code has 6 digits.' });
    const wrong = await confirm(await wrongCode(enrol.body.secret)).expect(400);
    expect(wrong.body.details).toEqual({ code: 'The code is wrong or was already used. Enter the current code from your app.' });
    expect(await status()).toMatchObject({ enabled: false, pending: true });

    const code = await codeAt(enrol.body.secret);
    const on = await confirm(code.replace(/^(\d{3})/, '$1 ')).expect(200);
    expect(on.body.message).toBe('Two-step sign-in is on. Keep the recovery codes somewhere safe: they are shown only once.');
    expect(on.body.recoveryCodes).toHaveLength(10);
    expect(new Set(on.body.recoveryCodes).size).toBe(10);
    for (const c of on.body.recoveryCodes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await status()).toEqual({ enabled: true, pending: false, recoveryCodesLeft: 10, required: false });
    // once on, no second enrolment (its secret would replace the app's) and no second confirmation
    expect((await t.http.post('/api/vendor/auth/totp/enrol').set(bearer(v.token)).expect(409)).body.error)
      .toBe('Two-step sign-in is already on. Turn it off first to set it up again.');
    await confirm(code).expect(409);
  });

  it('the login then asks for the code: required, wrong, malformed, right, and the same code again is refused', async () => {
    const v = await registerVendor(t.http);
    const { secret } = await turnOn('/api/vendor/auth/totp', v.token);
    const login = (extra: object = {}, password = v.password) => t.http.post('/api/vendor/auth/login').send({ email: v.email, password, ...extra });

    const required = await login().expect(401);
    expect(required.body).toMatchObject({
      code: 'TOTP_CODE_REQUIRED',
      error: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
      details: { totpCode: 'Enter the 6-digit code from your authenticator app, or a recovery code.' },
    });
    expect(required.body.token).toBeUndefined();
    // a wrong password says nothing about the code, with or without one
    expect((await login({}, 'not-the-password').expect(401)).body.error).toBe('Invalid email or password');
    expect((await login({ totpCode: await codeAt(secret, 1) }, 'not-the-password').expect(401)).body.error).toBe('Invalid email or password');

    expect((await login({ totpCode: '12345' }).expect(400)).body.details).toEqual({ totpCode: 'The code has 6 digits.' });
    const wrong = await login({ totpCode: await wrongCode(secret) }).expect(401);
    expect(wrong.body).toMatchObject({ code: 'TOTP_CODE_WRONG', details: { totpCode: 'The code is wrong or was already used. Enter the current code from your app.' } });

    // the confirmation used this step's code; the app's next one signs in
    expect((await login({ totpCode: await codeAt(secret) }).expect(401)).body.code).toBe('TOTP_CODE_WRONG');
    const next = await codeAt(secret, 1);
    const ok = await login({ totpCode: next }).expect(200);
    await t.http.get('/api/vendor/auth/me').set(bearer(ok.body.token)).expect(200);
    // replay: the same code (its time step used) is refused
    expect((await login({ totpCode: next }).expect(401)).body.code).toBe('TOTP_CODE_WRONG');
  });

  it('one code sent in parallel signs in once', async () => {
    const v = await registerVendor(t.http);
    const { secret } = await turnOn('/api/vendor/auth/totp', v.token);
    const code = await codeAt(secret, 1);
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.http.post('/api/vendor/auth/login').send({ email: v.email, password: v.password, totpCode: code })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401, 401, 401]);
  });

  it('a recovery code signs in once, also when sent in parallel; case and spacing do not matter', async () => {
    const v = await registerVendor(t.http);
    const { recoveryCodes } = await turnOn('/api/vendor/auth/totp', v.token);
    const login = (recoveryCode: string) => t.http.post('/api/vendor/auth/login').send({ email: v.email, password: v.password, recoveryCode });

    const answers = await Promise.all(Array.from({ length: 6 }, () => login(recoveryCodes[0])));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401, 401, 401, 401]);
    const refused = answers.find((a) => a.status === 401)!;
    expect(refused.body).toMatchObject({ code: 'RECOVERY_CODE_WRONG', details: { recoveryCode: 'This recovery code is wrong or was already used.' } });

    await login(` ${recoveryCodes[1].toUpperCase().replace('-', ' ')} `).expect(200);
    await login(recoveryCodes[1]).expect(401);
    await login('nope-nope').expect(401);
    expect((await t.http.get('/api/vendor/auth/totp').set(bearer(v.token)).expect(200)).body.recoveryCodesLeft).toBe(8);
  });

  it('turning it off needs the password or a current code', async () => {
    const v = await registerVendor(t.http);
    const { secret } = await turnOn('/api/vendor/auth/totp', v.token);
    const disable = (body: object) => t.http.post('/api/vendor/auth/totp/disable').set(bearer(v.token)).send(body);
    expect((await disable({}).expect(400)).body.details).toEqual({ password: 'Enter your password or a code from your app.' });
    expect((await disable({ password: 'not-the-password' }).expect(400)).body.details).toEqual({ password: 'The current password is wrong.' });
    expect((await disable({ code: await wrongCode(secret) }).expect(400)).body.details).toEqual({ code: 'The code is wrong or was already used. Enter the current code from your app.' });
    expect((await disable({ code: 'abc' }).expect(400)).body.details).toEqual({ code: 'The code has 6 digits.' });
    expect((await t.http.get('/api/vendor/auth/totp').set(bearer(v.token)).expect(200)).body.enabled).toBe(true);

    expect((await disable({ code: await codeAt(secret, 1) }).expect(200)).body.message).toBe('Two-step sign-in is off.');
    expect((await t.http.get('/api/vendor/auth/totp').set(bearer(v.token)).expect(200)).body).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    await t.http.post('/api/vendor/auth/login').send({ email: v.email, password: v.password }).expect(200);
    expect((await disable({ password: v.password }).expect(409)).body.error).toBe('Two-step sign-in is not on.');

    // and with the password
    const again = await turnOn('/api/vendor/auth/totp', v.token);
    expect(again.recoveryCodes).toHaveLength(10);
    await disable({ password: v.password }).expect(200);
    await t.http.post('/api/vendor/auth/login').send({ email: v.email, password: v.password }).expect(200);
  });

  it('new recovery codes, with the password or a current code: the old ones (used or not) stop working, the new ones sign in once', async () => {
    const v = await registerVendor(t.http);
    const replace = (body: object) => t.http.post('/api/vendor/auth/totp/recovery-codes').set(bearer(v.token)).send(body);
    const login = (recoveryCode: string) => t.http.post('/api/vendor/auth/login').send({ email: v.email, password: v.password, recoveryCode });
    const left = async () => (await t.http.get('/api/vendor/auth/totp').set(bearer(v.token)).expect(200)).body.recoveryCodesLeft;
    expect((await replace({ password: v.password }).expect(409)).body.error).toBe('Two-step sign-in is not on.');

    const { secret, recoveryCodes: old } = await turnOn('/api/vendor/auth/totp', v.token);
    await login(old[0]).expect(200);
    // no proof, a wrong one, a malformed one: 400 at the field, the old codes still work
    expect((await replace({}).expect(400)).body.details).toEqual({ password: 'Enter your password or a code from your app.' });
    expect((await replace({ password: 'not-the-password' }).expect(400)).body.details).toEqual({ password: 'The current password is wrong.' });
    expect((await replace({ code: await wrongCode(secret) }).expect(400)).body.details).toEqual({ code: 'The code is wrong or was already used. Enter the current code from your app.' });
    expect((await replace({ code: 'abc' }).expect(400)).body.details).toEqual({ code: 'The code has 6 digits.' });
    await replace({ code: await codeAt(secret, 1), extra: 1 }).expect(400);
    expect(await left()).toBe(9);

    const byPassword = await replace({ password: v.password }).expect(200);
    expect(byPassword.body.message).toBe('New recovery codes: the old ones no longer work. Keep these somewhere safe: they are shown only once.');
    expect(byPassword.body.recoveryCodes).toHaveLength(10);
    expect(new Set([...byPassword.body.recoveryCodes, ...old]).size).toBe(20);
    expect(await left()).toBe(10);
    for (const code of [old[0], old[1]]) await login(code).expect(401);

    const byCode = await replace({ code: await codeAt(secret, 1) }).expect(200);
    await login(byPassword.body.recoveryCodes[0]).expect(401);
    await login(byCode.body.recoveryCodes[0]).expect(200);
    await login(byCode.body.recoveryCodes[0]).expect(401);
    expect(await left()).toBe(9);
    // two-step sign-in itself stays on
    expect((await t.http.post('/api/vendor/auth/login').send({ email: v.email, password: v.password }).expect(401)).body.code).toBe('TOTP_CODE_REQUIRED');
  });

  it('an administrator replaces its recovery codes, also while every administrator must use two-step sign-in', async () => {
    const admin = await newAdmin();
    const { recoveryCodes: old } = await turnOn('/api/admin/auth/totp', admin.token);
    await t.http.put('/api/admin/settings/security').set(bearer(admin.token)).send({ requireAdminTotp: true }).expect(200);
    const fresh = await t.http.post('/api/admin/auth/totp/recovery-codes').set(bearer(admin.token)).send({ password: admin.password }).expect(200);
    const login = (recoveryCode: string) => t.http.post('/api/admin/auth/login').send({ email: admin.email, password: admin.password, recoveryCode });
    await login(old[0]).expect(401);
    await login(fresh.body.recoveryCodes[0]).expect(200);
    await t.http.put('/api/admin/settings/security').set(bearer(admin.token)).send({ requireAdminTotp: false }).expect(200);
  });

  it('wrong codes are counted per account: past 10 in 15 minutes, 429 (a right password does not clear the count)', async () => {
    const v = await registerVendor(t.http);
    const enrol = await t.http.post('/api/vendor/auth/totp/enrol').set(bearer(v.token)).expect(200);
    const wrong = await wrongCode(enrol.body.secret);
    for (let i = 0; i < 10; i++) await t.http.post('/api/vendor/auth/totp/confirm').set(bearer(v.token)).send({ code: wrong }).expect(400);
    const blocked = await t.http.post('/api/vendor/auth/totp/confirm').set(bearer(v.token)).send({ code: await codeAt(enrol.body.secret) }).expect(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await t.http.get('/api/vendor/auth/totp').set(bearer(v.token)).expect(200)).body.enabled).toBe(false);
  });

  it('an administrator: the same set-up, and the login asks for the code', async () => {
    const admin = await newAdmin();
    expect(admin.login.totpSetupRequired).toBe(false);
    const { secret } = await turnOn('/api/admin/auth/totp', admin.token);
    await t.http.post('/api/admin/auth/totp/enrol').set(bearer(admin.token)).expect(409);
    const login = (extra: object = {}) => t.http.post('/api/admin/auth/login').send({ email: admin.email, password: admin.password, ...extra });
    expect((await login().expect(401)).body.code).toBe('TOTP_CODE_REQUIRED');
    expect((await login({ totpCode: await wrongCode(secret) }).expect(401)).body.code).toBe('TOTP_CODE_WRONG');
    const ok = await login({ totpCode: await codeAt(secret, 1) }).expect(200);
    expect(ok.body.totpSetupRequired).toBe(false);
    await t.http.get('/api/admin/events').set(bearer(ok.body.token)).expect(200);
  });

  it('requiring it of every administrator: one without it is made to set it up before anything else, and cannot turn it off', async () => {
    const [author, other] = [await newAdmin(), await newAdmin()];
    const put = (token: string, body: object) => t.http.put('/api/admin/settings/security').set(bearer(token)).send(body);
    // the author must have it on first
    expect((await put(author.token, { requireAdminTotp: true }).expect(409)).body.error).toBe('Turn on two-step sign-in for your own account first.');
    expect((await put(author.token, { requireAdminTotp: 'yes' }).expect(400)).body.details).toHaveProperty('requireAdminTotp');
    await put(author.token, {}).expect(400);
    expect((await t.http.get('/api/admin/settings/security').set(bearer(author.token)).expect(200)).body).toEqual({ requireAdminTotp: false });

    const { secret } = await turnOn('/api/admin/auth/totp', author.token);
    expect((await put(author.token, { requireAdminTotp: true }).expect(200)).body).toEqual({ message: 'Security settings saved', requireAdminTotp: true });
    expect((await t.http.get('/api/admin/auth/totp').set(bearer(author.token)).expect(200)).body.required).toBe(true);
    await t.http.get('/api/admin/events').set(bearer(author.token)).expect(200);

    // the other administrator's existing session and a new login: everything but the set-up answers 403
    const fresh = await t.http.post('/api/admin/auth/login').send({ email: other.email, password: other.password }).expect(200);
    expect(fresh.body.totpSetupRequired).toBe(true);
    for (const token of [other.token, fresh.body.token]) {
      const refused = await t.http.get('/api/admin/events').set(bearer(token)).expect(403);
      expect(refused.body).toMatchObject({ code: 'TOTP_SETUP_REQUIRED', error: 'Administrators must use two-step sign-in. Set it up to continue.' });
      await t.http.put('/api/admin/settings/security').set(bearer(token)).send({ requireAdminTotp: false }).expect(403);
      await t.http.get('/api/admin/auth/me').set(bearer(token)).expect(200);
      expect((await t.http.get('/api/admin/auth/totp').set(bearer(token)).expect(200)).body).toMatchObject({ enabled: false, required: true });
    }
    await turnOn('/api/admin/auth/totp', other.token);
    await t.http.get('/api/admin/events').set(bearer(other.token)).expect(200);
    // while required, nobody turns it off
    const off = await t.http.post('/api/admin/auth/totp/disable').set(bearer(author.token)).send({ password: author.password }).expect(409);
    expect(off.body.error).toBe('Two-step sign-in is required for every administrator, so it cannot be turned off.');

    await put(author.token, { requireAdminTotp: false }).expect(200);
    await t.http.post('/api/admin/auth/totp/disable').set(bearer(author.token)).send({ code: await codeAt(secret, 1) }).expect(200);
    const plain = await t.http.post('/api/admin/auth/login').send({ email: author.email, password: author.password }).expect(200);
    expect(plain.body.totpSetupRequired).toBe(false);
  });

  describe('realms and missing auth', () => {
    const adminPaths = [['get', '/api/admin/auth/totp'], ['post', '/api/admin/auth/totp/enrol'], ['post', '/api/admin/auth/totp/confirm'],
      ['post', '/api/admin/auth/totp/disable'], ['post', '/api/admin/auth/totp/recovery-codes'], ['get', '/api/admin/settings/security'], ['put', '/api/admin/settings/security']] as const;
    const vendorPaths = [['get', '/api/vendor/auth/totp'], ['post', '/api/vendor/auth/totp/enrol'], ['post', '/api/vendor/auth/totp/confirm'],
      ['post', '/api/vendor/auth/totp/disable'], ['post', '/api/vendor/auth/totp/recovery-codes']] as const;

    it('no token, or another realm’s token, is 401 on every route; nothing is written', async () => {
      const admin = await newAdmin();
      const vendor = await registerVendor(t.http);
      const user = await loginUser(t.http);
      for (const [method, path] of adminPaths) {
        await t.http[method](path).send({ code: '123456', requireAdminTotp: false }).expect(401);
        for (const token of [vendor.token, user.token]) await t.http[method](path).set(bearer(token)).send({ code: '123456', requireAdminTotp: false }).expect(401);
      }
      for (const [method, path] of vendorPaths) {
        await t.http[method](path).send({ code: '123456' }).expect(401);
        for (const token of [admin.token, user.token]) await t.http[method](path).set(bearer(token)).send({ code: '123456' }).expect(401);
      }
      expect((await t.http.get('/api/admin/auth/totp').set(bearer(admin.token)).expect(200)).body.pending).toBe(false);
      expect((await t.http.get('/api/vendor/auth/totp').set(bearer(vendor.token)).expect(200)).body.pending).toBe(false);
    });

    it('one account’s set-up is its own: another vendor is untouched, and its recovery codes open no other account', async () => {
      const [a, b] = [await registerVendor(t.http), await registerVendor(t.http)];
      const { recoveryCodes } = await turnOn('/api/vendor/auth/totp', a.token);
      expect((await t.http.get('/api/vendor/auth/totp').set(bearer(b.token)).expect(200)).body.enabled).toBe(false);
      await t.http.post('/api/vendor/auth/login').send({ email: b.email, password: b.password }).expect(200);
      // b cannot turn a's off nor replace a's codes (its own is off)
      await t.http.post('/api/vendor/auth/totp/disable').set(bearer(b.token)).send({ password: b.password }).expect(409);
      await t.http.post('/api/vendor/auth/totp/recovery-codes').set(bearer(b.token)).send({ password: b.password }).expect(409);
      // once b has its own, a's recovery code does not sign b in
      await turnOn('/api/vendor/auth/totp', b.token);
      await t.http.post('/api/vendor/auth/login').send({ email: b.email, password: b.password, recoveryCode: recoveryCodes[0] }).expect(401);
      expect((await t.http.get('/api/vendor/auth/totp').set(bearer(a.token)).expect(200)).body).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    });

    it('malformed bodies are 400 and change nothing', async () => {
      const v = await registerVendor(t.http);
      await t.http.post('/api/vendor/auth/totp/enrol').set(bearer(v.token)).expect(200);
      for (const body of [{ code: 123456 }, { code: ['123456'] }, { code: '1234567' }, { code: '123456', extra: 1 }]) {
        await t.http.post('/api/vendor/auth/totp/confirm').set(bearer(v.token)).send(body).expect(400);
      }
      await t.http.post('/api/vendor/auth/login').send({ email: v.email, password: v.password, recoveryCode: 'x'.repeat(41) }).expect(400);
      await t.http.post('/api/vendor/auth/login').send({ email: v.email, password: v.password, totpCode: 123456 }).expect(400);
      expect((await t.http.get('/api/vendor/auth/totp').set(bearer(v.token)).expect(200)).body).toMatchObject({ enabled: false, pending: true });
    });
  });
});
