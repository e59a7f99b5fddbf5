import { startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer, MISSING_ID, registerVendor } from '../support/auth-helpers';
import { drainJobs } from '../support/jobs';
import { JobsService } from '../../../api/src/modules/jobs/jobs.service';
import { book, insertEvent, insertSession, insertUser } from '../bookings/fixtures';

/** Issue 25 item 7: an organiser messages the buyers of an event or a showtime, at most 3 times per event a day. */
describe('buyer messages: POST /api/vendor/events/{id}/messages', () => {
  let t: TestApp;
  let vendor: Awaited<ReturnType<typeof registerVendor>>;
  let owner: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp();
    vendor = await registerVendor(t.http);
    owner = bearer(vendor.token);
  });
  afterAll(async () => { await t?.close(); });

  const send = (id: string, body: Record<string, unknown>, auth = owner) => t.http.post(`/api/vendor/events/${id}/messages`).set(auth).send(body);

  it("tells a showtime's buyers by e-mail and SMS through the job table, and nobody else", async () => {
    const event = await insertEvent(t, { ownerVendorId: vendor.id, title: 'Message Night' });
    const friday = await insertSession(t, event.id, new Date(Date.now() + 9 * 24 * 3600 * 1000), 'Friday');
    const saturday = await insertSession(t, event.id, new Date(Date.now() + 10 * 24 * 3600 * 1000), 'Saturday');
    const a = await insertUser(t);
    const b = await insertUser(t);
    await book(t.http, a.auth, { eventId: event.id, sessionId: friday.id, qty: 1 });
    await book(t.http, b.auth, { eventId: event.id, sessionId: saturday.id, qty: 1 });

    const res = await send(event.id, { sessionId: friday.id, subject: 'Gate change', message: 'Use gate 4.' }).expect(201);
    expect(res.body).toEqual({ message: 'Message sent to 1 booking.', recipients: 1, remainingToday: 2 });
    await drainJobs(t.app.get(JobsService));
    const mail = await t.http.get('/api/dev/mail-outbox').query({ to: a.user.email }).expect(200);
    expect(mail.body.data.find((m: { subject: string }) => m.subject === 'Message Night: Gate change')?.text).toContain('Use gate 4.');
    const sms = await t.http.get('/api/dev/sms-outbox').query({ phone: a.user.phone }).expect(200);
    expect(sms.body.data.some((m: { body: string }) => m.body.includes('Use gate 4.'))).toBe(true);
    const other = await t.http.get('/api/dev/mail-outbox').query({ to: b.user.email }).expect(200);
    expect(other.body.data.some((m: { subject: string }) => m.subject === 'Message Night: Gate change')).toBe(false);
  });

  it('allows at most 3 messages per event a day, decided by the database under parallel sends', async () => {
    const event = await insertEvent(t, { ownerVendorId: vendor.id });
    await book(t.http, (await insertUser(t)).auth, { eventId: event.id, qty: 1 });
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => send(event.id, { subject: `Note ${n}`, message: 'Hello' })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe('At most 3 messages per event a day: try again tomorrow.');
  });

  it('refuses bad input, another vendor, the wrong realm and an event without buyers', async () => {
    const event = await insertEvent(t, { ownerVendorId: vendor.id });
    expect((await send(event.id, { subject: 'Hi', message: 'There' }).expect(400)).body.details).toEqual({ sessionId: 'Nobody holds tickets for this yet.' });
    await book(t.http, (await insertUser(t)).auth, { eventId: event.id, qty: 1 });
    expect((await send(event.id, { message: 'No subject' }).expect(400)).body.details).toHaveProperty('subject');
    expect((await send(event.id, { subject: 'x', message: 'y'.repeat(2001) }).expect(400)).body.details).toHaveProperty('message');
    expect((await send(event.id, { subject: 'x', message: 'y', sessionId: MISSING_ID }).expect(400)).body.details).toEqual({ sessionId: 'This showtime does not belong to the event.' });
    await send(event.id, { subject: 'x', message: 'y', extra: 1 }).expect(400);
    const stranger = await registerVendor(t.http);
    await send(event.id, { subject: 'x', message: 'y' }, bearer(stranger.token)).expect(404);
    await send(event.id, { subject: 'x', message: 'y' }, {}).expect(401);
    await send(event.id, { subject: 'x', message: 'y' }, bearer(await adminToken(t.http))).expect(401);
    await send('abc', { subject: 'x', message: 'y' }).expect(400);
  });
});
