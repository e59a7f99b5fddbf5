import { count, eq } from 'drizzle-orm';
import { Messages } from '@marketplace/shared-dto';
import { bookings, vendors, venues } from '../../../api/src/db/schema';
import { startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer, registerVendor } from '../support/auth-helpers';
import { createEvent, eventForm } from '../events/event-fixtures';
import { insertEvent, insertUser } from './fixtures';

/**
 * GST inside every price (issue 26 item 3), to the paisa: the quote and the booking carry the split of the
 * tickets (the organiser's) and of the convenience fee (the marketplace's, registered in Delhi, 07), and a
 * taxRate per line; nothing a buyer pays changes.
 */
describe('bookings: GST on the quote and the booking', () => {
  let t: TestApp;
  let buyer: Awaited<ReturnType<typeof insertUser>>;
  let delhiVenue: string;
  let mumbaiVenue: string;
  let delhiOrganiser: string;
  let unregistered: string;

  beforeAll(async () => {
    t = await startTestApp();
    buyer = await insertUser(t);
    const venue = async (name: string, state: string) =>
      (await t.db.insert(venues).values({ name, nameKey: name.toLowerCase(), slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`, city: name, state }).returning())[0].id;
    delhiVenue = await venue('Siri Fort Auditorium', 'Delhi');
    mumbaiVenue = await venue('NSCI Dome', 'Maharashtra');
    delhiOrganiser = (await registerVendor(t.http)).id;
    await t.db.update(vendors).set({ gstin: '07AADCD4321K1ZT', legalName: 'Dilli Live Entertainment Pvt Ltd', stateCode: '07' }).where(eq(vendors.id, delhiOrganiser));
    unregistered = (await registerVendor(t.http)).id;
  });
  afterAll(async () => { await t?.close(); });

  const quote = (body: Record<string, unknown>) => t.http.post('/api/user/bookings/quote').set(buyer.auth).send(body);
  const split = (taxable: number, cgst = 0, sgst = 0, igst = 0) => ({ taxable, cgst, sgst, igst });
  const event = (pricePaise: number, extra: Record<string, unknown> = {}) =>
    insertEvent(t, { pricePaise, ownerVendorId: delhiOrganiser, venueId: delhiVenue, createdByType: 'vendor', ...extra });

  it('admission at ₹500 a seat is exempt: the tickets carry no GST, the fee 18% within Delhi (the venue\'s state by default)', async () => {
    const e = await event(50000);
    const res = await quote({ eventId: e.id, qty: 2 }).expect(200);
    // every figure a buyer pays keeps its value: 1000 + 5% fee 50 + ₹2 donation
    expect(res.body).toMatchObject({ subtotal: 1000, convenience: 50, donation: 2, total: 1052, billingState: '07' });
    expect(res.body.lines).toEqual([expect.objectContaining({ unitPrice: 500, amount: 1000, taxRate: 0 })]);
    // 5000 × 100 / 118 = 4237.29 → 4237; tax 763 → 381 + 382 (the odd paisa on SGST)
    expect(res.body.tax).toEqual({ tickets: split(1000), convenience: split(42.37, 3.81, 3.82), total: 7.63 });
  });

  it('18% above ₹500 within the state: CGST + SGST, half each', async () => {
    const e = await event(118000);
    const res = await quote({ eventId: e.id, qty: 1 }).expect(200);
    expect(res.body).toMatchObject({ subtotal: 1180, convenience: 59, total: 1241 });
    expect(res.body.lines[0].taxRate).toBe(18);
    expect(res.body.tax).toEqual({ tickets: split(1000, 90, 90), convenience: split(50, 4.5, 4.5), total: 189 });
  });

  it('18% across states: a Delhi organiser at a Mumbai venue charges IGST; a buyer billed in Maharashtra pays IGST on the fee', async () => {
    const e = await event(118000, { venueId: mumbaiVenue });
    const byDefault = await quote({ eventId: e.id, qty: 1 }).expect(200);
    // the billing state defaults to the venue's (27): the fee is supplied outside Delhi too
    expect(byDefault.body.billingState).toBe('27');
    expect(byDefault.body.tax).toEqual({ tickets: split(1000, 0, 0, 180), convenience: split(50, 0, 0, 9), total: 189 });
    // billed in Delhi: the fee is intra-state for the Delhi marketplace; the tickets' place stays the venue
    const delhi = await quote({ eventId: e.id, qty: 1, billingState: '07' }).expect(200);
    expect(delhi.body.tax).toEqual({ tickets: split(1000, 0, 0, 180), convenience: split(50, 4.5, 4.5), total: 189 });
    expect(delhi.body.total).toBe(byDefault.body.total);
  });

  it('premium_sport carries 40% whatever the price', async () => {
    const e = await event(140000, { taxCategory: 'premium_sport' });
    const res = await quote({ eventId: e.id, qty: 1, billingState: '07' }).expect(200);
    expect(res.body.lines[0].taxRate).toBe(40);
    // fee 5% of 1400 = 70; 7000 × 100 / 118 = 5932.20 → 5932; tax 1068 → 534 + 534
    expect(res.body.tax).toEqual({ tickets: split(1000, 200, 200), convenience: split(59.32, 5.34, 5.34), total: 410.68 });
    const low = await event(30000, { taxCategory: 'premium_sport' });
    expect((await quote({ eventId: low.id, qty: 1 }).expect(200)).body.lines[0].taxRate).toBe(40);
  });

  it('exempt events carry none at any price', async () => {
    const e = await event(250000, { taxCategory: 'exempt' });
    const res = await quote({ eventId: e.id, qty: 1 }).expect(200);
    expect(res.body.lines[0].taxRate).toBe(0);
    expect(res.body.tax.tickets).toEqual(split(2500));
  });

  it('an organiser without a GSTIN charges no GST on tickets (a bill of supply); the fee still carries 18%', async () => {
    const e = await event(118000, { ownerVendorId: unregistered, taxCategory: 'premium_sport' });
    const res = await quote({ eventId: e.id, qty: 1 }).expect(200);
    expect(res.body.lines[0].taxRate).toBe(0);
    expect(res.body.tax).toEqual({ tickets: split(1180), convenience: split(50, 4.5, 4.5), total: 9 });
  });

  it('a discounted order is taxed on what is paid; the fee on 5% of subtotal − discount', async () => {
    const e = await event(60000, {
      pricing: { groupDiscount: { enabled: true, minQuantity: 4, discountType: 'percentage', discountValue: 10 } },
    });
    const res = await quote({ eventId: e.id, qty: 4, billingState: '27' }).expect(200);
    expect(res.body).toMatchObject({ subtotal: 2400, discount: 240, convenience: 108, total: 2270 });
    expect(res.body.lines[0].taxRate).toBe(18);
    // 216000 × 100 / 118 = 183050.85 → 183051; tax 32949 → 16474 + 16475. Fee 10800 → 9153, IGST 1647 (billed in Maharashtra)
    expect(res.body.tax).toEqual({ tickets: split(1830.51, 164.74, 164.75), convenience: split(91.53, 0, 0, 16.47), total: 345.96 });
  });

  it('the booking stores the quoted split and the billing state, and answers them on create and on read', async () => {
    const e = await event(118000, { venueId: mumbaiVenue });
    const quoted = (await quote({ eventId: e.id, qty: 2, billingState: '29' }).expect(200)).body;
    const created = await t.http.post('/api/user/bookings/create').set(buyer.auth).send({ eventId: e.id, qty: 2, billingState: '29', paymentMethod: 'cod' }).expect(201);
    expect(created.body).toMatchObject({ tax: quoted.tax, billingState: '29', lines: quoted.lines, total: quoted.total });
    const read = await t.http.get(`/api/user/bookings/${created.body.id}`).set(buyer.auth).expect(200);
    expect(read.body).toMatchObject({ tax: quoted.tax, billingState: '29' });
  });

  it('refuses a billing state that is not a GST state code (400 at the field), and books nothing', async () => {
    const e = await event(118000);
    for (const billingState of ['7', 'DL', '25', '99', 7]) {
      const res = await quote({ eventId: e.id, qty: 1, billingState }).expect(400);
      expect(res.body.details).toEqual({ billingState: Messages.billingStateInvalid });
    }
    const before = (await t.db.select({ n: count() }).from(bookings))[0].n;
    const res = await t.http.post('/api/user/bookings/create').set(buyer.auth).send({ eventId: e.id, qty: 1, billingState: 'Delhi', paymentMethod: 'cod' }).expect(400);
    expect(res.body.details).toEqual({ billingState: Messages.billingStateInvalid });
    expect((await t.db.select({ n: count() }).from(bookings))[0].n).toBe(before);
  });

  it('events take taxCategory from the admin and the vendor (default admission); anything else is 400 at the field', async () => {
    const admin = await adminToken(t.http);
    expect((await createEvent(t.http, admin)).taxCategory).toBe('admission');
    const sport = await createEvent(t.http, admin, { taxCategory: 'premium_sport' });
    expect(sport.taxCategory).toBe('premium_sport');
    const vendor = await registerVendor(t.http);
    expect((await createEvent(t.http, vendor.token, { taxCategory: 'exempt' }, 'vendor')).taxCategory).toBe('exempt');
    const bad = await t.http.post('/api/vendor/events').set(bearer(vendor.token)).send(eventForm({ taxCategory: 'luxury' })).expect(400);
    expect(Object.keys(bad.body.details)).toEqual(['taxCategory']);
    // the admin's edit changes it
    const edited = await t.http.put(`/api/admin/events/${sport.id}`).set(bearer(admin)).send(eventForm({ title: sport.title, taxCategory: 'exempt' })).expect(200);
    expect(edited.body.taxCategory).toBe('exempt');
  });

  it('documents taxCategory on events and billingState and tax on bookings in the OpenAPI document', async () => {
    const doc = (await t.http.get('/docs-json').expect(200)).body;
    const text = JSON.stringify(doc);
    expect(text).toContain('billingState');
    expect(text).toContain('taxCategory');
    expect(text).toContain('taxRate');
  });
});
