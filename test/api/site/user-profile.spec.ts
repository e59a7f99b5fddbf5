import { startTestApp, TestApp } from '../support/test-app';
import { realmHeaders } from '../support/auth-helpers';
import { insertUser } from '../bookings/fixtures';

describe('PUT /api/user/profile: the buyer edits name and email, never the phone', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => { await t?.close(); });

  it('saves trimmed name and lower-cased email and answers the dashboard with the phone unchanged', async () => {
    const buyer = await insertUser(t, 'Old Name');
    const res = await t.http.put('/api/user/profile').set(buyer.auth).send({ name: '  Meera   Iyer ', email: ' Meera.Iyer@Example.COM ' }).expect(200);
    expect(res.body.profile).toMatchObject({ id: buyer.user.id, name: 'Meera Iyer', email: 'meera.iyer@example.com', phone: buyer.user.phone });
    const again = await t.http.get('/api/user/dashboard').set(buyer.auth).expect(200);
    expect(again.body.profile).toMatchObject({ name: 'Meera Iyer', email: 'meera.iyer@example.com', phone: buyer.user.phone });
  });

  it("refuses another account's email (409, field message) and bad input (400), changing nothing", async () => {
    const a = await insertUser(t, 'A');
    const b = await insertUser(t, 'B');
    const taken = await t.http.put('/api/user/profile').set(b.auth).send({ name: 'B2', email: a.user.email!.toUpperCase() }).expect(409);
    expect(taken.body).toMatchObject({ message: 'This email is already in use.', details: { email: 'This email is already in use.' } });
    const bad = await t.http.put('/api/user/profile').set(b.auth).send({ name: '  ', email: 'nope', phone: '+910000000000' }).expect(400);
    expect(Object.keys(bad.body.details).sort()).toEqual(['email', 'name', 'phone']);
    const after = await t.http.get('/api/user/dashboard').set(b.auth).expect(200);
    expect(after.body.profile).toMatchObject({ name: 'B', email: b.user.email, phone: b.user.phone });
  });

  it('needs a user token: none or another realm is 401', async () => {
    const h = await realmHeaders(t.http);
    await t.http.put('/api/user/profile').send({ name: 'X', email: 'x@test.local' }).expect(401);
    await t.http.put('/api/user/profile').set(h.admin).send({ name: 'X', email: 'x@test.local' }).expect(401);
    await t.http.put('/api/user/profile').set(h.vendor).send({ name: 'X', email: 'x@test.local' }).expect(401);
  });
});
