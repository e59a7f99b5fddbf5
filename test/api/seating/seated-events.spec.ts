import { and, eq, sql } from 'drizzle-orm';
import { MAX_TICKETS_PER_BOOKING, Messages, MessagesHi } from '@marketplace/shared-dto';
import { bookings, seatInventory, ticketInventory } from '../../../api/src/db/schema';
import { HoldReleaseService } from '../../../api/src/modules/bookings/hold-release.service';
import { adminToken, bearer, MISSING_ID, registerVendor } from '../support/auth-helpers';
import { startTestApp, TestApp } from '../support/test-app';
import { attachForm, eventForm, istDayFromToday } from '../events/event-fixtures';
import { insertUser, paidBooking } from '../bookings/fixtures';
import { binary, pdfText } from '../support/pdf';

/**
 * Seated events (issue 24): a plan and its category mapping on the event form, the seat inventory of each showtime,
 * the public seat map, orders of chosen and best-available seats held in one statement, and every release giving
 * the exact seats back, with the type's counts equal to its seats at every step.
 */
describe('seated events', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let vendor: Record<string, string>;
  let otherVendor: Record<string, string>;
  let venue: string;
  let plan: string;
  let otherPlan: string;

  /** Stalls: rows A-C of 10 seats (Silver, an aisle after 5, seat A-10 blocked); Balcony: rows A-B of 6 seats (Gold). */
  const PLAN = {
    name: 'Main hall',
    generate: { sections: [
      { name: 'Stalls', category: 'Silver', rows: 'A-C', seatsPerRow: 10, aisleAfter: [5] },
      { name: 'Balcony', category: 'Gold', rows: 'A-B', seatsPerRow: 6 },
    ] },
  };

  const seatedForm = (overrides: Record<string, unknown> = {}) => eventForm({
    venue, location: undefined,
    ticketTypes: [{ name: 'Silver', price: 500, quantity: 1, maxPerOrder: 6 }, { name: 'Gold', price: 1200, quantity: 1 }],
    sessions: [{ startsAt: `${istDayFromToday(12)}T13:30:00.000Z`, label: 'Matinee' }, { startsAt: `${istDayFromToday(12)}T19:30:00.000Z`, label: 'Evening' }],
    seatingPlanId: plan,
    seatCategories: [{ category: 'Silver', ticketTypeId: 'Silver' }, { category: 'Gold', ticketTypeId: '1' }],
    ...overrides,
  });

  /** A seated event of the vendor, approved: its id, code, types by name and showtimes. */
  async function seatedEvent(overrides: Record<string, unknown> = {}) {
    const made = await t.http.post('/api/vendor/events').set(vendor).send(seatedForm(overrides));
    if (made.status !== 201) throw new Error(JSON.stringify(made.body));
    await t.http.patch(`/api/admin/events/${made.body.id}/status`).set(admin).send({ status: 'approved' }).expect(200);
    const types = Object.fromEntries(made.body.ticketTypes.map((ty: { name: string; id: string }) => [ty.name, ty.id]));
    return { id: made.body.id as string, code: made.body.code as string, slug: made.body.slug as string, types, sessions: made.body.sessions as { id: string }[], body: made.body };
  }

  const mapPath = (e: { slug: string; code: string }, sessionId: string) => `/api/events/public/${e.slug}/${e.code}/sessions/${sessionId}/seats`;
  const order = (auth: Record<string, string>, eventId: string, sessionId: string, body: Record<string, unknown>, path = 'create') =>
    t.http.post(`/api/user/bookings/${path}`).set(auth).send({ eventId, sessionId, paymentMethod: 'cod', ...body });
  const statusOf = async (sessionId: string, guid: string) =>
    (await t.db.select({ status: seatInventory.status }).from(seatInventory).where(and(eq(seatInventory.sessionId, sessionId), eq(seatInventory.seatGuid, guid))))[0]?.status;

  /** Every seated showtime × type of the event: its inventory row agrees with its seats (available, and held or sold). */
  async function expectBalanced(eventId: string) {
    const rows = await t.db.execute(sql`
      SELECT i.session_id, i.ticket_type_id, i.available, i.held, i.quantity,
        (SELECT count(*)::int FROM ${seatInventory} s WHERE s.session_id = i.session_id AND s.ticket_type_id = i.ticket_type_id AND s.status = 'available') AS free,
        (SELECT count(*)::int FROM ${seatInventory} s WHERE s.session_id = i.session_id AND s.ticket_type_id = i.ticket_type_id AND s.status IN ('held', 'sold')) AS taken
      FROM ${ticketInventory} i WHERE i.event_id = ${eventId}::uuid
        AND EXISTS (SELECT 1 FROM ${seatInventory} s WHERE s.session_id = i.session_id AND s.ticket_type_id = i.ticket_type_id)`) as unknown as { rows: { available: number; held: number; free: number; taken: number }[] };
    expect(rows.rows.length).toBeGreaterThan(0);
    for (const r of rows.rows) expect({ available: r.available, held: r.held }).toEqual({ available: r.free, held: r.taken });
    // a held seat belongs to a pending booking, a sold one to a confirmed booking
    const wrong = await t.db.execute(sql`
      SELECT s.seat_guid FROM ${seatInventory} s LEFT JOIN ${bookings} b ON b.id = s.booking_id
      WHERE s.event_id = ${eventId}::uuid AND s.status IN ('held', 'sold')
        AND NOT ((s.status = 'held' AND b.status = 'pending') OR (s.status = 'sold' AND b.status = 'confirmed'))`) as unknown as { rows: unknown[] };
    expect(wrong.rows).toEqual([]);
  }

  beforeAll(async () => {
    t = await startTestApp();
    admin = bearer(await adminToken(t.http));
    vendor = bearer((await registerVendor(t.http)).token);
    otherVendor = bearer((await registerVendor(t.http)).token);
    venue = (await t.http.post('/api/vendor/meta/venues').set(vendor).send({ name: 'Siri Fort Auditorium', city: 'New Delhi', address: 'August Kranti Marg' }).expect(201)).body.id;
    const made = (await t.http.post(`/api/vendor/meta/venues/${venue}/seating-plans`).set(vendor).send(PLAN).expect(201)).body;
    // seat A-10 of the stalls is blocked: it never sells
    made.zones[0].rows[0].seats[9].blocked = true;
    plan = (await t.http.put(`/api/vendor/meta/venues/${venue}/seating-plans/${made.id}`).set(vendor).send({ name: made.name, categories: made.categories, zones: made.zones }).expect(200)).body.id;
    const otherVenue = (await t.http.post('/api/vendor/meta/venues').set(otherVendor).send({ name: 'Kamani Auditorium', city: 'New Delhi', address: 'Copernicus Marg' }).expect(201)).body.id;
    otherPlan = (await t.http.post(`/api/vendor/meta/venues/${otherVenue}/seating-plans`).set(otherVendor).send(PLAN).expect(201)).body.id;
  });
  afterAll(async () => { await t?.close(); });

  describe('the event form', () => {
    it("maps each category to a type (by name or position): the types sell their categories' seats, blocked ones left out", async () => {
      const e = await seatedEvent();
      expect(e.body.seatingPlanId).toBe(plan);
      expect(e.body.seatCategories).toEqual([{ category: 'Silver', ticketTypeId: e.types.Silver }, { category: 'Gold', ticketTypeId: e.types.Gold }]);
      expect(e.body.ticketTypes.map((ty: { name: string; quantity: number }) => [ty.name, ty.quantity])).toEqual([['Silver', 29], ['Gold', 12]]);
      expect(e.body.sessions.map((s: { seated: boolean }) => s.seated)).toEqual([true, true]);
      const seats = await t.db.select().from(seatInventory).where(eq(seatInventory.eventId, e.id));
      expect(seats).toHaveLength(2 * 42);
      expect(seats.filter((s) => s.status === 'blocked').map((s) => s.seatGuid)).toEqual(['stalls:a:10', 'stalls:a:10']);
      await expectBalanced(e.id);

      const detail = (await t.http.get(`/api/events/public/${e.slug}/${e.code}`).expect(200)).body;
      expect(detail.sessions.map((s: { seated: boolean }) => s.seated)).toEqual([true, true]);
    });

    it('takes the plan and mapping as multipart text from the back office, by type id on an edit', async () => {
      const e = await seatedEvent();
      const form = seatedForm({ ticketTypes: e.body.ticketTypes, sessions: e.body.sessions, seatCategories: [{ category: 'Silver', ticketTypeId: e.types.Gold }, { category: 'Gold', ticketTypeId: e.types.Gold }] });
      const res = await attachForm(t.http.put(`/api/admin/events/${e.id}`).set(admin), form);
      expect([res.status, res.body.message]).toEqual([200, undefined]);
      expect(res.body.ticketTypes.map((ty: { name: string; quantity: number }) => [ty.name, ty.quantity])).toEqual([['Silver', 29], ['Gold', 41]]);
      await expectBalanced(e.id);
    });

    it('refuses a plan of another venue, an unmapped or unknown category and an unknown type with 400 naming the field, writing nothing', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ seatingPlanId: otherPlan }, 'seatingPlanId', Messages.seatingPlanOfVenue],
        [{ seatingPlanId: MISSING_ID }, 'seatingPlanId', Messages.seatingPlanOfVenue],
        [{ seatingPlanId: 'not-an-id' }, 'seatingPlanId', Messages.seatingPlanOfVenue],
        [{ seatCategories: [{ category: 'Silver', ticketTypeId: 'Silver' }] }, 'seatCategories', Messages.seatCategoryUnmapped('Gold')],
        [{ seatCategories: [{ category: 'Silver', ticketTypeId: 'Silver' }, { category: 'Gold', ticketTypeId: 'Gold' }, { category: 'Bronze', ticketTypeId: 'Gold' }] }, 'seatCategories.2.category', Messages.seatCategoryUnknown('Bronze')],
        [{ seatCategories: [{ category: 'Silver', ticketTypeId: 'Platinum' }, { category: 'Gold', ticketTypeId: 'Gold' }] }, 'seatCategories.0.ticketTypeId', Messages.seatCategoryType],
      ];
      const [{ n: before }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(seatInventory);
      for (const [overrides, field, message] of cases) {
        const res = await t.http.post('/api/vendor/events').set(vendor).send(seatedForm({ title: 'Refused', ...overrides })).expect(400);
        expect([field, res.body.details?.[field]]).toEqual([field, message]);
      }
      const [{ n: after }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(seatInventory);
      expect(after).toBe(before);
      // another vendor cannot sell seats of this vendor's event, nor edit it
      const e = await seatedEvent();
      await t.http.put(`/api/vendor/events/${e.id}`).set(otherVendor).send(seatedForm()).expect(404);
      await t.http.post('/api/vendor/events').send(seatedForm()).expect(401);
    });
  });

  describe('the public seat map', () => {
    it('answers the plan, the categories with their prices and who may buy each seat, compressed and cached until a hold', async () => {
      const e = await seatedEvent();
      const [matinee] = e.sessions;
      const res = await t.http.get(mapPath(e, matinee.id)).set('Accept-Encoding', 'gzip').expect(200);
      expect(res.body.categories).toEqual([
        { name: 'Silver', color: expect.stringMatching(/^#[0-9a-f]{6}$/), ticketTypeId: e.types.Silver, price: 500 },
        { name: 'Gold', color: expect.stringMatching(/^#[0-9a-f]{6}$/), ticketTypeId: e.types.Gold, price: 1200 },
      ]);
      expect(res.body.plan.zones.map((z: { name: string; rows: unknown[] }) => [z.name, z.rows.length])).toEqual([['Stalls', 3], ['Balcony', 2]]);
      expect(res.body.plan.zones[0].rows[0].seats[0]).toEqual({ guid: 'stalls:a:1', label: '1', x: 0, y: 0, category: 'Silver' });
      expect(Object.keys(res.body.status)).toHaveLength(42);
      expect(res.body.status['stalls:a:10']).toBe('unavailable');
      expect(res.body.status['stalls:a:1']).toBe('available');

      // the cached copy, then a hold drops it
      const cached = await t.http.get(mapPath(e, matinee.id)).set('Accept-Encoding', 'gzip').expect(200);
      expect(cached.headers['content-encoding']).toBe('gzip');
      expect(cached.headers.etag).toBe(res.headers.etag);
      expect(cached.body.status['stalls:a:1']).toBe('available');
      const buyer = await insertUser(t);
      await order(buyer.auth, e.id, matinee.id, { seats: ['stalls:a:1'] }).expect(201);
      expect((await t.http.get(mapPath(e, matinee.id)).expect(200)).body.status['stalls:a:1']).toBe('unavailable');
    });

    it('answers 5,000 seats in at most 150 kB gzip', async () => {
      const big = (await t.http.post(`/api/vendor/meta/venues/${venue}/seating-plans`).set(vendor).send({
        name: 'Arena', generate: { sections: [
          { name: 'Lower', category: 'Silver', rows: 'A-Y', seatsPerRow: 100, aisleAfter: [25, 50, 75] },
          { name: 'Upper', category: 'Gold', rows: 'A-Y', seatsPerRow: 100, aisleAfter: [25, 50, 75] },
        ] },
      }).expect(201)).body;
      const e = await seatedEvent({ seatingPlanId: big.id, sessions: [{ startsAt: `${istDayFromToday(12)}T13:30:00.000Z`, label: 'Matinee' }] });
      const first = await t.http.get(mapPath(e, e.sessions[0].id)).expect(200);
      expect(Object.keys(first.body.status)).toHaveLength(5000);
      // the second read is the cache's compressed bytes, whose length is the header
      const cached = await t.http.get(mapPath(e, e.sessions[0].id)).set('Accept-Encoding', 'gzip').expect(200);
      expect(cached.headers['content-encoding']).toBe('gzip');
      expect(Number(cached.headers['content-length'])).toBeLessThanOrEqual(150_000);
    });

    it('is 404 for a showtime of another event, a general admission one, or an unknown code; 400 for a malformed id', async () => {
      const e = await seatedEvent();
      const other = await seatedEvent();
      await t.http.get(mapPath(e, other.sessions[0].id)).expect(404);
      await t.http.get(mapPath(e, MISSING_ID)).expect(404);
      await t.http.get(mapPath({ slug: e.slug, code: 'NOPE1234' }, e.sessions[0].id)).expect(404);
      await t.http.get(mapPath(e, 'nope')).expect(400);
      const ga = (await t.http.post('/api/admin/events').set(admin).send(eventForm({ sessions: [{ startsAt: `${istDayFromToday(12)}T13:30:00.000Z` }] })).expect(201)).body;
      const res = await t.http.get(mapPath(ga, ga.sessions[0].id)).expect(404);
      expect(res.body.message).toBe(Messages.showtimeNotSeated);
    });
  });

  describe('buying seats', () => {
    it('quotes and holds chosen seats priced by their categories, with their labels and guids on the lines; a taken seat is 409 naming it', async () => {
      const e = await seatedEvent();
      const [matinee] = e.sessions;
      const buyer = await insertUser(t);
      const seats = ['stalls:b:5', 'balcony:a:3', 'stalls:b:4'];
      const quote = (await order(buyer.auth, e.id, matinee.id, { seats }, 'quote').expect(200)).body;
      expect(quote.lines.map((l: Record<string, unknown>) => [l.name, l.quantity, l.amount, l.seatLabels, l.seatGuids])).toEqual([
        ['Silver', 2, 1000, ['Stalls · Row B · Seat 4', 'Stalls · Row B · Seat 5'], ['stalls:b:4', 'stalls:b:5']],
        ['Gold', 1, 1200, ['Balcony · Row A · Seat 3'], ['balcony:a:3']],
      ]);
      const booking = (await order(buyer.auth, e.id, matinee.id, { seats }).expect(201)).body;
      const seatsOf = (l: { seatLabels: string[]; seatGuids: string[] }) => [l.seatLabels, l.seatGuids];
      expect(booking.lines.map(seatsOf)).toEqual(quote.lines.map(seatsOf));
      expect(booking.subtotal).toBe(2200);
      for (const guid of seats) expect(await statusOf(matinee.id, guid)).toBe('held');
      // the other showtime's seats are its own
      expect(await statusOf(e.sessions[1].id, 'stalls:b:5')).toBe('available');
      await expectBalanced(e.id);

      const late = await insertUser(t);
      const taken = await order(late.auth, e.id, matinee.id, { seats: ['stalls:c:1', 'stalls:b:4'] }).expect(409);
      expect([taken.body.message, taken.body.code]).toEqual([Messages.seatTaken('B-4'), 'SEAT_TAKEN']);
      const inHindi = await order(late.auth, e.id, matinee.id, { seats: ['stalls:b:4'] }).set('Accept-Language', 'hi').expect(409);
      expect([inHindi.body.message, inHindi.body.code]).toEqual([MessagesHi.seatTaken!('B-4'), 'SEAT_TAKEN']);
      // nothing of it was held
      expect(await statusOf(matinee.id, 'stalls:c:1')).toBe('available');
      await expectBalanced(e.id);
    });

    it('has no waitlist for a seated type: freed seats go back on the map', async () => {
      const e = await seatedEvent({ waitlistEnabled: true });
      const buyer = await insertUser(t);
      const res = await t.http.post('/api/user/waitlist').set(buyer.auth).send({ eventId: e.id, sessionId: e.sessions[0].id, ticketTypeId: e.types.Gold, quantity: 2 }).expect(400);
      expect(res.body.details).toEqual({ ticketTypeId: Messages.waitlistSeated });
    });

    it('a seated event without showtimes shows buyers its one showtime, seated, whose map and seats they buy; its organiser sees none', async () => {
      const e = await seatedEvent({ sessions: [] });
      expect(e.sessions).toEqual([]);
      const detail = (await t.http.get(`/api/events/public/${e.slug}/${e.code}`).expect(200)).body;
      expect(detail.sessions).toHaveLength(1);
      const only = detail.sessions[0];
      expect(only.seated).toBe(true);
      const map = (await t.http.get(mapPath(e, only.id)).expect(200)).body;
      expect(map.status['stalls:b:3']).toBe('available');
      const buyer = await insertUser(t);
      const booking = (await order(buyer.auth, e.id, only.id, { seats: ['stalls:b:3'] }).expect(201)).body;
      expect(booking.lines[0].seatLabels).toEqual(['Stalls · Row B · Seat 3']);
      // without the showtime's id, as any event without showtimes is booked
      await order(buyer.auth, e.id, undefined as unknown as string, { seats: ['stalls:b:4'] }).expect(201);
      expect((await t.http.get(mapPath(e, only.id)).expect(200)).body.status['stalls:b:4']).toBe('unavailable');
      expect((await t.http.get(`/api/vendor/events/${e.id}`).set(vendor).expect(200)).body.sessions).toEqual([]);
      await expectBalanced(e.id);
    });

    it('a free seated order is confirmed at once: its seats sold and on its tickets in the same statement', async () => {
      const e = await seatedEvent({ pricing: { isFree: true }, ticketTypes: [{ name: 'Silver', price: 0, quantity: 1 }, { name: 'Gold', price: 0, quantity: 1 }] });
      const buyer = await insertUser(t);
      const booking = (await t.http.post('/api/user/bookings/create').set(buyer.auth).send({ eventId: e.id, sessionId: e.sessions[0].id, seats: ['balcony:a:2'] }).expect(201)).body;
      expect([booking.status, booking.paymentStatus]).toEqual(['confirmed', 'free']);
      expect(booking.tickets.map((tk: { seat: unknown }) => tk.seat)).toEqual([{ guid: 'balcony:a:2', label: 'Balcony · Row A · Seat 2' }]);
      expect(await statusOf(e.sessions[0].id, 'balcony:a:2')).toBe('sold');
      await expectBalanced(e.id);
    });

    it('refuses unknown, blocked and repeated seats, too many of a type, items of a seated type and seats of a general admission showtime', async () => {
      const e = await seatedEvent();
      const [matinee] = e.sessions;
      const buyer = await insertUser(t);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ seats: ['stalls:z:99'] }, 'seats.0', Messages.seatUnknown('stalls:z:99')],
        [{ seats: ['stalls:a:1', 'stalls:a:10'] }, 'seats.1', Messages.seatBlocked('A-10')],
        [{ seats: ['stalls:a:1', 'stalls:a:1'] }, 'seats', Messages.seatsList],
        [{ seats: [] }, 'seats', Messages.seatsList],
        [{ seats: 'stalls:a:1' }, 'seats', Messages.seatsList],
        [{ seats: ['b:1', 'b:2', 'b:3', 'b:4', 'b:5', 'b:6', 'b:7', 'b:8', 'b:9', 'b:10', 'b:11'] }, 'seats', Messages.tooManyTickets(MAX_TICKETS_PER_BOOKING)],
        [{ seats: ['stalls:c:1', 'stalls:c:2', 'stalls:c:3', 'stalls:c:4', 'stalls:c:5', 'stalls:c:6', 'stalls:c:7'] }, 'seats', Messages.maxPerOrder(6, 'Silver')],
        [{ seats: ['stalls:a:1'], items: [{ ticketTypeId: e.types.Silver, qty: 1 }] }, 'seats', Messages.seatOrderOneOf],
        [{ items: [{ ticketTypeId: e.types.Silver, qty: 1 }] }, 'items', Messages.seatedOrder],
        [{ qty: 1 }, 'qty', Messages.seatedOrder],
        [{ bestAvailable: { ticketTypeId: MISSING_ID, quantity: 2 } }, 'bestAvailable.ticketTypeId', Messages.bestAvailableType],
        [{ bestAvailable: { ticketTypeId: e.types.Gold, quantity: 0 } }, 'bestAvailable.quantity', Messages.wholeQuantity('bestAvailable.quantity')],
        [{ bestAvailable: { ticketTypeId: e.types.Gold, quantity: 2, extra: 1 } }, 'bestAvailable.extra', 'property extra should not exist'],
      ];
      for (const [body, field, message] of cases) {
        const res = await order(buyer.auth, e.id, matinee.id, body).expect(400);
        expect([field, res.body.details?.[field]]).toEqual([field, message]);
      }
      await t.http.post('/api/user/bookings/create').send({ eventId: e.id, sessionId: matinee.id, seats: ['stalls:a:1'] }).expect(401);
      await t.http.post('/api/user/bookings/create').set(vendor).send({ eventId: e.id, sessionId: matinee.id, seats: ['stalls:a:1'] }).expect((r) => expect([401, 403]).toContain(r.status));
      const ga = (await t.http.post('/api/admin/events').set(admin).send(eventForm()).expect(201)).body;
      const res = await t.http.post('/api/user/bookings/create').set(buyer.auth).send({ eventId: ga.id, seats: ['stalls:a:1'], paymentMethod: 'cod' }).expect(400);
      expect(res.body.message).toBe(Messages.seatsNotSeated);
      expect(await t.db.select().from(bookings).where(eq(bookings.eventId, e.id))).toEqual([]);
    });

    it('best available takes side-by-side seats nearest the stage, then the centre, never across an aisle, and names them by guid for the map', async () => {
      const e = await seatedEvent();
      const [matinee] = e.sessions;
      const buyer = await insertUser(t);
      const first = (await order(buyer.auth, e.id, matinee.id, { bestAvailable: { ticketTypeId: e.types.Silver, quantity: 2 } }).expect(201)).body;
      // row A: seats 1-5 | aisle | 6-9 (10 blocked); the centre of the plan is at the aisle: 4-5 and 6-7 are as near, the first wins
      expect(first.lines[0].seatLabels).toEqual(['Stalls · Row A · Seat 4', 'Stalls · Row A · Seat 5']);
      expect(first.lines[0].seatGuids).toEqual(['stalls:a:4', 'stalls:a:5']);
      const second = (await order(buyer.auth, e.id, matinee.id, { bestAvailable: { ticketTypeId: e.types.Silver, quantity: 4 } }).expect(201)).body;
      expect(second.lines[0].seatLabels).toEqual(['Stalls · Row A · Seat 6', 'Stalls · Row A · Seat 7', 'Stalls · Row A · Seat 8', 'Stalls · Row A · Seat 9']);
      // five side by side are left only in rows B and C
      const third = (await order(buyer.auth, e.id, matinee.id, { bestAvailable: { ticketTypeId: e.types.Silver, quantity: 5 } }, 'quote').expect(200)).body;
      expect(third.lines[0].seatLabels[0]).toMatch(/^Stalls · Row B/);
      expect(third.lines[0].seatGuids).toHaveLength(5);
      expect(third.lines[0].seatGuids.every((guid: string) => guid.startsWith('stalls:b:'))).toBe(true);
      const none = await order(buyer.auth, e.id, matinee.id, { bestAvailable: { ticketTypeId: e.types.Gold, quantity: 7 } }).expect((r) => expect([400, 409]).toContain(r.status));
      expect(none.body.message).toMatch(/Gold/);
      await expectBalanced(e.id);
    });
  });

  describe('releases free the exact seats', () => {
    it('cancel, expiry, rejection and a showtime cancelled give back exactly their seats; a sale makes them sold, on the tickets', async () => {
      const e = await seatedEvent();
      const [matinee, evening] = e.sessions;
      const [a, b, c, d, r] = await Promise.all([insertUser(t), insertUser(t), insertUser(t), insertUser(t), insertUser(t)]);
      const cancelled = (await order(a.auth, e.id, matinee.id, { seats: ['stalls:b:1', 'stalls:b:2'] }).expect(201)).body;
      const expiring = (await order(b.auth, e.id, matinee.id, { seats: ['balcony:b:1'], paymentMethod: 'razorpay' }).expect(201)).body;
      const sold = (await order(c.auth, e.id, matinee.id, { seats: ['stalls:c:3', 'balcony:a:1'] }).expect(201)).body;
      const later = (await order(d.auth, e.id, evening.id, { seats: ['stalls:c:3'] }).expect(201)).body;
      const rejected = (await order(r.auth, e.id, matinee.id, { seats: ['balcony:a:5', 'balcony:a:6'] }).expect(201)).body;
      await expectBalanced(e.id);

      await t.http.post(`/api/admin/bookings/${rejected.id}/reject`).set(admin).expect((res) => expect([200, 201]).toContain(res.status));
      expect([await statusOf(matinee.id, 'balcony:a:5'), await statusOf(matinee.id, 'balcony:a:6')]).toEqual(['available', 'available']);
      await expectBalanced(e.id);

      await t.http.post(`/api/user/bookings/${cancelled.id}/cancel`).set(a.auth).expect((r) => expect([200, 201]).toContain(r.status));
      expect([await statusOf(matinee.id, 'stalls:b:1'), await statusOf(matinee.id, 'stalls:b:2')]).toEqual(['available', 'available']);
      await expectBalanced(e.id);

      await t.db.update(bookings).set({ holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(bookings.id, expiring.id));
      expect(await t.app.get(HoldReleaseService).run()).toBe(1);
      expect(await statusOf(matinee.id, 'balcony:b:1')).toBe('available');
      await expectBalanced(e.id);

      // cash collected: the seats are sold and each ticket names its seat
      const paid = (await t.http.post(`/api/admin/bookings/${sold.id}/cash-collected`).set(admin).expect((r) => expect([200, 201]).toContain(r.status))).body;
      expect(paid.tickets.map((tk: { seat: { label: string } }) => tk.seat)).toEqual([
        { guid: 'stalls:c:3', label: 'Stalls · Row C · Seat 3' }, { guid: 'balcony:a:1', label: 'Balcony · Row A · Seat 1' },
      ]);
      expect(await statusOf(matinee.id, 'stalls:c:3')).toBe('sold');
      await expectBalanced(e.id);

      // the evening is cancelled: its seat comes back, the matinee's sold seats stay sold
      await t.http.post(`/api/vendor/events/${e.id}/cancel`).set(vendor).send({ reason: 'Rain', sessionId: evening.id }).expect((r) => expect([200, 201]).toContain(r.status));
      expect((await t.db.select().from(bookings).where(eq(bookings.id, later.id)))[0].status).toBe('cancelled');
      expect(await statusOf(evening.id, 'stalls:c:3')).toBe('available');
      expect(await statusOf(matinee.id, 'stalls:c:3')).toBe('sold');
      await expectBalanced(e.id);
    });

    it('a payment sells the seats; a late payment after expiry takes the same seats again, or is owed back when one was taken', async () => {
      const e = await seatedEvent();
      const [matinee] = e.sessions;
      const { buyer, booking } = await paidBooking(t, { eventId: e.id, sessionId: matinee.id, seats: ['stalls:b:9', 'stalls:b:8'] });
      expect(booking.status).toBe('confirmed');
      expect(booking.tickets.map((tk: { seat: { guid: string } }) => tk.seat.guid)).toEqual(['stalls:b:8', 'stalls:b:9']);
      expect(await statusOf(matinee.id, 'stalls:b:8')).toBe('sold');
      await expectBalanced(e.id);
      // the buyer cancels the paid booking: its seats are for sale again
      await t.http.post(`/api/user/bookings/${booking.id}/cancel`).set(buyer.auth).expect(200);
      expect(await statusOf(matinee.id, 'stalls:b:8')).toBe('available');
      await expectBalanced(e.id);
      // a full refund by the back office cancels the booking and frees its seat
      const refunded = (await paidBooking(t, { eventId: e.id, sessionId: matinee.id, seats: ['stalls:b:1'] })).booking;
      expect(await statusOf(matinee.id, 'stalls:b:1')).toBe('sold');
      await t.http.post(`/api/admin/bookings/${refunded.id}/refund`).set(admin).send({ reason: 'Show moved' }).expect((res) => expect([200, 201]).toContain(res.status));
      expect((await t.db.select().from(bookings).where(eq(bookings.id, refunded.id)))[0].status).toBe('cancelled');
      expect(await statusOf(matinee.id, 'stalls:b:1')).toBe('available');
      await expectBalanced(e.id);

      const late = async (seats: string[], takenMeanwhile: string[]) => {
        const who = await insertUser(t);
        const created = (await order(who.auth, e.id, matinee.id, { seats, paymentMethod: 'razorpay' }).expect(201)).body;
        const payOrder = (await t.http.post('/api/payment/order').set(who.auth).send({ bookingId: created.id }).expect(201)).body;
        await t.db.update(bookings).set({ holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(bookings.id, created.id));
        await t.app.get(HoldReleaseService).run();
        if (takenMeanwhile.length) await order((await insertUser(t)).auth, e.id, matinee.id, { seats: takenMeanwhile }).expect(201);
        const paid = (await t.http.post('/api/payment/sandbox/pay').set(who.auth).send({ orderId: payOrder.id }).expect(200)).body;
        await t.http.post('/api/payment/verify').set(who.auth).send(paid);
        return (await t.db.select().from(bookings).where(eq(bookings.id, created.id)))[0];
      };
      const kept = await late(['stalls:c:8', 'stalls:c:9'], []);
      expect([kept.status, await statusOf(matinee.id, 'stalls:c:8'), await statusOf(matinee.id, 'stalls:c:9')]).toEqual(['confirmed', 'sold', 'sold']);
      const lost = await late(['stalls:c:5', 'stalls:c:6'], ['stalls:c:6']);
      // the money goes back (the sandbox refunds at once)
      expect([lost.status, lost.paymentStatus, await statusOf(matinee.id, 'stalls:c:5')]).toEqual(['cancelled', expect.stringMatching(/^refund/), 'available']);
      await expectBalanced(e.id);
    });

    it("a suspended organiser's held seats are released", async () => {
      const organiser = await registerVendor(t.http);
      const auth = bearer(organiser.token);
      const hall = (await t.http.post('/api/vendor/meta/venues').set(auth).send({ name: 'Shri Ram Centre', city: 'New Delhi', address: 'Safdar Hashmi Marg' }).expect(201)).body.id;
      const own = (await t.http.post(`/api/vendor/meta/venues/${hall}/seating-plans`).set(auth).send(PLAN).expect(201)).body.id;
      const made = (await t.http.post('/api/vendor/events').set(auth).send(seatedForm({ venue: hall, seatingPlanId: own })).expect(201)).body;
      await t.http.patch(`/api/admin/events/${made.id}/status`).set(admin).send({ status: 'approved' }).expect(200);
      const buyer = await insertUser(t);
      await order(buyer.auth, made.id, made.sessions[0].id, { seats: ['stalls:a:2', 'stalls:a:3'] }).expect(201);
      expect(await statusOf(made.sessions[0].id, 'stalls:a:2')).toBe('held');
      await t.http.patch(`/api/admin/vendors/${organiser.id}/status`).set(admin).send({ status: 'suspended' }).expect(200);
      expect([await statusOf(made.sessions[0].id, 'stalls:a:2'), await statusOf(made.sessions[0].id, 'stalls:a:3')]).toEqual(['available', 'available']);
      await expectBalanced(made.id);
    });

    it('a sold seat is on the ticket, its PDF page, the check-in answer, the attendees CSV and the sales per category', async () => {
      const e = await seatedEvent();
      const [matinee] = e.sessions;
      const buyer = await insertUser(t);
      const booking = (await order(buyer.auth, e.id, matinee.id, { seats: ['balcony:b:2', 'stalls:a:3'] }).expect(201)).body;
      await order(buyer.auth, e.id, matinee.id, { seats: ['stalls:a:4'] }).expect(201);
      const paid = (await t.http.post(`/api/vendor/bookings/${booking.id}/cash-collected`).set(vendor).expect((r) => expect([200, 201]).toContain(r.status))).body;
      expect(paid.tickets.map((tk: { seat: { label: string } }) => tk.seat.label)).toEqual(['Stalls · Row A · Seat 3', 'Balcony · Row B · Seat 2']);

      const pdf = await t.http.get(`/api/user/bookings/${booking.id}/ticket`).set(buyer.auth).buffer(true).parse(binary).expect(200);
      const text = pdfText(pdf.body as Buffer);
      expect(text).toContain('Seat: Stalls · Row A · Seat 3');
      expect(text).toContain('Seat: Balcony · Row B · Seat 2');

      const scan = await t.http.post('/api/vendor/checkins').set(vendor).send({ token: paid.tickets[0].token, sessionId: matinee.id }).expect(200);
      expect(scan.body.ticket.seat).toEqual({ guid: 'stalls:a:3', label: 'Stalls · Row A · Seat 3' });
      const list = (await t.http.get(`/api/vendor/events/${e.id}/checkins?sessionId=${matinee.id}`).set(vendor).expect(200)).body;
      expect(list.data.map((r: { seat: { guid: string } }) => r.seat.guid)).toEqual(['stalls:a:3', 'balcony:b:2']);

      const rows = (await t.http.get(`/api/vendor/tickets?eventId=${e.id}`).set(vendor).expect(200)).body.data as { id: string; seatLabels: string[] }[];
      expect(rows.find((r) => r.id === booking.id)?.seatLabels).toEqual(['Stalls · Row A · Seat 3', 'Balcony · Row B · Seat 2']);

      const csv = (await t.http.get(`/api/vendor/events/${e.id}/attendees.csv`).set(vendor).expect(200)).text;
      expect(csv.split(/\r?\n/)[0]).toContain('Ticket type,Seat,');
      expect(csv).toContain('Silver,Stalls · Row A · Seat 3,');

      const sales = (await t.http.get(`/api/vendor/events/${e.id}/sales?sessionId=${matinee.id}`).set(vendor).expect(200)).body;
      expect(sales.seatCategories).toEqual([
        { category: 'Silver', ticketTypeId: e.types.Silver, seats: 29, sold: 1, held: 1, available: 27 },
        { category: 'Gold', ticketTypeId: e.types.Gold, seats: 12, sold: 1, held: 0, available: 11 },
      ]);
      await expectBalanced(e.id);
    });

    it('refuses an edit of the plan or mapping that would remove or re-price a sold or held seat (409 naming it), and allows one that keeps them', async () => {
      const e = await seatedEvent();
      const [matinee] = e.sessions;
      const buyer = await insertUser(t);
      await order(buyer.auth, e.id, matinee.id, { seats: ['stalls:b:7'] }).expect(201);
      const base = { ticketTypes: e.body.ticketTypes, sessions: e.body.sessions };
      const repriced = await t.http.put(`/api/vendor/events/${e.id}`).set(vendor)
        .send(seatedForm({ ...base, seatCategories: [{ category: 'Silver', ticketTypeId: e.types.Gold }, { category: 'Gold', ticketTypeId: e.types.Gold }] }));
      expect(repriced.body.details).toEqual({ seatCategories: Messages.seatSoldOrHeld('B-7') });
      expect(repriced.body.message).toBe(Messages.seatSoldOrHeld('B-7'));
      const dropped = await t.http.put(`/api/vendor/events/${e.id}`).set(vendor).send(seatedForm({ ...base, seatingPlanId: null })).expect(409);
      expect(dropped.body.message).toBe(Messages.seatSoldOrHeld('B-7'));
      expect(await statusOf(matinee.id, 'stalls:b:7')).toBe('held');
      // the same mapping sent again keeps the held seat and changes nothing
      await t.http.put(`/api/vendor/events/${e.id}`).set(vendor).send(seatedForm(base)).expect(200);
      expect(await statusOf(matinee.id, 'stalls:b:7')).toBe('held');
      await expectBalanced(e.id);

      // an edit of the plan itself reaches the events selling it: blocking the held seat is refused, another one leaves the map
      const planPath = `/api/vendor/meta/venues/${venue}/seating-plans/${plan}`;
      const current = (await t.http.get(planPath).set(vendor).expect(200)).body;
      const blocking = (row: number, seat: number, zone = 0) => {
        const zones = structuredClone(current.zones);
        zones[zone].rows[row].seats[seat].blocked = true;
        return { name: current.name, categories: current.categories, zones };
      };
      const refused = await t.http.put(planPath).set(vendor).send(blocking(1, 6)).expect(409);
      expect(refused.body.message).toBe(Messages.seatSoldOrHeld('B-7'));
      expect((await t.http.get(planPath).set(vendor).expect(200)).body.zones).toEqual(current.zones);
      await t.http.put(planPath).set(vendor).send(blocking(1, 5, 1)).expect(200);
      expect(await statusOf(matinee.id, 'balcony:b:6')).toBe('blocked');
      expect((await t.http.get(mapPath(e, matinee.id)).expect(200)).body.status['balcony:b:6']).toBe('unavailable');
      const types = (await t.http.get(`/api/vendor/events/${e.id}`).set(vendor).expect(200)).body.ticketTypes;
      expect(types.map((ty: { name: string; quantity: number }) => [ty.name, ty.quantity])).toEqual([['Silver', 29], ['Gold', 11]]);
      await expectBalanced(e.id);
      // unblocked again: on sale again
      await t.http.put(planPath).set(vendor).send({ name: current.name, categories: current.categories, zones: current.zones }).expect(200);
      expect(await statusOf(matinee.id, 'balcony:b:6')).toBe('available');
      await expectBalanced(e.id);

      // a category the plan gains sells nothing at the event until its organiser maps it
      const box = { name: 'Box', rows: [{ label: 'A', seats: [{ label: '1', x: 0, y: 100, category: 'Bronze' }, { label: '2', x: 10, y: 100, category: 'Bronze' }] }] };
      await t.http.put(planPath).set(vendor)
        .send({ name: current.name, categories: [...current.categories, { name: 'Bronze', color: '#6d4c41' }], zones: [...current.zones, box] }).expect(200);
      const before = (await t.http.get(mapPath(e, matinee.id)).expect(200)).body;
      expect(before.plan.zones.map((z: { name: string }) => z.name)).toEqual(['Stalls', 'Balcony']);
      expect(await statusOf(matinee.id, 'stalls:b:7')).toBe('held');
      await expectBalanced(e.id);
      const mapped = [{ category: 'Silver', ticketTypeId: e.types.Silver }, { category: 'Gold', ticketTypeId: e.types.Gold }, { category: 'Bronze', ticketTypeId: e.types.Gold }];
      await t.http.put(`/api/vendor/events/${e.id}`).set(vendor).send(seatedForm({ ...base, seatCategories: mapped })).expect(200);
      const after = (await t.http.get(mapPath(e, matinee.id)).expect(200)).body;
      expect(after.status['box:a:1']).toBe('available');
      await expectBalanced(e.id);
      // and a category the plan loses leaves the event's mapping (the plan goes back as the other tests know it)
      await t.http.put(planPath).set(vendor).send({ name: current.name, categories: current.categories, zones: current.zones }).expect(200);
      expect((await t.http.get(`/api/vendor/events/${e.id}`).set(vendor).expect(200)).body.seatCategories.map((m: { category: string }) => m.category)).toEqual(['Silver', 'Gold']);
      await expectBalanced(e.id);
    });
  });

  // last: a second process's sign-in strategies replace this one's (passport keeps one set), and it is closed after
  describe('concurrency', () => {
    const onServer = !!process.env.DATABASE_URL;
    let peer: Awaited<ReturnType<TestApp['startPeer']>> | null = null;
    beforeAll(async () => { if (onServer) peer = await t.startPeer(); });
    afterAll(async () => { await peer?.close(); });

    it(`200 buyers racing for the same 10 seats, two at a time, get each seat exactly once${onServer ? ' (two processes)' : ''}`, async () => {
      const e = await seatedEvent();
      const [matinee] = e.sessions;
      const ten = Array.from({ length: 10 }, (_, i) => `stalls:c:${i + 1}`);
      const buyers = await Promise.all(Array.from({ length: 200 }, () => insertUser(t)));
      // buyer i wants seats i and i+1 of the ten (mod 10): every seat is wanted by 40 buyers, every pair overlaps two others
      const wants = buyers.map((_, i) => [ten[i % 10], ten[(i + 1) % 10]]);
      const answers = await Promise.all(buyers.map((b, i) => (peer && i % 2 ? peer.http : t.http)
        .post('/api/user/bookings/create').set(b.auth).send({ eventId: e.id, sessionId: matinee.id, seats: wants[i], paymentMethod: 'cod' })));
      const won = answers.map((r, i) => (r.status === 201 ? wants[i] : null)).filter((w): w is string[] => !!w);
      expect(answers.every((r) => r.status === 201 || (r.status === 409 && /^Seat C-\d+ was just taken\.$/.test(r.body.message)))).toBe(true);
      // no seat went to two buyers, and some pairs found room (at most 5 fit)
      expect(new Set(won.flat()).size).toBe(won.length * 2);
      expect(won.length).toBeGreaterThanOrEqual(1);
      const held = await t.db.select().from(seatInventory).where(and(eq(seatInventory.sessionId, matinee.id), eq(seatInventory.status, 'held')));
      expect(held.map((h) => h.seatGuid).sort()).toEqual(won.flat().sort());
      const live = await t.db.select().from(bookings).where(and(eq(bookings.eventId, e.id), eq(bookings.status, 'pending')));
      expect(live).toHaveLength(won.length);
      await expectBalanced(e.id);
    });
  });
});
