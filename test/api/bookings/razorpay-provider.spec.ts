import { createHmac } from 'node:crypto';
import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { Messages } from '@marketplace/shared-dto';
import { startTestApp, TestApp } from '../support/test-app';
import { book, bookingRow, insertEvent, insertUser } from './fixtures';

const KEY_ID = 'rzp_test_stubkey';
const KEY_SECRET = 'stub-key-secret';
const WEBHOOK_SECRET = 'stub-webhook-secret';
const sign = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

interface Recorded { method?: string; url?: string; authorization?: string; body: Record<string, unknown> }

/** A stand-in for api.razorpay.com that records what the official SDK sends. */
function razorpayStub() {
  const requests: Recorded[] = [];
  let failNext = false;
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : {};
      requests.push({ method: req.method, url: req.url, authorization: req.headers.authorization, body });
      res.setHeader('Content-Type', 'application/json');
      if (failNext) {
        failNext = false;
        res.statusCode = 500;
        res.end(JSON.stringify({ error: { code: 'SERVER_ERROR', description: 'down' } }));
        return;
      }
      res.end(JSON.stringify({ id: `order_STUB${requests.length}`, entity: 'order', amount: body.amount, currency: body.currency, receipt: body.receipt, status: 'created' }));
    });
  });
  return { server, requests, failOnce: () => (failNext = true) };
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
    await t.close();
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
});
