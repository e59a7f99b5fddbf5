import { eq } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { newEventCode } from '../../../api/src/common/identifiers';
import { bookings, events, eventSessions, users, venues } from '../../../api/src/db/schema';
import { TokenService } from '../../../api/src/modules/auth/token.service';
import type { TestApp } from '../support/test-app';
import { bearer } from '../support/auth-helpers';

const DAY = 24 * 3600 * 1000;

/**
 * A public (approved, published, active) event a week ahead at ₹499 with 100 tickets, inserted directly
 * (the events endpoints are another module's); overrides change any column.
 */
export async function insertEvent(t: TestApp, overrides: Partial<typeof events.$inferInsert> = {}) {
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
      ticketsTotal: 100,
      ticketsAvailable: 100,
      city: 'Mumbai',
      ...overrides,
    })
    .returning();
  return row;
}

export async function insertVenue(t: TestApp, name = 'NSCI Dome', city = 'Mumbai') {
  const [row] = await t.db.insert(venues).values({ name, nameKey: name.toLowerCase(), slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`, city }).returning();
  return row;
}

export async function insertSession(t: TestApp, eventId: string, startsAt: Date, label = 'Evening show') {
  const [row] = await t.db.insert(eventSessions).values({ eventId, startsAt, label }).returning();
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

export async function ticketsAvailable(t: TestApp, eventId: string): Promise<number> {
  const [row] = await t.db.select({ n: events.ticketsAvailable }).from(events).where(eq(events.id, eventId));
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
