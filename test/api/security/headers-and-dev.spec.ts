import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../../api/src/config/app.config';
import { openDatabase } from '../../../api/src/db/database';
import { startTestApp, TestApp } from '../support/test-app';

const PRODUCTION = {
  NODE_ENV: 'production', RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_API_BASE: 'http://127.0.0.1:9',
  SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://utsav.example',
  SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'stub', MSG91_OTP_TEMPLATE_ID: 'otp', MSG91_TEMPLATE_ID: 'general', MSG91_API_BASE: 'http://127.0.0.1:9',
};

describe('security headers, CORS and development conveniences', () => {
  describe('development app', () => {
    let t: TestApp;
    beforeAll(async () => { t = await startTestApp(); });
    afterAll(async () => { await t?.close(); });

    it('sends the CSP, no framing, nosniff and the referrer policy on the API, the UIs and /docs', async () => {
      for (const path of ['/api/health', '/docs', '/', '/admin/']) {
        const res = await t.http.get(path);
        const csp = res.headers['content-security-policy'];
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("script-src 'self'");
        expect(csp).toContain("img-src 'self' data: blob:");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).not.toContain('razorpay');
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        // plain HTTP: no HSTS
        expect(res.headers['strict-transport-security']).toBeUndefined();
        expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=()');
      }
    });

    it('keeps the sandbox CSP on uploads', async () => {
      mkdirSync(join(t.config.uploadDir, 'x'), { recursive: true });
      writeFileSync(join(t.config.uploadDir, 'x', 'a.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      const res = await t.http.get('/uploads/x/a.svg').expect(200);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
      expect(res.headers['x-frame-options']).toBe('DENY');
    });

    it('answers no CORS headers unless CORS_ORIGINS lists the origin', async () => {
      const res = await t.http.get('/api/health').set('Origin', 'https://evil.example');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await t.http.options('/api/admin/auth/login').set('Origin', 'https://evil.example').set('Access-Control-Request-Method', 'POST');
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('the SMS outbox answers only for a given phone', async () => {
      const none = await t.http.get('/api/dev/sms-outbox').expect(400);
      expect(none.body.error).toBe('Give the phone whose messages you want (?phone=).');
      await t.http.post('/api/user/auth/send-otp').send({ phone: '+919811100001' }).expect(200);
      await t.http.post('/api/user/auth/send-otp').send({ phone: '+919811100002' }).expect(200);
      const one = await t.http.get('/api/dev/sms-outbox').query({ phone: '+919811100001' }).expect(200);
      expect(one.body.data).toHaveLength(1);
      expect(one.body.data[0].phone).toBe('+919811100001');
    });
  });

  describe('CORS_ORIGINS', () => {
    let t: TestApp;
    beforeAll(async () => { t = await startTestApp({ CORS_ORIGINS: 'https://partner.example, https://other.example' }); });
    afterAll(async () => { await t?.close(); });

    it('allows the listed origins only', async () => {
      const ok = await t.http.get('/api/health').set('Origin', 'https://partner.example');
      expect(ok.headers['access-control-allow-origin']).toBe('https://partner.example');
      const no = await t.http.get('/api/health').set('Origin', 'https://evil.example');
      expect(no.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('production app', () => {
    let t: TestApp;
    const trustProxy = process.env.TRUST_PROXY;
    beforeAll(async () => {
      process.env.TRUST_PROXY = '1';
      t = await startTestApp(PRODUCTION);
    });
    afterAll(async () => {
      if (trustProxy === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = trustProxy;
      await t?.close();
    });

    it('has no SMS outbox and no /docs', async () => {
      await t.http.get('/api/dev/sms-outbox').query({ phone: '+919811100001' }).expect(404);
      await t.http.get('/docs').expect(404);
      await t.http.get('/docs-json').expect(404);
    });

    it("allows Razorpay's checkout script and frames, and sends HSTS behind an HTTPS proxy", async () => {
      const res = await t.http.get('/api/health').set('X-Forwarded-Proto', 'https').expect(200);
      expect(res.headers['content-security-policy']).toContain("script-src 'self' https://checkout.razorpay.com");
      expect(res.headers['content-security-policy']).toContain('https://api.razorpay.com');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const plain = await t.http.get('/api/health').expect(200);
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    });
  });

  it('DOCS_ENABLED=true serves /docs in production', async () => {
    const t = await startTestApp({ ...PRODUCTION, DOCS_ENABLED: 'true' });
    try {
      await t.http.get('/docs-json').expect(200);
    } finally {
      await t?.close();
    }
  });

  it('keeps DATA_DIR, the embedded database and the secrets owner-only', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'marketplace-perms-')), 'data');
    try {
      loadConfig({ DATA_DIR: dataDir });
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
      const handle = await openDatabase({ databaseUrl: null, dataDir });
      await handle.close();
      const entries = readdirSync(join(dataDir, 'pgdata'), { withFileTypes: true, recursive: true });
      expect(entries.length).toBeGreaterThan(100);
      const open = entries.filter((e) => (statSync(join(e.parentPath, e.name)).mode & 0o077) !== 0).map((e) => e.name);
      expect(open).toEqual([]);
    } finally {
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    }
  });
});
