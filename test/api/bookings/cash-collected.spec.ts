import { startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer, MISSING_ID, registerVendor } from '../support/auth-helpers';
import { book, bookingRow, insertEvent, insertUser } from './fixtures';

/** Issue 25 item 6: cash collected for a cash-on-delivery booking, by an administrator or the event's vendor. */
describe('cash collected: POST /api/admin|vendor/bookings/{id}/cash-collected', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let vendor: Awaited<ReturnType<typeof registerVendor>>;
  let other: Awaited<ReturnType<typeof registerVendor>>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = bearer(await adminToken(t.http));
    vendor = await registerVendor(t.http);
    other = await registerVendor(t.http);
  });
  afterAll(async () => { await t?.close(); });

  async function codBooking() {
    const event = await insertEvent(t, { ownerVendorId: vendor.id });
    const buyer = await insertUser(t);
    return { event, booking: await book(t.http, buyer.auth, { eventId: event.id, qty: 2, paymentMethod: 'cod' }) };
  }

  const dashboardRevenue = async () => (await t.http.get('/api/admin/stats').set(admin).expect(200)).body;

  it('marks a pending cash booking paid and confirmed, with its tickets, so it counts as revenue', async () => {
    const { booking } = await codBooking();
    const before = await dashboardRevenue();
    const res = await t.http.post(`/api/admin/bookings/${booking.id}/cash-collected`).set(admin).expect(200);
    expect(res.body).toMatchObject({ id: booking.id, status: 'confirmed', paymentStatus: 'paid' });
    expect(res.body.tickets).toHaveLength(2);
    expect(await dashboardRevenue()).not.toEqual(before);
    const again = await t.http.post(`/api/admin/bookings/${booking.id}/cash-collected`).set(admin).expect(409);
    expect(again.body.message).toBe('A paid booking cannot be marked paid.');
  });

  it('marks an approved (confirmed, unpaid) cash booking paid, once', async () => {
    const { booking } = await codBooking();
    await t.http.post(`/api/admin/bookings/${booking.id}/approve`).set(admin).expect(200);
    expect(await bookingRow(t, booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'unpaid' });
    const [a, b] = await Promise.all([
      t.http.post(`/api/admin/bookings/${booking.id}/cash-collected`).set(admin),
      t.http.post(`/api/vendor/bookings/${booking.id}/cash-collected`).set(bearer(vendor.token)),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await bookingRow(t, booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it("lets the event's vendor mark it at the door, and nobody else's", async () => {
    const { booking } = await codBooking();
    await t.http.post(`/api/vendor/bookings/${booking.id}/cash-collected`).set(bearer(other.token)).expect(404);
    const res = await t.http.post(`/api/vendor/bookings/${booking.id}/cash-collected`).set(bearer(vendor.token)).expect(200);
    expect(res.body.paymentStatus).toBe('paid');
  });

  it('refuses a cancelled or online booking, a missing one, a bad id and the wrong realm', async () => {
    const { booking } = await codBooking();
    await t.http.post(`/api/admin/bookings/${booking.id}/reject`).set(admin).expect(200);
    expect((await t.http.post(`/api/admin/bookings/${booking.id}/cash-collected`).set(admin).expect(409)).body.message)
      .toBe('A cancelled booking cannot be marked paid.');
    const event = await insertEvent(t, { ownerVendorId: vendor.id });
    const online = await book(t.http, (await insertUser(t)).auth, { eventId: event.id, qty: 1, paymentMethod: 'razorpay' });
    expect((await t.http.post(`/api/admin/bookings/${online.id}/cash-collected`).set(admin).expect(409)).body.message)
      .toBe('Only a cash-on-delivery booking is marked paid by hand.');
    await t.http.post(`/api/admin/bookings/${MISSING_ID}/cash-collected`).set(admin).expect(404);
    await t.http.post('/api/admin/bookings/abc/cash-collected').set(admin).expect(400);
    await t.http.post(`/api/admin/bookings/${online.id}/cash-collected`).expect(401);
    await t.http.post(`/api/admin/bookings/${online.id}/cash-collected`).set(bearer(vendor.token)).expect(401);
    await t.http.post(`/api/vendor/bookings/${online.id}/cash-collected`).set(admin).expect(401);
  });
});
