import { AddressInfo } from 'node:net';
import request from 'supertest';
import { count, eq } from 'drizzle-orm';
import { Messages } from '@marketplace/shared-dto';
import { refunds } from '../../../api/src/db/schema';
import { JobsService } from '../../../api/src/modules/jobs/jobs.service';
import { startTestApp, TestApp } from '../support/test-app';
import { drainJobs } from '../support/jobs';
import { adminToken, bearer, MISSING_ID, registerVendor } from '../support/auth-helpers';
import { book, bookingRow, insertEvent, insertUser, ticketsAvailable } from './fixtures';

const HOUR = 3600 * 1000;

// the poller case drains every job of the file, ticket PDFs included
jest.setTimeout(180_000);

describe('refunds (sandbox provider): admin and vendor refunds, idempotency, buyer cancellation policy', () => {
  let t: TestApp;
  let base: string;
  let admin: Record<string, string>;
  let vendor: Awaited<ReturnType<typeof registerVendor>>;
  let otherVendor: Awaited<ReturnType<typeof registerVendor>>;
  let buyer: Awaited<ReturnType<typeof insertUser>>;
  beforeAll(async () => {
    t = await startTestApp();
    const server = t.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    admin = bearer(await adminToken(t.http));
    vendor = await registerVendor(t.http);
    otherVendor = await registerVendor(t.http);
    buyer = await insertUser(t, 'Meera Das');
  });
  afterAll(async () => { await t?.close(); });

  /** A confirmed booking of `qty` tickets at ₹499 paid online through the sandbox (₹1,049.90 for 2). */
  async function paidBooking(qty = 2, eventOverrides = {}) {
    const event = await insertEvent(t, { ownerVendorId: vendor.id, ...eventOverrides });
    const created = await book(t.http, buyer.auth, { eventId: event.id, qty, paymentMethod: 'razorpay' });
    const order = (await t.http.post('/api/payment/order').set(buyer.auth).send({ bookingId: created.id }).expect(201)).body;
    const paid = (await t.http.post('/api/payment/sandbox/pay').set(buyer.auth).send({ orderId: order.id }).expect(200)).body;
    await t.http.post('/api/payment/verify').set(buyer.auth).send(paid).expect(200);
    const booking = (await t.http.get(`/api/user/bookings/${created.id}`).set(buyer.auth).expect(200)).body;
    return { event, booking };
  }
  const refundsOf = (bookingId: string) => t.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
  const adminRefund = (id: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.http.post(`/api/admin/bookings/${id}/refund`).set(admin).set(headers).send(body);

  describe('who may refund, and what input is refused', () => {
    it('answers 401 without a token or with a wrong-realm token, 404 for another vendor’s booking or a missing one, and changes nothing', async () => {
      const { booking } = await paidBooking(1);
      const body = { reason: 'Duplicate order' };
      await t.http.post(`/api/admin/bookings/${booking.id}/refund`).send(body).expect(401);
      await t.http.post(`/api/admin/bookings/${booking.id}/refund`).set(buyer.auth).send(body).expect(401);
      await t.http.post(`/api/admin/bookings/${booking.id}/refund`).set(bearer(vendor.token)).send(body).expect(401);
      await t.http.post(`/api/vendor/bookings/${booking.id}/refund`).send(body).expect(401);
      await t.http.post(`/api/vendor/bookings/${booking.id}/refund`).set(admin).send(body).expect(401);
      const foreign = await t.http.post(`/api/vendor/bookings/${booking.id}/refund`).set(bearer(otherVendor.token)).send(body).expect(404);
      expect(foreign.body.message).toBe(Messages.bookingNotFound);
      await adminRefund(MISSING_ID, body).expect(404);
      expect((await t.http.post('/api/admin/bookings/nope/refund').set(admin).send(body).expect(400)).body.message).toBe(Messages.invalidId);

      expect(await refundsOf(booking.id)).toHaveLength(0);
      expect(await bookingRow(t, booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', refundedPaise: 0 });
    });

    it('refuses a malformed amount, a missing reason and unknown fields with 400 naming the field', async () => {
      const { booking } = await paidBooking(1);
      for (const amount of ['100', -5, 0, 10.555, 'all']) {
        const res = await adminRefund(booking.id, { amount, reason: 'x' }).expect(400);
        expect(res.body.details.amount).toBe(Messages.refundAmountInvalid);
      }
      expect((await adminRefund(booking.id, { amount: 10 }).expect(400)).body.details.reason).toBe(Messages.refundReasonRequired);
      expect((await adminRefund(booking.id, { reason: '   ' }).expect(400)).body.details.reason).toBe(Messages.refundReasonRequired);
      await adminRefund(booking.id, { reason: 'x', status: 'refunded' }).expect(400);
      expect((await adminRefund(booking.id, { reason: 'x' }, { 'Idempotency-Key': 'k'.repeat(201) }).expect(400)).body.message).toBe(Messages.idempotencyKeyTooLong);
      expect(await refundsOf(booking.id)).toHaveLength(0);
    });

    it('answers 409 for a booking without an online payment (cash on delivery, or unpaid)', async () => {
      const event = await insertEvent(t);
      const cod = await book(t.http, buyer.auth, { eventId: event.id, qty: 1, paymentMethod: 'cod' });
      await t.http.post(`/api/admin/bookings/${cod.id}/approve`).set(admin).expect(200);
      expect((await adminRefund(cod.id, { reason: 'x' }).expect(409)).body.message).toBe(Messages.refundNoPayment);
      const unpaid = await book(t.http, buyer.auth, { eventId: event.id, qty: 1, paymentMethod: 'razorpay' });
      expect((await adminRefund(unpaid.id, { reason: 'x' }).expect(409)).body.message).toBe(Messages.refundNoPayment);
    });
  });

  describe('partial and full refunds', () => {
    it('refunds part, keeps the booking, refuses more than is left, then refunds the rest and cancels the booking', async () => {
      const { event, booking } = await paidBooking(2); // ₹1,049.90
      const part = await adminRefund(booking.id, { amount: 200.5, reason: 'Seats moved' }).expect(200);
      expect(part.body.refund).toMatchObject({ bookingId: booking.id, amount: 200.5, currency: 'INR', reason: 'Seats moved', status: 'processed', requestedBy: 'admin', processedAt: expect.any(String) });
      expect(part.body.booking).toMatchObject({ id: booking.id, status: 'confirmed', paymentStatus: 'partially_refunded', refundAmount: 200.5, refundedAt: expect.any(String) });
      expect(await ticketsAvailable(t, event.id)).toBe(98);

      const tooMuch = await adminRefund(booking.id, { amount: 849.41, reason: 'More' }).expect(409);
      expect(tooMuch.body.message).toBe(Messages.refundTooMuch('₹849.40'));
      expect((await bookingRow(t, booking.id)).refundedPaise).toBe(20050);

      const rest = await adminRefund(booking.id, { reason: 'Show cancelled' }).expect(200);
      expect(rest.body.refund).toMatchObject({ amount: 849.4, status: 'processed' });
      expect(rest.body.booking).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundAmount: 1049.9 });
      expect(await ticketsAvailable(t, event.id)).toBe(100);
      expect(await bookingRow(t, booking.id)).toMatchObject({ cancelReason: 'refunded', refundedPaise: 104990 });

      expect((await adminRefund(booking.id, { reason: 'Again' }).expect(409)).body.message).toBe(Messages.refundNothingLeft);
      expect(await refundsOf(booking.id)).toHaveLength(2);

      // what the buyer sees
      const mine = await t.http.get(`/api/user/bookings/${booking.id}`).set(buyer.auth).expect(200);
      expect(mine.body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundAmount: 1049.9, refundedAt: expect.any(String), qrCode: null, cancellableUntil: null });
    });

    it('lets a vendor refund bookings of its own events', async () => {
      const { booking } = await paidBooking(1);
      const res = await t.http.post(`/api/vendor/bookings/${booking.id}/refund`).set(bearer(vendor.token)).send({ amount: 100, reason: 'Goodwill' }).expect(200);
      expect(res.body.refund).toMatchObject({ amount: 100, requestedBy: 'vendor', status: 'processed' });
      const rows = (await t.http.get('/api/vendor/bookings').set(bearer(vendor.token)).expect(200)).body.data;
      expect(rows.find((r: { id: string }) => r.id === booking.id)).toMatchObject({ status: 'paid', paymentStatus: 'partially_refunded', refundAmount: 100 });
    });
  });

  describe('idempotency', () => {
    it('the same request twice makes one refund; an Idempotency-Key reused for another amount is 409', async () => {
      const { booking } = await paidBooking(2);
      const first = await adminRefund(booking.id, { amount: 100, reason: 'Late start' }).expect(200);
      const again = await adminRefund(booking.id, { amount: 100, reason: 'Late start' }).expect(200);
      expect(again.body.refund.id).toBe(first.body.refund.id);
      expect((await bookingRow(t, booking.id)).refundedPaise).toBe(10000);

      const keyed = await adminRefund(booking.id, { amount: 100, reason: 'Late start' }, { 'Idempotency-Key': 'k-1' }).expect(200);
      expect(keyed.body.refund.id).not.toBe(first.body.refund.id); // a new key is a new refund
      const reused = await adminRefund(booking.id, { amount: 50, reason: 'Late start' }, { 'Idempotency-Key': 'k-1' }).expect(409);
      expect(reused.body.message).toBe(Messages.idempotencyKeyReused);
      expect(await refundsOf(booking.id)).toHaveLength(2);
      expect((await bookingRow(t, booking.id)).refundedPaise).toBe(20000);
    });

    it('20 identical requests at once make exactly one refund', async () => {
      const { booking } = await paidBooking(2);
      const answers = await Promise.all(Array.from({ length: 20 }, () =>
        request(base).post(`/api/admin/bookings/${booking.id}/refund`).set(admin).send({ amount: 300, reason: 'Parallel' })));
      expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect(new Set(answers.map((r) => r.body.refund.id)).size).toBe(1);
      const [{ n }] = await t.db.select({ n: count() }).from(refunds).where(eq(refunds.bookingId, booking.id));
      expect(n).toBe(1);
      expect(await bookingRow(t, booking.id)).toMatchObject({ refundedPaise: 30000, paymentStatus: 'partially_refunded' });
    }, 60_000);

    it('20 full refunds with different keys at once: one goes through, the others find nothing left', async () => {
      const { event, booking } = await paidBooking(2);
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) =>
        request(base).post(`/api/admin/bookings/${booking.id}/refund`).set(admin).set('Idempotency-Key', `full-${i}`).send({ reason: 'Parallel full' })));
      expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
      expect(answers.filter((r) => r.status === 409).map((r) => r.body.message)).toEqual(Array(19).fill(Messages.refundNothingLeft));
      expect(await refundsOf(booking.id)).toHaveLength(1);
      expect(await bookingRow(t, booking.id)).toMatchObject({ refundedPaise: 104990, status: 'cancelled', paymentStatus: 'refunded' });
      expect(await ticketsAvailable(t, event.id)).toBe(100);
    }, 60_000);
  });

  describe('buyer cancellation policy', () => {
    it('a paid booking cancelled before the cutoff gets the ticket price back automatically; the fees stay', async () => {
      const { booking } = await paidBooking(2); // subtotal ₹998, convenience ₹49.90, donation ₹2
      const res = await t.http.post(`/api/user/bookings/${booking.id}/cancel`).set(buyer.auth).expect(200);
      expect(res.body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundAmount: 998, refundRequestedAt: expect.any(String), refundedAt: expect.any(String) });
      const [refund] = await refundsOf(booking.id);
      expect(refund).toMatchObject({ amountPaise: 99800, requestedBy: 'buyer', status: 'processed', reason: 'Cancelled by the buyer' });
      // the admin may still give back the fees
      const fees = await adminRefund(booking.id, { reason: 'Fees as goodwill' }).expect(200);
      expect(fees.body.refund.amount).toBe(51.9);
    });

    it('the refund a cancellation owes is a job committed with it: if the process stops before sending it, a poller does', async () => {
      const { booking } = await paidBooking(1);
      const jobsService = t.app.get(JobsService);
      // the process "stops" right after the commit: the job it would have run at once is left to the poller
      const stopped = jest.spyOn(jobsService, 'runNow').mockResolvedValueOnce(false);
      const res = await t.http.post(`/api/user/bookings/${booking.id}/cancel`).set(buyer.auth).expect(200);
      stopped.mockRestore();
      expect(res.body).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_due' });
      expect(await refundsOf(booking.id)).toEqual([]);
      expect(await jobsService.findByKey(`booking.refund_due:${booking.id}:cancelled`)).toMatchObject({ status: 'pending' });

      await drainJobs(jobsService);
      const [refund] = await refundsOf(booking.id);
      expect(refund).toMatchObject({ amountPaise: 49900, requestedBy: 'buyer', status: 'processed' });
      expect(await jobsService.findByKey(`refund.send:${refund.id}`)).toMatchObject({ status: 'done' });
      expect((await t.http.get(`/api/user/bookings/${booking.id}`).set(buyer.auth).expect(200)).body.paymentStatus).toBe('refunded');
    });

    it('after the cutoff a confirmed booking cannot be cancelled (409 in the spec’s words) and shows until when it could', async () => {
      const { booking } = await paidBooking(1, { startAt: new Date(Date.now() + 10 * HOUR) });
      expect(new Date(booking.cancellableUntil).getTime()).toBeLessThan(Date.now());
      const res = await t.http.post(`/api/user/bookings/${booking.id}/cancel`).set(buyer.auth).expect(409);
      expect(res.body.message).toBe('Cancellations close 24 hours before the event.');
      expect(await bookingRow(t, booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
      expect(await refundsOf(booking.id)).toHaveLength(0);
    });

    it('an unpaid pending booking can still be let go after the cutoff', async () => {
      const event = await insertEvent(t, { startAt: new Date(Date.now() + 2 * HOUR) });
      const pending = await book(t.http, buyer.auth, { eventId: event.id, qty: 1, paymentMethod: 'razorpay' });
      expect(pending.cancellableUntil).toBe(event.startAt.toISOString());
      await t.http.post(`/api/user/bookings/${pending.id}/cancel`).set(buyer.auth).expect(200);
      expect(await ticketsAvailable(t, event.id)).toBe(100);
    });

    it('a confirmed booking well ahead says until when it may be cancelled', async () => {
      const { event, booking } = await paidBooking(1);
      expect(booking.cancellableUntil).toBe(new Date(event.startAt.getTime() - 24 * HOUR).toISOString());
    });
  });
});
