import { createHmac } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { bookings, jobs, payments, tickets } from '../../../api/src/db/schema';
import { BOOKING_CONFIRMED_JOB } from '../../../api/src/modules/bookings/booking-jobs';
import { JobsService } from '../../../api/src/modules/jobs/jobs.service';
import { startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer } from '../support/auth-helpers';
import { drainJobs, sleep } from '../support/jobs';
import { startSmtpReceiver, SmtpReceiver } from '../support/smtp-receiver';
import { book, bookingRow, insertEvent, insertUser, ticketsAvailable } from '../bookings/fixtures';

// each delivery renders a PDF ticket; on a loaded two-core machine that alone can take seconds
jest.setTimeout(90_000);

const smsTo = async (t: TestApp, phone: string) => (await t.http.get('/api/dev/sms-outbox').query({ phone }).expect(200)).body.data as { body: string }[];

describe('tickets delivered by email (SMTP) and SMS once a booking is confirmed', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  let queue: JobsService;
  let admin: Record<string, string>;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Utsav Tickets <tickets@utsav.test>', PUBLIC_URL: 'https://utsav.example', JOB_POLL_MS: '0', JOB_RETRY_BASE_MS: '1000' });
    queue = t.app.get(JobsService);
    admin = bearer(await adminToken(t.http));
  });
  afterAll(async () => {
    await t?.close();
    await smtp.close();
  });
  beforeEach(() => { smtp.refuseNext(0); });

  const mailsTo = (email: string) => smtp.messages.filter((m) => m.envelopeTo.includes(email));

  it('a free booking confirms at once: the buyer gets the PDF ticket by mail and a link by SMS', async () => {
    const buyer = await insertUser(t, 'Asha Rao');
    const event = await insertEvent(t, { title: 'Open Mic Night', isFree: true, pricePaise: 0 });
    const booking = await book(t.http, buyer.auth, { eventId: event.id, qty: 2 });
    expect(booking.status).toBe('confirmed');
    await drainJobs(queue);

    const [mail, ...more] = mailsTo(buyer.user.email!);
    expect(more).toHaveLength(0);
    expect(mail.from?.value).toEqual([{ name: 'Utsav Tickets', address: 'tickets@utsav.test' }]);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(buyer.user.email);
    expect(mail.subject).toBe(`Your tickets for Open Mic Night (${booking.orderNo})`);
    expect(mail.text).toContain('Hello Asha Rao');
    expect(mail.text).toContain('Tickets: 2');
    expect(mail.text).toContain('https://utsav.example/dashboard?tab=tickets');
    // the tickets, and the ₹0 bill of supply of a free booking
    expect(mail.attachments).toHaveLength(2);
    const [pdf, bill] = mail.attachments;
    expect(pdf).toMatchObject({ filename: `ticket-${booking.orderNo}.pdf`, contentType: 'application/pdf' });
    expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bill).toMatchObject({ filename: expect.stringMatching(/^invoice-[0-9A-Z]{2,4}-\d{4}-\d{6}\.pdf$/), contentType: 'application/pdf' });
    expect(mail.text).toMatch(/Also attached: bill of supply [0-9A-Z]{2,4}\/\d{4}\/\d{6}\./);

    const [sms] = await smsTo(t, buyer.user.phone!);
    expect(sms.body).toContain(`booking ${booking.orderNo} confirmed, 2 ticket(s) for Open Mic Night`);
    expect(sms.body).toContain('https://utsav.example/dashboard?tab=tickets');
  });

  it('an online event’s ticket mail says how to join (issue 19: the buyer’s copy of what the public never sees)', async () => {
    const buyer = await insertUser(t);
    const details = { platform: 'zoom', meetingLink: 'https://zoom.us/j/55501-mail', meetingId: '555 01', password: 'mail-pass-7' };
    const event = await insertEvent(t, { title: 'Online Ghazal Class', eventType: 'online', onlineDetails: details, isFree: true, pricePaise: 0 });
    const booking = await book(t.http, buyer.auth, { eventId: event.id, qty: 1 });
    expect(booking.status).toBe('confirmed');
    await drainJobs(queue);
    const [mail] = mailsTo(buyer.user.email!);
    expect(mail.text).toContain('Join online: https://zoom.us/j/55501-mail');
    expect(mail.text).toContain('Meeting ID: 555 01');
    expect(mail.text).toContain('Passcode: mail-pass-7');
  });

  it('cash on delivery: nothing while pending, the tickets once an administrator approves', async () => {
    const buyer = await insertUser(t);
    const event = await insertEvent(t, { title: 'Sufi Evening' });
    const booking = await book(t.http, buyer.auth, { eventId: event.id, qty: 1, paymentMethod: 'cod' });
    await drainJobs(queue);
    expect(mailsTo(buyer.user.email!)).toHaveLength(0);
    expect(await smsTo(t, buyer.user.phone!)).toHaveLength(0);

    await t.http.post(`/api/admin/bookings/${booking.id}/approve`).set(admin).expect(200);
    await drainJobs(queue);
    expect(mailsTo(buyer.user.email!).map((m) => m.subject)).toEqual([`Your tickets for Sufi Evening (${booking.orderNo})`]);
    // approved, not yet paid: the tickets alone
    expect(mailsTo(buyer.user.email!)[0].attachments).toHaveLength(1);
    expect(await smsTo(t, buyer.user.phone!)).toHaveLength(1);

    // the cash collected at the door issues the invoices, which follow by mail (and no second ticket mail)
    await t.http.post(`/api/admin/bookings/${booking.id}/cash-collected`).set(admin).expect(200);
    await drainJobs(queue);
    const mails = mailsTo(buyer.user.email!);
    expect(mails.map((m) => m.subject)).toEqual([`Your tickets for Sufi Evening (${booking.orderNo})`, `Your invoices for Sufi Evening (${booking.orderNo})`]);
    expect(mails[1].attachments.map((a) => a.filename)).toEqual([expect.stringMatching(/^invoice-UT-/), expect.stringMatching(/^invoice-UT-/)]);
    expect(mails[1].text).toMatch(/Attached: bill of supply UT\/\d{4}\/\d{6}, tax invoice UT\/\d{4}\/\d{6}\./);
    expect(await smsTo(t, buyer.user.phone!)).toHaveLength(1);
  });

  it('cash collected for a pending booking: one mail with the tickets and the invoices', async () => {
    const buyer = await insertUser(t);
    const event = await insertEvent(t, { title: 'Qawwali Night' });
    const booking = await book(t.http, buyer.auth, { eventId: event.id, qty: 1, paymentMethod: 'cod' });
    await t.http.post(`/api/admin/bookings/${booking.id}/cash-collected`).set(admin).expect(200);
    await drainJobs(queue);
    const [mail, ...more] = mailsTo(buyer.user.email!);
    expect(more).toEqual([]);
    expect(mail.attachments.map((a) => a.filename)).toEqual([`ticket-${booking.orderNo}.pdf`, expect.stringMatching(/^invoice-/), expect.stringMatching(/^invoice-/)]);
  });

  it('online payment: verify confirms and delivers once; a replayed verify and the webhook for the same payment add nothing', async () => {
    const buyer = await insertUser(t);
    const event = await insertEvent(t, { title: 'Indie Fest' });
    const booking = await book(t.http, buyer.auth, { eventId: event.id, qty: 1, paymentMethod: 'razorpay' });
    const order = (await t.http.post('/api/payment/order').set(buyer.auth).send({ bookingId: booking.id }).expect(201)).body;
    const paid = (await t.http.post('/api/payment/sandbox/pay').set(buyer.auth).send({ orderId: order.id }).expect(200)).body;
    await t.http.post('/api/payment/verify').set(buyer.auth).send(paid).expect(200);
    await t.http.post('/api/payment/verify').set(buyer.auth).send(paid).expect(200);
    const webhookSecret = createHmac('sha256', t.config.jwtSecret).update('payment-sandbox-key-secret').digest('hex');
    const body = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: paid.razorpay_payment_id, order_id: order.id } } } });
    await t.http.post('/api/payment/webhook').set('Content-Type', 'application/json')
      .set('x-razorpay-signature', createHmac('sha256', webhookSecret).update(body).digest('hex')).set('x-razorpay-event-id', `evt_${booking.id}`)
      .send(body).expect(200);
    await drainJobs(queue);
    await drainJobs(queue);
    expect(mailsTo(buyer.user.email!)).toHaveLength(1);
    // the tickets, the bill of supply of the tickets and the tax invoice of the convenience fee
    const invoices = (await t.http.get(`/api/user/bookings/${booking.id}/invoices`).set(buyer.auth).expect(200)).body.data as { number: string }[];
    expect(mailsTo(buyer.user.email!)[0].attachments.map((a) => a.filename))
      .toEqual([`ticket-${booking.orderNo}.pdf`, ...invoices.map((d) => `invoice-${d.number.replace(/\//g, '-')}.pdf`)]);
    expect(invoices).toHaveLength(2);
    expect(await smsTo(t, buyer.user.phone!)).toHaveLength(1);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.key, `ticket.email:${booking.id}`));
    expect(job).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('a mail server refusing the first try: the mail is retried after a backoff and arrives once; the SMS is not repeated', async () => {
    const buyer = await insertUser(t);
    const event = await insertEvent(t, { title: 'Retry Rock', isFree: true, pricePaise: 0 });
    smtp.refuseNext(1);
    const booking = await book(t.http, buyer.auth, { eventId: event.id, qty: 1 });
    await drainJobs(queue);
    expect(mailsTo(buyer.user.email!)).toHaveLength(0);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.key, `ticket.email:${booking.id}`));
    expect(job).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('Mailbox busy') });

    await sleep(1100);
    await drainJobs(queue);
    expect(mailsTo(buyer.user.email!)).toHaveLength(1);
    expect(mailsTo(buyer.user.email!)[0].attachments[0].contentType).toBe('application/pdf');
    expect(await smsTo(t, buyer.user.phone!)).toHaveLength(1);
  });

  it('a booking cancelled before its delivery ran gets no tickets', async () => {
    const buyer = await insertUser(t);
    const event = await insertEvent(t);
    const booking = await book(t.http, buyer.auth, { eventId: event.id, qty: 1, paymentMethod: 'cod' });
    await t.http.post(`/api/user/bookings/${booking.id}/cancel`).set(buyer.auth).expect(200);
    // the confirmation's job still queued when the booking was cancelled
    await queue.enqueue(BOOKING_CONFIRMED_JOB, `${BOOKING_CONFIRMED_JOB}:${booking.id}`, { bookingId: booking.id });
    await drainJobs(queue);
    // only the cancellation's notice reaches the buyer
    expect(mailsTo(buyer.user.email!).map((m) => m.subject)).toEqual([`Booking ${booking.orderNo} cancelled`]);
    expect((await smsTo(t, buyer.user.phone!)).map((m) => m.body)).toEqual([`Utsav: booking ${booking.orderNo} for Test Concert cancelled. Nothing was charged.`]);
  });
});

describe('the delivery job commits with the confirmation, once per booking', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp({ JOB_POLL_MS: '0' });
    admin = bearer(await adminToken(t.http));
  });
  afterAll(async () => { await t?.close(); });

  const deliveryJobs = async (bookingId: string) =>
    (await t.db.select({ n: count() }).from(jobs).where(and(eq(jobs.kind, BOOKING_CONFIRMED_JOB), eq(jobs.key, `${BOOKING_CONFIRMED_JOB}:${bookingId}`))))[0].n;
  const ticketCount = async (bookingId: string) => (await t.db.select({ n: count() }).from(tickets).where(eq(tickets.bookingId, bookingId)))[0].n;
  /** Every job insert fails from now until the returned function runs: a failure inside the confirming transaction, after the confirmation. */
  const failJobInserts = async () => {
    await t.db.execute(sql`CREATE FUNCTION test_refuse_jobs() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$`);
    await t.db.execute(sql`CREATE TRIGGER test_refuse_jobs BEFORE INSERT ON jobs FOR EACH ROW EXECUTE FUNCTION test_refuse_jobs()`);
    return async () => {
      await t.db.execute(sql`DROP TRIGGER test_refuse_jobs ON jobs`);
      await t.db.execute(sql`DROP FUNCTION test_refuse_jobs()`);
    };
  };
  const paidOrder = async (auth: Record<string, string>, bookingId: string) => {
    const order = (await t.http.post('/api/payment/order').set(auth).send({ bookingId }).expect(201)).body;
    return { order, paid: (await t.http.post('/api/payment/sandbox/pay').set(auth).send({ orderId: order.id }).expect(200)).body };
  };
  const webhook = (orderId: string, paymentId: string, eventId: string) => {
    const secret = createHmac('sha256', t.config.jwtSecret).update('payment-sandbox-key-secret').digest('hex');
    const body = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: paymentId, order_id: orderId } } } });
    return t.http.post('/api/payment/webhook').set('Content-Type', 'application/json')
      .set('x-razorpay-signature', createHmac('sha256', secret).update(body).digest('hex')).set('x-razorpay-event-id', eventId).send(body);
  };

  it('online payment: a failure after the confirmation leaves the booking unpaid with no tickets and no job; the retry confirms with one job', async () => {
    const buyer = await insertUser(t);
    const event = await insertEvent(t);
    const booking = await book(t.http, buyer.auth, { eventId: event.id, qty: 2, paymentMethod: 'razorpay' });
    const { paid } = await paidOrder(buyer.auth, booking.id);
    const restore = await failJobInserts();
    try {
      await t.http.post('/api/payment/verify').set(buyer.auth).send(paid).expect(500);
    } finally {
      await restore();
    }
    expect(await bookingRow(t, booking.id)).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });
    expect((await t.db.select().from(payments).where(eq(payments.bookingId, booking.id)))[0].status).toBe('created');
    expect(await ticketCount(booking.id)).toBe(0);
    expect(await deliveryJobs(booking.id)).toBe(0);

    await t.http.post('/api/payment/verify').set(buyer.auth).send(paid).expect(200);
    expect(await bookingRow(t, booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await ticketCount(booking.id)).toBe(2);
    expect(await deliveryJobs(booking.id)).toBe(1);
  });

  it('verify and webhook racing for the same payment confirm once and enqueue one job', async () => {
    const buyer = await insertUser(t);
    const event = await insertEvent(t);
    const booking = await book(t.http, buyer.auth, { eventId: event.id, qty: 1, paymentMethod: 'razorpay' });
    const { order, paid } = await paidOrder(buyer.auth, booking.id);
    const answers = await Promise.all([
      t.http.post('/api/payment/verify').set(buyer.auth).send(paid),
      webhook(order.id, paid.razorpay_payment_id, `evt_a_${booking.id}`),
      t.http.post('/api/payment/verify').set(buyer.auth).send(paid),
      webhook(order.id, paid.razorpay_payment_id, `evt_b_${booking.id}`),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await bookingRow(t, booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await ticketCount(booking.id)).toBe(1);
    expect(await deliveryJobs(booking.id)).toBe(1);
  });

  it('cash on delivery: an approval whose job cannot be written is not an approval', async () => {
    const buyer = await insertUser(t);
    const event = await insertEvent(t);
    const booking = await book(t.http, buyer.auth, { eventId: event.id, qty: 1, paymentMethod: 'cod' });
    const restore = await failJobInserts();
    try {
      await t.http.post(`/api/admin/bookings/${booking.id}/approve`).set(admin).expect(500);
    } finally {
      await restore();
    }
    expect((await bookingRow(t, booking.id)).status).toBe('pending');
    expect(await ticketCount(booking.id)).toBe(0);
    expect(await deliveryJobs(booking.id)).toBe(0);

    await t.http.post(`/api/admin/bookings/${booking.id}/approve`).set(admin).expect(200);
    await t.http.post(`/api/admin/bookings/${booking.id}/approve`).set(admin).expect(409);
    expect(await ticketCount(booking.id)).toBe(1);
    expect(await deliveryJobs(booking.id)).toBe(1);
  });

  it('a free booking: the hold, its tickets and its job are one statement', async () => {
    const buyer = await insertUser(t);
    const event = await insertEvent(t, { isFree: true, pricePaise: 0 });
    const restore = await failJobInserts();
    try {
      await t.http.post('/api/user/bookings/create').set(buyer.auth).send({ eventId: event.id, qty: 2, paymentMethod: 'cod' }).expect(500);
    } finally {
      await restore();
    }
    expect((await t.db.select({ n: count() }).from(bookings).where(eq(bookings.eventId, event.id)))[0].n).toBe(0);
    expect(await ticketsAvailable(t, event.id)).toBe(100);

    const booking = await book(t.http, buyer.auth, { eventId: event.id, qty: 2 });
    expect(booking.status).toBe('confirmed');
    expect(await ticketCount(booking.id)).toBe(2);
    expect(await deliveryJobs(booking.id)).toBe(1);
  });
});

describe('development mail outbox (no SMTP_URL outside production)', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp({ JOB_POLL_MS: '0' }); });
  afterAll(async () => { await t?.close(); });

  it('keeps the mail with subject, text and attachment names and types, per recipient', async () => {
    const buyer = await insertUser(t);
    const event = await insertEvent(t, { title: 'Outbox Gig', isFree: true, pricePaise: 0 });
    const booking = await book(t.http, buyer.auth, { eventId: event.id, qty: 1 });
    await drainJobs(t.app.get(JobsService));
    const res = await t.http.get('/api/dev/mail-outbox').query({ to: buyer.user.email!.toUpperCase() }).expect(200);
    expect(res.body.data).toEqual([{
      to: buyer.user.email, subject: `Your tickets for Outbox Gig (${booking.orderNo})`, text: expect.stringContaining('Outbox Gig'),
      attachments: [
        { filename: `ticket-${booking.orderNo}.pdf`, contentType: 'application/pdf', size: expect.any(Number) },
        { filename: expect.stringMatching(/^invoice-UT-\d{4}-\d{6}\.pdf$/), contentType: 'application/pdf', size: expect.any(Number) },
      ],
      createdAt: expect.any(String),
    }]);
    expect((await t.http.get('/api/dev/mail-outbox').query({ to: 'nobody@test.local' }).expect(200)).body.data).toEqual([]);
  });

  it('requires a valid `to`', async () => {
    const missing = await t.http.get('/api/dev/mail-outbox').expect(400);
    expect(missing.body.details).toEqual({ to: 'A valid email is required.' });
    await t.http.get('/api/dev/mail-outbox').query({ to: 'not-an-email' }).expect(400);
  });
});
