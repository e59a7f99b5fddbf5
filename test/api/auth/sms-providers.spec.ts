import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../../api/src/config/app.config';
import { otpCodes, smsOutbox } from '../../../api/src/db/schema';
import { startTestApp, TestApp } from '../support/test-app';

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'stub-twilio-token';

interface Recorded { url: string; headers: IncomingMessage['headers']; json?: Record<string, unknown>; form?: Record<string, string> }

/**
 * One local server standing in for MSG91 (POST /api/v5/flow) and Twilio (POST /2010-04-01/Accounts/{sid}/Messages.json),
 * recording what each provider sends; `refuse` makes MSG91 answer its error shape for that number.
 */
function smsStub() {
  const requests: Recorded[] = [];
  const refuse = new Set<string>();
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      res.setHeader('Content-Type', 'application/json');
      const url = req.url ?? '';
      if (url === '/api/v5/flow') {
        const json = JSON.parse(raw);
        requests.push({ url, headers: req.headers, json });
        if (req.headers.authkey !== 'stub-msg91-key') return res.writeHead(401).end(JSON.stringify({ type: 'error', message: 'Authentication failure' }));
        if (refuse.has(json.recipients[0].mobiles)) return res.writeHead(200).end(JSON.stringify({ type: 'error', message: 'Invalid mobile number' }));
        return res.writeHead(200).end(JSON.stringify({ type: 'success', message: '3763646c3058313530393234' }));
      }
      if (url === `/2010-04-01/Accounts/${SID}/Messages.json`) {
        const form = Object.fromEntries(new URLSearchParams(raw));
        requests.push({ url, headers: req.headers, form });
        return res.writeHead(201).end(JSON.stringify({ sid: `SM${requests.length}`, account_sid: SID, to: form.To, from: form.From, body: form.Body, status: 'queued' }));
      }
      res.writeHead(404).end('{}');
    });
  });
  return { server, requests, refuse };
}

describe('SMS through MSG91 (India) and Twilio (international), against local stubs of their APIs', () => {
  let t: TestApp;
  const stub = smsStub();
  let base = '';
  const send = (phone: string) => t.http.post('/api/user/auth/send-otp').send({ phone });

  beforeAll(async () => {
    await new Promise<void>((resolve) => stub.server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(stub.server.address() as AddressInfo).port}`;
    t = await startTestApp({
      SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'stub-msg91-key', MSG91_OTP_TEMPLATE_ID: 'tmpl-otp-1', MSG91_TEMPLATE_ID: 'tmpl-general-1', MSG91_API_BASE: base,
      TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: '+15005550006', TWILIO_API_BASE: base,
      OTP_COUNTRIES: '+91,+44',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => stub.server.close(resolve));
  });

  it('an Indian number gets its code through MSG91’s OTP template; the code signs in and is stored nowhere in plain text', async () => {
    const phone = '+919811155501';
    await send(phone).expect(200);
    const call = stub.requests.at(-1)!;
    expect(call.url).toBe('/api/v5/flow');
    expect(call.headers.authkey).toBe('stub-msg91-key');
    expect(call.json).toMatchObject({ template_id: 'tmpl-otp-1', recipients: [{ mobiles: '919811155501', otp: expect.stringMatching(/^\d{6}$/) }] });
    const code = (call.json!.recipients as { otp: string }[])[0].otp;
    const res = await t.http.post('/api/user/auth/verify-otp').send({ phone, otp: code, name: 'Nisha', email: 'nisha@test.local' }).expect(200);
    expect(res.body.isNewUser).toBe(true);
    expect(await t.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone))).toEqual([]);
    const [row] = await t.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('a UK number gets its code through Twilio’s SDK with the account’s credentials', async () => {
    const phone = '+447700900123';
    await send(phone).expect(200);
    const call = stub.requests.at(-1)!;
    expect(call.url).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(call.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(call.form).toMatchObject({ To: phone, From: '+15005550006' });
    const code = /\b(\d{6})\b/.exec(call.form!.Body)![1];
    await t.http.post('/api/user/auth/verify-otp').send({ phone, otp: code, name: 'Oliver', email: 'oliver@test.local' }).expect(200);
  });

  it('a country outside OTP_COUNTRIES reaches no provider', async () => {
    const before = stub.requests.length;
    const res = await send('+12025550123').expect(400);
    expect(res.body.details.phone).toBe('Login codes can be sent only to numbers starting +91, +44.');
    expect(stub.requests.length).toBe(before);
  });

  it('a refusal by the gateway answers 503 with words, not 500', async () => {
    stub.refuse.add('919811155599');
    const res = await send('+919811155599').expect(503);
    expect(res.body.error).toBe('We could not send the code. Please try again in a minute.');
  });
});

describe('SMS configuration', () => {
  const production = {
    NODE_ENV: 'production', RAZORPAY_KEY_ID: 'rzp_x', RAZORPAY_KEY_SECRET: 'secret', SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: 'https://utsav.example',
    ADMIN_EMAIL: 'root@utsav.example', ADMIN_PASSWORD: 'a-long-admin-passphrase', JWT_SECRET: 'j'.repeat(32), DATA_DIR: '/tmp/unused-prod-dir',
  };
  const msg91 = { MSG91_AUTH_KEY: 'k', MSG91_OTP_TEMPLATE_ID: 'o', MSG91_TEMPLATE_ID: 'g' };

  it('production refuses SMS_PROVIDER=log, also by default', () => {
    expect(() => loadConfig(production)).toThrow('SMS_PROVIDER=log is refused in production');
    expect(() => loadConfig({ ...production, SMS_PROVIDER: 'log' })).toThrow('SMS_PROVIDER=log is refused in production');
    expect(loadConfig({ ...production, SMS_PROVIDER: 'msg91', ...msg91 }).smsProvider).toBe('msg91');
  });

  it('each provider needs its credentials; other countries need Twilio', () => {
    expect(() => loadConfig({ ...production, SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k' })).toThrow('MSG91_OTP_TEMPLATE_ID');
    expect(() => loadConfig({ ...production, SMS_PROVIDER: 'twilio' })).toThrow('TWILIO_ACCOUNT_SID');
    expect(() => loadConfig({ ...production, SMS_PROVIDER: 'msg91', ...msg91, OTP_COUNTRIES: '+91,+1' })).toThrow('need Twilio');
    expect(() => loadConfig({ ...production, SMS_PROVIDER: 'carrier-pigeon' })).toThrow('SMS_PROVIDER must be');
    expect(() => loadConfig({ ...production, SMS_PROVIDER: 'msg91', ...msg91, OTP_COUNTRIES: 'india' })).toThrow('OTP_COUNTRIES');
    expect(loadConfig({ ...production, SMS_PROVIDER: 'msg91', ...msg91 }).otpCountries).toEqual(['+91']);
  });
});
