import { eq } from 'drizzle-orm';
import { eventSessions } from '../../../api/src/db/schema';
import { startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer } from '../support/auth-helpers';
import { createEvent, DAY_MS, eventForm, istDayFromToday, makeReference, setTimes } from './event-fixtures';

const at = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);
type Row = { id: string; title: string; slug: string; code: string; startAt: string; startDay: string; description: string };

describe('public events: /api/events/public', () => {
  let t: TestApp;
  let admin: string;
  let ref: Awaited<ReturnType<typeof makeReference>>;
  const made: Record<string, Row> = {};
  const today = istDayFromToday(0);
  const tomorrow = istDayFromToday(1);
  const dayAfter = istDayFromToday(2);

  const titles = async (query: Record<string, string | number>) => {
    const res = await t.http.get('/api/events/public').query(query).expect(200);
    return res.body.data.map((e: Row) => e.title);
  };
  const make = async (title: string, overrides: Record<string, unknown> = {}) => {
    made[title] = await createEvent(t.http, admin, { title, ...overrides });
    return made[title];
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t.http);
    ref = await makeReference(t.db);

    // around midnight in India: 23:59 and 00:01
    await setTimes(t.db, (await make('Boundary today 23:59')).id, at(today, '23:59'));
    await setTimes(t.db, (await make('Boundary tomorrow 00:01')).id, at(tomorrow, '00:01'));
    await setTimes(t.db, (await make('Boundary tomorrow 23:59')).id, at(tomorrow, '23:59'));
    await setTimes(t.db, (await make('Boundary day-after 00:01')).id, at(dayAfter, '00:01'));
    // running now, and ending before midnight in India (else it runs into tomorrow too when the test runs after 23:00 IST)
    const runningEnds = Math.min(Date.now() + 3600_000, at(tomorrow, '00:00').getTime() - 1);
    await setTimes(t.db, (await make('Boundary running now')).id, new Date(Date.now() - 3600_000), new Date(runningEnds));
    await setTimes(t.db, (await make('Boundary ended')).id, new Date(Date.now() - 2 * DAY_MS), new Date(Date.now() - DAY_MS));

    await make('Priced 100', { pricing: { isFree: false, price: 100 } });
    await make('Priced 500', { pricing: { isFree: false, price: 500 } });
    await make('Priced 1000', { pricing: { isFree: false, price: 1000 } });
    await make('Priced none', { pricing: { isFree: false } });
    await make('Priced free', { pricing: { isFree: true } });

    await make('Hidden pending', { status: 'pending' });
    await make('Hidden rejected', { status: 'rejected' });
    await make('Hidden draft', { status: 'draft' });
    await make('Hidden unpublished', { isPublished: false });
    await make('Hidden inactive', { isActive: false });

    await make('Filter full', {
      venue: ref.venue.id, location: undefined, categories: [ref.category.id], tags: [ref.tag.id], languages: [ref.language.id],
      performers: [ref.performer.id], sessions: [{ startsAt: `${istDayFromToday(10)}T19:30:00+05:30`, label: 'Show' }],
    });
    await make('Filter Mumbai', { location: { name: 'NSCI Dome', address: 'Worli', city: 'Mumbai', state: 'Maharashtra', zipCode: '400018', country: 'India' } });

    // related: 13 events sharing a category; 3 others sharing only the category field 'sports'
    const cat = ref.category2.id;
    for (let i = 0; i < 13; i++) await make(`Rel ${String(i).padStart(2, '0')}`, { categories: [cat], startDate: istDayFromToday(20 + i) });
    for (let i = 0; i < 3; i++) await make(`Other ${i}`, { category: 'sports', startDate: istDayFromToday(30 + i) });
  }, 120_000); // two dozen events through the API: slow on a loaded machine
  afterAll(async () => { await t?.close(); });

  it('answers {data, hasMore} at /api/events/public and /api/events alike, 12 by default', async () => {
    const pub = await t.http.get('/api/events/public').expect(200);
    const alias = await t.http.get('/api/events').expect(200);
    expect(alias.body).toEqual(pub.body);
    expect(pub.body.data).toHaveLength(12);
    expect(pub.body.hasMore).toBe(true);
    expect(pub.body.data[0]).not.toHaveProperty('vendor');
    expect(pub.body.data[0]).not.toHaveProperty('ownerName');
  });

  it('lists upcoming events by start time, leaving out those already over', async () => {
    const list = await titles({ q: 'Boundary' });
    expect(list).toEqual(['Boundary running now', 'Boundary today 23:59', 'Boundary tomorrow 00:01', 'Boundary tomorrow 23:59', 'Boundary day-after 00:01']);
  });

  it('sort=recent puts the newest created first', async () => {
    expect((await titles({ q: 'Rel', sort: 'recent', limit: 2 }))).toEqual(['Rel 12', 'Rel 11']);
    expect((await titles({ q: 'Rel', limit: 2 }))).toEqual(['Rel 00', 'Rel 01']);
  });

  it('pages with hasMore', async () => {
    const first = await t.http.get('/api/events/public').query({ q: 'Rel', limit: 5 }).expect(200);
    expect(first.body.hasMore).toBe(true);
    const last = await t.http.get('/api/events/public').query({ q: 'Rel', limit: 5, page: 3 }).expect(200);
    expect(last.body.data.map((e: Row) => e.title)).toEqual(['Rel 10', 'Rel 11', 'Rel 12']);
    expect(last.body.hasMore).toBe(false);
    const exact = await t.http.get('/api/events/public').query({ q: 'Rel', limit: 13 }).expect(200);
    expect(exact.body.hasMore).toBe(false);
  });

  it('date=today and date=tomorrow split at midnight in India', async () => {
    expect(await titles({ q: 'Boundary', date: 'today' })).toEqual(['Boundary running now', 'Boundary today 23:59']);
    expect(await titles({ q: 'Boundary', date: 'tomorrow' })).toEqual(['Boundary tomorrow 00:01', 'Boundary tomorrow 23:59']);
  });

  it('from/to include both days whole', async () => {
    expect(await titles({ q: 'Boundary', from: tomorrow, to: tomorrow })).toEqual(['Boundary tomorrow 00:01', 'Boundary tomorrow 23:59']);
    expect(await titles({ q: 'Boundary', from: tomorrow })).toEqual(['Boundary tomorrow 00:01', 'Boundary tomorrow 23:59', 'Boundary day-after 00:01']);
    expect(await titles({ q: 'Boundary', to: today })).toEqual(['Boundary running now', 'Boundary today 23:59']);
    const res = await t.http.get('/api/events/public').query({ from: tomorrow, to: today }).expect(400);
    expect(res.body.details).toEqual({ to: 'to must not be before from.' });
  });

  it('date=weekend covers the upcoming Saturday and Sunday (today only on a Sunday)', async () => {
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    const saturdayOffset = weekday === 0 ? 0 : 6 - weekday;
    const lastDay = weekday === 0 ? 0 : saturdayOffset + 1;
    const inside = await make('Weekend inside', { startDate: istDayFromToday(lastDay), startTime: '23:59' });
    const before = await make('Weekend before', {});
    const after = await make('Weekend after', {});
    // a minute before the weekend starts (once it has started: a minute ago, so already over)
    const weekendStart = at(istDayFromToday(saturdayOffset), '00:00').getTime();
    await setTimes(t.db, before.id, new Date(Math.max(weekendStart, Date.now()) - 60_000));
    await setTimes(t.db, after.id, at(istDayFromToday(lastDay + 1), '00:01'));
    expect(await titles({ q: 'Weekend', date: 'weekend' })).toEqual(['Weekend inside']);
    expect(inside.startDay).toBe(istDayFromToday(lastDay));
  });

  it('keeps events without a price whatever the price bounds', async () => {
    expect((await titles({ q: 'Priced', minPrice: 200, maxPrice: 800 })).sort()).toEqual(['Priced 500', 'Priced none']);
    expect((await titles({ q: 'Priced', maxPrice: 0 })).sort()).toEqual(['Priced free', 'Priced none']);
    expect((await titles({ q: 'Priced', minPrice: 999.99 })).sort()).toEqual(['Priced 1000', 'Priced none']);
  });

  it('filters by categories, city, venue, performer and title', async () => {
    expect(await titles({ cats: `${ref.category.id},${ref.tag.id}` })).toEqual(['Filter full']);
    expect(await titles({ city: 'mumbai' })).toEqual(['Filter Mumbai']);
    expect(await titles({ venue: ref.venue.id })).toEqual(['Filter full']);
    expect(await titles({ performer: ref.performer.id })).toEqual(['Filter full']);
    expect(await titles({ q: 'filter MUM' })).toEqual(['Filter Mumbai']);
  });

  it('searches title, performer, venue and city with q, and filters by language', async () => {
    expect(await titles({ q: ref.performer.name.toUpperCase() })).toEqual(['Filter full']);
    expect(await titles({ q: ref.venue.name.slice(0, -1).toLowerCase() })).toEqual(['Filter full']);
    expect(await titles({ q: 'mumba' })).toEqual(['Filter Mumbai']);
    expect(await titles({ language: ref.language.id })).toEqual(['Filter full']);
    const bad = await t.http.get('/api/events/public').query({ language: 'hindi' }).expect(400);
    expect(bad.body.details).toEqual({ language: 'language must be a language id.' });
  });

  it('sorts by date, price (unpriced last) and popularity (seats taken)', async () => {
    expect(await titles({ q: 'Priced', sort: 'price' })).toEqual(['Priced free', 'Priced 100', 'Priced 500', 'Priced 1000', 'Priced none']);
    expect(await titles({ q: 'Priced', sort: 'date' })).toEqual(await titles({ q: 'Priced' }));
    await t.db.update(eventSessions).set({ seatsHeld: 7 }).where(eq(eventSessions.eventId, made['Priced 500'].id));
    await t.db.update(eventSessions).set({ seatsHeld: 3 }).where(eq(eventSessions.eventId, made['Priced 1000'].id));
    expect((await titles({ q: 'Priced', sort: 'popularity' })).slice(0, 2)).toEqual(['Priced 500', 'Priced 1000']);
    const bad = await t.http.get('/api/events/public').query({ sort: 'cheapest' }).expect(400);
    expect(Object.keys(bad.body.details)).toEqual(['sort']);
  });

  it('refuses a minimum price above the maximum instead of answering only unpriced events', async () => {
    const res = await t.http.get('/api/events/public').query({ minPrice: 800, maxPrice: 200 }).expect(400);
    expect(res.body.details).toEqual({ maxPrice: 'maxPrice must not be less than minPrice.' });
    expect((await titles({ q: 'Priced', minPrice: 500, maxPrice: 500 })).sort()).toEqual(['Priced 500', 'Priced none']);
  });

  it('refuses malformed filters (400 with details)', async () => {
    const res = await t.http.get('/api/events/public').query({ cats: 'music', limit: 101, date: 'yesterday', from: '2026-13-01', minPrice: -1, venue: 'x' }).expect(400);
    expect(Object.keys(res.body.details).sort()).toEqual(['cats', 'date', 'from', 'limit', 'minPrice', 'venue']);
    const unknown = await t.http.get('/api/events/public').query({ colour: 'red' }).expect(400);
    expect(unknown.body.details).toEqual({ colour: 'Unknown field: colour' });
  });

  it('shows only approved, published and active events, in lists and on detail', async () => {
    expect(await titles({ q: 'Hidden' })).toEqual([]);
    for (const title of ['Hidden pending', 'Hidden rejected', 'Hidden draft', 'Hidden unpublished', 'Hidden inactive']) {
      const e = made[title];
      const res = await t.http.get(`/api/events/public/${e.slug}/${e.code}`).expect(404);
      expect(res.body.message).toBe('Not found');
    }
  });

  it('shows the detail by code, even under a stale slug, with everything the page needs', async () => {
    const e = made['Filter full'];
    const res = await t.http.get(`/api/events/public/old-title/${e.code}`).expect(200);
    const d = res.body;
    expect(d).toMatchObject({
      id: e.id, title: 'Filter full', slug: 'filter-full', code: e.code, status: 'approved', ticketsAvailable: 100, tickets: 100,
      venue: { id: ref.venue.id, name: ref.venue.name, city: 'New Delhi' }, city: 'New Delhi', price: 499.5,
      categories: [{ id: ref.category.id, name: ref.category.name }], tags: [{ name: ref.tag.name }], languages: [{ name: ref.language.name }],
      performers: [{ id: ref.performer.id, name: ref.performer.name, role: 'Singer', image: '/uploads/performers/a.png', slug: ref.performer.slug }],
      sessions: [{ label: 'Show' }],
    });
    expect(d).not.toHaveProperty('vendor');
    await t.http.get(`/api/events/public/filter-full/ETNOSUCH1`).expect(404);
  });

  it('offers up to 12 related public upcoming events, those of the same category first', async () => {
    const res = await t.http.get(`/api/events/public/x/${made['Rel 00'].code}`).expect(200);
    const related = res.body.related.map((e: Row) => e.title);
    expect(related).toHaveLength(12);
    expect(related).toEqual(Array.from({ length: 12 }, (_, i) => `Rel ${String(i + 1).padStart(2, '0')}`));

    const other = await t.http.get(`/api/events/public/x/${made['Other 0'].code}`).expect(200);
    const titlesOfOther = other.body.related.map((e: Row) => e.title);
    expect(titlesOfOther.slice(0, 2)).toEqual(['Other 1', 'Other 2']); // later than the rest, but the same category field
    expect(titlesOfOther).not.toContain('Other 0');
    expect(titlesOfOther.some((title: string) => title.startsWith('Hidden') || title === 'Boundary ended')).toBe(false);
  });

  it('lists cards: only what a card shows, the detail keeps the full event', async () => {
    const e = await make('Card Shape', { venue: ref.venue.id, categories: [ref.category.id, ref.category2.id], pricing: { isFree: false, price: 750 } });
    const { body } = await t.http.get('/api/events/public').query({ q: 'Card Shape' }).expect(200);
    expect(body.data).toEqual([{
      id: e.id, slug: e.slug, code: e.code, title: 'Card Shape', startAt: e.startAt,
      venue: { name: ref.venue.name, city: 'New Delhi' },
      price: 750, isFree: false, soldOut: false,
      category: [ref.category.name, ref.category2.name].sort()[0],
      image: null, videoUrl: null,
    }]);
    const detail = (await t.http.get(`/api/events/public/${e.slug}/${e.code}`).expect(200)).body;
    expect(detail).toMatchObject({ id: e.id, description: e.description, ticketsAvailable: 100, soldOut: false, pricing: expect.objectContaining({ price: 750 }) });
    expect(Object.keys(detail.related[0] ?? {}).sort()).toEqual(Object.keys(body.data[0]).sort());
  });

  it('stops showing an event once an administrator unpublishes it', async () => {
    const e = await make('Soon unpublished');
    await t.http.get(`/api/events/public/${e.slug}/${e.code}`).expect(200);
    await t.http.put(`/api/admin/events/${e.id}`).set(bearer(admin)).send(eventForm({ title: 'Soon unpublished', isPublished: false })).expect(200);
    await t.http.get(`/api/events/public/${e.slug}/${e.code}`).expect(404);
  });
});
