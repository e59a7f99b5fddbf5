import { count } from 'drizzle-orm';
import { seatingPlans } from '../../../api/src/db/schema';
import { adminToken, bearer, loginUser, MISSING_ID, registerVendor } from '../support/auth-helpers';
import { startTestApp, TestApp } from '../support/test-app';

const GENERATE = {
  name: 'Main hall',
  generate: { sections: [
    { name: 'Stalls', category: 'Silver', rows: 'A-P', seatsPerRow: 24, aisleAfter: [8, 16] },
    { name: 'Balcony', category: 'Gold', rows: 'A-E', seatsPerRow: 20 },
  ] },
};

const PRETIX = {
  name: 'Imported',
  pretix: {
    name: 'Hall', size: { width: 300, height: 200 },
    categories: [{ name: 'Stalls', color: '#1565c0' }],
    zones: [{ name: 'Ground', uuid: 'z', position: { x: 10, y: 20 }, areas: [], rows: [
      { row_number: 'A', uuid: 'r', position: { x: 0, y: 5 }, seats: [
        { seat_guid: 'p-1', seat_number: '1', uuid: 's1', position: { x: 0, y: 0 }, category: 'Stalls' },
        { seat_guid: 'p-2', seat_number: '2', uuid: 's2', position: { x: 12, y: 0 }, category: 'Stalls' },
      ] },
    ] }],
  },
};

describe('seating plans of venues', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let vendorA: Record<string, string>;
  let vendorB: Record<string, string>;
  let user: Record<string, string>;
  let venueA: string;
  const vendorPlans = (venue: string) => `/api/vendor/meta/venues/${venue}/seating-plans`;
  const adminPlans = (venue: string) => `/api/admin/meta/venues/${venue}/seating-plans`;
  const planRows = async () => (await t.db.select({ n: count() }).from(seatingPlans))[0].n;

  beforeAll(async () => {
    t = await startTestApp();
    admin = bearer(await adminToken(t.http));
    vendorA = bearer((await registerVendor(t.http)).token);
    vendorB = bearer((await registerVendor(t.http)).token);
    user = bearer((await loginUser(t.http)).token);
    venueA = (await t.http.post('/api/vendor/meta/venues').set(vendorA).send({ name: 'Siri Fort Auditorium', city: 'New Delhi', address: 'August Kranti Marg' }).expect(201)).body.id;
  });
  afterAll(async () => { await t?.close(); });

  it("generates a vendor's plan: 484 seats in two categories, each seat with a guid, a label, a position and a category", async () => {
    const res = await t.http.post(vendorPlans(venueA)).set(vendorA).send(GENERATE).expect(201);
    expect(res.body).toMatchObject({ venueId: venueA, name: 'Main hall', seatCount: 16 * 24 + 5 * 20 });
    expect(res.body.categories).toEqual([{ name: 'Silver', color: expect.stringMatching(/^#[0-9a-f]{6}$/) }, { name: 'Gold', color: expect.stringMatching(/^#[0-9a-f]{6}$/) }]);
    const f = res.body.zones[0].rows.find((r: { label: string }) => r.label === 'F');
    expect(f.seats[11]).toEqual({ guid: 'stalls:f:12', label: '12', x: expect.any(Number), y: expect.any(Number), category: 'Silver' });

    const list = await t.http.get(vendorPlans(venueA)).set(vendorA).expect(200);
    expect(list.body.data).toEqual([expect.objectContaining({ id: res.body.id, name: 'Main hall', seatCount: 484 })]);
    expect(list.body.data[0]).not.toHaveProperty('zones');
    const one = await t.http.get(`${vendorPlans(venueA)}/${res.body.id}`).set(vendorA).expect(200);
    expect(one.body.zones).toEqual(res.body.zones);
  });

  it('keeps every guid when a plan is edited: a seat moved to another category, blocked seats, a row added', async () => {
    const made = (await t.http.post(vendorPlans(venueA)).set(vendorA).send({ ...GENERATE, name: 'To edit' }).expect(201)).body;
    const zones = structuredClone(made.zones);
    // seats sent back without their guids get the same ones from their place
    for (const zone of zones) for (const row of zone.rows) for (const seat of row.seats) delete seat.guid;
    zones[0].rows[0].seats[0].category = 'Gold';
    zones[0].rows[0].seats[1].blocked = true;
    zones[1].rows.push({ label: 'F', seats: [{ label: '1', x: 0, y: 500, category: 'Gold' }] });
    const res = await t.http.put(`${vendorPlans(venueA)}/${made.id}`).set(vendorA).send({ name: 'Edited', categories: made.categories, zones }).expect(200);
    expect(res.body).toMatchObject({ id: made.id, name: 'Edited', seatCount: 485 });
    const guids = (plan: { zones: { rows: { seats: { guid: string }[] }[] }[] }) => plan.zones.flatMap((z) => z.rows.flatMap((r) => r.seats.map((s) => s.guid)));
    expect(guids(res.body).slice(0, 484)).toEqual(guids(made));
    expect(res.body.zones[0].rows[0].seats.slice(0, 2)).toEqual([
      expect.objectContaining({ guid: 'stalls:a:1', category: 'Gold' }),
      expect.objectContaining({ guid: 'stalls:a:2', blocked: true }),
    ]);
  });

  it("maps pretix's seating-plan JSON, keeping its seat guids", async () => {
    const res = await t.http.post(vendorPlans(venueA)).set(vendorA).send(PRETIX).expect(201);
    expect(res.body.zones).toEqual([{ name: 'Ground', rows: [{ label: 'A', seats: [
      { guid: 'p-1', label: '1', x: 10, y: 25, category: 'Stalls' },
      { guid: 'p-2', label: '2', x: 22, y: 25, category: 'Stalls' },
    ] }] }]);
  });

  it('an administrator makes, reads and deletes plans of any venue', async () => {
    const res = await t.http.post(adminPlans(venueA)).set(admin).send({ ...GENERATE, name: 'By admin' }).expect(201);
    await t.http.get(`${adminPlans(venueA)}/${res.body.id}`).set(admin).expect(200);
    await t.http.delete(`${adminPlans(venueA)}/${res.body.id}`).set(admin).expect(204);
    await t.http.get(`${adminPlans(venueA)}/${res.body.id}`).set(admin).expect(404);
    await t.http.delete(`${adminPlans(venueA)}/${res.body.id}`).set(admin).expect(404);
  });

  describe('refusals, which change nothing', () => {
    it('over 20,000 seats is 400 naming the limit', async () => {
      const before = await planRows();
      const res = await t.http.post(vendorPlans(venueA)).set(vendorA)
        .send({ name: 'Stadium', generate: { sections: [{ name: 'Stand', category: 'GA', rows: '1-201', seatsPerRow: 100 }] } }).expect(400);
      expect(res.body.message).toBe('A seating plan holds at most 20,000 seats.');
      expect(res.body.details).toEqual({ 'generate.sections': 'A seating plan holds at most 20,000 seats.' });
      expect(await planRows()).toBe(before);
    });

    it('names each bad seat field in details, and refuses unknown fields and a missing name', async () => {
      const before = await planRows();
      const bad = await t.http.post(vendorPlans(venueA)).set(vendorA).send({
        name: 'Bad', categories: [{ name: 'Gold', color: '#ffaa00' }],
        zones: [{ name: 'Stalls', rows: [{ label: 'F', seats: [
          { label: '12', x: 0, y: 0, category: 'Gold' },
          { label: '12', x: 10, y: 0, category: 'Gold' },
          { label: '13', x: 20, y: 0, category: 'Platinum' },
        ] }] }],
      }).expect(400);
      expect(bad.body.details).toEqual({
        'zones.0.rows.0.seats.1.label': 'Seat 12 appears twice in row F.',
        'zones.0.rows.0.seats.2.category': "Platinum is not one of the plan's categories.",
      });
      expect(bad.body.message).toBe('Seat 12 appears twice in row F.');
      await t.http.post(vendorPlans(venueA)).set(vendorA).send({ ...GENERATE, seats: 10 }).expect(400);
      const nameless = await t.http.post(vendorPlans(venueA)).set(vendorA).send({ generate: GENERATE.generate }).expect(400);
      expect(nameless.body.details).toHaveProperty('name');
      const both = await t.http.post(vendorPlans(venueA)).set(vendorA).send({ ...GENERATE, pretix: PRETIX.pretix }).expect(400);
      expect(both.body.message).toBe('Send exactly one of zones (with categories), generate or pretix.');
      const notPretix = await t.http.post(vendorPlans(venueA)).set(vendorA).send({ name: 'x', pretix: { rows: [] } }).expect(400);
      expect(notPretix.body.details).toEqual({ pretix: 'This is not a pretix seating plan: it needs categories and zones of rows of seats.' });
      expect(await planRows()).toBe(before);
    });

    it("is 404 for another vendor's venue or plan, 400 for malformed ids, 401 without a token or in the wrong realm", async () => {
      const mine = (await t.http.post(vendorPlans(venueA)).set(vendorA).send({ ...GENERATE, name: 'Mine' }).expect(201)).body;
      const before = await planRows();
      await t.http.get(vendorPlans(venueA)).set(vendorB).expect(404);
      await t.http.post(vendorPlans(venueA)).set(vendorB).send(GENERATE).expect(404);
      await t.http.get(`${vendorPlans(venueA)}/${mine.id}`).set(vendorB).expect(404);
      await t.http.put(`${vendorPlans(venueA)}/${mine.id}`).set(vendorB).send(GENERATE).expect(404);
      await t.http.delete(`${vendorPlans(venueA)}/${mine.id}`).set(vendorB).expect(404);
      await t.http.get(`${vendorPlans(venueA)}/${MISSING_ID}`).set(vendorA).expect(404);
      await t.http.get(vendorPlans(MISSING_ID)).set(vendorA).expect(404);
      await t.http.get(`${vendorPlans(venueA)}/not-an-id`).set(vendorA).expect(400);
      await t.http.get(vendorPlans('not-an-id')).set(vendorA).expect(400);
      await t.http.post(vendorPlans(venueA)).send(GENERATE).expect(401);
      await t.http.post(vendorPlans(venueA)).set(user).send(GENERATE).expect(401);
      await t.http.post(vendorPlans(venueA)).set(admin).send(GENERATE).expect(401);
      await t.http.post(adminPlans(venueA)).set(vendorA).send(GENERATE).expect(401);
      await t.http.get(adminPlans(venueA)).expect(401);
      expect(await planRows()).toBe(before);
    });
  });
});
