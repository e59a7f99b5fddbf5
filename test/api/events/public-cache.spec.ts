import { eq } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { events } from '../../../api/src/db/schema';
import { PublicCacheService } from '../../../api/src/modules/public-cache/public-cache.service';
import { startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer, registerVendor } from '../support/auth-helpers';
import { book, insertUser } from '../bookings/fixtures';
import { createEvent, eventForm } from './event-fixtures';

type Card = { id: string; title: string };
const onServer = !!process.env.DATABASE_URL;

describe('public reads are cached and every change shows at once', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t.http);
  });
  afterAll(async () => { await t?.close(); });

  const listed = async (http: TestAgent = t.http) => (await http.get('/api/events/public').query({ limit: 50 }).expect(200)).body.data as Card[];
  const titles = async (http?: TestAgent) => (await listed(http)).map((e) => e.title);
  const detail = (e: { slug: string; code: string }, http: TestAgent = t.http) => http.get(`/api/events/public/${e.slug}/${e.code}`);
  const edit = (id: string, overrides: Record<string, unknown>) =>
    t.http.put(`/api/admin/events/${id}`).set(bearer(admin)).send(eventForm(overrides)).expect(200);

  it('answers with Cache-Control, a strong ETag, and 304 to a matching If-None-Match', async () => {
    await createEvent(t.http, admin, { title: 'Etag Night' });
    const first = await t.http.get('/api/events/public').query({ limit: 50 }).expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300');
    expect(first.headers.etag).toMatch(/^"[^"]+"$/); // strong: no W/ prefix
    const hit = await t.http.get('/api/events/public').query({ limit: 50 }).expect(200);
    expect(hit.headers.etag).toBe(first.headers.etag);
    expect(hit.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(hit.body).toEqual(first.body);
    const unchanged = await t.http.get('/api/events/public').query({ limit: 50 }).set('If-None-Match', first.headers.etag).expect(304);
    expect(unchanged.text).toBe('');
    // If-None-Match as browsers and proxies send it: a list, the weak form, any
    for (const tags of [`"other", ${first.headers.etag}`, `W/${first.headers.etag}`, '*']) {
      await t.http.get('/api/events/public').query({ limit: 50 }).set('If-None-Match', tags).expect(304);
    }
    await t.http.get('/api/events/public').query({ limit: 50 }).set('If-None-Match', '"other"').expect(200);
    // the same query with its parameters in another order is the same answer
    await t.http.get('/api/events/public?limit=50&sort=upcoming').expect(200);
    const reordered = await t.http.get('/api/events/public?sort=upcoming&limit=50').set('If-None-Match', first.headers.etag);
    expect([200, 304]).toContain(reordered.status);
  });

  it('serves the compressed bytes the client accepts', async () => {
    await t.http.get('/api/events/public').query({ limit: 50 }).expect(200);
    const br = await t.http.get('/api/events/public').query({ limit: 50 }).set('Accept-Encoding', 'br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    const gz = await t.http.get('/api/events/public').query({ limit: 50 }).set('Accept-Encoding', 'gzip').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.body).toEqual(gz.body);
    const plain = await t.http.get('/api/events/public').query({ limit: 50 }).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(gz.body);
    // q=0 refuses a coding
    const noBr = await t.http.get('/api/events/public').query({ limit: 50 }).set('Accept-Encoding', 'br;q=0, gzip').expect(200);
    expect(noBr.headers['content-encoding']).toBe('gzip');
    const neither = await t.http.get('/api/events/public').query({ limit: 50 }).set('Accept-Encoding', 'gzip;q=0, br;q=0').expect(200);
    expect(neither.headers['content-encoding']).toBeUndefined();
    expect(neither.body).toEqual(gz.body);
  });

  it('answers a repeated read without asking the database (a change made behind the app\'s back is not seen)', async () => {
    const e = await createEvent(t.http, admin, { title: 'Quiet Change' });
    expect(await titles()).toContain('Quiet Change');
    await t.db.update(events).set({ title: 'Changed behind the back' }).where(eq(events.id, e.id));
    expect(await titles()).toContain('Quiet Change');
    // a write through the app drops the entry
    await edit(e.id, { title: 'Changed through the app' });
    expect(await titles()).toContain('Changed through the app');
  });

  it('shows a vendor\'s event as soon as it is approved', async () => {
    const vendor = await registerVendor(t.http);
    const e = await createEvent(t.http, vendor.token, { title: 'Awaiting Approval' }, 'vendor');
    expect(await titles()).not.toContain('Awaiting Approval');
    await detail(e).expect(404);
    await t.http.patch(`/api/admin/events/${e.id}/status`).set(bearer(admin)).send({ status: 'approved' }).expect(200);
    expect(await titles()).toContain('Awaiting Approval');
    await detail(e).expect(200);
  });

  it('shows an edit in the list and the detail at once, and drops an unpublished event', async () => {
    const e = await createEvent(t.http, admin, { title: 'Before Edit' });
    expect(await titles()).toContain('Before Edit');
    expect((await detail(e).expect(200)).body.title).toBe('Before Edit');
    await edit(e.id, { title: 'After Edit' });
    expect(await titles()).toEqual(expect.arrayContaining(['After Edit']));
    expect(await titles()).not.toContain('Before Edit');
    expect((await detail(e).expect(200)).body.title).toBe('After Edit');

    await edit(e.id, { title: 'After Edit', isPublished: false });
    expect(await titles()).not.toContain('After Edit');
    await detail(e).expect(404);
  });

  it('shows the tickets left and sold out as bookings take and give back the last tickets', async () => {
    const e = await createEvent(t.http, admin, { title: 'Two Seats Only', ticketsAvailable: 2 });
    const card = async () => (await listed()).find((c) => c.id === e.id) as Card & { soldOut: boolean };
    expect((await detail(e).expect(200)).body.soldOut).toBe(false);
    expect((await card()).soldOut).toBe(false);
    const buyer = await insertUser(t);
    const booking = await book(t.http, buyer.auth, { eventId: e.id, quantity: 2 });
    const soldOut = (await detail(e).expect(200)).body;
    expect(soldOut.ticketsAvailable).toBe(0);
    expect(soldOut.soldOut).toBe(true);
    expect((await card()).soldOut).toBe(true);
    await t.http.post(`/api/user/bookings/${booking.id}/cancel`).set(buyer.auth).expect(200);
    expect((await detail(e).expect(200)).body.ticketsAvailable).toBe(2);
    expect((await card()).soldOut).toBe(false);
  });

  it('kept renders are an LRU bounded in bytes (SSR_CACHE_MB, 32 by default): the least recently used go first', async () => {
    const cache = t.app.get(PublicCacheService);
    const MB = 1024 * 1024;
    const keep = (key: string, mb: number) => cache.keepDerived(key, `<html>${key}</html>`, ['events'], cache.generation, mb * MB);
    keep('lru:a', 20);
    keep('lru:b', 10);
    expect(cache.derivedValue('lru:a')).toBe('<html>lru:a</html>');
    // 40 MB would not fit: b, used least recently, goes; a (just read) and c stay
    keep('lru:c', 10);
    expect(cache.derivedValue('lru:b')).toBeUndefined();
    expect(cache.derivedValue('lru:a')).toBe('<html>lru:a</html>');
    expect(cache.derivedValue('lru:c')).toBe('<html>lru:c</html>');
    // a page larger than the whole budget is not kept
    keep('lru:huge', 33);
    expect(cache.derivedValue('lru:huge')).toBeUndefined();
  });

  it('never caches an answer that depends on who asks (interest)', async () => {
    const e = await createEvent(t.http, admin, { title: 'Interesting' });
    const buyer = await insertUser(t);
    await t.http.post('/api/events/interest').set(buyer.auth).send({ eventId: e.id }).expect(201);
    expect((await t.http.get(`/api/events/interest/${e.id}`).set(buyer.auth).expect(200)).body.isInterested).toBe(true);
    expect((await t.http.get(`/api/events/interest/${e.id}`).expect(200)).body.isInterested).toBe(false);
    expect((await t.http.get(`/api/events/interest/${e.id}`).set(buyer.auth).expect(200)).body.isInterested).toBe(true);
  });

  (onServer ? describe : describe.skip)('two processes on one database', () => {
    let peer: Awaited<ReturnType<TestApp['startPeer']>>;
    beforeAll(async () => {
      peer = await t.startPeer();
    });
    afterAll(() => peer.close());

    /** The peer's answer once it has heard the notification (a notification takes milliseconds; 3 s is the bound). */
    const eventually = async <T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> => {
      const until = Date.now() + 3000;
      for (;;) {
        const v = await read();
        if (ok(v) || Date.now() > until) return v;
        await new Promise((r) => setTimeout(r, 20));
      }
    };

    it('a change made through one process shows in the other', async () => {
      const e = await createEvent(t.http, admin, { title: 'Peer Before' });
      expect(await titles(peer.http)).toContain('Peer Before');
      expect((await detail(e, peer.http).expect(200)).body.title).toBe('Peer Before');
      // the peer's answer is cached: the same read again comes from its memory
      expect(await titles(peer.http)).toContain('Peer Before');

      await edit(e.id, { title: 'Peer After' });
      expect(await eventually(() => titles(peer.http), (v) => v.includes('Peer After'))).toContain('Peer After');
      expect((await detail(e, peer.http).expect(200)).body.title).toBe('Peer After');

      await edit(e.id, { title: 'Peer After', isPublished: false });
      expect((await eventually(() => detail(e, peer.http), (r) => r.status === 404)).status).toBe(404);
      expect(await titles(peer.http)).not.toContain('Peer After');
    });

    it('a booking in one process shows as sold out in the other', async () => {
      const e = await createEvent(t.http, admin, { title: 'Peer Seat', ticketsAvailable: 1 });
      expect((await detail(e, peer.http).expect(200)).body.soldOut).toBe(false);
      const buyer = await insertUser(t);
      await book(t.http, buyer.auth, { eventId: e.id, quantity: 1 });
      const after = await eventually(() => detail(e, peer.http), (r) => r.body.soldOut === true);
      expect(after.body.soldOut).toBe(true);
    });
  });
});
