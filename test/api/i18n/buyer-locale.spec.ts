import { eq } from 'drizzle-orm';
import { users } from '../../../api/src/db/schema';
import { JobsService } from '../../../api/src/modules/jobs/jobs.service';
import { startTestApp, TestApp } from '../support/test-app';
import { drainJobs } from '../support/jobs';
import { adminToken, bearer, registerVendor } from '../support/auth-helpers';
import { binary, pdfText } from '../support/pdf';
import { book, insertEvent, insertUser, paidBooking } from '../bookings/fixtures';

describe('the buyer\'s language: saved on the profile by the switch, followed by the code SMS and the booking mails and SMS', () => {
  let t: TestApp;
  let jobs: JobsService;
  beforeAll(async () => {
    t = await startTestApp();
    jobs = t.app.get(JobsService);
  });
  afterAll(async () => { await t.close(); });

  const mailsTo = async (email: string) => (await t.http.get('/api/dev/mail-outbox').query({ to: email }).expect(200)).body.data as { subject: string; text: string }[];
  const smsTo = async (phone: string) => (await t.http.get('/api/dev/sms-outbox').query({ phone }).expect(200)).body.data as { body: string }[];

  it('PUT /api/user/locale saves en or hi on the profile and answers it; anything else is 400 in the spec\'s words; other realms and no token are refused', async () => {
    const { buyer } = await paidBooking(t, { eventId: (await insertEvent(t)).id, qty: 1 });
    expect((await t.http.get('/api/user/dashboard').set(buyer.auth).expect(200)).body.profile.locale).toBe('en');
    const saved = (await t.http.put('/api/user/locale').set(buyer.auth).send({ locale: 'hi' }).expect(200)).body;
    expect(saved.profile).toMatchObject({ id: buyer.user.id, locale: 'hi' });
    expect((await t.http.get('/api/user/dashboard').set(buyer.auth).expect(200)).body.profile.locale).toBe('hi');

    const bad = await t.http.put('/api/user/locale').set(buyer.auth).send({ locale: 'fr' }).expect(400);
    expect(bad.body).toMatchObject({ code: 'LOCALE_UNKNOWN', message: 'Language must be en or hi.' });
    const badHindi = await t.http.put('/api/user/locale').set(buyer.auth).set('Accept-Language', 'hi').send({}).expect(400);
    expect(badHindi.body).toMatchObject({ code: 'LOCALE_UNKNOWN', message: 'भाषा en या hi होनी चाहिए।' });
    await t.http.put('/api/user/locale').send({ locale: 'hi' }).expect(401);
    await t.http.put('/api/user/locale').set(bearer((await registerVendor(t.http)).token)).send({ locale: 'en' }).expect(401);
    // nothing half-written by the refusals
    const [row] = await t.db.select({ locale: users.locale }).from(users).where(eq(users.id, buyer.user.id));
    expect(row.locale).toBe('hi');
  });

  it('the one-time code SMS is in the buyer\'s saved language, else in the language of the page that asked; a new account keeps that language', async () => {
    const hindiPhone = '+919811100001';
    await t.http.post('/api/user/auth/send-otp').set('Accept-Language', 'hi').send({ phone: hindiPhone }).expect(200);
    const [sms] = await smsTo(hindiPhone);
    expect(sms.body).toMatch(/^\d{6} आपका उत्सव लॉगिन कोड है। यह 5 मिनट में समाप्त हो जाएगा। इसे किसी से साझा न करें।$/);
    const otp = /\d{6}/.exec(sms.body)![0];
    const signedUp = (await t.http.post('/api/user/auth/verify-otp').set('Accept-Language', 'hi')
      .send({ phone: hindiPhone, otp, name: 'अनन्या शर्मा', email: 'ananya@test.local' }).expect(200)).body;
    expect(signedUp.user.locale).toBe('hi');

    // a saved language wins over the page's
    const savedHindi = '+919811100003';
    await t.db.insert(users).values({ name: 'Ravi', email: 'ravi@test.local', phone: savedHindi, locale: 'hi' });
    await t.http.post('/api/user/auth/send-otp').set('Accept-Language', 'en').send({ phone: savedHindi }).expect(200);
    expect((await smsTo(savedHindi))[0].body).toContain('आपका उत्सव लॉगिन कोड है');
    const englishPhone = '+919811100002';
    await t.http.post('/api/user/auth/send-otp').send({ phone: englishPhone }).expect(200);
    expect((await smsTo(englishPhone))[0].body).toMatch(/^\d{6} is your Utsav login code\. It expires in 5 minutes\. Do not share it\.$/);
  });

  it('a Hindi reader\'s ticket mail and SMS, cancellation mail and refund mail are in Hindi with Hindi links; the event title stays as entered', async () => {
    const event = await insertEvent(t, { title: 'एक शाम ग़ालिब के नाम', slug: 'ek-sham-ghalib-ke-nam', pricePaise: 50000 });
    const { buyer, booking } = await paidBooking(t, { eventId: event.id, qty: 2 });
    await t.http.put('/api/user/locale').set(buyer.auth).send({ locale: 'hi' }).expect(200);
    await drainJobs(jobs);

    const ticketMail = (await mailsTo(buyer.user.email!)).find((m) => m.subject === `एक शाम ग़ालिब के नाम के आपके टिकट (${booking.orderNo})`);
    expect(ticketMail?.text).toContain(`नमस्ते ${buyer.user.name},`);
    expect(ticketMail?.text).toContain(`आपकी बुकिंग ${booking.orderNo} पक्की हो गई है।`);
    expect(ticketMail?.text).toContain('इवेंट: एक शाम ग़ालिब के नाम');
    expect(ticketMail?.text).toContain('/hi/dashboard?tab=tickets');
    expect(ticketMail?.text).toContain(`/hi/events/ek-sham-ghalib-ke-nam/${event.code}`);
    expect((await smsTo(buyer.user.phone!)).some((s) => s.body.startsWith(`उत्सव: बुकिंग ${booking.orderNo} पक्की, एक शाम ग़ालिब के नाम के 2 टिकट,`))).toBe(true);

    await t.http.post(`/api/user/bookings/${booking.id}/cancel`).set(buyer.auth).expect(200);
    await drainJobs(jobs);
    const mails = await mailsTo(buyer.user.email!);
    const cancelMail = mails.find((m) => m.subject === `बुकिंग ${booking.orderNo} रद्द`);
    expect(cancelMail?.text).toContain(`एक शाम ग़ालिब के नाम के लिए आपकी बुकिंग ${booking.orderNo} रद्द हो गई है।`);
    expect(cancelMail?.text).toContain('₹1,000.00, यानी टिकट की रक़म, आपके मूल भुगतान माध्यम में लौटाई जा रही है');
    const refundMail = mails.find((m) => m.subject === `₹1,000.00 का रिफ़ंड हो गया: बुकिंग ${booking.orderNo}`);
    expect(refundMail?.text).toContain('बैंक आम तौर पर इसे 5–7 कामकाजी दिनों में दिखाते हैं।');
    expect((await smsTo(buyer.user.phone!)).some((s) => s.body === `उत्सव: बुकिंग ${booking.orderNo} के ₹1,000.00 का रिफ़ंड आपके मूल भुगतान माध्यम में कर दिया गया।`)).toBe(true);
  });

  it('an English reader\'s mails stay as they were', async () => {
    const event = await insertEvent(t, { title: 'Qawwali Night', pricePaise: 50000 });
    const { buyer, booking } = await paidBooking(t, { eventId: event.id, qty: 1 });
    await drainJobs(jobs);
    const mail = (await mailsTo(buyer.user.email!)).find((m) => m.subject === `Your tickets for Qawwali Night (${booking.orderNo})`);
    expect(mail?.text).toContain(`Your booking ${booking.orderNo} is confirmed.`);
    expect(mail?.text).not.toContain('/hi/');
  });

  it('a Hindi reader\'s invoices: the invoice mail is in Hindi, the buyer\'s PDF has its fixed words in Devanagari, the organiser\'s and back office\'s copies stay English', async () => {
    const admin = bearer(await adminToken(t.http));
    const event = await insertEvent(t, { title: 'Sufi Raat', pricePaise: 50000 });
    const buyer = await insertUser(t, 'मीरा');
    await t.db.update(users).set({ locale: 'hi' }).where(eq(users.id, buyer.user.id));
    const booking = await book(t.http, buyer.auth, { eventId: event.id, qty: 1, paymentMethod: 'cod' });
    await t.http.post(`/api/admin/bookings/${booking.id}/approve`).set(admin).expect(200);
    // the cash collected at the door issues the invoices, which follow the tickets by mail
    await t.http.post(`/api/admin/bookings/${booking.id}/cash-collected`).set(admin).expect(200);
    await drainJobs(jobs);

    const mail = (await mailsTo(buyer.user.email!)).find((m) => m.subject === `Sufi Raat के आपके बीजक (${booking.orderNo})`);
    expect(mail?.text).toContain('नमस्ते मीरा,');
    expect(mail?.text).toMatch(new RegExp(`बुकिंग ${booking.orderNo} का भुगतान करने के लिए धन्यवाद। संलग्न: आपूर्ति का बिल \\S+, कर बीजक UT/\\d{4}/\\d{6}।`));
    expect(mail?.text).toContain('/hi/dashboard?tab=tickets');

    const [bill] = (await t.http.get(`/api/user/bookings/${booking.id}/invoices`).set(buyer.auth).expect(200)).body.data as { id: string; number: string }[];
    const pdf = async (path: string, auth: Record<string, string>) =>
      pdfText((await t.http.get(path).set(auth).buffer(true).parse(binary).expect(200)).body as Buffer);
    const hindi = await pdf(`/api/user/bookings/${booking.id}/invoices/${bill.id}`, buyer.auth);
    for (const words of ['आपूर्ति का बिल', 'प्राप्तकर्ता के लिए मूल प्रति', 'आपूर्तिकर्ता', 'बिल संख्या', 'आपूर्ति का स्थान', 'प्राप्तकर्ता', 'नाम: मीरा', 'कर योग्य मूल्य', 'क़ीमतों में GST शामिल है।']) {
      expect(hindi).toContain(words);
    }
    expect(hindi).toContain(bill.number);
    expect(hindi).not.toContain('Recipient');

    const english = await pdf(`/api/admin/bookings/${booking.id}/invoices/${bill.id}`, admin);
    expect(english).toContain('BILL OF SUPPLY');
    expect(english).toContain('Recipient');
    expect(english).not.toContain('प्राप्तकर्ता');
  });
});
