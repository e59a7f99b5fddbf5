import { eq } from 'drizzle-orm';
import { Messages } from '@marketplace/shared-dto';
import { ticketTypes, waitlistEntries } from '../../../api/src/db/schema';
import { startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer, MISSING_ID, registerVendor } from '../support/auth-helpers';
import { book, insertEvent, insertUser } from '../bookings/fixtures';
import { createEvent, eventForm } from '../events/event-fixtures';

jest.setTimeout(300_000);

/**
 * The waitlist's joining slice (issue 23, part 3): a buyer joins a showtime × type only while fewer than the
 * asked quantity are left (decided by the joining statement), sees their place in join order, and leaves; one
 * entry per buyer per showtime × type; the organiser sees the counts and the tickets that would sell.
 */
describe('waitlist: join, list, leave, the organiser\'s counts', () => {
  let t: TestApp;
  let vendor: { token: string; id: string };

  beforeAll(async () => {
    t = await startTestApp();
    vendor = await registerVendor(t.http);
  });
  afterAll(async () => { await t?.close(); });

  /** The vendor's public event with a waitlist: General Admission, 4 tickets, `left` of them still on sale. */
  async function waitlistEvent(left = 0, waitlistEnabled = true) {
    const event = await insertEvent(t, { ticketsAvailable: 4, ownerVendorId: vendor.id, createdByType: 'vendor', capacity: { waitlistEnabled } });
    const [type] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, event.id));
    if (left < 4) await book(t.http, (await insertUser(t)).auth, { eventId: event.id, qty: 4 - left, donation: false });
    return { id: event.id, type: type.id };
  }
  const join = (auth: Record<string, string>, body: Record<string, unknown>) => t.http.post('/api/user/waitlist').set(auth).send(body);

  it('joins a sold-out type in order: positions 1, 2, 3; the list shows each place; leaving moves the others up', async () => {
    const e = await waitlistEvent(0);
    const [a, b, c] = [await insertUser(t), await insertUser(t), await insertUser(t)];
    const first = await join(a.auth, { eventId: e.id, ticketTypeId: e.type, quantity: 2 }).expect(201);
    expect(first.body).toEqual({ id: expect.any(String), position: 1, status: 'waiting' });
    expect((await join(b.auth, { eventId: e.id, ticketTypeId: e.type, quantity: 1 }).expect(201)).body.position).toBe(2);
    expect((await join(c.auth, { eventId: e.id, ticketTypeId: e.type, quantity: 3 }).expect(201)).body.position).toBe(3);

    const mine = (await t.http.get('/api/user/waitlist').set(c.auth).expect(200)).body;
    expect(mine).toEqual([expect.objectContaining({ eventId: e.id, sessionId: null, ticketTypeId: e.type, ticketType: 'General Admission', quantity: 3, status: 'waiting', position: 3, offerExpiresAt: null })]);

    await t.http.delete(`/api/user/waitlist/${first.body.id}`).set(a.auth).expect(204);
    expect((await t.http.get('/api/user/waitlist').set(c.auth).expect(200)).body[0].position).toBe(2);
    expect((await t.http.get('/api/user/waitlist').set(a.auth).expect(200)).body).toEqual([]);
    // back in, at the end of the queue
    expect((await join(a.auth, { eventId: e.id, ticketTypeId: e.type, quantity: 2 }).expect(201)).body.position).toBe(3);
  });

  it("409 'Tickets are available: book them now.' while at least the quantity is left; fewer than asked may join", async () => {
    const e = await waitlistEvent(2);
    const buyer = await insertUser(t);
    for (const quantity of [1, 2]) {
      const res = await join(buyer.auth, { eventId: e.id, ticketTypeId: e.type, quantity }).expect(409);
      expect(res.body).toMatchObject({ message: Messages.waitlistTicketsAvailable });
    }
    await join(buyer.auth, { eventId: e.id, ticketTypeId: e.type, quantity: 3 }).expect(201);
    expect(await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.eventId, e.id))).toHaveLength(1);
  });

  it('one entry per buyer per showtime × type, also when the buyer sends 10 joins at once; 20 more buyers at once get places 2 to 21', async () => {
    const e = await waitlistEvent(0);
    const buyer = await insertUser(t);
    const same = await Promise.all(Array.from({ length: 10 }, () => join(buyer.auth, { eventId: e.id, ticketTypeId: e.type, quantity: 1 })));
    expect(same.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(same.filter((r) => r.status === 409).every((r) => r.body.message === Messages.waitlistAlreadyJoined)).toBe(true);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => insertUser(t)));
    await Promise.all(buyers.map((b) => join(b.auth, { eventId: e.id, ticketTypeId: e.type, quantity: 1 }).expect(201)));
    const places = await Promise.all(buyers.map(async (b) => (await t.http.get('/api/user/waitlist').set(b.auth).expect(200)).body[0].position));
    expect(places.sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
  });

  it('refusals: no waitlist on the event (409), another event\'s type, a showtime not of it, over the type\'s maximum per order, malformed input (400), a missing event (404); nothing is stored', async () => {
    const off = await waitlistEvent(0, false);
    const e = await waitlistEvent(0);
    const buyer = await insertUser(t);
    expect((await join(buyer.auth, { eventId: off.id, ticketTypeId: off.type, quantity: 1 }).expect(409)).body.message).toBe(Messages.waitlistNotEnabled);
    expect((await join(buyer.auth, { eventId: e.id, ticketTypeId: off.type, quantity: 1 }).expect(400)).body.details).toEqual({ ticketTypeId: Messages.ticketTypeUnknown });
    expect((await join(buyer.auth, { eventId: e.id, sessionId: MISSING_ID, ticketTypeId: e.type, quantity: 1 }).expect(400)).body.details).toEqual({ sessionId: Messages.sessionNotOfEvent });
    expect((await join(buyer.auth, { eventId: e.id, ticketTypeId: e.type, quantity: 11 }).expect(400)).body.details).toEqual({ quantity: Messages.waitlistQuantity(10) });
    await join(buyer.auth, { eventId: MISSING_ID, ticketTypeId: e.type, quantity: 1 }).expect(404);
    for (const body of [
      { eventId: 'x', ticketTypeId: e.type, quantity: 1 }, { eventId: e.id, ticketTypeId: e.type, quantity: 0 }, { eventId: e.id, ticketTypeId: e.type, quantity: 1.5 },
      { eventId: e.id, ticketTypeId: e.type }, { eventId: e.id, ticketTypeId: e.type, quantity: 1, extra: true },
    ]) await join(buyer.auth, body).expect(400);
    expect((await t.http.get('/api/user/waitlist').set(buyer.auth).expect(200)).body).toEqual([]);
  });

  it('every endpoint: 401 without a token or with another realm\'s; someone else\'s entry is 404 and stays; a malformed id is 400', async () => {
    const e = await waitlistEvent(0);
    const [owner, other] = [await insertUser(t), await insertUser(t)];
    const entry = (await join(owner.auth, { eventId: e.id, ticketTypeId: e.type, quantity: 1 }).expect(201)).body;
    const admin = bearer(await adminToken(t.http));
    for (const auth of [{}, bearer(vendor.token), admin]) {
      await t.http.post('/api/user/waitlist').set(auth).send({ eventId: e.id, ticketTypeId: e.type, quantity: 1 }).expect(401);
      await t.http.get('/api/user/waitlist').set(auth).expect(401);
      await t.http.delete(`/api/user/waitlist/${entry.id}`).set(auth).expect(401);
    }
    await t.http.delete(`/api/user/waitlist/${entry.id}`).set(other.auth).expect(404);
    await t.http.delete('/api/user/waitlist/not-an-id').set(owner.auth).expect(400);
    expect((await t.http.get('/api/user/waitlist').set(owner.auth).expect(200)).body.map((x: { id: string }) => x.id)).toEqual([entry.id]);
  });

  it("the organiser sees per showtime × type the waiting entries and 'N more seats would sell'; another vendor's event is 404", async () => {
    const e = await waitlistEvent(0);
    for (const quantity of [2, 1, 3]) await join((await insertUser(t)).auth, { eventId: e.id, ticketTypeId: e.type, quantity }).expect(201);
    const res = await t.http.get(`/api/vendor/events/${e.id}/waitlist`).set(bearer(vendor.token)).expect(200);
    expect(res.body).toEqual({
      rows: [{ sessionId: null, startsAt: expect.any(String), label: expect.any(String), ticketTypeId: e.type, ticketType: 'General Admission', waiting: 3, waitingQuantity: 6, offered: 0, converted: 0, expired: 0 }],
      wouldSell: 6,
    });
    const stranger = await registerVendor(t.http);
    await t.http.get(`/api/vendor/events/${e.id}/waitlist`).set(bearer(stranger.token)).expect(404);
    await t.http.get(`/api/vendor/events/${e.id}/waitlist`).expect(401);
    await t.http.get('/api/vendor/events/x/waitlist').set(bearer(vendor.token)).expect(400);
  });

  it("both event forms take the issue's `waitlistEnabled` at the top as well as in capacity; it is kept in capacity", async () => {
    const byVendor = await createEvent(t.http, vendor.token, { waitlistEnabled: true }, 'vendor');
    expect(byVendor.capacity).toEqual({ waitlistEnabled: true });
    const admin = await adminToken(t.http);
    const byAdmin = await createEvent(t.http, admin, { capacity: { maxAttendees: 100 }, waitlistEnabled: true });
    expect(byAdmin.capacity).toEqual({ maxAttendees: 100, waitlistEnabled: true });
    const off = await t.http.put(`/api/admin/events/${byAdmin.id}`).set(bearer(admin)).send(eventForm({ title: byAdmin.title, capacity: { waitlistEnabled: true }, waitlistEnabled: false })).expect(200);
    expect(off.body.capacity).toEqual({ waitlistEnabled: false });
    await t.http.post('/api/admin/events').set(bearer(admin)).send(eventForm({ waitlistEnabled: 'maybe' })).expect(400);
  });
});
