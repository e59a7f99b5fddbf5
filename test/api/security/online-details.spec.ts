import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { venues } from '../../../api/src/db/schema';
import { startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer } from '../support/auth-helpers';
import { book, insertEvent, insertUser } from '../bookings/fixtures';

const DETAILS = { platform: 'zoom', meetingLink: 'https://zoom.us/j/98765-secret', meetingId: '987 65', password: 'pass-secret-42' } as const;
const SECRETS = [DETAILS.meetingLink, DETAILS.meetingId, DETAILS.password];

describe('online meeting details reach only ticket holders', () => {
  let t: TestApp;
  let webRoot: string;
  let admin: string;
  let free: Awaited<ReturnType<typeof insertEvent>>;
  let paid: Awaited<ReturnType<typeof insertEvent>>;

  beforeAll(async () => {
    // the public UI's index.html, so pages get their server-made head (title, preview, JSON-LD)
    webRoot = mkdtempSync(join(tmpdir(), 'online-web-'));
    mkdirSync(join(webRoot, 'public-ui', 'dist'), { recursive: true });
    copyFileSync(join(__dirname, '../../../public-ui/index.html'), join(webRoot, 'public-ui', 'dist', 'index.html'));
    t = await startTestApp({ WEB_ROOT: webRoot });
    admin = await adminToken(t.http);
    free = await insertEvent(t, { slug: 'online-free', title: 'Online Workshop', eventType: 'online', onlineDetails: { ...DETAILS }, pricePaise: 0, isFree: true });
    paid = await insertEvent(t, { slug: 'hybrid-paid', title: 'Hybrid Talk', eventType: 'hybrid', onlineDetails: { ...DETAILS } });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const expectNoSecrets = (text: string) => {
    for (const secret of SECRETS) expect(text).not.toContain(secret);
  };

  it('the public answer (first and cached), the lists, the page with its JSON-LD and the sitemap hold none of them', async () => {
    for (const e of [free, paid]) {
      const first = await t.http.get(`/api/events/public/${e.slug}/${e.code}`).expect(200);
      expect(first.body.title).toBe(e.title);
      expect(first.body).not.toHaveProperty('onlineDetails');
      // nor what only the back office reads
      for (const key of ['isPublished', 'isActive', 'priority', 'inventory', 'vendor', 'ownerName', 'createdByType']) expect(first.body).not.toHaveProperty(key);
      expectNoSecrets(first.text);
      // the second read comes from the public cache
      expectNoSecrets((await t.http.get(`/api/events/public/${e.slug}/${e.code}`).expect(200)).text);
      const page = await t.http.get(`/events/${e.slug}/${e.code}`).expect(200);
      expect(page.text).toContain('application/ld+json');
      expectNoSecrets(page.text);
    }
    expectNoSecrets((await t.http.get('/api/events/public').query({ q: 'Online' }).expect(200)).text);
    expectNoSecrets((await t.http.get('/sitemap.xml').expect(200)).text);
    expectNoSecrets((await t.http.get(`/api/events/public/${free.slug}/${free.code}/calendar.ics`).expect(200)).text);
  });

  it('a confirmed buyer reads them in the booking; a pending booking and another buyer do not', async () => {
    const buyer = await insertUser(t);
    const confirmed = await book(t.http, buyer.auth, { eventId: free.id, qty: 1 });
    expect(confirmed.status).toBe('confirmed');
    const mine = await t.http.get(`/api/user/bookings/${confirmed.id}`).set(buyer.auth).expect(200);
    expect(mine.body.event.onlineDetails).toEqual(DETAILS);

    const pending = await book(t.http, buyer.auth, { eventId: paid.id, qty: 1, paymentMethod: 'razorpay' });
    expect(pending.status).toBe('pending');
    const unpaid = await t.http.get(`/api/user/bookings/${pending.id}`).set(buyer.auth).expect(200);
    expect(unpaid.body.event.onlineDetails).toBeNull();
    expectNoSecrets(unpaid.text);

    const stranger = await insertUser(t);
    const other = await t.http.get(`/api/user/bookings/${confirmed.id}`).set(stranger.auth);
    expect([403, 404]).toContain(other.status);
    expectNoSecrets(other.text);
  });

  it('the administrator sees them in the event form', async () => {
    const res = await t.http.get(`/api/admin/events/${free.id}`).set(bearer(admin)).expect(200);
    expect(JSON.stringify(res.body)).toContain(DETAILS.meetingLink);
  });

  it('the public venue list names no moderation status or source', async () => {
    await t.db.insert(venues).values({ name: 'Kamani Auditorium', nameKey: 'kamani auditorium', slug: 'kamani', city: 'New Delhi', status: 'approved' });
    const res = await t.http.get('/api/meta/venues').expect(200);
    const kamani = res.body.data.find((v: { name: string }) => v.name === 'Kamani Auditorium');
    expect(kamani).toMatchObject({ name: 'Kamani Auditorium', city: 'New Delhi' });
    expect(kamani).not.toHaveProperty('status');
    expect(kamani).not.toHaveProperty('source');
    const one = await t.http.get(`/api/meta/venues/${kamani.id}`).expect(200);
    expect(one.body.data).toMatchObject({ name: 'Kamani Auditorium' });
    expect(one.body.data).not.toHaveProperty('status');
  });
});
