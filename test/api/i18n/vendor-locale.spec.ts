import { eq } from 'drizzle-orm';
import { vendors } from '../../../api/src/db/schema';
import { JobsService } from '../../../api/src/modules/jobs/jobs.service';
import { startTestApp, TestApp } from '../support/test-app';
import { drainJobs } from '../support/jobs';
import { adminToken, bearer, registerVendor } from '../support/auth-helpers';
import { insertUser } from '../bookings/fixtures';
import { startSmtpReceiver, SmtpReceiver } from '../support/smtp-receiver';
import { createEvent } from '../events/event-fixtures';

describe('the organiser\'s language: saved on the account by the portal\'s switch, followed by the password reset mail', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Utsav <accounts@utsav.test>', PUBLIC_URL: 'https://utsav.example' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** The reset mail as a real SMTP server received it (subject and body decoded by mailparser). */
  const resetMail = async (email: string) => {
    await t.http.post('/api/vendor/auth/forgot-password').send({ email }).expect(200);
    await drainJobs(t.app.get(JobsService));
    const mails = smtp.messages.filter((m) => m.envelopeTo.includes(email));
    expect(mails).toHaveLength(1);
    return { subject: mails[0].subject, text: mails[0].text ?? '' };
  };

  it('PUT /api/vendor/auth/locale saves en or hi and answers the profile; anything else is 400 in the spec\'s words; no token and other realms are refused', async () => {
    const v = await registerVendor(t.http);
    expect((await t.http.get('/api/vendor/auth/me').set(bearer(v.token)).expect(200)).body.locale).toBe('en');
    const saved = (await t.http.put('/api/vendor/auth/locale').set(bearer(v.token)).send({ locale: 'hi' }).expect(200)).body;
    expect(saved).toMatchObject({ id: v.id, locale: 'hi' });
    expect((await t.http.get('/api/vendor/auth/me').set(bearer(v.token)).expect(200)).body.locale).toBe('hi');

    const bad = await t.http.put('/api/vendor/auth/locale').set(bearer(v.token)).send({ locale: 'fr' }).expect(400);
    expect(bad.body).toMatchObject({ code: 'LOCALE_UNKNOWN', message: 'Language must be en or hi.' });
    const badHindi = await t.http.put('/api/vendor/auth/locale').set(bearer(v.token)).set('Accept-Language', 'hi').send({}).expect(400);
    expect(badHindi.body).toMatchObject({ code: 'LOCALE_UNKNOWN', message: 'भाषा en या hi होनी चाहिए।' });
    const extra = await t.http.put('/api/vendor/auth/locale').set(bearer(v.token)).send({ locale: 'en', vendorId: 'someone-else' }).expect(400);
    expect(extra.body.code).toBeTruthy();
    await t.http.put('/api/vendor/auth/locale').send({ locale: 'en' }).expect(401);
    await t.http.put('/api/vendor/auth/locale').set((await insertUser(t)).auth).send({ locale: 'en' }).expect(401);
    await t.http.put('/api/vendor/auth/locale').set(bearer(await adminToken(t.http))).send({ locale: 'en' }).expect(401);
    // nothing half-written by the refusals
    const [row] = await t.db.select({ locale: vendors.locale }).from(vendors).where(eq(vendors.id, v.id));
    expect(row.locale).toBe('hi');
  });

  it('an organiser who registers on the Hindi portal reads Hindi; one on the English portal English', async () => {
    const email = `hindi-organiser-${Date.now()}@test.local`;
    const res = await t.http.post('/api/vendor/auth/register').set('Accept-Language', 'hi')
      .send({ companyName: 'दिल्ली लाइव', contactName: 'अनन्या शर्मा', email, password: 'vendor-password-1' }).expect(201);
    expect(res.body.vendor.locale).toBe('hi');
    const english = await registerVendor(t.http);
    expect((await t.http.get('/api/vendor/auth/me').set(bearer(english.token)).expect(200)).body.locale).toBe('en');
  });

  it('a vendor with locale hi gets the Hindi reset mail, whose link works; a vendor with locale en gets the English one', async () => {
    const v = await registerVendor(t.http, { contactName: 'अनन्या शर्मा' });
    await t.http.put('/api/vendor/auth/locale').set(bearer(v.token)).send({ locale: 'hi' }).expect(200);
    const hindi = await resetMail(v.email);
    expect(hindi.subject).toBe('अपना उत्सव पासवर्ड रीसेट करें');
    expect(hindi.text).toContain('नमस्ते अनन्या शर्मा,');
    expect(hindi.text).toContain('आयोजक खाते का पासवर्ड रीसेट करने को कहा है');
    expect(hindi.text).toContain('30 मिनट के भीतर');
    expect(hindi.text).not.toMatch(/Hello|Someone|Open this link|ignore this mail/);
    const token = new URL(/(https:\/\/utsav\.example\/vendor\/reset-password\?token=\S+)/.exec(hindi.text)![1]).searchParams.get('token')!;
    await t.http.post('/api/vendor/auth/reset-password').send({ token, password: 'hindi-reset-password' }).expect(200);
    await t.http.post('/api/vendor/auth/login').send({ email: v.email, password: 'hindi-reset-password' }).expect(200);

    const other = await registerVendor(t.http);
    const english = await resetMail(other.email);
    expect(english.subject).toBe('Reset your Utsav password');
    expect(english.text).toMatch(/^Hello Contact \d+,/);
  });

  it("the team's decisions reach an organiser who reads Hindi in Hindi: its event rejected, its account suspended (titles and reasons as entered)", async () => {
    const v = await registerVendor(t.http, { contactName: 'अनन्या शर्मा' });
    await t.http.put('/api/vendor/auth/locale').set(bearer(v.token)).send({ locale: 'hi' }).expect(200);
    const admin = bearer(await adminToken(t.http));
    const e = await createEvent(t.http, v.token, { title: 'एक शाम ग़ालिब के नाम' }, 'vendor');
    await t.http.patch(`/api/admin/events/${e.id}/status`).set(admin).send({ status: 'rejected', reason: 'बैनर धुंधला है।' }).expect(200);
    await t.http.patch(`/api/admin/vendors/${v.id}/status`).set(admin).send({ status: 'suspended', reason: 'Unpaid venue fees' }).expect(200);
    await drainJobs(t.app.get(JobsService));
    const mails = smtp.messages.filter((m) => m.envelopeTo.includes(v.email)).map((m) => ({ subject: m.subject, text: m.text ?? '' }));
    expect(mails.map((m) => m.subject).sort()).toEqual(['आपका इवेंट एक शाम ग़ालिब के नाम अस्वीकार हुआ', 'आपका उत्सव वेंडर खाता निलंबित कर दिया गया'].sort());
    const rejected = mails.find((m) => m.subject?.startsWith('आपका इवेंट'))!;
    expect(rejected.text).toContain('नमस्ते अनन्या शर्मा,');
    expect(rejected.text).toContain('उत्सव टीम ने आपका इवेंट "एक शाम ग़ालिब के नाम" अस्वीकार कर दिया है।');
    expect(rejected.text).toContain('कारण: बैनर धुंधला है।');
    const suspended = mails.find((m) => m.subject?.startsWith('आपका उत्सव'))!;
    expect(suspended.text).toContain('कारण: Unpaid venue fees');
    expect([rejected.text, suspended.text].join('\n')).not.toMatch(/Hello|Reason|Your /);
  });
});
