import { Messages } from '@marketplace/shared-dto';
import { startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer, registerVendor } from '../support/auth-helpers';
import { insertUser } from './fixtures';
import { createEvent, DAY_MS, eventForm } from '../events/event-fixtures';

jest.setTimeout(300_000);

interface TypeAnswer { id: string; name: string; price: number; hidden: boolean; accessCode: string | null; available: number }

/**
 * Access codes for hidden ticket types (issue 23, part 2): the vendor's and the administrator's forms take
 * `hidden` and `accessCode`; the public event leaves a hidden type out (its price and seats too) unless it is
 * read with `?accessCode=` matching it; quote and create of a hidden type need its code.
 */
describe('hidden ticket types and access codes', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let vendor: { token: string; id: string };

  beforeAll(async () => {
    t = await startTestApp();
    admin = bearer(await adminToken(t.http));
    vendor = await registerVendor(t.http);
  });
  afterAll(async () => { await t?.close(); });

  const TYPES = [
    { name: 'Stall', price: 800, quantity: 40 },
    { name: 'Friends of the band', price: 300, quantity: 10, hidden: true, accessCode: 'band-2026' },
  ];

  /** A vendor's approved event with a public Stall type and a hidden, cheaper 'Friends of the band' type. */
  async function hiddenEvent() {
    const e = await createEvent(t.http, vendor.token, {
      ticketsAvailable: undefined, pricing: undefined, ticketTypes: TYPES,
      sessions: [{ startsAt: new Date(Date.now() + 12 * DAY_MS).toISOString(), label: 'Evening' }],
    }, 'vendor');
    await t.http.patch(`/api/admin/events/${e.id}/status`).set(admin).send({ status: 'approved' }).expect(200);
    const typeId = (name: string) => (e.ticketTypes as TypeAnswer[]).find((x) => x.name === name)!.id;
    return { ...e, stall: typeId('Stall'), friends: typeId('Friends of the band'), session: e.sessions[0].id as string };
  }
  const publicEvent = (e: { slug: string; code: string }, query: Record<string, string> = {}) =>
    t.http.get(`/api/events/public/${e.slug}/${e.code}`).query(query).expect(200);

  it('the vendor form stores hidden and the code (upper-case); the organiser and the back office see them', async () => {
    const e = await hiddenEvent();
    const friends = (e.ticketTypes as TypeAnswer[]).find((x) => x.name === 'Friends of the band');
    expect(friends).toMatchObject({ hidden: true, accessCode: 'BAND-2026' });
    const mine = (await t.http.get(`/api/vendor/events/${e.id}`).set(bearer(vendor.token)).expect(200)).body;
    expect(mine.ticketTypes.map((x: TypeAnswer) => [x.name, x.hidden, x.accessCode])).toEqual([['Stall', false, null], ['Friends of the band', true, 'BAND-2026']]);
    const backOffice = (await t.http.get(`/api/admin/events/${e.id}`).set(admin).expect(200)).body;
    expect(backOffice.ticketTypes.map((x: TypeAnswer) => x.hidden)).toEqual([false, true]);
  });

  it('the administrator hides a type and sets its code through the back office form', async () => {
    const e = await createEvent(t.http, await adminToken(t.http), { ticketsAvailable: undefined, pricing: undefined, ticketTypes: [TYPES[0], { name: 'Crew', price: 100, quantity: 5 }] });
    const crew = (e.ticketTypes as TypeAnswer[]).find((x) => x.name === 'Crew')!;
    const types = (e.ticketTypes as TypeAnswer[]).map((x) => ({ id: x.id, name: x.name, price: x.price, quantity: x.name === 'Crew' ? 5 : 40, ...(x.id === crew.id ? { hidden: true, accessCode: 'Crew-Only' } : {}) }));
    const saved = (await t.http.put(`/api/admin/events/${e.id}`).set(admin).send(eventForm({ title: e.title, ticketsAvailable: undefined, pricing: undefined, ticketTypes: types }))
      .expect((r) => { if (r.status !== 200) throw new Error(JSON.stringify(r.body)); })).body;
    expect((saved.ticketTypes as TypeAnswer[]).find((x) => x.id === crew.id)).toMatchObject({ hidden: true, accessCode: 'CREW-ONLY' });
  });

  it('malformed: hidden without a code, or a code not of 4–20 of A–Z, 0–9 and -, is 400 at its field and stores nothing', async () => {
    const form = (type: Record<string, unknown>) => ({ ticketsAvailable: undefined, pricing: undefined, ticketTypes: [TYPES[0], { name: 'Secret', price: 100, quantity: 5, ...type }] });
    const cases: [Record<string, unknown>, string][] = [
      [{ hidden: true }, Messages.accessCodeForHidden],
      [{ hidden: true, accessCode: 'no' }, Messages.accessCodeFormat],
      [{ hidden: true, accessCode: 'not a code!' }, Messages.accessCodeFormat],
    ];
    for (const [type, message] of cases) {
      const res = await t.http.post('/api/vendor/events').set(bearer(vendor.token)).send(eventForm(form(type))).expect(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    const hiddenText = await t.http.post('/api/vendor/events').set(bearer(vendor.token))
      .send(eventForm(form({ hidden: 'maybe', accessCode: 'ABCD' }))).expect(400);
    expect(JSON.stringify(hiddenText.body)).toContain('hidden must be true or false.');
    const list = (await t.http.get('/api/vendor/events').query({ limit: 100 }).set(bearer(vendor.token)).expect(200)).body.data;
    expect(list.some((e: { ticketTypes?: TypeAnswer[] }) => e.ticketTypes?.some((x) => x.name === 'Secret'))).toBe(false);
  });

  it('the public event leaves the hidden type out (its price and seats too) unless read with its code, in any case; never shows the code', async () => {
    const e = await hiddenEvent();
    const plain = (await publicEvent(e)).body;
    expect(plain.ticketTypes.map((x: TypeAnswer) => x.name)).toEqual(['Stall']);
    expect(plain.sessions[0].ticketTypes.map((x: { id: string }) => x.id)).toEqual([e.stall]);
    expect(plain.ticketsAvailable).toBe(40);
    expect(plain.price).toBe(800);
    expect(JSON.stringify(plain)).not.toContain('BAND-2026');
    const wrong = (await publicEvent(e, { accessCode: 'BAND-2025' })).body;
    expect(wrong.ticketTypes.map((x: TypeAnswer) => x.name)).toEqual(['Stall']);
    const unlocked = (await publicEvent(e, { accessCode: 'band-2026' })).body;
    expect(unlocked.ticketTypes.map((x: TypeAnswer) => [x.name, x.available, x.accessCode])).toEqual([['Stall', 40, null], ['Friends of the band', 10, null]]);
    expect(unlocked.ticketsAvailable).toBe(50);
    expect(unlocked.price).toBe(300);
    // the public list's card: the price is the lowest of the types everyone can see
    const cards = (await t.http.get('/api/events/public').query({ q: e.title, limit: 5 }).expect(200)).body.data;
    expect(cards.find((c: { id: string }) => c.id === e.id)).toMatchObject({ price: 800, soldOut: false });
  });

  it("quote and create of a hidden type need its code: without it or with another, 400 'This ticket type needs an access code.'", async () => {
    const e = await hiddenEvent();
    const buyer = await insertUser(t);
    const order = (extra: Record<string, unknown>) => ({ eventId: e.id, sessionId: e.session, paymentMethod: 'cod', donation: false, items: [{ ticketTypeId: e.friends, qty: 2 }], ...extra });
    for (const path of ['quote', 'create']) {
      for (const extra of [{}, { accessCode: 'WRONG-1' }, { accessCode: 123 }]) {
        const res = await t.http.post(`/api/user/bookings/${path}`).set(buyer.auth).send(order(extra)).expect(400);
        expect(res.body).toMatchObject({ message: Messages.accessCodeNeeded, details: { accessCode: Messages.accessCodeNeeded } });
      }
    }
    expect((await t.http.get('/api/user/bookings').set(buyer.auth).expect(200)).body.data ?? []).toHaveLength(0);
    const quote = (await t.http.post('/api/user/bookings/quote').set(buyer.auth).send(order({ accessCode: 'Band-2026' })).expect(200)).body;
    expect(quote).toMatchObject({ subtotal: 600, convenience: 30, total: 630 });
    const made = (await t.http.post('/api/user/bookings/create').set(buyer.auth).send(order({ accessCode: 'band-2026' })).expect(201)).body;
    expect(made).toMatchObject({ ticketsSummary: 'Friends of the band × 2', total: 630 });
    // a public type needs no code; a quantity-only order never falls on a hidden type
    await t.http.post('/api/user/bookings/quote').set(buyer.auth).send({ ...order({}), items: [{ ticketTypeId: e.stall, qty: 1 }] }).expect(200);
    const legacy = (await t.http.post('/api/user/bookings/quote').set(buyer.auth).send({ eventId: e.id, sessionId: e.session, qty: 1, donation: false }).expect(200)).body;
    expect(legacy.lines.map((l: { name: string }) => l.name)).toEqual(['Stall']);
  });
});
