import { AddressInfo } from 'node:net';
import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { Messages } from '@marketplace/shared-dto';
import { bookingLines, bookings, eventSessions, ticketInventory } from '../../../api/src/db/schema';
import { HoldReleaseService } from '../../../api/src/modules/bookings/hold-release.service';
import { startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer, registerVendor } from '../support/auth-helpers';
import { createEvent, DAY_MS, eventForm } from '../events/event-fixtures';
import { book, bookingRow, insertUser } from './fixtures';

type Body = Record<string, unknown>;

/**
 * Ticket types per showtime through the real API: the event form (ticketTypes, sessions and the spec's
 * pricing aliases), the public detail, quote and create with items, and the inventory under load.
 */
describe('ticketing: ticket types, showtimes, pricing and holds', () => {
  let t: TestApp;
  let admin: string;
  let base: string;
  let shopper: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t.http);
    shopper = (await insertUser(t)).auth;
    const server = t.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => { await t?.close(); });

  const showtime = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
  const tiered = (extra: Body = {}) => createEvent(t.http, admin, {
    ticketTypes: [
      { name: 'Silver', price: 500, quantity: 100 },
      { name: 'Gold', price: 1200, quantity: 50, maxPerOrder: 6 },
      { name: 'VIP', price: 5000, quantity: 10, minPerOrder: 2, maxPerOrder: 4, description: 'Meet and greet' },
    ],
    sessions: [{ startsAt: showtime(10), label: 'Evening' }, { startsAt: showtime(11), label: 'Matinee' }],
    ...extra,
  });
  const quote = (body: Body, auth?: Record<string, string>) => t.http.post('/api/user/bookings/quote').set(auth ?? shopper).send(body);
  const inventoryOf = (eventId: string) => t.db.select().from(ticketInventory).where(eq(ticketInventory.eventId, eventId));
  const typeId = (e: { ticketTypes: { id: string; name: string }[] }, name: string) => e.ticketTypes.find((x) => x.name === name)!.id;

  describe('the event form', () => {
    it('creates ticket types and showtimes with an inventory row for each pair, shown publicly and to the back office', async () => {
      const e = await tiered();
      expect(e.ticketTypes.map((x: Body) => [x.name, x.price, x.quantity, x.seatsPerUnit, x.minPerOrder, x.maxPerOrder])).toEqual([
        ['Silver', 500, 100, 1, 1, 10], ['Gold', 1200, 50, 1, 1, 6], ['VIP', 5000, 10, 1, 2, 4],
      ]);
      expect(e.price).toBe(500);
      expect(e.ticketsTotal).toBe(320);
      expect(e.sessions.map((s: Body) => [s.label, s.available, s.soldOut])).toEqual([['Evening', 160, false], ['Matinee', 160, false]]);
      expect(await inventoryOf(e.id)).toHaveLength(6);
      expect(e.inventory).toContainEqual({ sessionId: e.sessions[0].id, ticketTypeId: typeId(e, 'Gold'), quantity: 50, sold: 0, held: 0, available: 50 });

      const pub = await t.http.get(`/api/events/public/${e.slug}/${e.code}`).expect(200);
      const detail = pub.body.data ?? pub.body;
      expect(detail.inventory).toBeUndefined();
      expect(detail.ticketTypes[2]).toMatchObject({ name: 'VIP', description: 'Meet and greet', price: 5000, available: 20, soldOut: false, onSale: true });
      expect(detail.sessions[0].ticketTypes).toEqual(e.ticketTypes.map((x: { id: string; quantity: number }) => ({ id: x.id, available: x.quantity, soldOut: false })));
    });

    it('keeps ids on update, refuses removing what has bookings and going below what is held (409), and changes nothing then', async () => {
      const e = await tiered();
      const buyer = await insertUser(t);
      await book(t.http, buyer.auth, { eventId: e.id, sessionId: e.sessions[0].id, items: [{ ticketTypeId: typeId(e, 'Gold'), qty: 3 }] });
      const form = (types: Body[], sessions: Body[] = e.sessions) => eventForm({ title: e.title, ticketTypes: types, sessions });
      const [silver, gold, vip] = e.ticketTypes;

      const kept = await t.http.put(`/api/admin/events/${e.id}`).set(bearer(admin)).send(form([{ ...silver, price: 550 }, gold, vip])).expect(200);
      expect(kept.body.ticketTypes.map((x: Body) => x.id)).toEqual([silver.id, gold.id, vip.id]);
      expect(kept.body.price).toBe(550);

      const noGold = await t.http.put(`/api/admin/events/${e.id}`).set(bearer(admin)).send(form([silver, vip])).expect(409);
      expect(noGold.body.message).toBe(Messages.ticketTypeHasBookings('Gold'));
      // each refusal names the form's field it concerns (the list, for a row taken out of it)
      expect(noGold.body.details).toEqual({ ticketTypes: noGold.body.message });
      const lower = await t.http.put(`/api/admin/events/${e.id}`).set(bearer(admin)).send(form([silver, { ...gold, quantity: 2 }, vip])).expect(409);
      expect(lower.body.message).toBe(Messages.quantityBelowHeld('Gold', 3));
      expect(lower.body.details).toEqual({ 'ticketTypes.1.quantity': lower.body.message });
      const noEvening = await t.http.put(`/api/admin/events/${e.id}`).set(bearer(admin)).send(form(e.ticketTypes, [e.sessions[1]])).expect(409);
      expect(noEvening.body.message).toBe(Messages.sessionHasBookings('Evening'));
      expect(noEvening.body.details).toEqual({ sessions: noEvening.body.message });
      const smaller = await t.http.put(`/api/admin/events/${e.id}`).set(bearer(admin)).send(form(e.ticketTypes, [e.sessions[1], { ...e.sessions[0], capacity: 2 }])).expect(409);
      expect(smaller.body.details).toEqual({ 'sessions.1.capacity': smaller.body.message });

      const after = await t.http.get(`/api/admin/events/${e.id}`).set(bearer(admin)).expect(200);
      expect(after.body.ticketTypes.map((x: Body) => [x.id, x.quantity])).toEqual([[silver.id, 100], [gold.id, 50], [vip.id, 10]]);
      expect(after.body.sessions).toHaveLength(2);
      // a type without bookings goes, with its inventory rows
      await t.http.put(`/api/admin/events/${e.id}`).set(bearer(admin)).send(form([silver, gold])).expect(200);
      expect(await inventoryOf(e.id)).toHaveLength(4);
    });

    it('maps the spec pricing aliases onto ticket types: tiered, package, quantity_based, and stores the group discount', async () => {
      const tiers = await createEvent(t.http, admin, { ticketsAvailable: undefined, pricing: { isFree: false, pricingType: 'tiered', tiers: [{ name: 'Silver', price: 499, quantity: 80 }, { name: 'Gold', price: 999.5, quantity: 20 }] } });
      expect(tiers.ticketTypes.map((x: Body) => [x.name, x.price, x.quantity])).toEqual([['Silver', 499, 80], ['Gold', 999.5, 20]]);
      const pack = await createEvent(t.http, admin, { pricing: { isFree: false, pricingType: 'package', packages: [{ name: 'Family pack of 4', price: 1800, seats: 4, quantity: 25 }] } });
      expect(pack.ticketTypes[0]).toMatchObject({ name: 'Family pack of 4', price: 1800, seatsPerUnit: 4, quantity: 25 });
      expect(pack.ticketsAvailable).toBe(100);
      const qb = await createEvent(t.http, admin, { ticketsAvailable: 60, pricing: { isFree: false, pricingType: 'quantity_based', quantityPricing: [{ minQuantity: 1, price: 400 }, { minQuantity: 4, price: 350 }] } });
      expect(qb.ticketTypes[0]).toMatchObject({ price: 400, quantity: 60, quantityPricing: [{ minQuantity: 1, price: 400 }, { minQuantity: 4, price: 350 }] });
      const bad = await t.http.post('/api/admin/events').set(bearer(admin)).send(eventForm({ pricing: { pricingType: 'tiered', tiers: [{ name: 'Gold', price: -1, quantity: 5 }] } })).expect(400);
      expect(bad.body.details).toEqual({ 'pricing.tiers.0.price': 'Price must be 0 or more, with at most 2 decimals.' });
    });

    it('an event priced only through the aliases (no price, no isFree) is not free: its card and detail start at the lowest price', async () => {
      const title = `Alias only ${Date.now()}`;
      const e = await createEvent(t.http, admin, { title, ticketsAvailable: undefined, pricing: { pricingType: 'tiered', tiers: [{ name: 'Silver', price: 650, quantity: 40 }, { name: 'Gold', price: 1500, quantity: 10 }] } });
      expect([e.isFree, e.price]).toEqual([false, 650]);
      const list = await t.http.get('/api/events/public').query({ q: title }).expect(200);
      expect(list.body.data.map((c: Body) => [c.title, c.price, c.isFree])).toEqual([[title, 650, false]]);
    });

    it('lists and filters by the lowest price on sale now, as the detail says it', async () => {
      const title = `Early bird later ${Date.now()}`;
      const e = await createEvent(t.http, admin, {
        title, ticketsAvailable: undefined,
        ticketTypes: [{ name: 'Early bird', price: 100, quantity: 10, salesStart: showtime(2) }, { name: 'Regular', price: 180, quantity: 10 }],
      });
      expect(e.price).toBe(180);
      const cards = async (query: Body) => (await t.http.get('/api/events/public').query({ q: title, ...query }).expect(200)).body.data.map((c: Body) => c.price);
      expect(await cards({})).toEqual([180]);
      expect(await cards({ minPrice: 150 })).toEqual([180]);
      expect(await cards({ maxPrice: 120 })).toEqual([]);
    });

    it('takes the whole form as JSON text in the multipart `data` field, for the admin and a vendor, and refuses data that is not an object', async () => {
      const sent = (path: string, token: string, form: Body, method: 'post' | 'put' = 'post') =>
        t.http[method](path).set(bearer(token)).field('data', JSON.stringify(form));
      const created = await sent('/api/admin/events', admin, eventForm({
        ticketTypes: [{ name: 'Floor', price: 750, quantity: 20 }], sessions: [{ startsAt: showtime(14), label: 'Night' }],
      })).expect(201);
      expect(created.body.ticketTypes[0]).toMatchObject({ name: 'Floor', price: 750, quantity: 20 });
      expect(created.body.sessions[0]).toMatchObject({ label: 'Night' });

      const vendor = await registerVendor(t.http);
      const mine = await sent('/api/vendor/events', vendor.token, eventForm({ ticketTypes: [{ name: 'Pass', price: 300, quantity: 5 }] })).expect(201);
      const edited = await sent(`/api/vendor/events/${mine.body.id}`, vendor.token, eventForm({ title: mine.body.title, ticketTypes: [{ ...mine.body.ticketTypes[0], quantity: 8 }] }), 'put').expect(200);
      expect(edited.body.ticketTypes.map((x: Body) => [x.id, x.quantity])).toEqual([[mine.body.ticketTypes[0].id, 8]]);

      for (const bad of ['not json', '[1,2]', '"text"']) {
        const res = await t.http.post('/api/admin/events').set(bearer(admin)).field('data', bad).expect(400);
        expect(res.body.details).toEqual({ data: 'data must be a JSON object' });
      }
      const missing = await sent('/api/admin/events', admin, { title: 'Only a title' }).expect(400);
      expect(Object.keys(missing.body.details)).toContain('description');
    });

    it('names an empty ticket type name as missing', async () => {
      const res = await t.http.post('/api/admin/events').set(bearer(admin)).send(eventForm({ ticketTypes: [{ name: '', price: 10, quantity: 1 }] })).expect(400);
      expect(res.body.details).toEqual({ 'ticketTypes.0.name': 'Ticket type name is required.' });
    });

    it('lets a vendor send ticket types and showtimes as multipart JSON text', async () => {
      const vendor = await registerVendor(t.http);
      const req = t.http.post('/api/vendor/events').set(bearer(vendor.token));
      for (const [k, v] of Object.entries(eventForm({ ticketTypes: [{ name: 'Early bird', price: '299', quantity: '40' }], sessions: [{ startsAt: showtime(12), label: 'Day 1', capacity: 30 }] }))) {
        req.field(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
      }
      const res = await req.expect(201);
      expect(res.body.ticketTypes[0]).toMatchObject({ name: 'Early bird', price: 299, quantity: 40 });
      expect(res.body.sessions[0]).toMatchObject({ label: 'Day 1', capacity: 30, available: 30 });
      expect(res.body.ticketsTotal).toBe(30);
    });
  });

  describe('quote and create with items', () => {
    it('prices two types of one showtime, with server lines, and books them as one booking with its lines', async () => {
      const e = await tiered();
      const buyer = await insertUser(t);
      const body = { eventId: e.id, sessionId: e.sessions[1].id, items: [{ ticketTypeId: typeId(e, 'Gold'), qty: '2' }, { ticketTypeId: typeId(e, 'Silver'), qty: 1 }], donation: false };
      const q = await quote(body, buyer.auth).expect(200);
      expect(q.body).toMatchObject({
        lines: [
          { ticketTypeId: typeId(e, 'Gold'), name: 'Gold', unitPrice: 1200, quantity: 2, seats: 2, amount: 2400 },
          { ticketTypeId: typeId(e, 'Silver'), name: 'Silver', unitPrice: 500, quantity: 1, seats: 1, amount: 500 },
        ],
        quantity: 3, subtotal: 2900, discount: 0, convenience: 145, delivery: 0, donation: 0, total: 3045, unitPrice: 1200,
      });
      const created = await book(t.http, buyer.auth, { ...body, paymentMethod: 'cod' });
      expect(created).toMatchObject({ lines: q.body.lines, total: 3045, ticketsSummary: 'Gold × 2, Silver × 1', session: { id: e.sessions[1].id } });
      const inv = await inventoryOf(e.id);
      const row = (s: number, name: string) => inv.find((r) => r.sessionId === e.sessions[s].id && r.ticketTypeId === typeId(e, name))!;
      expect([row(1, 'Gold').available, row(1, 'Silver').available, row(0, 'Gold').available]).toEqual([48, 99, 50]);
      const vendorRows = await t.http.get(`/api/admin/events/${e.id}`).set(bearer(admin)).expect(200);
      expect(vendorRows.body.inventory).toContainEqual({ sessionId: e.sessions[1].id, ticketTypeId: typeId(e, 'Gold'), quantity: 50, sold: 0, held: 2, available: 48 });
    });

    it('applies package seats, quantity pricing and the group discount capped to the paisa', async () => {
      const buyer = await insertUser(t);
      const pack = await createEvent(t.http, admin, { pricing: { isFree: false, pricingType: 'package', packages: [{ name: 'Family pack of 4', price: 1800, seats: 4, quantity: 5 }] } });
      const p = await quote({ eventId: pack.id, items: [{ ticketTypeId: pack.ticketTypes[0].id, qty: 2 }], donation: false }, buyer.auth).expect(200);
      expect(p.body).toMatchObject({ quantity: 2, subtotal: 3600, lines: [{ seats: 8 }] });

      const qb = await createEvent(t.http, admin, { pricing: { isFree: false, pricingType: 'quantity_based', quantityPricing: [{ minQuantity: 1, price: 400 }, { minQuantity: 4, price: 350 }] } });
      expect((await quote({ eventId: qb.id, qty: 3, donation: false }).expect(200)).body).toMatchObject({ unitPrice: 400, subtotal: 1200 });
      expect((await quote({ eventId: qb.id, qty: 5, donation: false }).expect(200)).body).toMatchObject({ unitPrice: 350, subtotal: 1750 });

      const group = await createEvent(t.http, admin, {
        pricing: { isFree: false, pricingType: 'simple', price: 1000, groupDiscount: { enabled: true, minQuantity: 3, discountType: 'percentage', discountValue: 10, maxDiscount: 250.5 } },
      });
      expect((await quote({ eventId: group.id, qty: 2, donation: false }).expect(200)).body).toMatchObject({ subtotal: 2000, discount: 0, total: 2100 });
      // 10% of ₹4000 = ₹400, capped at ₹250.50; convenience 5% of ₹3749.50 = ₹187.475 → ₹187.48
      expect((await quote({ eventId: group.id, qty: 4 }).expect(200)).body).toMatchObject({ subtotal: 4000, discount: 250.5, convenience: 187.48, donation: 2, total: 3938.98 });
    });

    it('refuses with the issue words: no showtime, unknown type, not on sale, outside min/max, not enough, sold out', async () => {
      const e = await tiered({
        ticketTypes: [
          { name: 'Silver', price: 500, quantity: 3 },
          { name: 'VIP', price: 5000, quantity: 10, minPerOrder: 2, maxPerOrder: 4 },
          { name: 'Later', price: 100, quantity: 10, salesStart: showtime(3) },
          { name: 'Over', price: 100, quantity: 10, salesEnd: showtime(-1) },
        ],
      });
      const at = e.sessions[0].id;
      const item = (name: string, qty: unknown) => ({ eventId: e.id, sessionId: at, items: [{ ticketTypeId: typeId(e, name), qty }] });
      expect((await quote({ eventId: e.id, items: [{ ticketTypeId: typeId(e, 'Silver'), qty: 1 }] }).expect(400)).body.message).toBe('Please choose a showtime.');
      expect((await quote({ eventId: e.id, sessionId: at, items: [{ ticketTypeId: '00000000-0000-4000-8000-000000000000', qty: 1 }] }).expect(400)).body.details)
        .toEqual({ 'items.0.ticketTypeId': Messages.ticketTypeUnknown });
      expect((await quote(item('Later', 1)).expect(409)).body.message).toBe(Messages.notOnSaleYet('Later'));
      expect((await quote(item('Over', 1)).expect(409)).body.message).toBe(Messages.salesEnded('Over'));
      expect((await quote(item('VIP', 1)).expect(400)).body.details).toEqual({ 'items.0.qty': Messages.minPerOrder(2, 'VIP') });
      expect((await quote(item('VIP', 5)).expect(400)).body.details).toEqual({ 'items.0.qty': Messages.maxPerOrder(4, 'VIP') });
      expect((await quote(item('Silver', 4)).expect(409)).body.message).toBe('Only 3 left for Silver.');
      for (const bad of ['abc', 1.5, 0, -1, [1], {}, null]) {
        expect((await quote(item('Silver', bad)).expect(400)).body.details).toEqual({ 'items.0.qty': Messages.wholeQuantity('items.0.qty') });
      }
      const buyer = await insertUser(t);
      await book(t.http, buyer.auth, item('Silver', 3));
      expect((await quote(item('Silver', 1)).expect(409)).body.message).toBe('Sold out');
      // the spec's body buys the first on-sale type, passing over one sold out in that showtime
      expect((await quote({ eventId: e.id, sessionId: e.sessions[1].id, qty: 2 }).expect(200)).body.lines[0].name).toBe('Silver');
      expect((await quote({ eventId: e.id, sessionId: at, qty: 2 }).expect(200)).body.lines[0].name).toBe('VIP');
    });

    it("a showtime's capacity that runs short is named by the type asked for, in the units it sells", async () => {
      const e = await createEvent(t.http, admin, {
        ticketsAvailable: undefined,
        ticketTypes: [{ name: 'Silver', price: 500, quantity: 50 }, { name: 'Family pack of 4', price: 1800, quantity: 10, seatsPerUnit: 4 }],
        sessions: [{ startsAt: showtime(9), label: 'Day 2', capacity: 6 }],
      });
      const at = e.sessions[0].id;
      const ask = (name: string, qty: number) => quote({ eventId: e.id, sessionId: at, items: [{ ticketTypeId: typeId(e, name), qty }] });
      expect((await ask('Silver', 7).expect(409)).body.message).toBe('Only 6 left for Silver.');
      expect((await ask('Family pack of 4', 2).expect(409)).body.message).toBe('Only 1 left for Family pack of 4.');
      await ask('Family pack of 4', 1).expect(200);
      const both = await quote({ eventId: e.id, sessionId: at, items: [{ ticketTypeId: typeId(e, 'Family pack of 4'), qty: 1 }, { ticketTypeId: typeId(e, 'Silver'), qty: 3 }] }).expect(409);
      expect(both.body.message).toBe('Only 2 left for Silver.');
    });
  });

  describe('holds under load', () => {
    it('300 concurrent buyers on one showtime × type with 50 left: exactly 50 held, other types untouched, held + available = quantity', async () => {
      const e = await tiered({ ticketTypes: [{ name: 'Silver', price: 500, quantity: 50 }, { name: 'Gold', price: 1200, quantity: 40 }] });
      const buyers = await Promise.all(Array.from({ length: 300 }, () => insertUser(t)));
      const answers = await Promise.all(buyers.map((b, i) => request(base).post('/api/user/bookings/create').set(b.auth)
        .send({ eventId: e.id, sessionId: e.sessions[0].id, items: [{ ticketTypeId: typeId(e, 'Silver'), qty: 1 }], paymentMethod: i % 2 ? 'cod' : 'razorpay' })));
      expect(answers.filter((r) => r.status === 201)).toHaveLength(50);
      const refused = answers.filter((r) => r.status !== 201);
      expect(refused).toHaveLength(250);
      expect(refused.every((r) => r.status === 409 && (r.body.message === 'Sold out' || /^Only \d+ left for Silver\.$/.test(r.body.message)))).toBe(true);
      const inv = await inventoryOf(e.id);
      for (const r of inv) expect(r.held + r.available).toBe(r.quantity);
      const silver = inv.find((r) => r.sessionId === e.sessions[0].id && r.ticketTypeId === typeId(e, 'Silver'))!;
      expect(silver).toMatchObject({ held: 50, available: 0 });
      expect(inv.filter((r) => r !== silver).every((r) => r.held === 0)).toBe(true);
      const [{ units }] = await t.db.select({ units: sql<number>`coalesce(sum(${bookingLines.quantity}), 0)::int` }).from(bookingLines)
        .innerJoin(bookings, eq(bookings.id, bookingLines.bookingId)).where(eq(bookings.eventId, e.id));
      expect(units).toBe(50);
      const [session] = await t.db.select().from(eventSessions).where(eq(eventSessions.id, e.sessions[0].id));
      expect(session.seatsHeld).toBe(50);
    }, 120_000);

    it('a two-line order is all or nothing', async () => {
      const e = await tiered({ ticketTypes: [{ name: 'Silver', price: 500, quantity: 10 }, { name: 'Gold', price: 1200, quantity: 1 }] });
      const buyer = await insertUser(t);
      const other = await insertUser(t);
      const both = { eventId: e.id, sessionId: e.sessions[0].id, items: [{ ticketTypeId: typeId(e, 'Silver'), qty: 2 }, { ticketTypeId: typeId(e, 'Gold'), qty: 1 }], paymentMethod: 'cod' };
      // the last Gold goes to someone else at the same moment; only one of the two orders can have it
      const answers = await Promise.all([
        request(base).post('/api/user/bookings/create').set(buyer.auth).send(both),
        request(base).post('/api/user/bookings/create').set(other.auth).send({ ...both, items: [{ ticketTypeId: typeId(e, 'Gold'), qty: 1 }] }),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      const inv = await inventoryOf(e.id);
      const at = (name: string) => inv.find((r) => r.sessionId === e.sessions[0].id && r.ticketTypeId === typeId(e, name))!;
      expect(at('Gold')).toMatchObject({ held: 1, available: 0 });
      // the two-line order either took both lines or neither
      expect(at('Silver').held).toBe(answers[0].status === 201 ? 2 : 0);
      const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(eq(bookings.eventId, e.id));
      expect(n).toBe(1);
    });

    it('one buyer holds at most MAX_TICKETS_PER_BUYER_PER_EVENT seats, also when the requests arrive at once; cancelling frees them', async () => {
      const e = await tiered({ ticketTypes: [{ name: 'Silver', price: 500, quantity: 100 }] });
      const buyer = await insertUser(t);
      const answers = await Promise.all(Array.from({ length: 8 }, () => request(base).post('/api/user/bookings/create').set(buyer.auth)
        .send({ eventId: e.id, sessionId: e.sessions[0].id, items: [{ ticketTypeId: typeId(e, 'Silver'), qty: 3 }], paymentMethod: 'cod' })));
      expect(answers.filter((r) => r.status === 201)).toHaveLength(3);
      const refused = answers.filter((r) => r.status === 409);
      expect(refused).toHaveLength(5);
      expect(refused[0].body.message).toBe(Messages.buyerCapReached(10, 9));
      const inv = await inventoryOf(e.id);
      expect(inv.reduce((n, r) => n + r.held, 0)).toBe(9);
      // a booking cancelled gives its seats back to the buyer's allowance and to the inventory
      await t.http.post(`/api/user/bookings/${answers.find((r) => r.status === 201)!.body.id}/cancel`).set(buyer.auth).expect(200);
      await book(t.http, buyer.auth, { eventId: e.id, sessionId: e.sessions[1].id, items: [{ ticketTypeId: typeId(e, 'Silver'), qty: 4 }] });
      expect((await inventoryOf(e.id)).reduce((n, r) => n + r.held, 0)).toBe(10);
    });

    it('cash on delivery not approved within COD_HOLD_HOURS is released by the job, and the buyer sees why; rejecting returns seats', async () => {
      const e = await tiered({ ticketTypes: [{ name: 'Silver', price: 500, quantity: 5 }] });
      const buyer = await insertUser(t);
      const line = { eventId: e.id, sessionId: e.sessions[0].id, items: [{ ticketTypeId: typeId(e, 'Silver'), qty: 2 }] };
      const cod = await book(t.http, buyer.auth, line);
      const rejected = await book(t.http, buyer.auth, line);
      expect(await t.app.get(HoldReleaseService).run()).toBe(0);
      await t.db.update(bookings).set({ holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(bookings.id, cod.id));
      expect(await t.app.get(HoldReleaseService).run()).toBe(1);
      const seen = await t.http.get(`/api/user/bookings/${cod.id}`).set(buyer.auth).expect(200);
      expect(seen.body).toMatchObject({ status: 'cancelled', cancelReason: 'cod_expired', statusNote: Messages.codExpiredNote(48) });
      await t.http.post(`/api/admin/bookings/${rejected.id}/reject`).set(bearer(admin)).expect(200);
      expect((await bookingRow(t, rejected.id)).status).toBe('cancelled');
      const [row] = await inventoryOf(e.id).then((rows) => rows.filter((r) => r.sessionId === e.sessions[0].id));
      expect(row).toMatchObject({ held: 0, available: 5 });
    });
  });
});
