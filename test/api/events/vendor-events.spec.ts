import { eq } from 'drizzle-orm';
import { venues } from '../../../api/src/db/schema';
import { startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer, loginUser, registerVendor } from '../support/auth-helpers';
import { pngBuffer } from '../support/images';
import { attachForm, createEvent, eventForm, makeReference } from './event-fixtures';

describe('vendor events: /api/vendor/events', () => {
  let t: TestApp;
  let admin: string;
  let a: Awaited<ReturnType<typeof registerVendor>>;
  let b: Awaited<ReturnType<typeof registerVendor>>;
  let ref: Awaited<ReturnType<typeof makeReference>>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t.http);
    a = await registerVendor(t.http, { companyName: 'Alpha Events', contactName: 'Anita' });
    b = await registerVendor(t.http, { companyName: 'Beta Shows', contactName: 'Bala' });
    ref = await makeReference(t.db);
  });
  afterAll(async () => { await t?.close(); });

  it('refuses requests without a token or with an admin or user token (401)', async () => {
    const user = await loginUser(t.http);
    const own = await createEvent(t.http, a.token, {}, 'vendor');
    for (const headers of [{}, bearer(admin), bearer(user.token)]) {
      await t.http.get('/api/vendor/events').set(headers).expect(401);
      await t.http.get(`/api/vendor/events/${own.id}`).set(headers).expect(401);
      await t.http.post('/api/vendor/events').set(headers).send(eventForm()).expect(401);
      await t.http.put(`/api/vendor/events/${own.id}`).set(headers).send(eventForm()).expect(401);
    }
  });

  it('submits a new event for approval, owned by the vendor and not published', async () => {
    const e = await attachForm(t.http.post('/api/vendor/events').set(bearer(a.token)).attach('bannerImage', await pngBuffer(), 'b.png'),
      eventForm({ categories: [ref.category.id], featured: true, priority: 9, isPublished: true })).expect(201);
    expect(e.body).toMatchObject({
      status: 'pending', isPublished: false, featured: false, priority: 0, createdByType: 'vendor',
      vendor: { company: 'Alpha Events', name: 'Anita' }, ownerName: 'Alpha Events',
    });
    expect(e.body.bannerImage).toMatch(/^\/uploads\/events\//);
    expect(e.body.categories[0].name).toBe(ref.category.name);
  });

  it('saves a draft when asked by status or saveAsDraft', async () => {
    const byStatus = await createEvent(t.http, a.token, { status: 'draft' }, 'vendor');
    expect(byStatus.status).toBe('draft');
    const byFlag = await attachForm(t.http.post('/api/vendor/events').set(bearer(a.token)), eventForm({ saveAsDraft: true })).expect(201);
    expect(byFlag.body.status).toBe('draft');
  });

  it('does not let a vendor approve or reject', async () => {
    for (const status of ['approved', 'rejected']) {
      const res = await t.http.post('/api/vendor/events').set(bearer(a.token)).send(eventForm({ status })).expect(400);
      expect(res.body.details).toEqual({ status: 'Vendors can save an event as draft or submit it for approval only.' });
    }
  });

  it('validates the form like the back office', async () => {
    const res = await t.http.post('/api/vendor/events').set(bearer(a.token)).send(eventForm({ title: '', contactInfo: { organizerName: 'X' } })).expect(400);
    expect(res.body.details).toEqual({ title: 'Title is required.', 'contactInfo.organizerEmail': 'Organizer email is required.' });
  });

  it('keeps each vendor to its own events (another vendor’s is 404)', async () => {
    const mine = await createEvent(t.http, b.token, { title: 'Beta private show' }, 'vendor');
    await t.http.get(`/api/vendor/events/${mine.id}`).set(bearer(a.token)).expect(404);
    await t.http.put(`/api/vendor/events/${mine.id}`).set(bearer(a.token)).send(eventForm({ title: 'Hijacked' })).expect(404);
    const list = await t.http.get('/api/vendor/events').query({ limit: 1000 }).set(bearer(a.token)).expect(200);
    expect(list.body.data.map((e: { id: string }) => e.id)).not.toContain(mine.id);
    expect(list.body.total).toBe(list.body.data.length);
    expect(list.body.data.every((e: { vendor: { company: string } }) => e.vendor.company === 'Alpha Events')).toBe(true);
    const still = await t.http.get(`/api/vendor/events/${mine.id}`).set(bearer(b.token)).expect(200);
    expect(still.body.title).toBe('Beta private show');
    await t.http.get('/api/vendor/events/nope').set(bearer(a.token)).expect(400);
  });

  it('lists with search, status (draft included) and pages', async () => {
    const v = await registerVendor(t.http);
    await createEvent(t.http, v.token, { title: 'Draft Diwali Mela', status: 'draft' }, 'vendor');
    await createEvent(t.http, v.token, { title: 'Holi Bash' }, 'vendor');
    await createEvent(t.http, v.token, { title: 'Navratri Nights' }, 'vendor');
    const drafts = await t.http.get('/api/vendor/events').query({ status: 'draft' }).set(bearer(v.token)).expect(200);
    expect(drafts.body).toMatchObject({ total: 1, data: [{ title: 'Draft Diwali Mela' }] });
    const search = await t.http.get('/api/vendor/events').query({ q: 'holi' }).set(bearer(v.token)).expect(200);
    expect(search.body.data.map((e: { title: string }) => e.title)).toEqual(['Holi Bash']);
    const page = await t.http.get('/api/vendor/events').query({ page: 2, limit: 2 }).set(bearer(v.token)).expect(200);
    expect(page.body).toMatchObject({ total: 3, data: [{ title: 'Draft Diwali Mela' }] });
    const tooMany = await t.http.get('/api/vendor/events').query({ limit: 1001 }).set(bearer(v.token)).expect(400);
    expect(tooMany.body.details.limit).toBeDefined();
  });

  it('keeps an approved event live when the vendor edits it (live edits: live-edits.spec.ts)', async () => {
    const e = await createEvent(t.http, a.token, { title: 'Approved then edited' }, 'vendor');
    await t.http.patch(`/api/admin/events/${e.id}/status`).set(bearer(admin)).send({ status: 'approved' }).expect(200);
    await t.http.get(`/api/events/public/${e.slug}/${e.code}`).expect(200);
    const edited = await t.http.put(`/api/vendor/events/${e.id}`).set(bearer(a.token)).send(eventForm({ title: 'Approved then edited again' })).expect(200);
    expect(edited.body).toMatchObject({ status: 'approved', title: 'Approved then edited again', pendingRevision: null });
    await t.http.get(`/api/events/public/${e.slug}/${e.code}`).expect(200);
  });

  it('sends a rejected event back to pending when the vendor edits it', async () => {
    const e = await createEvent(t.http, a.token, { title: 'Rejected then edited' }, 'vendor');
    await t.http.patch(`/api/admin/events/${e.id}/status`).set(bearer(admin)).send({ status: 'rejected' }).expect(200);
    const edited = await t.http.put(`/api/vendor/events/${e.id}`).set(bearer(a.token)).send(eventForm({ title: 'Rejected then fixed' })).expect(200);
    expect(edited.body.status).toBe('pending');
    const queue = await t.http.get('/api/admin/events').query({ status: 'pending', page: 1, limit: 50 }).set(bearer(admin)).expect(200);
    expect(queue.body.data.map((r: { id: string }) => r.id)).toContain(e.id);
  });

  it('keeps a draft a draft when saved as draft again, and submits it otherwise', async () => {
    const e = await createEvent(t.http, a.token, { status: 'draft' }, 'vendor');
    const again = await t.http.put(`/api/vendor/events/${e.id}`).set(bearer(a.token)).send(eventForm({ saveAsDraft: true })).expect(200);
    expect(again.body.status).toBe('draft');
    const submitted = await t.http.put(`/api/vendor/events/${e.id}`).set(bearer(a.token)).send(eventForm()).expect(200);
    expect(submitted.body.status).toBe('pending');
  });

  it('creates a pending venue of its own from the new-venue block', async () => {
    const e = await createEvent(t.http, a.token, {
      location: undefined, venueChoice: 'new',
      newVenue: { name: 'Alpha Hall', address: 'MG Road', city: 'Gurugram', state: 'Haryana', zipCode: '122002', country: 'India' },
    }, 'vendor');
    const [venue] = await t.db.select().from(venues).where(eq(venues.id, e.venue.id));
    expect(venue).toMatchObject({ name: 'Alpha Hall', status: 'pending', source: 'vendor', ownerVendorId: a.id });
    // its own pending venue is usable again; another vendor may not pick it
    await t.http.post('/api/vendor/events').set(bearer(a.token)).send(eventForm({ venue: venue.id, location: undefined })).expect(201);
    const other = await t.http.post('/api/vendor/events').set(bearer(b.token)).send(eventForm({ venue: venue.id, location: undefined })).expect(400);
    expect(other.body.details).toEqual({ venue: 'Unknown venue: choose from the list.' });
    // an approved venue is for everyone
    await t.http.post('/api/vendor/events').set(bearer(b.token)).send(eventForm({ venue: ref.venue.id, location: undefined })).expect(201);
  });

  it('cannot delete or moderate through the vendor routes', async () => {
    const e = await createEvent(t.http, a.token, {}, 'vendor');
    await t.http.delete(`/api/vendor/events/${e.id}`).set(bearer(a.token)).expect(404);
    await t.http.patch(`/api/vendor/events/${e.id}/status`).set(bearer(a.token)).send({ status: 'approved' }).expect(404);
    await t.http.patch(`/api/admin/events/${e.id}/status`).set(bearer(a.token)).send({ status: 'approved' }).expect(401);
  });
});
