import { eq } from 'drizzle-orm';
import { events } from '../../../api/src/db/schema';
import { JobsService } from '../../../api/src/modules/jobs/jobs.service';
import { startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer, MISSING_ID, registerVendor } from '../support/auth-helpers';
import { drainJobs } from '../support/jobs';
import { book, insertUser } from '../bookings/fixtures';
import { createEvent, eventForm } from './event-fixtures';

/** Issue 25 item 1: edits of a live event stay live; those that change a sold promise wait as a revision. */
describe('live edits: PUT /api/vendor/events/{id} on a published event', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let vendor: Awaited<ReturnType<typeof registerVendor>>;
  let owner: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = bearer(await adminToken(t.http));
    vendor = await registerVendor(t.http, { companyName: 'Live Shows', contactName: 'Lata' });
    owner = bearer(vendor.token);
  });
  afterAll(async () => { await t?.close(); });

  const inDays = (days: number, hour = 19) => {
    const d = new Date(Date.now() + days * 24 * 3600 * 1000);
    d.setUTCHours(hour - 5, 30, 0, 0);
    return d.toISOString();
  };

  /** A published vendor event with two showtimes and one type at ₹499.50 (the fixture's price). */
  async function liveEvent() {
    const form = eventForm({ sessions: [{ startsAt: inDays(20), label: 'Friday' }, { startsAt: inDays(21), label: 'Saturday' }] });
    const e = await createEvent(t.http, vendor.token, form, 'vendor');
    await t.http.patch(`/api/admin/events/${e.id}/status`).set(admin).send({ status: 'approved' }).expect(200);
    const sessions = e.sessions.map((s: { id: string; startsAt: string; label: string }) => ({ _id: s.id, startsAt: s.startsAt, label: s.label }));
    const type = e.ticketTypes[0];
    const ticketTypes = [{ _id: type.id, name: type.name, price: type.price, quantity: type.quantity }];
    return { e, form: { ...form, title: e.title, sessions, ticketTypes }, sessions, ticketTypes };
  }

  const edit = (id: string, form: Record<string, unknown>) => t.http.put(`/api/vendor/events/${id}`).set(owner).send(form);
  const publicPage = (e: { slug: string; code: string }) => t.http.get(`/api/events/public/${e.slug}/${e.code}`);
  const outbox = async (kind: 'mail' | 'sms', who: string) => {
    await drainJobs(t.app.get(JobsService));
    const res = await t.http.get(`/api/dev/${kind}-outbox`).query(kind === 'mail' ? { to: who } : { phone: who }).expect(200);
    return res.body.data as { subject?: string; text?: string; body?: string }[];
  };

  it('puts a text edit live at once: still published, public and on sale', async () => {
    const { e, form } = await liveEvent();
    const buyer = await insertUser(t);
    await book(t.http, buyer.auth, { eventId: e.id, sessionId: e.sessions[0].id, qty: 2 });
    const res = await edit(e.id, { ...form, importantInfo: 'Gates open at 6 pm.', shortDescription: 'Now with fireworks' }).expect(200);
    expect(res.body).toMatchObject({ status: 'approved', isPublished: true, importantInfo: 'Gates open at 6 pm.', pendingRevision: null });
    expect((await publicPage(e).expect(200)).body).toMatchObject({ importantInfo: 'Gates open at 6 pm.', saleState: 'on_sale' });
    await t.http.post('/api/user/bookings/quote').set(buyer.auth).send({ eventId: e.id, sessionId: e.sessions[1].id, qty: 1 }).expect(200);
  });

  it('puts a new showtime and a raised quantity live at once, even with sales', async () => {
    const { e, form, sessions, ticketTypes } = await liveEvent();
    const buyer = await insertUser(t);
    await book(t.http, buyer.auth, { eventId: e.id, sessionId: e.sessions[0].id, qty: 1 });
    const res = await edit(e.id, {
      ...form, sessions: [...sessions, { startsAt: inDays(22), label: 'Sunday' }], ticketTypes: [{ ...ticketTypes[0], quantity: 150 }],
    }).expect(200);
    expect(res.body.pendingRevision).toBeNull();
    expect(res.body.sessions.map((s: { label: string }) => s.label)).toEqual(['Friday', 'Saturday', 'Sunday']);
    expect(res.body.ticketTypes[0].quantity).toBe(150);
  });

  it('keeps a price change of a sold type as a revision: the old price is still charged until an administrator approves it', async () => {
    const { e, form, ticketTypes } = await liveEvent();
    const buyer = await insertUser(t);
    await book(t.http, buyer.auth, { eventId: e.id, sessionId: e.sessions[0].id, qty: 1 });

    const res = await edit(e.id, { ...form, title: `${e.title} (new)`, ticketTypes: [{ ...ticketTypes[0], price: 599 }] }).expect(200);
    expect(res.body).toMatchObject({ status: 'approved', title: e.title, price: 499.5 });
    expect(res.body.pendingRevision.changes).toEqual([
      { field: 'ticketTypes.0.price', label: 'General Admission: price', from: '₹499.50', to: '₹599.00' },
      { field: 'title', label: 'Title', from: e.title, to: `${e.title} (new)` },
    ]);
    const quote = await t.http.post('/api/user/bookings/quote').set(buyer.auth).send({ eventId: e.id, sessionId: e.sessions[1].id, qty: 1 }).expect(200);
    expect(quote.body.unitPrice).toBe(499.5);
    await publicPage(e).expect(200);

    const queue = await t.http.get('/api/admin/events').query({ revision: 'pending', limit: 100 }).set(admin).expect(200);
    expect(queue.body.data.map((r: { id: string }) => r.id)).toContain(e.id);
    const seen = await t.http.get(`/api/admin/events/${e.id}`).set(admin).expect(200);
    expect(seen.body.pendingRevision.changes).toHaveLength(2);

    const approved = await t.http.post(`/api/admin/events/${e.id}/revision/approve`).set(admin).send({ reason: 'Fine.' }).expect(200);
    expect(approved.body).toMatchObject({ status: 'approved', title: `${e.title} (new)`, price: 599, pendingRevision: null });
    const after = await t.http.post('/api/user/bookings/quote').set(buyer.auth).send({ eventId: e.id, sessionId: e.sessions[1].id, qty: 1 }).expect(200);
    expect(after.body.unitPrice).toBe(599);
    const mail = (await outbox('mail', vendor.email)).find((m) => m.subject === `Your changes to ${e.title} were approved`);
    expect(mail?.text).toContain('Reason: Fine.');
    await t.http.post(`/api/admin/events/${e.id}/revision/approve`).set(admin).send({}).expect(404);
  });

  it('keeps a moved showtime with sales as a revision and, once approved, tells its buyers by e-mail and SMS', async () => {
    const { e, form, sessions } = await liveEvent();
    const moved = await insertUser(t);
    const other = await insertUser(t);
    await book(t.http, moved.auth, { eventId: e.id, sessionId: e.sessions[0].id, qty: 1 });
    await book(t.http, other.auth, { eventId: e.id, sessionId: e.sessions[1].id, qty: 1 });

    const res = await edit(e.id, { ...form, sessions: [{ ...sessions[0], startsAt: inDays(20, 21) }, sessions[1]] }).expect(200);
    expect(res.body.pendingRevision.changes).toEqual([
      { field: 'sessions.0.startsAt', label: 'Showtime Friday: date and time', from: expect.stringContaining('8:00 pm'), to: expect.stringContaining('10:00 pm') },
    ]);
    expect(res.body.sessions[0].startsAt).toBe(sessions[0].startsAt);

    await t.http.post(`/api/admin/events/${e.id}/revision/approve`).set(admin).send({}).expect(200);
    const mail = await outbox('mail', moved.user.email!);
    expect(mail.find((m) => m.subject === `${e.title} has changed`)?.text).toContain('Showtime Friday: date and time');
    expect((await outbox('sms', moved.user.phone!)).some((m) => m.body?.includes(`${e.title} has changed`))).toBe(true);
    // the other showtime's buyer is not bothered
    expect((await outbox('mail', other.user.email!)).some((m) => m.subject === `${e.title} has changed`)).toBe(false);
  });

  it('rejects a revision: the live version stays and the vendor is told why', async () => {
    const { e, form, ticketTypes } = await liveEvent();
    const buyer = await insertUser(t);
    await book(t.http, buyer.auth, { eventId: e.id, sessionId: e.sessions[0].id, qty: 1 });
    await edit(e.id, { ...form, ticketTypes: [{ ...ticketTypes[0], price: 999 }] }).expect(200);
    const res = await t.http.post(`/api/admin/events/${e.id}/revision/reject`).set(admin).send({ reason: 'Buyers were promised ₹499.50.' }).expect(200);
    expect(res.body).toMatchObject({ price: 499.5, pendingRevision: null });
    const mail = (await outbox('mail', vendor.email)).find((m) => m.subject === `Your changes to ${e.title} were rejected`);
    expect(mail?.text).toContain('Buyers were promised ₹499.50.');
  });

  it('guards the revision endpoints', async () => {
    const { e } = await liveEvent();
    await t.http.post(`/api/admin/events/${e.id}/revision/approve`).send({}).expect(401);
    await t.http.post(`/api/admin/events/${e.id}/revision/approve`).set(owner).send({}).expect(401);
    const none = await t.http.post(`/api/admin/events/${e.id}/revision/reject`).set(admin).send({}).expect(404);
    expect(none.body.message).toBe('This event has no changes waiting for approval.');
    await t.http.post(`/api/admin/events/${MISSING_ID}/revision/approve`).set(admin).send({}).expect(404);
    await t.http.post('/api/admin/events/abc/revision/approve').set(admin).send({}).expect(400);
    await t.http.post(`/api/admin/events/${e.id}/revision/reject`).set(admin).send({ reason: 'x', extra: 1 }).expect(400);
    await t.http.get('/api/admin/events').query({ revision: 'maybe' }).set(admin).expect(400);
  });

  it('answers the page of an event taken off the site to its buyers, with its state', async () => {
    const { e } = await liveEvent();
    const buyer = await insertUser(t);
    await book(t.http, buyer.auth, { eventId: e.id, sessionId: e.sessions[0].id, qty: 1 });
    await t.db.update(events).set({ isPublished: false }).where(eq(events.id, e.id));
    const page = await publicPage(e).expect(200);
    expect(page.body).toMatchObject({ id: e.id, saleState: 'off_sale', related: [] });
    await t.http.post('/api/user/bookings/quote').set(buyer.auth).send({ eventId: e.id, sessionId: e.sessions[0].id, qty: 1 }).expect(404);
    // without bookings it is simply gone
    const quiet = await liveEvent();
    await t.db.update(events).set({ isPublished: false }).where(eq(events.id, quiet.e.id));
    await publicPage(quiet.e).expect(404);
  });
});
