import { eq } from 'drizzle-orm';
import { bookings, tickets } from '../../../api/src/db/schema';
import { startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer, MISSING_ID, registerVendor } from '../support/auth-helpers';
import { book, insertEvent, insertSession, insertUser } from '../bookings/fixtures';
import { createEvent, DAY_MS, eventForm } from '../events/event-fixtures';
import { ticketsAndSeats } from '@marketplace/shared-dto';

describe('vendor sales of an event: per showtime × type, totals and per day', () => {
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

  it('counts sold, held, left, gross, fees, refunded and checked in, and confirmed sales by day in India', async () => {
    const event = await insertEvent(t, { ownerVendorId: vendor.id, title: 'Jazz by the Bay', ticketsAvailable: 50 });
    const first = await insertSession(t, event.id, new Date(Date.now() + 5 * 86_400_000), 'Friday');
    const second = await insertSession(t, event.id, new Date(Date.now() + 6 * 86_400_000), 'Saturday');
    const buyers = await Promise.all([1, 2, 3].map(() => insertUser(t)));
    const sold = await book(t.http, buyers[0].auth, { eventId: event.id, sessionId: first.id, qty: 2 });
    const cancelled = await book(t.http, buyers[1].auth, { eventId: event.id, sessionId: first.id, qty: 1 });
    await book(t.http, buyers[2].auth, { eventId: event.id, sessionId: first.id, qty: 3 });
    const later = await book(t.http, buyers[2].auth, { eventId: event.id, sessionId: second.id, qty: 1 });
    for (const b of [sold, cancelled, later]) await t.http.post(`/api/admin/bookings/${b.id}/approve`).set(admin).expect(200);
    await t.http.post(`/api/user/bookings/${cancelled.id}/cancel`).set(buyers[1].auth).expect(200);
    await t.db.update(bookings).set({ createdAt: new Date('2026-11-20T20:00:00Z') }).where(eq(bookings.id, sold.id)); // 21 Nov, 01:30 in India
    await t.db.update(bookings).set({ createdAt: new Date('2026-11-21T10:00:00Z') }).where(eq(bookings.id, later.id));
    // paid online, then refunded in full by the back office: its ₹525.95 counts as refunded, not as sold
    const refunded = await book(t.http, buyers[1].auth, { eventId: event.id, sessionId: second.id, qty: 1, paymentMethod: 'razorpay' });
    const order = (await t.http.post('/api/payment/order').set(buyers[1].auth).send({ bookingId: refunded.id }).expect(201)).body;
    const paid = (await t.http.post('/api/payment/sandbox/pay').set(buyers[1].auth).send({ orderId: order.id }).expect(200)).body;
    await t.http.post('/api/payment/verify').set(buyers[1].auth).send(paid).expect(200);
    await t.http.post(`/api/admin/bookings/${refunded.id}/refund`).set(admin).send({ reason: 'Organiser request' }).expect((r) => expect(r.status).toBeLessThan(300));
    const [ticket] = await t.db.select().from(tickets).where(eq(tickets.bookingId, sold.id)).limit(1);
    await t.http.post('/api/vendor/checkins').set(bearer(vendor.token)).send({ number: ticket.number }).expect(200);

    const res = await t.http.get(`/api/vendor/events/${event.id}/sales`).set(bearer(vendor.token)).expect(200);
    expect(res.body.event).toEqual({ id: event.id, title: 'Jazz by the Bay' });
    expect(res.body.rows).toEqual([
      { sessionId: first.id, startsAt: first.startsAt.toISOString(), label: 'Friday', ticketTypeId: expect.any(String), ticketType: 'General Admission',
        quantity: 50, sold: 2, soldSeats: 2, held: 3, left: 45, gross: 998, fees: 49.9, refunded: 0, checkedIn: 1 },
      { sessionId: second.id, startsAt: second.startsAt.toISOString(), label: 'Saturday', ticketTypeId: expect.any(String), ticketType: 'General Admission',
        quantity: 50, sold: 1, soldSeats: 1, held: 0, left: 49, gross: 499, fees: 24.95, refunded: 525.95, checkedIn: 0 },
    ]);
    expect(res.body.totals).toEqual({ quantity: 100, sold: 3, soldSeats: 3, held: 3, left: 94, gross: 1497, fees: 74.85, refunded: 525.95, checkedIn: 1 });
    expect(res.body.daily).toEqual([{ day: '2026-11-21', tickets: 3, seats: 3, gross: 1497 }]);

    const friday = await t.http.get(`/api/vendor/events/${event.id}/sales`).query({ sessionId: first.id }).set(bearer(vendor.token)).expect(200);
    expect(friday.body.rows).toHaveLength(1);
    expect(friday.body.daily).toEqual([{ day: '2026-11-21', tickets: 2, seats: 2, gross: 998 }]);
  });

  it('counts a pack as one ticket of several seats, the same way in the figures and the daily chart', async () => {
    const seller = await registerVendor(t.http);
    const form = eventForm({
      ticketsAvailable: undefined, pricing: undefined,
      ticketTypes: [{ name: 'Single', price: 500, quantity: 50 }, { name: 'Family pack of 4', price: 1800, quantity: 10, seatsPerUnit: 4 }],
      sessions: [{ startsAt: new Date(Date.now() + 12 * DAY_MS).toISOString(), label: 'Evening' }],
    });
    const e = await createEvent(t.http, seller.token, form, 'vendor');
    await t.http.patch(`/api/admin/events/${e.id}/status`).set(admin).send({ status: 'approved' }).expect(200);
    const typeId = (name: string) => e.ticketTypes.find((x: { name: string }) => x.name === name).id;
    const buyer = await insertUser(t);
    const b = await book(t.http, buyer.auth, {
      eventId: e.id, sessionId: e.sessions[0].id, paymentMethod: 'cod',
      items: [{ ticketTypeId: typeId('Single'), qty: 5 }, { ticketTypeId: typeId('Family pack of 4'), qty: 1 }],
    });
    await t.http.post(`/api/admin/bookings/${b.id}/approve`).set(admin).expect(200);
    const res = await t.http.get(`/api/vendor/events/${e.id}/sales`).set(bearer(seller.token)).expect(200);
    expect(res.body.totals).toMatchObject({ sold: 6, soldSeats: 9 });
    expect(res.body.daily.map((d: { tickets: number; seats: number }) => [d.tickets, d.seats])).toEqual([[6, 9]]);
    expect(ticketsAndSeats(res.body.totals.sold, res.body.totals.soldSeats)).toBe('6 tickets (9 seats)');
  });

  it("answers 404 for another vendor's or a missing event, 400 for bad ids, 401 without a vendor token", async () => {
    const event = await insertEvent(t, { ownerVendorId: vendor.id });
    await t.http.get(`/api/vendor/events/${event.id}/sales`).set(bearer(other.token)).expect(404);
    await t.http.get(`/api/vendor/events/${MISSING_ID}/sales`).set(bearer(vendor.token)).expect(404);
    await t.http.get('/api/vendor/events/x/sales').set(bearer(vendor.token)).expect(400);
    await t.http.get(`/api/vendor/events/${event.id}/sales`).query({ sessionId: 'x' }).set(bearer(vendor.token)).expect(400);
    expect((await t.http.get(`/api/vendor/events/${event.id}/sales`).query({ sessionId: MISSING_ID }).set(bearer(vendor.token)).expect(400)).body.message)
      .toBe('This showtime does not belong to the event.');
    await t.http.get(`/api/vendor/events/${event.id}/sales`).expect(401);
    await t.http.get(`/api/vendor/events/${event.id}/sales`).set(admin).expect(401);
  });
});
