import { createHmac } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { Messages } from '@marketplace/shared-dto';
import { bookings, paymentWebhookEvents, payments } from '../../../api/src/db/schema';
import { HoldReleaseService } from '../../../api/src/modules/bookings/hold-release.service';
import { startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer, registerVendor } from '../support/auth-helpers';
import { book, bookingRow, insertEvent, insertUser, ticketsAvailable } from './fixtures';

/** The sandbox key secret as the server derives it (payments/providers/sandbox.provider.ts). */
const sandboxSecret = (t: TestApp) => createHmac('sha256', t.config.jwtSecret).update('payment-sandbox-key-secret').digest('hex');
const sign = (secret: string, data: string | Buffer) => createHmac('sha256', secret).update(data).digest('hex');

describe('payments: order, verify, webhook, sandbox checkout and hold expiry', () => {
  let t: TestApp;
  let buyer: Awaited<ReturnType<typeof insertUser>>;
  let other: Awaited<ReturnType<typeof insertUser>>;
  beforeAll(async () => {
    t = await startTestApp();
    buyer = await insertUser(t, 'Priya Nair');
    other = await insertUser(t);
  });
  afterAll(async () => { await t?.close(); });

  /** An online booking of `qty` at ₹499 and its sandbox order. */
  async function onlineBooking(qty = 3, eventOverrides = {}) {
    const event = await insertEvent(t, eventOverrides);
    const booking = await book(t.http, buyer.auth, { eventId: event.id, qty, paymentMethod: 'razorpay' });
    const order = (await t.http.post('/api/payment/order').set(buyer.auth).send({ bookingId: booking.id }).expect(201)).body;
    return { event, booking, order };
  }
  const pay = async (orderId: string) => (await t.http.post('/api/payment/sandbox/pay').set(buyer.auth).send({ orderId }).expect(200)).body;
  const verify = (body: Record<string, unknown>, auth = buyer.auth) => t.http.post('/api/payment/verify').set(auth).send(body);
  const paymentOf = async (orderId: string) => (await t.db.select().from(payments).where(eq(payments.providerOrderId, orderId)))[0];

  describe('order', () => {
    it("creates the sandbox order for the booking's stored total, in paise, and reuses it on retry", async () => {
      const { booking, order } = await onlineBooking(3);
      expect(order).toEqual({
        id: expect.stringMatching(/^order_SBX/), orderId: order.id, amount: 157385, amountRupees: 1573.85, currency: 'INR',
        keyId: 'rzp_test_sandbox', provider: 'sandbox', bookingId: booking.id,
      });
      const again = await t.http.post('/api/payment/order').set(buyer.auth).send({ bookingId: booking.id, amount: '1573.85', currency: 'inr' }).expect(201);
      expect(again.body.id).toBe(order.id);
    });

    it('refuses an amount or currency that differs from the booking total (400) and answers 404/409/401 as it should', async () => {
      const event = await insertEvent(t);
      const booking = await book(t.http, buyer.auth, { eventId: event.id, qty: 1, paymentMethod: 'razorpay' });
      const wrong = await t.http.post('/api/payment/order').set(buyer.auth).send({ bookingId: booking.id, amount: 1 }).expect(400);
      expect(wrong.body.message).toBe(Messages.amountMismatch);
      await t.http.post('/api/payment/order').set(buyer.auth).send({ bookingId: booking.id, amount: 525.95, currency: 'USD' }).expect(400);
      const [{ n }] = await t.db.select({ n: count() }).from(payments).where(eq(payments.bookingId, booking.id));
      expect(n).toBe(0);

      await t.http.post('/api/payment/order').set(other.auth).send({ bookingId: booking.id }).expect(404);
      await t.http.post('/api/payment/order').send({ bookingId: booking.id }).expect(401);
      await t.http.post('/api/payment/order').set(bearer(await adminToken(t.http))).send({ bookingId: booking.id }).expect(401);
      const bad = await t.http.post('/api/payment/order').set(buyer.auth).send({ bookingId: 'x', amount: 'lots' }).expect(400);
      expect(Object.keys(bad.body.details).sort()).toEqual(['amount', 'bookingId']);

      const cod = await book(t.http, buyer.auth, { eventId: event.id, qty: 1, paymentMethod: 'cod' });
      expect((await t.http.post('/api/payment/order').set(buyer.auth).send({ bookingId: cod.id }).expect(409)).body.message).toBe(Messages.bookingNotPayable);
    });
  });

  describe('verify', () => {
    it('confirms and marks paid once; a replay answers verified and changes nothing', async () => {
      const { event, booking, order } = await onlineBooking(2);
      const paid = await pay(order.id);
      expect(paid).toEqual({ razorpay_order_id: order.id, razorpay_payment_id: expect.stringMatching(/^pay_SBX/), razorpay_signature: sign(sandboxSecret(t), `${order.id}|${paid.razorpay_payment_id}`) });
      expect((await bookingRow(t, booking.id)).status).toBe('pending'); // paying alone confirms nothing

      const res = await verify({ ...paid, bookingId: booking.id }).expect(200);
      expect(res.body).toEqual({ verified: true, bookingId: booking.id, status: 'confirmed', paymentStatus: 'paid' });
      const after = await bookingRow(t, booking.id);
      expect(after).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', holdExpiresAt: null });
      expect(await paymentOf(order.id)).toMatchObject({ status: 'paid', providerPaymentId: paid.razorpay_payment_id, amountPaise: 104990 });

      const replay = await verify(paid).expect(200); // bookingId is optional
      expect(replay.body).toMatchObject({ verified: true, status: 'confirmed', paymentStatus: 'paid' });
      expect((await bookingRow(t, booking.id)).updatedAt).toEqual(after.updatedAt);
      expect(await ticketsAvailable(t, event.id)).toBe(98);
      // and the paid booking cannot be paid again
      await t.http.post('/api/payment/order').set(buyer.auth).send({ bookingId: booking.id }).expect(409);
    });

    it('refuses a tampered signature with 400 and changes nothing', async () => {
      const { booking, order } = await onlineBooking(1);
      const paid = await pay(order.id);
      const tampered = { ...paid, razorpay_signature: paid.razorpay_signature.replace(/^./, (c: string) => (c === 'a' ? 'b' : 'a')) };
      expect((await verify(tampered).expect(400)).body.message).toBe(Messages.paymentVerificationFailed);
      await verify({ ...paid, razorpay_payment_id: 'pay_someoneelse' }).expect(400);
      await verify({ ...paid, razorpay_signature: 'short' }).expect(400);
      expect(await bookingRow(t, booking.id)).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });
      expect((await paymentOf(order.id)).status).toBe('created');
    });

    it("answers 404 for another user's payment, 400 for a booking it does not belong to, 401 without a user token", async () => {
      const { booking, order } = await onlineBooking(1);
      const paid = await pay(order.id);
      await verify(paid, other.auth).expect(404);
      const elsewhere = await book(t.http, buyer.auth, { eventId: booking.event.id, qty: 1, paymentMethod: 'razorpay' });
      expect((await verify({ ...paid, bookingId: elsewhere.id }).expect(400)).body.message).toBe(Messages.paymentNotForBooking);
      await t.http.post('/api/payment/verify').send(paid).expect(401);
      const missing = await verify({ razorpay_order_id: '' }).expect(400);
      expect(Object.keys(missing.body.details).sort()).toEqual(['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature']);
      expect((await bookingRow(t, booking.id)).status).toBe('pending');
    });

    it('a paid booking shows as paid to the vendor, and cancelling it refunds the ticket price at once (sandbox)', async () => {
      const vendor = await registerVendor(t.http);
      const { booking, order } = await onlineBooking(1, { ownerVendorId: vendor.id });
      await verify(await pay(order.id)).expect(200);
      const rows = async () => (await t.http.get('/api/vendor/bookings').set(bearer(vendor.token)).expect(200)).body.data;
      expect((await rows())[0]).toMatchObject({ id: booking.id, status: 'paid' });
      const cancelled = await t.http.post(`/api/user/bookings/${booking.id}/cancel`).set(buyer.auth).expect(200);
      expect(cancelled.body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundAmount: 499 });
      expect((await rows())[0]).toMatchObject({ id: booking.id, status: 'refunded', refundAmount: 499 });
    });
  });

  describe('webhook', () => {
    const webhook = (body: object, opts: { secret?: string; eventId?: string; raw?: string } = {}) => {
      const raw = opts.raw ?? JSON.stringify(body);
      return t.http
        .post('/api/payment/webhook')
        .set('Content-Type', 'application/json')
        .set('x-razorpay-signature', sign(opts.secret ?? sandboxSecret(t), raw))
        .set('x-razorpay-event-id', opts.eventId ?? `evt_${Math.random().toString(36).slice(2)}`)
        .send(raw);
    };
    const captured = (orderId: string, paymentId: string) => ({
      entity: 'event', event: 'payment.captured',
      payload: { payment: { entity: { id: paymentId, order_id: orderId, amount: 52595, status: 'captured' } } },
    });

    it('payment.captured confirms the booking; the same event id again is a duplicate that changes nothing', async () => {
      const { booking, order } = await onlineBooking(1);
      const res = await webhook(captured(order.id, 'pay_hook1'), { eventId: 'evt_one' }).expect(200);
      expect(res.body).toEqual({ status: 'processed' });
      const after = await bookingRow(t, booking.id);
      expect(after).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
      expect((await webhook(captured(order.id, 'pay_hook1'), { eventId: 'evt_one' }).expect(200)).body).toEqual({ status: 'duplicate' });
      // a different delivery of the same payment (or the browser's verify later) changes nothing either
      await webhook({ event: 'order.paid', payload: { order: { entity: { id: order.id } }, payment: { entity: { id: 'pay_hook1' } } } }).expect(200);
      expect((await bookingRow(t, booking.id)).updatedAt).toEqual(after.updatedAt);
      const [{ n }] = await t.db.select({ n: count() }).from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, 'evt_one'));
      expect(n).toBe(1);
    });

    it('order.paid confirms as well; other events are ignored', async () => {
      const { booking, order } = await onlineBooking(1);
      expect((await webhook({ event: 'payment.failed', payload: { payment: { entity: { id: 'pay_x', order_id: order.id } } } }).expect(200)).body.status).toBe('ignored');
      expect((await bookingRow(t, booking.id)).status).toBe('pending');
      await webhook({ event: 'order.paid', payload: { order: { entity: { id: order.id } }, payment: { entity: { id: 'pay_hook2' } } } }).expect(200);
      expect((await bookingRow(t, booking.id)).status).toBe('confirmed');
    });

    it('refuses a tampered body, a wrong secret or a missing signature with 400 and changes nothing', async () => {
      const { booking, order } = await onlineBooking(1);
      const raw = JSON.stringify(captured(order.id, 'pay_evil'));
      const goodSig = sign(sandboxSecret(t), raw);
      const tampered = raw.replace('52595', '100');
      const res = await t.http.post('/api/payment/webhook').set('Content-Type', 'application/json').set('x-razorpay-signature', goodSig).send(tampered).expect(400);
      expect(res.body.message).toBe(Messages.paymentVerificationFailed);
      await webhook(captured(order.id, 'pay_evil'), { secret: 'guess' }).expect(400);
      await t.http.post('/api/payment/webhook').set('Content-Type', 'application/json').send(raw).expect(400);
      expect(await bookingRow(t, booking.id)).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });
    });
  });

  describe('sandbox checkout', () => {
    it("pays only the user's own orders", async () => {
      const { order } = await onlineBooking(1);
      await t.http.post('/api/payment/sandbox/pay').set(other.auth).send({ orderId: order.id }).expect(404);
      await t.http.post('/api/payment/sandbox/pay').set(buyer.auth).send({ orderId: 'order_unknown' }).expect(404);
      await t.http.post('/api/payment/sandbox/pay').send({ orderId: order.id }).expect(401);
      expect((await t.http.post('/api/payment/sandbox/pay').set(buyer.auth).send({}).expect(400)).body.details.orderId).toBeDefined();
    });
  });

  describe('15-minute holds', () => {
    const expire = (bookingId: string) => t.db.update(bookings).set({ holdExpiresAt: sql`now() - interval '1 minute'` }).where(eq(bookings.id, bookingId));

    it('the release gives the tickets of expired unpaid online bookings back, once, and leaves others alone', async () => {
      const event = await insertEvent(t, { ticketsTotal: 10, ticketsAvailable: 10 });
      const late = await book(t.http, buyer.auth, { eventId: event.id, qty: 4, paymentMethod: 'razorpay' });
      const fresh = await book(t.http, buyer.auth, { eventId: event.id, qty: 1, paymentMethod: 'razorpay' });
      const cod = await book(t.http, buyer.auth, { eventId: event.id, qty: 2, paymentMethod: 'cod' });
      expect(await ticketsAvailable(t, event.id)).toBe(3);
      await expire(late.id);

      const release = t.app.get(HoldReleaseService);
      const results = await Promise.all([release.run(), release.run(), release.run()]);
      expect(results.reduce((a, b) => a + b, 0)).toBe(1);
      expect(await bookingRow(t, late.id)).toMatchObject({ status: 'cancelled', cancelReason: 'hold_expired', paymentStatus: 'unpaid' });
      expect((await bookingRow(t, fresh.id)).status).toBe('pending');
      expect((await bookingRow(t, cod.id)).status).toBe('pending');
      expect(await ticketsAvailable(t, event.id)).toBe(7);
      expect(await release.run()).toBe(0);
      expect(await ticketsAvailable(t, event.id)).toBe(7);
    });

    it('only the background job releases expired holds (never a quote or create); the buyer then sees why', async () => {
      const event = await insertEvent(t, { ticketsTotal: 2, ticketsAvailable: 2 });
      const held = await book(t.http, buyer.auth, { eventId: event.id, qty: 2, paymentMethod: 'razorpay' });
      await t.http.post('/api/user/bookings/quote').set(other.auth).send({ eventId: event.id, qty: 1 }).expect(409);
      await expire(held.id);
      await t.http.post('/api/user/bookings/create').set(other.auth).send({ eventId: event.id, qty: 2, paymentMethod: 'cod' }).expect(409);
      expect((await bookingRow(t, held.id)).status).toBe('pending');
      expect(await t.app.get(HoldReleaseService).run()).toBe(1);
      await t.http.post('/api/user/bookings/create').set(other.auth).send({ eventId: event.id, qty: 2, paymentMethod: 'cod' }).expect(201);
      const seen = await t.http.get(`/api/user/bookings/${held.id}`).set(buyer.auth).expect(200);
      expect(seen.body).toMatchObject({ status: 'cancelled', cancelReason: 'hold_expired', statusNote: Messages.holdExpiredNote });
      expect(await ticketsAvailable(t, event.id)).toBe(0);
    });

    it('an expired hold cannot get a payment order', async () => {
      const event = await insertEvent(t);
      const held = await book(t.http, buyer.auth, { eventId: event.id, qty: 1, paymentMethod: 'razorpay' });
      await expire(held.id);
      await t.http.post('/api/payment/order').set(buyer.auth).send({ bookingId: held.id }).expect(409);
      await t.app.get(HoldReleaseService).run();
      expect((await bookingRow(t, held.id)).status).toBe('cancelled');
      expect(await ticketsAvailable(t, event.id)).toBe(100);
    });

    it('a payment after the release, with the tickets gone, is recorded and refunded whole (verify and webhook alike)', async () => {
      for (const via of ['verify', 'webhook'] as const) {
        const { event, booking, order } = await onlineBooking(2, { ticketsTotal: 2, ticketsAvailable: 2 });
        const paid = await pay(order.id);
        await expire(booking.id);
        await t.app.get(HoldReleaseService).run();
        await book(t.http, other.auth, { eventId: event.id, qty: 2, paymentMethod: 'cod' }); // the tickets are sold again

        if (via === 'verify') {
          const res = await verify(paid).expect(200);
          expect(res.body).toEqual({ verified: true, bookingId: booking.id, status: 'cancelled', paymentStatus: 'refunded', message: Messages.latePaymentRefund });
        } else {
          const raw = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: paid.razorpay_payment_id, order_id: order.id } } } });
          await t.http.post('/api/payment/webhook').set('Content-Type', 'application/json').set('x-razorpay-signature', sign(sandboxSecret(t), raw)).send(raw).expect(200);
        }
        expect(await bookingRow(t, booking.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedPaise: 104990 });
        expect(await paymentOf(order.id)).toMatchObject({ status: 'paid', providerPaymentId: paid.razorpay_payment_id });
        expect(await ticketsAvailable(t, event.id)).toBe(0);
      }
    });

    it('a payment after the release re-holds the tickets when they are still there', async () => {
      const { event, booking, order } = await onlineBooking(2, { ticketsTotal: 5, ticketsAvailable: 5 });
      const paid = await pay(order.id);
      await expire(booking.id);
      await t.app.get(HoldReleaseService).run();
      expect(await ticketsAvailable(t, event.id)).toBe(5);
      const res = await verify(paid).expect(200);
      expect(res.body).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
      expect(await bookingRow(t, booking.id)).toMatchObject({ status: 'confirmed', cancelReason: null, cancelledAt: null });
      expect(await ticketsAvailable(t, event.id)).toBe(3);
    });

    it('a payment for a booking the buyer cancelled is refunded whole, not resurrected', async () => {
      const { event, booking, order } = await onlineBooking(1);
      const paid = await pay(order.id);
      await t.http.post(`/api/user/bookings/${booking.id}/cancel`).set(buyer.auth).expect(200);
      // paid after cancelling: nothing was delivered, so all of it goes back
      expect((await verify(paid).expect(200)).body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
      expect(await bookingRow(t, booking.id)).toMatchObject({ refundedPaise: 52595 });
      expect(await ticketsAvailable(t, event.id)).toBe(100);
    });
  });
});
