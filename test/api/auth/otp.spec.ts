import { eq } from 'drizzle-orm';
import { otpCodes, users } from '../../../api/src/db/schema';
import { hashPassword } from '../../../api/src/common/passwords';
import { startTestApp, TestApp } from '../support/test-app';
import { lastCode } from '../support/auth-helpers';

describe('phone one-time codes', () => {
  let t: TestApp;
  let n = 0;
  const phone = () => `+91900000${String(++n).padStart(4, '0')}`;
  const send = (p: string) => t.http.post('/api/user/auth/send-otp').send({ phone: p });
  const verify = (body: Record<string, string>) => t.http.post('/api/user/auth/verify-otp').send(body);
  /** Moves a phone's codes into the past, as if `seconds` had passed. */
  const age = (p: string, seconds: number) =>
    t.db.execute(`UPDATE otp_codes SET created_at = created_at - interval '${seconds} seconds', expires_at = expires_at - interval '${seconds} seconds' WHERE phone = '${p}'` as never);

  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => { await t?.close(); });

  it('sends a 6-digit code, stores only its hash, and does not tell whether the phone has an account', async () => {
    const p = phone();
    const res = await send(p).expect(200);
    expect(res.body).toEqual({ message: 'Code sent', resendAfter: 30 });
    const code = await lastCode(t.http, p);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.db.select().from(otpCodes).where(eq(otpCodes.phone, p));
    expect(row.codeHash).not.toContain(code);
  });

  it('asks a new user for name and email, keeps the code usable, then logs in', async () => {
    const p = phone();
    await send(p).expect(200);
    const otp = await lastCode(t.http, p);
    const missing = await verify({ phone: p, otp }).expect(400);
    expect(missing.body.message).toBe('Name and email are required for new users.');
    const ok = await verify({ phone: p, otp, name: 'Riya', email: 'riya@test.local' }).expect(200);
    expect(ok.body.user).toMatchObject({ name: 'Riya', email: 'riya@test.local', phone: p });
    expect(ok.body.isNewUser).toBe(true);
  });

  it('treats a returning user as not new and needs no name', async () => {
    const p = phone();
    await send(p);
    await verify({ phone: p, otp: await lastCode(t.http, p), name: 'Kabir', email: 'kabir@test.local' }).expect(200);
    await age(p, 31);
    const again = await send(p).expect(200);
    expect(again.body).toEqual({ message: 'Code sent', resendAfter: 30 });
    const res = await verify({ phone: p, otp: await lastCode(t.http, p) }).expect(200);
    expect(res.body.user.name).toBe('Kabir');
    expect(res.body.isNewUser).toBe(false);
  });

  it('sends codes only to OTP_COUNTRIES (+91 by default)', async () => {
    for (const p of ['+447700900123', '+12025550123', '+8613800138000']) {
      const res = await send(p).expect(400);
      expect(res.body.details).toEqual({ phone: 'Login codes can be sent only to numbers starting +91.' });
      expect(res.body.code).toBe('OTP_COUNTRY_NOT_SERVED');
    }
    // the same refusal in Hindi, with the same code
    const hindi = await send('+447700900123').set('Accept-Language', 'hi').expect(400);
    expect(hindi.body).toMatchObject({ code: 'OTP_COUNTRY_NOT_SERVED', message: expect.stringContaining('+91') });
    expect(hindi.body.message).toMatch(/[\u0900-\u097F]/);
    const [row] = await t.db.select().from(otpCodes).where(eq(otpCodes.phone, '+447700900123'));
    expect(row).toBeUndefined();
  });

  it('accepts a 10-digit Indian number as the same phone as +91…', async () => {
    await send('9811122233').expect(200);
    const res = await verify({ phone: '+91 98111 22233', otp: await lastCode(t.http, '+919811122233'), name: 'Dev', email: 'dev@test.local' }).expect(200);
    expect(res.body.user.phone).toBe('+919811122233');
  });

  it('is single use', async () => {
    const p = phone();
    await send(p);
    const otp = await lastCode(t.http, p);
    await verify({ phone: p, otp, name: 'A', email: 'single@test.local' }).expect(200);
    const again = await verify({ phone: p, otp }).expect(400);
    expect(again.body.message).toBe('Invalid code');
  });

  it('expires after 5 minutes', async () => {
    const p = phone();
    await send(p);
    const otp = await lastCode(t.http, p);
    await age(p, 5 * 60 + 1);
    const res = await verify({ phone: p, otp, name: 'A', email: 'late@test.local' }).expect(400);
    expect(res.body.message).toBe('This code has expired. Please request a new one.');
  });

  it('dies on the fifth wrong try, even for the right code afterwards', async () => {
    const p = phone();
    await send(p);
    const otp = await lastCode(t.http, p);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) expect((await verify({ phone: p, otp: wrong }).expect(400)).body.message).toBe('Invalid code');
    expect((await verify({ phone: p, otp: wrong }).expect(400)).body.message).toBe('Too many wrong attempts. Please request a new code.');
    const right = await verify({ phone: p, otp, name: 'A', email: 'dead@test.local' }).expect(400);
    expect(right.body.message).toBe('Too many wrong attempts. Please request a new code.');
  });

  it('refuses a resend inside the 30 s cooldown with 429, and allows it after', async () => {
    const p = phone();
    await send(p).expect(200);
    const res = await send(p).expect(429);
    expect(res.body.message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
    await age(p, 31);
    await send(p).expect(200);
  });

  it('replaces the previous code when a new one is sent', async () => {
    const p = phone();
    await send(p);
    const first = await lastCode(t.http, p);
    await age(p, 31);
    await send(p);
    const second = await lastCode(t.http, p);
    if (first !== second) await verify({ phone: p, otp: first, name: 'A', email: 'old@test.local' }).expect(400);
    await verify({ phone: p, otp: second, name: 'A', email: 'new@test.local' }).expect(200);
  });

  it('caps sends per phone at 5 an hour (429)', async () => {
    const p = phone();
    for (let i = 0; i < 5; i++) {
      await send(p).expect(200);
      await age(p, 31);
    }
    const res = await send(p).expect(429);
    expect(res.body.message).toBe('Too many codes requested. Please try again later.');
  });

  it('caps sends per IP at 20 an hour (429)', async () => {
    await t.db.execute(`UPDATE otp_codes SET ip = 'elsewhere'` as never);
    for (let i = 0; i < 20; i++) await send(phone()).expect(200);
    await send(phone()).expect(429);
  });

  it('validates the phone and the code format', async () => {
    const bad = await send('abc').expect(400);
    expect(bad.body.details.phone).toBe('Enter a valid phone number.');
    const code = await verify({ phone: '+919000000001', otp: '12ab' }).expect(400);
    expect(code.body.details.otp).toBe('The code has 6 digits.');
  });

  it('logs in by email and password for users that have one, and refuses others', async () => {
    await t.db.insert(users).values({ name: 'Meera', email: 'meera@test.local', phone: '+919999900000', passwordHash: await hashPassword('meera-pass-1') });
    const ok = await t.http.post('/api/user/auth/login').send({ email: 'MEERA@test.local', password: 'meera-pass-1' }).expect(200);
    expect(ok.body.user).toMatchObject({ name: 'Meera', phone: '+919999900000' });
    await t.http.post('/api/user/auth/login').send({ email: 'meera@test.local', password: 'wrong-pass-1' }).expect(401);
    // a phone-only user has no password: the email login refuses it the same way
    await t.http.post('/api/user/auth/login').send({ email: 'riya@test.local', password: 'whatever-1' }).expect(401);
  });
});
