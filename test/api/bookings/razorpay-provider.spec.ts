import { createHmac } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { Messages } from '@marketplace/shared-dto';
import { and, eq } from 'drizzle-orm';
import { invoices, jobs, refunds } from '../../../api/src/db/schema';
import { JobsService } from '../../../api/src/modules/jobs/jobs.service';
import { startTestApp, TestApp } from '../support/test-app';
import { drainJobs } from '../support/jobs';
import { adminToken, bearer } from '../support/auth-helpers';
import { book, bookingRow, insertEvent, insertUser } from './fixtures';

const KEY_ID = 'rzp_test_stubkey';
const KEY_SECRET = 'stub-key-secret';
const WEBHOOK_SECRET = 'stub-webhook-secret';
const sign = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

interface Recorded { method?: string; url?: string; authorization?: string; body: Record<string, unknown> }
interface StubRefund { id: string; entity: 'refund'; payment_id: string; amount: number; receipt: string; notes: Record<string, string>; status: string }

/**
 * A stand-in for api.razorpay.com that records what the official SDK sends: orders, refunds (kept per
 * payment, listed back by GET /payments/{id}/refunds), and one-off failures.
 */
function razorpayStub() {
  const requests: Recorded[] = [];
  const refunds: StubRefund[] = [];
  let next: 'ok' | 'fail' | 'lose_answer' | 'refuse' = 'ok';
  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.statusCode = status;
    res.end(JSON.stringify(body));
  };
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : {};
      requests.push({ method: req.method, url: req.url, authorization: req.headers.authorization, body });
      res.setHeader('Content-Type', 'application/json');
      const mode = next;
      next = 'ok';
      if (mode === 'fail') return answer(res, 500, { error: { code: 'SERVER_ERROR', description: 'down' } });
      if (mode === 'refuse') return answer(res, 400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The refund amount provided is greater than amount captured' } });
      const refundCall = /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.url ?? '');
      const listCall = /^\/v1\/payments\/([^/?]+)\/refunds/.exec(req.url ?? '');
      if (refundCall) {
        const refund: StubRefund = { id: `rfnd_STUB${refunds.length + 1}`, entity: 'refund', payment_id: refundCall[1], amount: body.amount, receipt: body.receipt, notes: body.notes, status: 'pending' };
        refunds.push(refund);
        // lose_answer: Razorpay made the refund but the answer never reached us
        return mode === 'lose_answer' ? answer(res, 502, { error: { code: 'GATEWAY_ERROR', description: 'timeout' } }) : answer(res, 200, refund);
      }
      if (listCall) {
        const items = refunds.filter((r) => r.payment_id === listCall[1]);
        return answer(res, 200, { entity: 'collection', count: items.length, items });
      }
      answer(res, 200, { id: `order_STUB${requests.length}`, entity: 'order', amount: body.amount, currency: body.currency, receipt: body.receipt, status: 'created' });
    });
  });
  return {
    server, requests, refunds,
    failOnce: () => (next = 'fail'), loseAnswerOnce: () => (next = 'lose_answer'), refuseOnce: () => (next = 'refuse'),
  };
}

describe('payments: the Razorpay provider through the official SDK (against a local stub)', () => {
  let t: TestApp;
  const stub = razorpayStub();
  beforeAll(async () => {
    await new Promise<void>((resolve) => stub.server.listen(0, '127.0.0.1', resolve));
    const { port } = stub.server.address() as AddressInfo;
    t = await startTestApp({
      RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET, RAZORPAY_API_BASE: `http://127.0.0.1:${port}`,
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => stub.server.close(resolve));
  });

  it('creates the order at Razorpay with key auth, the stored total in paise, and our order number as receipt', async () => {
    const buyer = await insertUser(t);
    const event = await insertEvent(t);
    const booking = await book(t.http, buyer.auth, { eventId: event.id, qty: 3, paymentMethod: 'razorpay' });
    const res = await t.http.post('/api/payment/order').set(buyer.auth).send({ bookingId: booking.id, amount: 1573.85, currency: 'INR' }).expect(201);

    expect(res.body).toEqual({
      id: 'order_STUB1', orderId: 'order_STUB1', amount: 157385, amountRupees: 1573.85, currency: 'INR', keyId: KEY_ID, provider: 'razorpay', bookingId: booking.id,
    });
    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0]).toEqual({
      method: 'POST',
      url: '/v1/orders',
      authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
      body: { amount: 157385, currency: 'INR', receipt: booking.orderNo, notes: { bookingId: booking.id } },
    });

    // checkout's signature is made with the key secret
    const paymentId = 'pay_RealLooking01';
    await t.http.post('/api/payment/verify').set(buyer.auth)
      .send({ razorpay_order_id: 'order_STUB1', razorpay_payment_id: paymentId, razorpay_signature: sign('wrong', `order_STUB1|${paymentId}`) }).expect(400);
    await t.http.post('/api/payment/verify').set(buyer.auth)
      .send({ razorpay_order_id: 'order_STUB1', razorpay_payment_id: paymentId, razorpay_signature: sign(KEY_SECRET, `order_STUB1|${paymentId}`), bookingId: booking.id })
      .expect(200);
    expect(await bookingRow(t, booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('verifies webhooks with the webhook secret, not the key secret', async () => {
    const buyer = await insertUser(t);
    const event = await insertEvent(t);
    const booking = await book(t.http, buyer.auth, { eventId: event.id, qty: 1, paymentMethod: 'razorpay' });
    const order = (await t.http.post('/api/payment/order').set(buyer.auth).send({ bookingId: booking.id }).expect(201)).body;
    const raw = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: 'pay_hook', order_id: order.id } } } });
    const send = (secret: string) => t.http.post('/api/payment/webhook').set('Content-Type', 'application/json').set('x-razorpay-signature', sign(secret, raw)).send(raw);
    await send(KEY_SECRET).expect(400);
    expect((await bookingRow(t, booking.id)).status).toBe('pending');
    await send(WEBHOOK_SECRET).expect(200);
    expect((await bookingRow(t, booking.id)).status).toBe('confirmed');
  });

  it('answers 502 "Payment initiation failed" when Razorpay fails, and stores no order', async () => {
    const buyer = await insertUser(t);
    const event = await insertEvent(t);
    const booking = await book(t.http, buyer.auth, { eventId: event.id, qty: 1, paymentMethod: 'razorpay' });
    stub.failOnce();
    const res = await t.http.post('/api/payment/order').set(buyer.auth).send({ bookingId: booking.id }).expect(502);
    expect(res.body.message).toBe(Messages.paymentInitiationFailed);
    // the retry goes through
    await t.http.post('/api/payment/order').set(buyer.auth).send({ bookingId: booking.id }).expect(201);
  });

  it('refuses the sandbox checkout with 403 when Razorpay is the provider', async () => {
    const buyer = await insertUser(t);
    const res = await t.http.post('/api/payment/sandbox/pay').set(buyer.auth).send({ orderId: 'order_STUB1' }).expect(403);
    expect(res.body.message).toBe(Messages.sandboxDisabled);
  });

  describe('refunds through Razorpay', () => {
    let admin: Record<string, string>;
    beforeAll(async () => { admin = bearer(await adminToken(t.http)); });

    /** A booking of 2 (₹1,049.90) paid through the stub's order and checkout's signature. */
    async function paid() {
      const buyer = await insertUser(t);
      const event = await insertEvent(t);
      const booking = await book(t.http, buyer.auth, { eventId: event.id, qty: 2, paymentMethod: 'razorpay' });
      const order = (await t.http.post('/api/payment/order').set(buyer.auth).send({ bookingId: booking.id }).expect(201)).body;
      const paymentId = `pay_${booking.orderNo.replace(/\W/g, '')}`;
      await t.http.post('/api/payment/verify').set(buyer.auth)
        .send({ razorpay_order_id: order.id, razorpay_payment_id: paymentId, razorpay_signature: sign(KEY_SECRET, `${order.id}|${paymentId}`) }).expect(200);
      return { buyer, booking, paymentId };
    }
    const refundWebhook = (event: string, refund: { id: string; notes?: Record<string, string> }, eventId: string, secret = WEBHOOK_SECRET) => {
      const raw = JSON.stringify({ event, payload: { refund: { entity: { entity: 'refund', ...refund } } } });
      return t.http.post('/api/payment/webhook').set('Content-Type', 'application/json').set('x-razorpay-event-id', eventId).set('x-razorpay-signature', sign(secret, raw)).send(raw);
    };
    const creditNotesOf = (bookingId: string) => t.db.select({ kind: invoices.kind, refundId: invoices.refundId, totalPaise: invoices.totalPaise }).from(invoices)
      .where(and(eq(invoices.bookingId, bookingId), eq(invoices.kind, 'credit_note')));
    const refundCalls = (paymentId: string) => stub.requests.filter((r) => r.method === 'POST' && r.url === `/v1/payments/${paymentId}/refund`);

    it('asks Razorpay for the refund (pending), and the signed refund.processed webhook completes it once', async () => {
      const { buyer, booking, paymentId } = await paid();
      const res = await t.http.post(`/api/admin/bookings/${booking.id}/refund`).set(admin).send({ amount: 300, reason: 'Partial' }).expect(200);
      const refundId = res.body.refund.id;
      expect(res.body.refund).toMatchObject({ status: 'pending', amount: 300 });
      expect(res.body.booking).toMatchObject({ status: 'confirmed', paymentStatus: 'refund_pending', refundAmount: 300, refundRequestedAt: expect.any(String), refundedAt: null });
      expect(refundCalls(paymentId)).toEqual([expect.objectContaining({
        authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
        body: { amount: 30000, receipt: refundId, notes: { refundId, bookingId: booking.id } },
      })]);
      const pending = (await t.http.get(`/api/user/bookings/${booking.id}`).set(buyer.auth).expect(200)).body;
      expect(pending).toMatchObject({ paymentStatus: 'refund_pending', refundAmount: 300 });

      // money not yet back: no credit note
      expect(await creditNotesOf(booking.id)).toEqual([]);

      const stubRefund = stub.refunds.find((r) => r.receipt === refundId)!;
      await refundWebhook('refund.processed', stubRefund, 'evt_ref_1', KEY_SECRET).expect(400); // signed with the wrong secret
      expect((await bookingRow(t, booking.id)).paymentStatus).toBe('refund_pending');
      expect((await refundWebhook('refund.processed', stubRefund, 'evt_ref_1').expect(200)).body.status).toBe('processed');
      expect(await bookingRow(t, booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'partially_refunded', refundedPaise: 30000, refundedAt: expect.any(Date) });
      // processed: the ticket invoice is reversed by ₹300 in a credit note, in the same transaction
      expect(await creditNotesOf(booking.id)).toEqual([{ kind: 'credit_note', refundId, totalPaise: 30000 }]);
      // a redelivery, or a late failure notice, changes nothing
      expect((await refundWebhook('refund.processed', stubRefund, 'evt_ref_1').expect(200)).body.status).toBe('ignored');
      await refundWebhook('refund.failed', stubRefund, 'evt_ref_2').expect(200);
      expect(await bookingRow(t, booking.id)).toMatchObject({ paymentStatus: 'partially_refunded', refundedPaise: 30000 });
      expect(await creditNotesOf(booking.id)).toHaveLength(1);
    });

    it('refund.failed marks the booking refund_failed and frees the amount, so the same request may be made again', async () => {
      const { booking, paymentId } = await paid();
      const first = await t.http.post(`/api/admin/bookings/${booking.id}/refund`).set(admin).send({ reason: 'Event cancelled' }).expect(200);
      expect(first.body.booking).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_pending', refundAmount: 1049.9 });
      const stubRefund = stub.refunds.find((r) => r.receipt === first.body.refund.id)!;
      // our refund id travels in the notes, so the webhook finds the refund even before its provider id is stored
      await refundWebhook('refund.failed', { id: stubRefund.id, notes: stubRefund.notes }, 'evt_ref_3').expect(200);
      expect(await bookingRow(t, booking.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_failed', refundedPaise: 0 });
      const [failed] = await t.db.select().from(refunds).where(eq(refunds.id, first.body.refund.id));
      expect(failed).toMatchObject({ status: 'failed', failedAt: expect.any(Date) });
      // no money went back: the invoices stand, without a credit note
      expect(await creditNotesOf(booking.id)).toEqual([]);

      const again = await t.http.post(`/api/admin/bookings/${booking.id}/refund`).set(admin).send({ reason: 'Event cancelled' }).expect(200);
      expect(again.body.refund.id).not.toBe(first.body.refund.id);
      expect(again.body.booking).toMatchObject({ paymentStatus: 'refund_pending', refundAmount: 1049.9 });
      expect(refundCalls(paymentId)).toHaveLength(2);
    });

    it('a refusal from Razorpay (4xx) fails the refund at once and says so', async () => {
      const { booking } = await paid();
      stub.refuseOnce();
      const res = await t.http.post(`/api/admin/bookings/${booking.id}/refund`).set(admin).send({ amount: 10, reason: 'Try' }).expect(200);
      expect(res.body.refund.status).toBe('failed');
      expect(res.body.booking).toMatchObject({ status: 'confirmed', paymentStatus: 'refund_failed', refundAmount: 0 });
    });

    it('an outage leaves the refund requested; the retry asks Razorpay first and never pays twice', async () => {
      const { booking, paymentId } = await paid();
      stub.loseAnswerOnce(); // Razorpay makes the refund, the answer is lost
      const res = await t.http.post(`/api/admin/bookings/${booking.id}/refund`).set(admin).send({ amount: 100, reason: 'Retry me' }).expect(200);
      const refundId = res.body.refund.id;
      expect(res.body.refund.status).toBe('requested');
      expect(res.body.booking.paymentStatus).toBe('refund_pending');
      // its refund.send job, committed with the refund, waits out its backoff
      const sendJob = `refund.send:${refundId}`;
      expect(await t.app.get(JobsService).findByKey(sendJob)).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('not with the provider') });

      // the same request again meanwhile: the same refund, nothing sent
      const again = await t.http.post(`/api/admin/bookings/${booking.id}/refund`).set(admin).send({ amount: 100, reason: 'Retry me' }).expect(200);
      expect(again.body.refund.id).toBe(refundId);
      expect(refundCalls(paymentId)).toHaveLength(1);

      // when the backoff is over, the job finds the refund Razorpay already made instead of making another
      await t.db.update(jobs).set({ runAt: new Date(Date.now() - 1000) }).where(eq(jobs.key, sendJob));
      await drainJobs(t.app.get(JobsService));
      expect(refundCalls(paymentId)).toHaveLength(1);
      expect(await t.app.get(JobsService).findByKey(sendJob)).toMatchObject({ status: 'done', attempts: 2 });
      expect(stub.requests.some((r) => r.method === 'GET' && r.url?.startsWith(`/v1/payments/${paymentId}/refunds`))).toBe(true);
      const [row] = await t.db.select().from(refunds).where(eq(refunds.id, refundId));
      expect(row).toMatchObject({ status: 'pending', providerRefundId: stub.refunds.find((r) => r.receipt === refundId)!.id, attempts: 2 });
    });

    it('an outage before Razorpay got the refund: the job sends it once its backoff is over', async () => {
      const { booking, paymentId } = await paid();
      stub.failOnce();
      const res = await t.http.post(`/api/admin/bookings/${booking.id}/refund`).set(admin).send({ amount: 50, reason: 'Down' }).expect(200);
      expect(res.body.refund.status).toBe('requested');
      expect(refundCalls(paymentId)).toHaveLength(1);
      await drainJobs(t.app.get(JobsService));
      expect(refundCalls(paymentId)).toHaveLength(1); // not before its time
      await t.db.update(jobs).set({ runAt: new Date(Date.now() - 1000) }).where(eq(jobs.key, `refund.send:${res.body.refund.id}`));
      await drainJobs(t.app.get(JobsService));
      expect(refundCalls(paymentId)).toHaveLength(2);
      expect((await bookingRow(t, booking.id)).paymentStatus).toBe('refund_pending');
      const [row] = await t.db.select().from(refunds).where(eq(refunds.id, res.body.refund.id));
      expect(row.status).toBe('pending');
    });
  });
});
