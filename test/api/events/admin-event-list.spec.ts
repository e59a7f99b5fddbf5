import { startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer } from '../support/auth-helpers';
import { createEvent, makeReference } from './event-fixtures';

/** The back office table on a database holding exactly these 13 events. */
describe('back office event list: /api/admin/events', () => {
  let fresh: TestApp;
  let token: string;
  beforeAll(async () => {
    fresh = await startTestApp();
    token = await adminToken(fresh.http);
    const r = await makeReference(fresh.db);
    await createEvent(fresh.http, token, { title: 'Alpha Jazz', venue: r.venue.id, location: undefined });
    for (let i = 0; i < 11; i++) await createEvent(fresh.http, token, { title: `Show ${String(i).padStart(2, '0')}` });
    await createEvent(fresh.http, token, { title: 'Zulu Drafted', status: 'pending' });
  });
  afterAll(async () => { await fresh.close(); });

  it('pages by 10 by default with the total', async () => {
    const page1 = await fresh.http.get('/api/admin/events').set(bearer(token)).expect(200);
    expect(page1.body.total).toBe(13);
    expect(page1.body.data).toHaveLength(10);
    expect(page1.body.data[0].title).toBe('Zulu Drafted'); // newest first
    const page2 = await fresh.http.get('/api/admin/events').query({ page: 2 }).set(bearer(token)).expect(200);
    expect(page2.body.data).toHaveLength(3);
  });

  it('searches title or venue name, case-insensitively, and filters by status', async () => {
    const byTitle = await fresh.http.get('/api/admin/events').query({ q: 'alpha' }).set(bearer(token)).expect(200);
    expect(byTitle.body.data.map((e: { title: string }) => e.title)).toEqual(['Alpha Jazz']);
    const byVenue = await fresh.http.get('/api/admin/events').query({ q: 'SIRI fort' }).set(bearer(token)).expect(200);
    expect(byVenue.body.data.map((e: { title: string }) => e.title)).toEqual(['Alpha Jazz']);
    const pending = await fresh.http.get('/api/admin/events').query({ status: 'pending' }).set(bearer(token)).expect(200);
    expect(pending.body.data.map((e: { title: string }) => e.title)).toEqual(['Zulu Drafted']);
    const literal = await fresh.http.get('/api/admin/events').query({ q: '%' }).set(bearer(token)).expect(200);
    expect(literal.body.total).toBe(0);
  });

  it('sorts by a column in either order', async () => {
    const asc = await fresh.http.get('/api/admin/events').query({ sort: 'title', order: 'asc', limit: 2 }).set(bearer(token)).expect(200);
    expect(asc.body.data.map((e: { title: string }) => e.title)).toEqual(['Alpha Jazz', 'Show 00']);
    const desc = await fresh.http.get('/api/admin/events').query({ sort: 'title', order: 'desc', limit: 1 }).set(bearer(token)).expect(200);
    expect(desc.body.data[0].title).toBe('Zulu Drafted');
  });

  it('refuses an unknown status, sort or page size', async () => {
    const res = await fresh.http.get('/api/admin/events').query({ status: 'live', sort: 'secret', limit: 5000 }).set(bearer(token)).expect(400);
    expect(Object.keys(res.body.details).sort()).toEqual(['limit', 'sort', 'status']);
  });

  // last: it adds events to the thirteen above
  it('sorts by Tickets in the order the column shows: seats left, packs counted in seats, a showtime capped by its room', async () => {
    const soon = new Date(Date.now() + 9 * 86_400_000).toISOString();
    await createEvent(fresh.http, token, { title: 'Seats Packs', ticketsAvailable: undefined, ticketTypes: [{ name: 'Family pack of 4', price: 1800, quantity: 5, seatsPerUnit: 4 }] });
    await createEvent(fresh.http, token, { title: 'Seats Plain', ticketsAvailable: 12 });
    await createEvent(fresh.http, token, {
      title: 'Seats Capped', ticketsAvailable: undefined,
      ticketTypes: [{ name: 'Silver', price: 500, quantity: 10 }], sessions: [{ startsAt: soon, label: 'Night', capacity: 3 }],
    });
    const sorted = await fresh.http.get('/api/admin/events').query({ q: 'Seats', sort: 'tickets', order: 'asc' }).set(bearer(token)).expect(200);
    expect(sorted.body.data.map((e: { title: string; ticketsAvailable: number }) => [e.title, e.ticketsAvailable]))
      .toEqual([['Seats Capped', 3], ['Seats Plain', 12], ['Seats Packs', 20]]);
  });
});
