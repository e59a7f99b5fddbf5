import { and, count, eq } from 'drizzle-orm';
import { invoices, refunds, tickets } from '../../../api/src/db/schema';
import { JobsService } from '../../../api/src/modules/jobs/jobs.service';
import { startTestApp, TestApp } from '../support/test-app';
import { drainJobs } from '../support/jobs';
import { adminToken, bearer } from '../support/auth-helpers';
import { book, bookingRow, insertEvent, insertUser } from './fixtures';

jest.setTimeout(300_000);

const onServer = !!process.env.DATABASE_URL;

/**
 * Money races on two processes sharing the PostgreSQL server (issue 19, item 5): whatever order the
 * requests land in, every booking ends in its true state with its true amounts.
 */
(onServer ? describe : describe.skip)('money races on two processes', () => {
  let t: TestApp;
  let peer: Awaited<ReturnType<TestApp['startPeer']>>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
    peer = await t.startPeer();
    admin = bearer(await adminToken(t.http));
  });
  afterAll(async () => {
    await peer.close();
    await t.close();
  });

  /** A pending online booking of 2 tickets at ₹499 with its order made and the checkout's answer in hand, not yet verified. */
  async function aboutToPay(eventId: string) {
    const buyer = await insertUser(t);
    const booking = await book(t.http, buyer.auth, { eventId, qty: 2, paymentMethod: 'razorpay' });
    const order = (await t.http.post('/api/payment/order').set(buyer.auth).send({ bookingId: booking.id }).expect(201)).body;
    const paid = (await t.http.post('/api/payment/sandbox/pay').set(buyer.auth).send({ orderId: order.id }).expect(200)).body;
    return { buyer, booking, paid };
  }

  it('40 rounds of cancel and pay at once: a booking paid before its cancel gets the ticket amount back, one cancelled before its payment gets everything', async () => {
    const event = await insertEvent(t, { title: 'Race Night', ticketsAvailable: 1000 });
    const rounds = [];
    // prepared 8 at a time, then raced one round at a time
    for (let i = 0; i < 40; i += 8) rounds.push(...(await Promise.all(Array.from({ length: 8 }, () => aboutToPay(event.id)))));
    for (const [i, r] of rounds.entries()) {
      const cancelVia = i % 2 ? t.http : peer.http;
      const payVia = i % 2 ? peer.http : t.http;
      const [cancel, verify] = await Promise.all([
        cancelVia.post(`/api/user/bookings/${r.booking.id}/cancel`).set(r.buyer.auth),
        payVia.post('/api/payment/verify').set(r.buyer.auth).send(r.paid),
      ]);
      expect([cancel.status, verify.status]).toEqual([200, 200]);
    }
    await drainJobs(t.app.get(JobsService));

    for (const r of rounds) {
      const b = await bookingRow(t, r.booking.id);
      // the payment confirmed the booking (its tickets were issued) before the cancel, or came after it
      const [{ n }] = await t.db.select({ n: count() }).from(tickets).where(eq(tickets.bookingId, b.id));
      const expected = n > 0 ? b.subtotalPaise - b.discountPaise : b.totalPaise;
      const rows = await t.db.select().from(refunds).where(eq(refunds.bookingId, b.id));
      expect({ status: b.status, paymentStatus: b.paymentStatus, refunded: b.refundedPaise, refunds: rows.map((x) => [x.amountPaise, x.status]) })
        .toEqual({ status: 'cancelled', paymentStatus: 'refunded', refunded: expected, refunds: [[expected, 'processed']] });
    }
  });

  it('20 rounds of 8 partial refunds at once, 4 through each process: every one is processed and the booking ends partly refunded', async () => {
    const event = await insertEvent(t, { title: 'Refund Race', ticketsAvailable: 1000 });
    for (let round = 0; round < 20; round += 1) {
      const { buyer, booking, paid } = await aboutToPay(event.id);
      await t.http.post('/api/payment/verify').set(buyer.auth).send(paid).expect(200);
      const answers = await Promise.all(Array.from({ length: 8 }, (_, k) =>
        (k % 2 ? peer.http : t.http).post(`/api/admin/bookings/${booking.id}/refund`).set(admin).set('Idempotency-Key', `r${round}-${k}`)
          .send({ amount: 100, reason: `Part ${k + 1}` })));
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
      const b = await bookingRow(t, booking.id);
      const rows = await t.db.select().from(refunds).where(eq(refunds.bookingId, booking.id));
      expect({ round, status: b.status, paymentStatus: b.paymentStatus, refunded: b.refundedPaise, processed: rows.filter((x) => x.status === 'processed').length })
        .toEqual({ round, status: 'confirmed', paymentStatus: 'partially_refunded', refunded: 80000, processed: 8 });
      // a credit note per processed refund, against the ticket invoice, adding up to what went back
      const notes = await t.db.select().from(invoices).where(and(eq(invoices.bookingId, booking.id), eq(invoices.kind, 'credit_note')));
      expect({ round, notes: notes.length, credited: notes.reduce((n, x) => n + x.totalPaise, 0) }).toEqual({ round, notes: 8, credited: 80000 });
    }
    // the credit notes' series has no gap and no duplicate
    const seqs = (await t.db.select({ seq: invoices.seq }).from(invoices).where(eq(invoices.kind, 'credit_note'))).map((r) => r.seq).sort((a, b) => a - b);
    expect(seqs.length).toBeGreaterThanOrEqual(160);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
  });
});
