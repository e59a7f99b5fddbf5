import { Messages } from '@marketplace/shared-dto';
import { startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer, MISSING_ID, registerVendor } from '../support/auth-helpers';
import { insertEvent, insertUser } from './fixtures';


describe("interest: one 'I'm interested' per user per event", () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => { await t?.close(); });

  it('counts marks: 201 when new, 200 when already interested, isInterested per user, false without a token', async () => {
    const event = await insertEvent(t);
    const [ana, ben] = [await insertUser(t), await insertUser(t)];
    const url = `/api/events/interest/${event.id}`;

    expect((await t.http.get(url).expect(200)).body).toEqual({ count: 0, isInterested: false });
    expect((await t.http.post('/api/events/interest').set(ana.auth).send({ eventId: event.id }).expect(201)).body).toEqual({ count: 1, isInterested: true });
    expect((await t.http.post('/api/events/interest').set(ana.auth).send({ eventId: event.id }).expect(200)).body).toEqual({ count: 1, isInterested: true });
    await t.http.post('/api/events/interest').set(ben.auth).send({ eventId: event.id }).expect(201);

    expect((await t.http.get(url).set(ana.auth).expect(200)).body).toEqual({ count: 2, isInterested: true });
    expect((await t.http.get(url).expect(200)).body).toEqual({ count: 2, isInterested: false });
    // a token of another realm on the optional route is simply anonymous
    expect((await t.http.get(url).set(bearer(await adminToken(t.http))).expect(200)).body.isInterested).toBe(false);
  });

  it('removes a mark and never goes below 0', async () => {
    const event = await insertEvent(t);
    const ana = await insertUser(t);
    const url = `/api/events/interest/${event.id}`;
    await t.http.post('/api/events/interest').set(ana.auth).send({ eventId: event.id }).expect(201);
    expect((await t.http.delete(url).set(ana.auth).expect(200)).body).toEqual({ count: 0, isInterested: false });
    expect((await t.http.delete(url).set(ana.auth).expect(200)).body).toEqual({ count: 0, isInterested: false });
    expect((await t.http.get(url).set(ana.auth).expect(200)).body).toEqual({ count: 0, isInterested: false });
  });

  it('concurrent marks by one user count once', async () => {
    const event = await insertEvent(t);
    const ana = await insertUser(t);
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.http.post('/api/events/interest').set(ana.auth).send({ eventId: event.id })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect((await t.http.get(`/api/events/interest/${event.id}`).expect(200)).body.count).toBe(1);
  });

  it('answers 404 for an unknown event, 400 for a bad id, 401 without a user token', async () => {
    const ana = await insertUser(t);
    const event = await insertEvent(t);
    expect((await t.http.get(`/api/events/interest/${MISSING_ID}`).expect(404)).body.message).toBe(Messages.interestEventNotFound);
    await t.http.post('/api/events/interest').set(ana.auth).send({ eventId: MISSING_ID }).expect(404);
    await t.http.delete(`/api/events/interest/${MISSING_ID}`).set(ana.auth).expect(404);
    // an event nobody can see yet (a draft) is as unknown here as on its public page
    const draft = await insertEvent(t, { status: 'draft' });
    await t.http.post('/api/events/interest').set(ana.auth).send({ eventId: draft.id }).expect(404);
    expect((await t.http.get('/api/events/interest/abc').expect(400)).body.message).toBe(Messages.invalidId);
    const bad = await t.http.post('/api/events/interest').set(ana.auth).send({ eventId: 'abc', extra: 1 }).expect(400);
    expect(Object.keys(bad.body.details).sort()).toEqual(['eventId', 'extra']);
    await t.http.post('/api/events/interest').send({ eventId: event.id }).expect(401);
    await t.http.post('/api/events/interest').set(bearer((await registerVendor(t.http)).token)).send({ eventId: event.id }).expect(401);
    await t.http.delete(`/api/events/interest/${event.id}`).expect(401);
  });
});
