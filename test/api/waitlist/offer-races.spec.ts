import { eq, sql } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import type { INestApplication } from '@nestjs/common';
import { bookings, ticketTypes, waitlistEntries } from '../../../api/src/db/schema';
import { HoldReleaseService } from '../../../api/src/modules/bookings/hold-release.service';
import { OfferExpiryService } from '../../../api/src/modules/waitlist/offer-expiry.service';
import { startTestApp, TestApp } from '../support/test-app';
import { registerVendor } from '../support/auth-helpers';
import { book, insertEvent, insertUser } from '../bookings/fixtures';

jest.setTimeout(600_000);

const onServer = !!process.env.DATABASE_URL;
const QUANTITY = 30;

/**
 * Nothing is oversold or offered twice while holds expire, buyers cancel, offers expire, offered buyers book
 * and others try to buy, all at once (on the PostgreSQL server from two processes): every inventory row stays
 * balanced, its held units are exactly what bookings and open offers hold, and nobody who fits waits while units are free.
 */
describe(`waitlist offers under load${onServer ? ' on two processes' : ''}`, () => {
  let t: TestApp;
  let peer: Awaited<ReturnType<TestApp['startPeer']>> | null = null;
  let vendor: { token: string; id: string };

  beforeAll(async () => {
    t = await startTestApp();
    if (onServer) peer = await t.startPeer();
    vendor = await registerVendor(t.http);
  });
  afterAll(async () => {
    await peer?.close();
    await t?.close();
  });

  type Buyer = Awaited<ReturnType<typeof insertUser>>;
  /** Alternates between the two processes (one on PGlite). */
  const side = (i: number): { http: TestAgent; app: INestApplication } => (peer && i % 2 ? peer : t);

  /** What must hold at any quiet moment. */
  async function checkBalance(eventId: string) {
    const [row] = (await t.db.execute(sql`
      SELECT i.quantity, i.held, i.available, s.seats_held AS "seatsHeld",
        (SELECT coalesce(sum(bl.quantity), 0) FROM booking_lines bl JOIN bookings b ON b.id = bl.booking_id
          WHERE bl.session_id = i.session_id AND bl.ticket_type_id = i.ticket_type_id AND b.status IN ('pending', 'confirmed'))::int AS booked,
        (SELECT coalesce(sum(w.quantity), 0) FROM waitlist_entries w
          WHERE w.session_id = i.session_id AND w.ticket_type_id = i.ticket_type_id AND w.status = 'offered')::int AS offered,
        (SELECT w.quantity FROM waitlist_entries w WHERE w.session_id = i.session_id AND w.ticket_type_id = i.ticket_type_id AND w.status = 'waiting'
          ORDER BY w.created_at, w.id LIMIT 1) AS head
      FROM ticket_inventory i JOIN event_sessions s ON s.id = i.session_id WHERE i.event_id = ${eventId}::uuid`) as unknown as {
      rows: { quantity: number; held: number; available: number; seatsHeld: number; booked: number; offered: number; head: number | null }[];
    }).rows;
    expect(row.held + row.available).toBe(row.quantity);
    expect(row.available).toBeGreaterThanOrEqual(0);
    // the offers' units are held, counted once, beside the bookings'
    expect(row.held).toBe(row.booked + row.offered);
    expect(row.seatsHeld).toBe(row.held);
    // nobody who fits waits while units are free
    if (row.head !== null) expect(row.head).toBeGreaterThan(row.available);
    const jobs = (await t.db.execute(sql`SELECT count(*)::int AS n, count(DISTINCT key)::int AS keys FROM jobs WHERE kind = 'waitlist.offered'`) as unknown as { rows: { n: number; keys: number }[] }).rows[0];
    const offeredEver = (await t.db.execute(sql`SELECT count(*)::int AS n FROM waitlist_entries WHERE event_id = ${eventId}::uuid AND status <> 'waiting'`) as unknown as { rows: { n: number }[] }).rows[0];
    return { ...row, jobs, offeredEver: offeredEver.n };
  }

  it('holds expiring, cancellations, offers expiring, offered buyers booking and new buyers at once: no oversell, no offer twice', async () => {
    const event = await insertEvent(t, { ticketsAvailable: QUANTITY, ownerVendorId: vendor.id, createdByType: 'vendor', capacity: { waitlistEnabled: true } });
    const [type] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, event.id));
    // sold out: 15 bookings of 2
    const holders: { buyer: Buyer; id: string }[] = [];
    for (let i = 0; i < QUANTITY / 2; i++) {
      const buyer = await insertUser(t);
      holders.push({ buyer, id: (await book(t.http, buyer.auth, { eventId: event.id, qty: 2, donation: false })).id });
    }
    const waiting: { buyer: Buyer; entry: string; quantity: number }[] = [];
    for (const quantity of [2, 1, 3, 1, 2, 2, 1, 3, 2, 1, 1, 2]) {
      const buyer = await insertUser(t);
      const res = await t.http.post('/api/user/waitlist').set(buyer.auth).send({ eventId: event.id, ticketTypeId: type.id, quantity }).expect(201);
      waiting.push({ buyer, entry: res.body.id, quantity });
    }
    const newcomers = await Promise.all(Array.from({ length: 10 }, () => insertUser(t)));
    const tryBuy = (i: number) => side(i).http.post('/api/user/bookings/create').set(newcomers[i].auth)
      .send({ eventId: event.id, qty: 1 + (i % 2), paymentMethod: 'cod', donation: false });

    // wave 1: 5 holds expire (both processes' release jobs), 4 buyers cancel, 10 others try to buy
    await t.db.update(bookings).set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(sql`${bookings.id} IN (${sql.join(holders.slice(0, 5).map((h) => sql`${h.id}::uuid`), sql`, `)})`);
    const wave1 = await Promise.all([
      t.app.get(HoldReleaseService).run(),
      (peer?.app ?? t.app).get(HoldReleaseService).run(),
      ...holders.slice(5, 9).map((h, i) => side(i).http.post(`/api/user/bookings/${h.id}/cancel`).set(h.buyer.auth)),
      ...newcomers.map((_, i) => tryBuy(i)),
    ]);
    expect((wave1[0] as number) + (wave1[1] as number)).toBe(5);
    const afterWave1 = await checkBalance(event.id);
    expect(afterWave1.offeredEver).toBeGreaterThan(0);

    // wave 2: half the offers expire while the other half book (some fewer than offered), more cancel, others try again
    const entries = await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.eventId, event.id));
    const offered = waiting.filter((w) => entries.find((e) => e.id === w.entry)!.status === 'offered');
    const lapsing = offered.filter((_, i) => i % 2 === 0);
    const booking = offered.filter((_, i) => i % 2 === 1);
    if (lapsing.length) {
      await t.db.update(waitlistEntries).set({ offerExpiresAt: sql`now() - interval '1 second'` })
        .where(sql`${waitlistEntries.id} IN (${sql.join(lapsing.map((w) => sql`${w.entry}::uuid`), sql`, `)})`);
    }
    const wave2 = await Promise.all([
      t.app.get(OfferExpiryService).run(),
      (peer?.app ?? t.app).get(OfferExpiryService).run(),
      ...booking.map((w, i) => side(i).http.post('/api/user/bookings/create').set(w.buyer.auth)
        .send({ eventId: event.id, qty: Math.max(1, w.quantity - (i % 2)), paymentMethod: 'cod', donation: false, waitlistEntryId: w.entry })),
      ...holders.slice(9, 12).map((h, i) => side(i).http.post(`/api/user/bookings/${h.id}/cancel`).set(h.buyer.auth)),
      ...newcomers.map((_, i) => tryBuy(i)),
    ]);
    expect((wave2[0] as number) + (wave2[1] as number)).toBe(lapsing.length);
    for (const res of wave2.slice(2, 2 + booking.length)) expect((res as { status: number }).status).toBe(201);
    const end = await checkBalance(event.id);
    // one notice job per offer ever made: no entry was offered twice
    expect(end.jobs.n).toBe(end.jobs.keys);
    expect(end.jobs.n).toBe(end.offeredEver);
  });
});
