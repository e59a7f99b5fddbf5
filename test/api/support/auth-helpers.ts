import type TestAgent from 'supertest/lib/agent';
import { ADMIN } from './test-app';

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function adminToken(http: TestAgent): Promise<string> {
  const res = await http.post('/api/admin/auth/login').send(ADMIN).expect(200);
  return res.body.token;
}

let vendorSeq = 0;
/** Registers an (auto-approved) vendor and answers its token and id. */
export async function registerVendor(http: TestAgent, overrides: Record<string, string> = {}) {
  vendorSeq += 1;
  const body = {
    companyName: `Vendor Co ${vendorSeq}`,
    contactName: `Contact ${vendorSeq}`,
    email: `vendor${vendorSeq}-${Date.now()}@test.local`,
    password: 'vendor-password-1',
    ...overrides,
  };
  const res = await http.post('/api/vendor/auth/register').send(body).expect(201);
  return { token: res.body.token as string, id: res.body.vendor.id as string, email: body.email, password: body.password };
}

/** The code the log SMS provider last sent to this phone, read from the development outbox. */
export async function lastCode(http: TestAgent, phone: string): Promise<string> {
  const res = await http.get('/api/dev/sms-outbox').query({ phone }).expect(200);
  const match = /\b(\d{6})\b/.exec(res.body.data[0]?.body ?? '');
  if (!match) throw new Error(`no code sent to ${phone}`);
  return match[1];
}

let phoneSeq = 0;
/** A new user logged in by phone code: answers token and user. */
export async function loginUser(http: TestAgent, phone?: string) {
  phoneSeq += 1;
  const p = phone ?? `+9198${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneSeq).padStart(2, '0')}`;
  await http.post('/api/user/auth/send-otp').send({ phone: p }).expect(200);
  const otp = await lastCode(http, p);
  const res = await http.post('/api/user/auth/verify-otp').send({ phone: p, otp, name: `User ${phoneSeq}`, email: `user${phoneSeq}-${Date.now()}@test.local` }).expect(200);
  return { token: res.body.token as string, user: res.body.user, phone: p };
}

/** A well-formed id that names no row. */
export const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** Bearer headers of the administrator, a new vendor and a new user: the right realm and the two wrong ones. */
export async function realmHeaders(http: TestAgent) {
  return {
    admin: bearer(await adminToken(http)),
    vendor: bearer((await registerVendor(http)).token),
    user: bearer((await loginUser(http)).token),
  };
}
