import { inArray } from 'drizzle-orm';
import { bookings } from '../../../api/src/db/schema';
import { startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer, registerVendor } from '../support/auth-helpers';
import { drainJobs } from '../support/jobs';
import { JobsService } from '../../../api/src/modules/jobs/jobs.service';
import { book, insertEvent, insertUser, paidBooking } from '../bookings/fixtures';

const DISCOUNTED = { pricePaise: 45000, pricing: { groupDiscount: { enabled: true, minQuantity: 4, discountType: 'percentage', discountValue: 10 } } };
const paise = (v: string) => Math.round(Number(v) * 100);
const PARTS = ['Refunds', 'Payable', 'Commission', 'GST on commission', 'TCS', 'Convenience fee', 'Delivery', 'Donation'];

/**
 * Issue 22's identity after a mixed run (payments, partial refunds, a buyer's cancellation, an event cancelled by its
 * organiser, an unpaid cash booking), two organisers at different rates, one with a GSTIN: for every event,
 * Σ paid = Σ refunds + Σ payable + Σ commission + Σ its GST + Σ TCS + Σ fee + Σ delivery + Σ donation, to the paisa,
 * the statement's money matches what the bookings hold, and what was transferred less what was reversed is the payable.
 */
describe('settlements lose nothing: the balance identity after a mixed run', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  // on the PostgreSQL server, a second process takes half the refunds and cancellations and runs jobs beside the first
  let peer: Awaited<ReturnType<TestApp['startPeer']>> | null = null;
  beforeAll(async () => {
    t = await startTestApp();
    if (process.env.DATABASE_URL) peer = await t.startPeer();
    admin = bearer(await adminToken(t.http));
  });
  afterAll(async () => {
    await peer?.close();
    await t?.close();
  });

  it('holds per booking, per event and per vendor, and the statement agrees with the bookings', async () => {
    const registered = await registerVendor(t.http);
    const small = await registerVendor(t.http);
    await t.http.put(`/api/admin/vendors/${registered.id}`).set(admin).send({ legalName: 'Delhi Live Events', gstin: '07AADCD4321K1ZT', address: 'Connaught Place' }).expect(200);
    await t.http.put(`/api/admin/vendors/${registered.id}/payout`).set(admin).send({ commissionBps: 825, razorpayAccountId: 'acc_DelhiLive0001' }).expect(200);
    // the sandbox links the other organiser from its bank account
    await t.http.put('/api/vendor/payout-account').set(bearer(small.token)).send({ accountHolder: 'Small Shows', ifsc: 'HDFC0001234', accountNumber: '50100012345678' }).expect(200);
    const qawwali = await insertEvent(t, { ...DISCOUNTED, ownerVendorId: registered.id, title: 'Qawwali Night', taxCategory: 'admission' });
    const rained = await insertEvent(t, { ownerVendorId: registered.id, title: 'Rain Raga' });
    const standup = await insertEvent(t, { ...DISCOUNTED, ownerVendorId: small.id, title: 'Standup Night' });

    const sold = await Promise.all([
      ...[1, 2, 4, 5, 3].map((qty) => paidBooking(t, { eventId: qawwali.id, qty })),
      ...[1, 2, 3].map((qty) => paidBooking(t, { eventId: rained.id, qty })),
      ...[4, 1, 2].map((qty) => paidBooking(t, { eventId: standup.id, qty })),
    ]);
    const cash = await insertUser(t);
    await book(t.http, cash.auth, { eventId: qawwali.id, qty: 2 });
    // partial refunds (one of odd paise), a buyer's cancellation, an event cancelled by its organiser
    await t.http.post(`/api/admin/bookings/${sold[0].booking.id}/refund`).set(admin).send({ amount: 100, reason: 'Seat moved' }).expect(200);
    const other = peer?.http ?? t.http;
    await other.post(`/api/vendor/bookings/${sold[3].booking.id}/refund`).set(bearer(registered.token)).send({ amount: 333.33, reason: 'Late start' }).expect(200);
    await t.http.post(`/api/admin/bookings/${sold[9].booking.id}/refund`).set(admin).send({ amount: 77.77, reason: 'Poor view' }).expect(200);
    await other.post(`/api/user/bookings/${sold[2].booking.id}/cancel`).set(sold[2].buyer.auth).expect(200);
    await t.http.post(`/api/vendor/events/${rained.id}/cancel`).set(bearer(registered.token)).send({ reason: 'The venue flooded' }).expect(200);
    // the cancellation's refunds, and the transfers and their reversals, are jobs, run after their commits
    await Promise.all([drainJobs(t.app.get(JobsService)), ...(peer ? [drainJobs(peer.app.get(JobsService))] : [])]);
    await drainJobs(t.app.get(JobsService));

    for (const vendor of [registered, small]) {
      const csv = await t.http.get('/api/vendor/settlements.csv').set(bearer(vendor.token)).expect(200);
      const [header, ...lines] = csv.text.replace(/^\uFEFF/, '').trim().split('\n').map((l) => l.split(','));
      const rows = lines.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i]])));
      for (const r of rows) expect(paise(r.Paid)).toBe(PARTS.reduce((n, k) => n + paise(r[k]), 0));

      const statement = (await t.http.get('/api/vendor/settlements').set(bearer(vendor.token)).expect(200)).body;
      const held = await t.db.select().from(bookings).where(inArray(bookings.orderNo, rows.map((r) => r['Order no'])));
      expect(rows.reduce((n, r) => n + paise(r.Paid), 0)).toBe(held.reduce((n, b) => n + b.totalPaise, 0));
      expect(Math.round(statement.totals.refunds * 100)).toBe(held.reduce((n, b) => n + b.refundedPaise, 0));
      for (const row of statement.data as { eventId: string; eventTitle: string; payable: number; commission: number; bookings: number }[]) {
        const mine = rows.filter((r) => r.Event === row.eventTitle);
        expect(mine).toHaveLength(row.bookings);
        expect(Math.round(row.payable * 100)).toBe(mine.reduce((n, r) => n + paise(r.Payable), 0));
        expect(Math.round(row.commission * 100)).toBe(mine.reduce((n, r) => n + paise(r.Commission), 0));
      }
      // every booking's payable went out (held until after the show) and every refund's share came back: nothing pending
      expect(statement.totals).toMatchObject({ paidOut: 0, onHold: statement.totals.payable, pending: 0 });
      const history = (await t.http.get('/api/vendor/payouts').set(bearer(vendor.token)).expect(200)).body.data as { amount: number; reversedAmount: number }[];
      expect(history.reduce((n, r) => n + Math.round(r.amount * 100) - Math.round(r.reversedAmount * 100), 0)).toBe(Math.round(statement.totals.payable * 100));
    }
    const registeredStatement = (await t.http.get('/api/vendor/settlements').set(bearer(registered.token)).expect(200)).body;
    // the cancelled event refunded everything: nothing is payable and nothing is kept
    expect(registeredStatement.data.find((r: { eventId: string }) => r.eventId === rained.id)).toMatchObject({ bookings: 3, ticketRevenue: 0, payable: 0, commission: 0, tcs: 0 });
    // the registered organiser has TCS collected, the other none
    expect(registeredStatement.totals.tcs).toBeGreaterThan(0);
    expect((await t.http.get('/api/vendor/settlements').set(bearer(small.token)).expect(200)).body.totals.tcs).toBe(0);
  });
});
