import { eq, sql } from 'drizzle-orm';
import { Messages } from '@marketplace/shared-dto';
import { events, eventSessions, ticketTypes, users, vendors, venues } from '../../../api/src/db/schema';
import { startTestApp, TestApp } from '../support/test-app';
import { registerVendor } from '../support/auth-helpers';
import { insertEvent, insertUser, ticketsAvailable } from './fixtures';

/**
 * A create is priced from the process's copy of the event (its last read) and the hold statement checks the
 * copy is still current: any change to what pricing reads, made by any writer (here plain SQL, as another
 * process or an administrator's script would), is priced from a fresh read, never from the copy.
 */
describe('bookings: a create priced from a copy of the event', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => { await t?.close(); });

  /** A buyer whose quote has left this process a copy of the event. */
  async function quoted(eventId: string) {
    const buyer = await insertUser(t);
    await t.http.post('/api/user/bookings/quote').set(buyer.auth).send({ eventId, qty: 1 }).expect(200);
    return buyer;
  }
  const create = (auth: Record<string, string>, eventId: string, extra: Record<string, unknown> = {}) =>
    t.http.post('/api/user/bookings/create').set(auth).send({ eventId, ...extra, paymentMethod: 'cod' });
  const items = async (eventId: string, qty = 1) => {
    const [type] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, eventId));
    return { items: [{ ticketTypeId: type.id, qty }] };
  };
  const versionOf = async (eventId: string) => (await t.db.select({ v: events.catalogueVersion }).from(events).where(eq(events.id, eventId)))[0].v;

  it('a new price is charged, not the copy\'s', async () => {
    const event = await insertEvent(t, { pricePaise: 49900 });
    const buyer = await quoted(event.id);
    const order = await items(event.id, 2);
    const before = await create(buyer.auth, event.id, order).expect(201);
    await t.db.update(ticketTypes).set({ pricePaise: 99900 }).where(eq(ticketTypes.eventId, event.id));
    const after = await create(buyer.auth, event.id, order).expect(201);
    expect(after.body.subtotal).toBe(1998);
    expect(before.body.subtotal).toBe(998);
  });

  it('holds and releases leave the version alone, so the copy stays in use through a rush', async () => {
    const event = await insertEvent(t);
    const buyer = await quoted(event.id);
    const version = await versionOf(event.id);
    const order = await items(event.id);
    for (let i = 0; i < 3; i++) await create(buyer.auth, event.id, order).expect(201);
    const [mine] = (await t.http.get('/api/user/bookings').set(buyer.auth).expect(200)).body.data;
    await t.http.post(`/api/user/bookings/${mine.id}/cancel`).set(buyer.auth).expect(200);
    expect(await versionOf(event.id)).toBe(version);
  });

  it('a showtime cancelled meanwhile is refused as cancelled', async () => {
    const event = await insertEvent(t);
    const buyer = await quoted(event.id);
    await t.db.update(eventSessions).set({ cancelledAt: new Date() }).where(eq(eventSessions.eventId, event.id));
    const res = await create(buyer.auth, event.id, await items(event.id)).expect(409);
    expect(res.body.message).toBe(Messages.showtimeCancelled);
  });

  it('an event unpublished meanwhile is not bookable', async () => {
    const event = await insertEvent(t);
    const buyer = await quoted(event.id);
    await t.db.update(events).set({ isPublished: false }).where(eq(events.id, event.id));
    const res = await create(buyer.auth, event.id, await items(event.id)).expect(404);
    expect(res.body.message).toBe(Messages.eventNotBookable);
  });

  it('a token revoked meanwhile is refused, and nothing is held', async () => {
    const event = await insertEvent(t, { ticketsAvailable: 5 });
    const buyer = await quoted(event.id);
    await t.db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, buyer.user.id));
    await create(buyer.auth, event.id, await items(event.id)).expect(401);
    expect(await ticketsAvailable(t, event.id)).toBe(5);
  });

  it('GST follows a venue moved to another state and an organiser\'s new GSTIN', async () => {
    const organiser = (await registerVendor(t.http)).id;
    await t.db.update(vendors).set({ gstin: '07AADCD4321K1ZT', legalName: 'Dilli Live Pvt Ltd', stateCode: '07' }).where(eq(vendors.id, organiser));
    const [venue] = await t.db.insert(venues).values({ name: 'Copy Hall', nameKey: 'copy hall', slug: `copy-hall-${Date.now()}`, city: 'Delhi', state: 'Delhi' }).returning();
    const event = await insertEvent(t, { pricePaise: 118000, ownerVendorId: organiser, venueId: venue.id, createdByType: 'vendor' });
    const buyer = await quoted(event.id);
    const order = await items(event.id);
    // a Delhi organiser at a Delhi venue: CGST and SGST
    expect((await create(buyer.auth, event.id, order).expect(201)).body.tax.tickets).toMatchObject({ cgst: 90, sgst: 90, igst: 0 });
    await t.db.update(venues).set({ state: 'Maharashtra' }).where(eq(venues.id, venue.id));
    expect((await create(buyer.auth, event.id, order).expect(201)).body.tax.tickets).toMatchObject({ cgst: 0, sgst: 0, igst: 180 });
    await t.db.update(vendors).set({ gstin: '27AADCD4321K1ZT' }).where(eq(vendors.id, organiser));
    expect((await create(buyer.auth, event.id, order).expect(201)).body.tax.tickets).toMatchObject({ cgst: 90, sgst: 90, igst: 0 });
  });
});
