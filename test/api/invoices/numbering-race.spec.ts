import { eq } from 'drizzle-orm';
import { financialYearCode } from '@marketplace/shared-dto';
import { invoices, vendors } from '../../../api/src/db/schema';
import { startTestApp, TestApp } from '../support/test-app';
import { registerVendor } from '../support/auth-helpers';
import { book, insertEvent, insertUser } from '../bookings/fixtures';

jest.setTimeout(600_000);

const onServer = !!process.env.DATABASE_URL;
const PAYMENTS = 100;

/**
 * Issue 26 item 5: invoice numbers are consecutive and gap-free per series, decided in PostgreSQL (the series'
 * counter row, taken in the payment's own transaction), also when 100 bookings are paid at once. On the
 * PostgreSQL server the payments arrive through two processes sharing the database; on PGlite through one.
 */
describe(`invoice numbering: ${PAYMENTS} payments at once${onServer ? ' on two processes' : ''}`, () => {
  let t: TestApp;
  let peer: Awaited<ReturnType<TestApp['startPeer']>> | null = null;

  beforeAll(async () => {
    t = await startTestApp();
    if (onServer) peer = await t.startPeer();
  });
  afterAll(async () => {
    await peer?.close();
    await t?.close();
  });

  it('numbers 1..100 in the organiser\'s series and in the marketplace\'s, no gap, no duplicate, one pair per booking', async () => {
    const vendor = await registerVendor(t.http);
    await t.db.update(vendors).set({ gstin: '07AADCD4321K1ZT', legalName: 'Dilli Live Entertainment Pvt Ltd', stateCode: '07' }).where(eq(vendors.id, vendor.id));
    const [{ code }] = await t.db.select({ code: vendors.invoiceCode }).from(vendors).where(eq(vendors.id, vendor.id));
    const event = await insertEvent(t, { title: 'Rush Night', pricePaise: 118000, ownerVendorId: vendor.id, createdByType: 'vendor', ticketsAvailable: 1000 });

    // each buyer books and gets the checkout's answer, 10 at a time; nobody verifies yet
    const ready: { auth: Record<string, string>; bookingId: string; paid: Record<string, string> }[] = [];
    for (let i = 0; i < PAYMENTS; i += 10) {
      ready.push(...(await Promise.all(Array.from({ length: 10 }, async () => {
        const buyer = await insertUser(t);
        const booking = await book(t.http, buyer.auth, { eventId: event.id, qty: 1, paymentMethod: 'razorpay' });
        const order = (await t.http.post('/api/payment/order').set(buyer.auth).send({ bookingId: booking.id }).expect(201)).body;
        const paid = (await t.http.post('/api/payment/sandbox/pay').set(buyer.auth).send({ orderId: order.id }).expect(200)).body;
        return { auth: buyer.auth, bookingId: booking.id as string, paid };
      }))));
    }

    // all 100 at once, alternating between the processes
    const answers = await Promise.all(ready.map((r, i) => ((i % 2 && peer) ? peer.http : t.http).post('/api/payment/verify').set(r.auth).send(r.paid)));
    expect(answers.map((a) => [a.status, a.body.paymentStatus])).toEqual(Array(PAYMENTS).fill([200, 'paid']));

    const fy = financialYearCode(new Date());
    const rows = await t.db.select().from(invoices);
    const ofSeries = (series: string) => rows.filter((r) => r.series === series).map((r) => r.seq).sort((a, b) => a - b);
    const oneToHundred = Array.from({ length: PAYMENTS }, (_, i) => i + 1);
    expect(ofSeries(`${code}/${fy}`)).toEqual(oneToHundred);
    expect(ofSeries(`UT/${fy}`)).toEqual(oneToHundred);
    expect(new Set(rows.map((r) => r.number)).size).toBe(2 * PAYMENTS);
    for (const r of rows) expect(r.number).toBe(`${r.series}/${String(r.seq).padStart(6, '0')}`);
    // each booking has its ticket invoice and its fee invoice
    for (const r of ready) {
      const mine = rows.filter((x) => x.bookingId === r.bookingId).map((x) => x.role).sort();
      expect(mine).toEqual(['convenience', 'tickets']);
    }
    // and the buyer reads them
    const sample = ready[PAYMENTS - 1];
    const list = (await t.http.get(`/api/user/bookings/${sample.bookingId}/invoices`).set(sample.auth).expect(200)).body.data;
    expect(list).toHaveLength(2);
  });
});
