import { eq } from 'drizzle-orm';
import { Messages } from '@marketplace/shared-dto';
import { eventSessions, refunds, ticketInventory, ticketTypes } from '../../../api/src/db/schema';
import { BookingsService } from '../../../api/src/modules/bookings/bookings.service';
import { JobsService } from '../../../api/src/modules/jobs/jobs.service';
import { PAYMENT_PROVIDER, PaymentProvider, ProviderRefused } from '../../../api/src/modules/payments/providers/payment-provider';
import { startTestApp, TestApp } from '../support/test-app';
import { drainJobs } from '../support/jobs';
import { adminToken, bearer, MISSING_ID, registerVendor } from '../support/auth-helpers';
import { book, bookingRow, insertEvent, insertSession, insertUser, ticketsAvailable } from './fixtures';

jest.setTimeout(120_000);

const DAY = 24 * 3600 * 1000;
/** ₹450 a ticket, 10% off from 4 tickets. */
const DISCOUNTED = { pricePaise: 45000, pricing: { groupDiscount: { enabled: true, minQuantity: 4, discountType: 'percentage', discountValue: 10 } } };

describe('cancellations: refunds equal what was paid, the event cancellation cascade, failed refunds and notices', () => {
  let t: TestApp;
  let jobs: JobsService;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
    jobs = t.app.get(JobsService);
    admin = bearer(await adminToken(t.http));
  });
  afterAll(async () => { await t.close(); });

  async function pay(buyer: Awaited<ReturnType<typeof insertUser>>, bookingId: string) {
    const order = (await t.http.post('/api/payment/order').set(buyer.auth).send({ bookingId }).expect(201)).body;
    const paid = (await t.http.post('/api/payment/sandbox/pay').set(buyer.auth).send({ orderId: order.id }).expect(200)).body;
    await t.http.post('/api/payment/verify').set(buyer.auth).send(paid).expect(200);
    return (await t.http.get(`/api/user/bookings/${bookingId}`).set(buyer.auth).expect(200)).body;
  }
  async function paidBooking(eventId: string, body: Record<string, unknown> = { qty: 1 }) {
    const buyer = await insertUser(t);
    const created = await book(t.http, buyer.auth, { eventId, paymentMethod: 'razorpay', ...body });
    return { buyer, booking: await pay(buyer, created.id) };
  }
  const refundsOf = (bookingId: string) => t.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
  const mailsTo = async (email: string) => (await t.http.get('/api/dev/mail-outbox').query({ to: email }).expect(200)).body.data as { subject: string; text: string }[];
  const smsTo = async (phone: string) => (await t.http.get('/api/dev/sms-outbox').query({ phone }).expect(200)).body.data as { body: string }[];

  it("a discounted booking cancelled by its buyer gets back the ticket amount paid (subtotal − discount), shown before and mailed after", async () => {
    const event = await insertEvent(t, { ...DISCOUNTED, title: 'Qawwali Night' });
    const { buyer, booking } = await paidBooking(event.id, { qty: 5 });
    // 5 × ₹450 = ₹2,250, −₹225 (10%), fee 5% of ₹2,025 = ₹101.25, donation ₹2
    expect(booking).toMatchObject({ subtotal: 2250, discount: 225, convenience: 101.25, donation: 2, total: 2128.25, paymentStatus: 'paid' });
    expect(booking.refundOnCancel).toBe(2025);

    const cancelled = (await t.http.post(`/api/user/bookings/${booking.id}/cancel`).set(buyer.auth).expect(200)).body;
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundAmount: 2025, refundOnCancel: null });
    const [refund] = await refundsOf(booking.id);
    expect(refund).toMatchObject({ amountPaise: 202500, status: 'processed', requestedBy: 'buyer' });

    await drainJobs(jobs);
    const mails = await mailsTo(buyer.user.email!);
    const cancelMail = mails.find((m) => m.subject === `Booking ${booking.orderNo} cancelled`);
    expect(cancelMail?.text).toContain('₹2,025.00, the ticket amount you paid, is being refunded');
    const refundMail = mails.find((m) => m.subject === `Refund of ₹2,025.00 processed: booking ${booking.orderNo}`);
    expect(refundMail?.text).toContain(`We have refunded ₹2,025.00 for your booking ${booking.orderNo} (Qawwali Night)`);
    const sms = (await smsTo(buyer.user.phone!)).map((m) => m.body);
    expect(sms).toEqual(expect.arrayContaining([
      `Utsav: booking ${booking.orderNo} for Qawwali Night cancelled. Refund of ₹2,025.00 to your original payment method.`,
      `Utsav: refund of ₹2,025.00 for booking ${booking.orderNo} processed to your original payment method.`,
    ]));
  });

  it('an unpaid booking cancelled by its buyer says nothing was charged, and offers no refund', async () => {
    const event = await insertEvent(t);
    const buyer = await insertUser(t);
    const pending = await book(t.http, buyer.auth, { eventId: event.id, qty: 1, paymentMethod: 'razorpay' });
    expect(pending.refundOnCancel).toBe(0);
    await t.http.post(`/api/user/bookings/${pending.id}/cancel`).set(buyer.auth).expect(200);
    await drainJobs(jobs);
    expect((await mailsTo(buyer.user.email!)).map((m) => m.text).join()).toContain('Nothing was charged, so there is nothing to refund.');
    expect(await refundsOf(pending.id)).toEqual([]);
  });

  describe('an event cancelled by its organiser or an administrator', () => {
    it('cancels every pending and confirmed booking in one go, gives the seats back, refunds every paid one in full and tells each buyer why', async () => {
      const event = await insertEvent(t, { ...DISCOUNTED, title: 'Monsoon Jazz' });
      const other = await insertEvent(t, { title: 'Other Show' });
      const a = await paidBooking(event.id, { qty: 4 });
      const b = await paidBooking(event.id, { qty: 1 });
      const codBuyer = await insertUser(t);
      const cod = await book(t.http, codBuyer.auth, { eventId: event.id, qty: 2, paymentMethod: 'cod' });
      const untouched = await paidBooking(other.id, { qty: 1 });
      // a partial refund before the cancellation: the rest goes back, not the total again
      await t.http.post(`/api/admin/bookings/${b.booking.id}/refund`).set(admin).send({ amount: 100, reason: 'Seat swap' }).expect(200);
      expect(await ticketsAvailable(t, event.id)).toBe(93);

      const result = await t.app.get(BookingsService).cancelEventBookings({ eventId: event.id, reason: 'The venue flooded' });
      expect(result).toEqual({ cancelled: 3 });
      expect(await ticketsAvailable(t, event.id)).toBe(100);
      await drainJobs(jobs);

      for (const id of [a.booking.id, b.booking.id, cod.id]) expect(await bookingRow(t, id)).toMatchObject({ status: 'cancelled', cancelReason: 'event_cancelled' });
      // everything paid goes back: fees and donation included
      expect(await bookingRow(t, a.booking.id)).toMatchObject({ paymentStatus: 'refunded', refundedPaise: a.booking.total * 100 });
      expect((await refundsOf(a.booking.id)).map((r) => [r.amountPaise, r.status, r.reason])).toEqual([[Math.round(a.booking.total * 100), 'processed', 'Event cancelled by the organiser']]);
      expect(await bookingRow(t, b.booking.id)).toMatchObject({ paymentStatus: 'refunded', refundedPaise: Math.round(b.booking.total * 100) });
      expect(await bookingRow(t, cod.id)).toMatchObject({ paymentStatus: 'unpaid' });
      expect(await bookingRow(t, untouched.booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });

      const seen = (await t.http.get(`/api/user/bookings/${a.booking.id}`).set(a.buyer.auth).expect(200)).body;
      expect(seen).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', cancelReason: 'event_cancelled', statusNote: Messages.eventCancelledNote });

      const [mailA] = (await mailsTo(a.buyer.user.email!)).filter((m) => m.subject.startsWith('Monsoon Jazz is cancelled'));
      expect(mailA.text).toContain('Reason: The venue flooded');
      expect(mailA.text).toContain(`Everything you paid, ₹${a.booking.total.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
      expect((await smsTo(a.buyer.user.phone!)).map((m) => m.body).join('\n')).toContain(`Monsoon Jazz is cancelled by the organiser (The venue flooded); booking ${a.booking.orderNo}`);
      expect((await mailsTo(codBuyer.user.email!)).map((m) => m.text).join()).toContain('Nothing was charged');
      expect((await smsTo(codBuyer.user.phone!)).map((m) => m.body).join()).toContain('The venue flooded');
      expect(await mailsTo(untouched.buyer.user.email!)).not.toEqual(expect.arrayContaining([expect.objectContaining({ subject: expect.stringContaining('cancelled') })]));
    });

    it('one showtime: only its bookings go; a second call finds nothing left', async () => {
      const event = await insertEvent(t, { title: 'Two Shows' });
      const first = await insertSession(t, event.id, new Date(Date.now() + 5 * DAY), 'Matinee');
      // a second showtime beside the first, with its own inventory
      const [second] = await t.db.insert(eventSessions).values({ eventId: event.id, startsAt: new Date(Date.now() + 6 * DAY), label: 'Evening' }).returning();
      const [type] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, event.id));
      await t.db.insert(ticketInventory).values({ sessionId: second.id, ticketTypeId: type.id, eventId: event.id, quantity: type.quantity, available: type.quantity });
      const matinee = await paidBooking(event.id, { qty: 1, sessionId: first.id });
      const evening = await paidBooking(event.id, { qty: 1, sessionId: second.id });

      const service = t.app.get(BookingsService);
      expect(await service.cancelEventBookings({ eventId: event.id, sessionId: first.id, reason: 'Artist unwell' })).toEqual({ cancelled: 1 });
      expect(await service.cancelEventBookings({ eventId: event.id, sessionId: first.id, reason: 'Artist unwell' })).toEqual({ cancelled: 0 });
      await drainJobs(jobs);
      expect(await bookingRow(t, matinee.booking.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
      expect(await bookingRow(t, evening.booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    });
  });

  describe('a refund that fails', () => {
    it("is never silent: the refund is failed with its reason, the booking shows 'Refund failed', the admin list filters it, and a retry refunds it", async () => {
      const event = await insertEvent(t, DISCOUNTED);
      const { buyer, booking } = await paidBooking(event.id, { qty: 4 });
      const provider = t.app.get<PaymentProvider>(PAYMENT_PROVIDER);
      const refused = jest.spyOn(provider, 'refund').mockRejectedValueOnce(new ProviderRefused('The payment is older than 180 days'));
      const cancelled = (await t.http.post(`/api/user/bookings/${booking.id}/cancel`).set(buyer.auth).expect(200)).body;
      refused.mockRestore();
      expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_failed', refundAmount: 0 });
      const [failed] = await refundsOf(booking.id);
      expect(failed).toMatchObject({ status: 'failed', amountPaise: 162000, lastError: 'The payment is older than 180 days' });

      const list = (await t.http.get('/api/admin/bookings').query({ paymentStatus: 'refund_failed' }).set(admin).expect(200)).body;
      expect(list.data.map((x: { id: string }) => x.id)).toContain(booking.id);
      expect(list.data.every((x: { paymentStatus: string }) => x.paymentStatus === 'refund_failed')).toBe(true);
      const paidOnly = (await t.http.get('/api/admin/bookings').query({ paymentStatus: 'paid' }).set(admin).expect(200)).body;
      expect(paidOnly.data.map((x: { id: string }) => x.id)).not.toContain(booking.id);
      await t.http.get('/api/admin/bookings').query({ paymentStatus: 'lost' }).set(admin).expect(400);

      const retried = (await t.http.post(`/api/admin/bookings/${booking.id}/refund/retry`).set(admin).expect(200)).body;
      expect(retried.refund).toMatchObject({ amount: 1620, status: 'processed', failureReason: null });
      expect(retried.booking).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundAmount: 1620 });
      // nothing failed is left to retry
      const again = await t.http.post(`/api/admin/bookings/${booking.id}/refund/retry`).set(admin).expect(409);
      expect(again.body.message).toBe(Messages.refundNothingToRetry);
    });

    it('retry: 401 without an administrator, 400 for a malformed id, 404 for a missing booking', async () => {
      const vendor = await registerVendor(t.http);
      const buyer = await insertUser(t);
      await t.http.post(`/api/admin/bookings/${MISSING_ID}/refund/retry`).expect(401);
      await t.http.post(`/api/admin/bookings/${MISSING_ID}/refund/retry`).set(bearer(vendor.token)).expect(401);
      await t.http.post(`/api/admin/bookings/${MISSING_ID}/refund/retry`).set(buyer.auth).expect(401);
      await t.http.post('/api/admin/bookings/not-an-id/refund/retry').set(admin).expect(400);
      await t.http.post(`/api/admin/bookings/${MISSING_ID}/refund/retry`).set(admin).expect(404);
    });
  });
});
