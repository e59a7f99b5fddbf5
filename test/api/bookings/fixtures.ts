import { and, eq, sql } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { newEventCode } from '../../../api/src/common/identifiers';
import { bookings, events, eventSessions, ticketInventory, ticketTypes, users, venues } from '../../../api/src/db/schema';
import { TokenService } from '../../../api/src/modules/auth/token.service';
import type { TestApp } from '../support/test-app';
import { bearer } from '../support/auth-helpers';

const DAY = 24 * 3600 * 1000;

type EventOverrides = Partial<typeof events.$inferInsert> & {
  /** Units of its one ticket type per showtime (default 100); ticketsAvailable is the same. */
  ticketsAvailable?: number;
  ticketsTotal?: number;
};

/**
 * A public (approved, published, active) event a week ahead with one 'General Admission' type at ₹499
 * and 100 tickets, in its implicit session, inserted directly (the events endpoints are another
 * module's); overrides change any column. pricePaise null makes an event with no ticket type.
 */
export async function insertEvent(t: TestApp, overrides: EventOverrides = {}) {
  const { ticketsAvailable: tickets = 100, ticketsTotal: _total, ...columns } = overrides;
  const [row] = await t.db
    .insert(events)
    .values({
      slug: 'test-concert',
      code: newEventCode(),
      title: 'Test Concert',
      startAt: new Date(Date.now() + 7 * DAY),
      status: 'approved',
      isPublished: true,
      isActive: true,
      pricePaise: 49900,
      city: 'Mumbai',
      ...columns,
    })
    .returning();
  const [session] = await t.db.insert(eventSessions).values({ eventId: row.id, startsAt: row.startAt, implicit: true }).returning();
  if (row.pricePaise !== null) {
    const [type] = await t.db.insert(ticketTypes).values({ eventId: row.id, name: 'General Admission', pricePaise: row.isFree ? 0 : row.pricePaise, quantity: tickets }).returning();
    await t.db.insert(ticketInventory).values({ sessionId: session.id, ticketTypeId: type.id, eventId: row.id, quantity: tickets, available: tickets });
  }
  return row;
}

export async function insertVenue(t: TestApp, name = 'NSCI Dome', city = 'Mumbai') {
  const [row] = await t.db.insert(venues).values({ name, nameKey: name.toLowerCase(), slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`, city }).returning();
  return row;
}

/** A showtime with every type of the event at its full quantity; the event's implicit session goes. */
export async function insertSession(t: TestApp, eventId: string, startsAt: Date, label = 'Evening show') {
  await t.db.delete(eventSessions).where(and(eq(eventSessions.eventId, eventId), eq(eventSessions.implicit, true)));
  const [row] = await t.db.insert(eventSessions).values({ eventId, startsAt, label }).returning();
  const types = await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, eventId));
  if (types.length) {
    await t.db.insert(ticketInventory).values(types.map((ty) => ({ sessionId: row.id, ticketTypeId: ty.id, eventId, quantity: ty.quantity, available: ty.quantity })));
  }
  return row;
}

let userSeq = 0;
/** A buyer created directly with a signed user token (the phone-code limits are per IP, tests need many users). */
export async function insertUser(t: TestApp, name?: string) {
  userSeq += 1;
  const [user] = await t.db
    .insert(users)
    .values({ name: name ?? `Buyer ${userSeq}`, email: `buyer${userSeq}-${Date.now()}@test.local`, phone: `+9177${String(Date.now() % 1e6).padStart(6, '0')}${String(userSeq).padStart(2, '0')}` })
    .returning();
  const token = t.app.get(TokenService).sign('user', user);
  return { user, token, auth: bearer(token) };
}

/** Units left over every inventory row of the event. */
export async function ticketsAvailable(t: TestApp, eventId: string): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`coalesce(sum(${ticketInventory.available}), 0)::int` }).from(ticketInventory).where(eq(ticketInventory.eventId, eventId));
  return row.n;
}

export async function bookingRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/** Books through the API and answers the created booking. */
export async function book(http: TestAgent, auth: Record<string, string>, body: Record<string, unknown>) {
  const res = await http.post('/api/user/bookings/create').set(auth).send({ paymentMethod: 'cod', ...body });
  if (res.status !== 201) throw new Error(`create answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A new buyer books online and pays in the sandbox; answers the buyer and the paid booking as the buyer reads it. */
export async function paidBooking(t: TestApp, body: Record<string, unknown>) {
  const buyer = await insertUser(t);
  const created = await book(t.http, buyer.auth, { paymentMethod: 'razorpay', ...body });
  const order = (await t.http.post('/api/payment/order').set(buyer.auth).send({ bookingId: created.id }).expect(201)).body;
  const paid = (await t.http.post('/api/payment/sandbox/pay').set(buyer.auth).send({ orderId: order.id }).expect(200)).body;
  await t.http.post('/api/payment/verify').set(buyer.auth).send(paid).expect(200);
  return { buyer, booking: (await t.http.get(`/api/user/bookings/${created.id}`).set(buyer.auth).expect(200)).body };
}
