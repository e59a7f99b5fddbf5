import { and, count, eq, sql } from 'drizzle-orm';
import { bookings, eventSessions, ticketInventory, tickets, ticketTypes } from '../../../api/src/db/schema';
import { HoldReleaseService } from '../../../api/src/modules/bookings/hold-release.service';
import { signTicketToken } from '../../../api/src/modules/bookings/ticket-token';
import { SeedService } from '../../../api/src/db/seed/seed.service';
import { startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer } from '../support/auth-helpers';
import { book, insertEvent, insertUser } from '../bookings/fixtures';

describe('a ticket per seat, written when the booking is confirmed', () => {
  let t: TestApp;
  let buyer: Awaited<ReturnType<typeof insertUser>>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
    buyer = await insertUser(t, 'Meera Shah');
    admin = bearer(await adminToken(t.http));
  });
  afterAll(async () => { await t?.close(); });

  const ticketCount = async (bookingId: string) =>
    (await t.db.select({ n: count() }).from(tickets).where(eq(tickets.bookingId, bookingId)))[0].n;
  const detail = async (id: string) => (await t.http.get(`/api/user/bookings/${id}`).set(buyer.auth).expect(200)).body;

  /** An event with General Admission (₹499) and a 'Family Pack' of 4 seats a unit. */
  async function twoTypeEvent() {
    const event = await insertEvent(t, { title: 'Diwali Mela' });
    const [session] = await t.db.select().from(eventSessions).where(eq(eventSessions.eventId, event.id));
    const [pack] = await t.db.insert(ticketTypes).values({ eventId: event.id, name: 'Family Pack', pricePaise: 150000, quantity: 20, seatsPerUnit: 4, position: 1 }).returning();
    await t.db.insert(ticketInventory).values({ sessionId: session.id, ticketTypeId: pack.id, eventId: event.id, quantity: 20, available: 20 });
    const [general] = await t.db.select().from(ticketTypes).where(and(eq(ticketTypes.eventId, event.id), eq(ticketTypes.name, 'General Admission')));
    return { event, session, general, pack };
  }

  it('an approved cash booking gets N tickets (N = seats of its lines), numbered from its order number, each with its own signed token', async () => {
    const { event, session, general, pack } = await twoTypeEvent();
    const b = await book(t.http, buyer.auth, { eventId: event.id, items: [{ ticketTypeId: general.id, qty: 2 }, { ticketTypeId: pack.id, qty: 1 }] });
    expect((await detail(b.id)).tickets).toEqual([]);
    expect(await ticketCount(b.id)).toBe(0);

    await t.http.post(`/api/admin/bookings/${b.id}/approve`).set(admin).expect(200);
    const seen = await detail(b.id);
    expect(seen.tickets).toHaveLength(2 + 4);
    expect(seen.tickets.map((x: { number: string }) => x.number)).toEqual([1, 2, 3, 4, 5, 6].map((k) => `${b.orderNo}-${k}`));
    expect(seen.tickets.map((x: { ticketType: string }) => x.ticketType)).toEqual(['General Admission', 'General Admission', 'Family Pack', 'Family Pack', 'Family Pack', 'Family Pack']);
    expect(seen.tickets[0]).toEqual({
      id: expect.any(String), number: `${b.orderNo}-1`, ticketTypeId: general.id, ticketType: 'General Admission', sessionId: session.id,
      holderName: 'Meera Shah', seat: null, token: signTicketToken(seen.tickets[0].id, t.config.ticketSecret), checkedInAt: null,
    });
    expect(new Set(seen.tickets.map((x: { token: string }) => x.token)).size).toBe(6);
    // the back office and the buyer's list see the same tickets
    expect((await t.http.get(`/api/admin/bookings/${b.id}`).set(admin).expect(200)).body.tickets).toEqual(seen.tickets);
  });

  it('a free booking is confirmed with its tickets in the statement that holds it', async () => {
    const event = await insertEvent(t, { pricePaise: 0, isFree: true });
    const b = await book(t.http, buyer.auth, { eventId: event.id, qty: 3 });
    expect(b.status).toBe('confirmed');
    expect(b.tickets).toHaveLength(3);
    expect(await ticketCount(b.id)).toBe(3);
  });

  it('an online payment confirms with tickets once: a replayed verify adds none', async () => {
    const event = await insertEvent(t);
    const b = await book(t.http, buyer.auth, { eventId: event.id, qty: 2, paymentMethod: 'razorpay' });
    const order = (await t.http.post('/api/payment/order').set(buyer.auth).send({ bookingId: b.id }).expect(201)).body;
    const paid = (await t.http.post('/api/payment/sandbox/pay').set(buyer.auth).send({ orderId: order.id }).expect(200)).body;
    await Promise.all([1, 2, 3].map(() => t.http.post('/api/payment/verify').set(buyer.auth).send(paid).expect(200)));
    expect(await ticketCount(b.id)).toBe(2);
    expect((await detail(b.id)).tickets).toHaveLength(2);
  });

  it('a payment arriving after the hold ran out re-confirms the booking with its tickets', async () => {
    const event = await insertEvent(t);
    const b = await book(t.http, buyer.auth, { eventId: event.id, qty: 2, paymentMethod: 'razorpay' });
    const order = (await t.http.post('/api/payment/order').set(buyer.auth).send({ bookingId: b.id }).expect(201)).body;
    const paid = (await t.http.post('/api/payment/sandbox/pay').set(buyer.auth).send({ orderId: order.id }).expect(200)).body;
    await t.db.update(bookings).set({ holdExpiresAt: sql`now() - interval '1 minute'` }).where(eq(bookings.id, b.id));
    expect(await t.app.get(HoldReleaseService).run()).toBe(1);
    expect(await ticketCount(b.id)).toBe(0);
    expect((await t.http.post('/api/payment/verify').set(buyer.auth).send(paid).expect(200)).body.status).toBe('confirmed');
    expect(await ticketCount(b.id)).toBe(2);
  });

  it('a pending or rejected booking has no tickets', async () => {
    const event = await insertEvent(t);
    const b = await book(t.http, buyer.auth, { eventId: event.id, qty: 2 });
    await t.http.post(`/api/admin/bookings/${b.id}/reject`).set(admin).expect(200);
    expect(await ticketCount(b.id)).toBe(0);
  });

  it('the demo seed gives every confirmed booking its tickets', async () => {
    const seeded = await startTestApp({ SEED_DEMO: 'true' });
    try {
      await seeded.app.get(SeedService).run();
      const [row] = await seeded.db.execute(sql`
        SELECT count(*)::int AS confirmed,
          count(*) FILTER (WHERE (SELECT count(*) FROM tickets tk WHERE tk.booking_id = b.id) = b.seats)::int AS complete
        FROM bookings b WHERE b.status = 'confirmed'`).then((r) => (r as unknown as { rows: { confirmed: number; complete: number }[] }).rows);
      expect(row.confirmed).toBeGreaterThan(0);
      expect(row.complete).toBe(row.confirmed);
      const [others] = await seeded.db.execute(sql`SELECT count(*)::int AS n FROM tickets tk JOIN bookings b ON b.id = tk.booking_id WHERE b.status <> 'confirmed'`)
        .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
      expect(others.n).toBe(0);
    } finally {
      await seeded.close();
    }
  }, 120_000);
});
