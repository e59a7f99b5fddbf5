import { eq } from 'drizzle-orm';
import { bookings, eventSessions, eventTags } from '../../../api/src/db/schema';
import { JobsService } from '../../../api/src/modules/jobs/jobs.service';
import { startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer, MISSING_ID, registerVendor } from '../support/auth-helpers';
import { drainJobs } from '../support/jobs';
import { book, insertUser, ticketsAvailable } from '../bookings/fixtures';
import { createEvent, eventForm, istDayFromToday, makeReference } from './event-fixtures';

/** Issue 25 item 5: past showtimes, suspension, reference deletion, rejected items, moderation reasons. */
describe('organiser rules', () => {
  let t: TestApp;
  let adminTok: string;
  let admin: Record<string, string>;
  let vendor: Awaited<ReturnType<typeof registerVendor>>;

  beforeAll(async () => {
    t = await startTestApp();
    adminTok = await adminToken(t.http);
    admin = bearer(adminTok);
    vendor = await registerVendor(t.http, { companyName: 'Rules Events', contactName: 'Rita' });
  });
  afterAll(async () => { await t?.close(); });

  const mailTo = async (to: string) => {
    await drainJobs(t.app.get(JobsService));
    return (await t.http.get('/api/dev/mail-outbox').query({ to }).expect(200)).body.data as { subject: string; text: string }[];
  };

  /** A vendor's event, approved (published) by the administrator. */
  async function liveEvent(overrides: Record<string, unknown> = {}) {
    const e = await createEvent(t.http, vendor.token, overrides, 'vendor');
    await t.http.patch(`/api/admin/events/${e.id}/status`).set(admin).send({ status: 'approved' }).expect(200);
    return e;
  }

  describe('showtimes in the past', () => {
    const past = new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString();
    const future = new Date(Date.now() + 40 * 24 * 3600 * 1000).toISOString();

    it('refuses a new showtime or event start in the past, naming it', async () => {
      const res = await t.http.post('/api/vendor/events').set(bearer(vendor.token))
        .send(eventForm({ sessions: [{ startsAt: future, label: 'Later' }, { startsAt: past, label: 'Matinee' }] }))
        .expect(400);
      expect(res.body.details).toEqual({ 'sessions.1.startsAt': 'The showtime Matinee starts in the past.' });
      const start = await t.http.post('/api/admin/events').set(admin)
        .send(eventForm({ startDate: istDayFromToday(-3) })).expect(400);
      expect(start.body.details).toEqual({ startDate: 'The event starts in the past.' });
    });

    it('keeps a showtime already in the past when it is sent unchanged, but not when it is moved', async () => {
      const e = await createEvent(t.http, adminTok, { sessions: [{ startsAt: future, label: 'Evening' }] });
      const sessionId = e.sessions[0].id;
      // the showtime has since passed (moved directly: the form cannot)
      await t.db.update(eventSessions).set({ startsAt: new Date(past) }).where(eq(eventSessions.id, sessionId));
      const form = eventForm({ title: e.title, sessions: [{ _id: sessionId, startsAt: past, label: 'Evening' }] });
      await t.http.put(`/api/admin/events/${e.id}`).set(admin).send(form).expect(200);
      const moved = new Date(Date.parse(past) - 3600 * 1000).toISOString();
      const res = await t.http.put(`/api/admin/events/${e.id}`).set(admin)
        .send({ ...form, sessions: [{ _id: sessionId, startsAt: moved, label: 'Evening' }] }).expect(400);
      expect(res.body.details).toEqual({ 'sessions.0.startsAt': 'The showtime Evening starts in the past.' });
    });
  });

  describe('suspension stops sales', () => {
    it('answers 409 to quotes and bookings of a suspended vendor\'s events and releases its pending holds', async () => {
      const seller = await registerVendor(t.http, { companyName: 'Soon Suspended' });
      const e = await createEvent(t.http, seller.token, { ticketsAvailable: 50 }, 'vendor');
      await t.http.patch(`/api/admin/events/${e.id}/status`).set(admin).send({ status: 'approved' }).expect(200);
      const buyer = await insertUser(t);
      const held = await book(t.http, buyer.auth, { eventId: e.id, qty: 3 });
      expect(await ticketsAvailable(t, e.id)).toBe(47);

      const res = await t.http.patch(`/api/admin/vendors/${seller.id}/status`).set(admin)
        .send({ status: 'suspended', reason: 'Unpaid venue fees' }).expect(200);
      expect(res.body.status).toBe('suspended');

      const quote = await t.http.post('/api/user/bookings/quote').set(buyer.auth).send({ eventId: e.id, qty: 1 }).expect(409);
      expect(quote.body.message).toBe('This event is not on sale.');
      const create = await t.http.post('/api/user/bookings/create').set(buyer.auth).send({ eventId: e.id, qty: 1, paymentMethod: 'cod' }).expect(409);
      expect(create.body.message).toBe('This event is not on sale.');

      const [row] = await t.db.select().from(bookings).where(eq(bookings.id, held.id));
      expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'vendor_suspended' });
      expect(await ticketsAvailable(t, e.id)).toBe(50);

      const mail = (await mailTo(seller.email)).find((m) => m.subject === 'Your Utsav vendor account was suspended');
      expect(mail?.text).toContain('Reason: Unpaid venue fees');

      // reinstated, it sells again
      await t.http.patch(`/api/admin/vendors/${seller.id}/status`).set(admin).send({ status: 'approved' }).expect(200);
      await t.http.post('/api/user/bookings/quote').set(buyer.auth).send({ eventId: e.id, qty: 1 }).expect(200);
    });

    it('refuses a reason that is not text', async () => {
      const res = await t.http.patch(`/api/admin/vendors/${vendor.id}/status`).set(admin).send({ status: 'approved', reason: 5 }).expect(400);
      expect(res.body.details).toHaveProperty('reason');
    });
  });

  describe('reference items that events use', () => {
    it('refuses deleting a used tag with the count, deletes it once merged into another, and keeps the events tagged', async () => {
      const ref = await makeReference(t.db);
      const other = await t.http.post('/api/admin/meta/tags').set(admin).send({ name: `Outdoor ${Date.now()}` }).expect(201);
      const e1 = await liveEvent({ tags: [ref.tag.id] });
      const e2 = await liveEvent({ tags: [ref.tag.id, other.body.id] });

      const refused = await t.http.delete(`/api/admin/meta/tags/${ref.tag.id}`).set(admin).expect(409);
      expect(refused.body).toMatchObject({ message: 'This tag is used by 2 events: merge it into another tag to delete it.', usedBy: 2 });

      await t.http.delete(`/api/admin/meta/tags/${ref.tag.id}`).query({ mergeInto: ref.tag.id }).set(admin).expect(400);
      const unknown = await t.http.delete(`/api/admin/meta/tags/${ref.tag.id}`).query({ mergeInto: MISSING_ID }).set(admin).expect(400);
      expect(unknown.body.details).toEqual({ mergeInto: 'Tag not found' });
      await t.http.delete(`/api/admin/meta/tags/${ref.tag.id}`).query({ mergeInto: 'abc' }).set(admin).expect(400);

      await t.http.delete(`/api/admin/meta/tags/${ref.tag.id}`).query({ mergeInto: other.body.id }).set(admin).expect(200);
      for (const e of [e1, e2]) {
        const links = await t.db.select().from(eventTags).where(eq(eventTags.eventId, e.id));
        expect(links.map((l) => l.tagId)).toEqual([other.body.id]);
      }
      // an unused item still goes at once
      const spare = await t.http.post('/api/admin/meta/languages').set(admin).send({ name: `Tamil ${Date.now()}` }).expect(201);
      await t.http.delete(`/api/admin/meta/languages/${spare.body.id}`).set(admin).expect(200);
      await t.http.delete(`/api/admin/meta/languages/${spare.body.id}`).set(admin).expect(404);
    });

    it('never shows a rejected tag on a public event', async () => {
      const ref = await makeReference(t.db);
      const e = await liveEvent({ tags: [ref.tag.id], languages: [ref.language.id] });
      await t.http.patch(`/api/admin/meta/tags/${ref.tag.id}/status`).set(admin).send({ status: 'rejected' }).expect(200);
      const pub = await t.http.get(`/api/events/public/${e.slug}/${e.code}`).expect(200);
      expect(pub.body.tags).toEqual([]);
      expect(pub.body.languages.map((l: { id: string }) => l.id)).toEqual([ref.language.id]);
      // the back office still sees it, to fix the event
      const back = await t.http.get(`/api/admin/events/${e.id}`).set(admin).expect(200);
      expect(back.body.tags.map((l: { id: string }) => l.id)).toEqual([ref.tag.id]);
    });
  });

  describe('moderation', () => {
    it('takes a reason, shows it to the vendor and mails it', async () => {
      const e = await createEvent(t.http, vendor.token, {}, 'vendor');
      await t.http.patch(`/api/admin/events/${e.id}/status`).set(admin).send({ status: 'rejected', reason: 'The banner is blurred.' }).expect(200);
      const own = await t.http.get(`/api/vendor/events/${e.id}`).set(bearer(vendor.token)).expect(200);
      expect(own.body).toMatchObject({ status: 'rejected', moderationReason: 'The banner is blurred.' });
      const mail = (await mailTo(vendor.email)).find((m) => m.subject === `Your event ${e.title} was rejected`);
      expect(mail?.text).toContain('Reason: The banner is blurred.');
      const long = await t.http.patch(`/api/admin/events/${e.id}/status`).set(admin).send({ status: 'approved', reason: 'x'.repeat(1001) }).expect(400);
      expect(long.body.details).toEqual({ reason: 'The reason must be at most 1000 characters.' });
    });

    it('refuses to reject a published event with bookings (it must be cancelled)', async () => {
      const e = await liveEvent();
      const buyer = await insertUser(t);
      await book(t.http, buyer.auth, { eventId: e.id, qty: 1 });
      const res = await t.http.patch(`/api/admin/events/${e.id}/status`).set(admin).send({ status: 'rejected' }).expect(409);
      expect(res.body.message).toBe('This published event has bookings: cancel it instead, so every buyer is refunded and told.');
      const still = await t.http.get(`/api/admin/events/${e.id}`).set(admin).expect(200);
      expect(still.body.status).toBe('approved');
      // without bookings a published event may still be rejected
      const quiet = await liveEvent();
      await t.http.patch(`/api/admin/events/${quiet.id}/status`).set(admin).send({ status: 'rejected' }).expect(200);
    });
  });
});
