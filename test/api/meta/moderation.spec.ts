import { adminToken, bearer, loginUser, MISSING_ID, registerVendor } from '../support/auth-helpers';
import { startTestApp, TestApp } from '../support/test-app';

type Item = { _id: string; name: string; status: string; owner: { company: string; name: string } | null; source: string; createdAt: string };
const names = (body: { data: { name: string }[] }) => body.data.map((i) => i.name);

describe('vendor submissions and their moderation', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let vendorA: Record<string, string>;
  let vendorB: Record<string, string>;
  let user: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = bearer(await adminToken(t.http));
    vendorA = bearer((await registerVendor(t.http, { companyName: 'Alpha Events', contactName: 'Asha Rao' })).token);
    vendorB = bearer((await registerVendor(t.http, { companyName: 'Beta Shows', contactName: 'Bala K' })).token);
    user = bearer((await loginUser(t.http)).token);
  });
  afterAll(async () => { await t?.close(); });

  const submitted: Record<string, string> = {
    categories: 'Submitted for admin approval.',
    tags: 'Tag submitted for admin approval.',
    languages: 'Language submitted for admin approval.',
    performers: 'Performer submitted for admin approval.',
  };
  const singular: Record<string, string> = { categories: 'category', tags: 'tag', languages: 'language', performers: 'performer' };
  const publicList: Record<string, string> = {
    categories: '/api/meta/categories', tags: '/api/meta/tags', languages: '/api/meta/languages', performers: '/api/events/performers',
  };

  describe.each(Object.keys(submitted))('%s', (kind) => {
    it('round trip: submitted pending → admin queue with owner → approved → public list', async () => {
      const name = `Approved ${kind} one`;
      const res = await t.http.post(`/api/vendor/meta/${kind}`).set(vendorA).send({ name }).expect(201);
      expect(res.body).toMatchObject({ name, status: 'pending', message: submitted[kind] });

      const mine = await t.http.get(`/api/vendor/meta/${kind}`).set(vendorA).expect(200);
      expect(mine.body.data).toEqual([expect.objectContaining({ _id: res.body._id, name, status: 'pending' })]);
      expect(names((await t.http.get(publicList[kind]).expect(200)).body)).not.toContain(name);
      expect(names((await t.http.get(`/api/admin/meta/${kind}`).expect(200)).body)).not.toContain(name);

      const queue = await t.http.get(`/api/admin/meta/${kind}`).query({ status: 'pending', page: 1, limit: 50 }).set(admin).expect(200);
      const row = (queue.body.data as Item[]).find((i) => i._id === res.body._id)!;
      expect(row).toMatchObject({ name, status: 'pending', source: 'vendor', owner: { company: 'Alpha Events', name: 'Asha Rao' } });
      expect(new Date(row.createdAt).toISOString()).toBe(row.createdAt);
      expect(queue.body.total).toBe(queue.body.data.length);

      const decided = await t.http.patch(`/api/admin/meta/${kind}/${res.body._id}/status`).set(admin).send({ status: 'approved' }).expect(200);
      expect(decided.body).toMatchObject({ _id: res.body._id, status: 'approved' });

      const after = await t.http.get(`/api/admin/meta/${kind}`).query({ status: 'pending' }).set(admin).expect(200);
      expect((after.body.data as Item[]).map((i) => i._id)).not.toContain(res.body._id);
      expect(names((await t.http.get(publicList[kind]).expect(200)).body)).toContain(name);
      expect(names((await t.http.get(`/api/admin/meta/${kind}`).expect(200)).body)).toContain(name);
      const mineAfter = await t.http.get(`/api/vendor/meta/${kind}`).set(vendorA).expect(200);
      expect(mineAfter.body.data.find((i: Item) => i._id === res.body._id).status).toBe('approved');

      // a name that exists approved answers approved (200), whoever asks, and creates nothing
      const again = await t.http.post(`/api/vendor/meta/${kind}`).set(vendorB).send({ name: name.toUpperCase() }).expect(200);
      expect(again.body).toMatchObject({ _id: res.body._id, status: 'approved', message: `This ${singular[kind]} already exists and is approved.` });
      expect((await t.http.get(`/api/vendor/meta/${kind}`).set(vendorB).expect(200)).body.data).toEqual([]);
    });

    it('round trip: rejected through the PUT fallback never reaches the public list', async () => {
      const name = `Rejected ${kind} one`;
      const res = await t.http.post(`/api/vendor/meta/${kind}`).set(vendorA).send({ name }).expect(201);
      await t.http.put(`/api/admin/meta/${kind}/${res.body._id}`).set(admin).send({ status: 'rejected' }).expect(200);
      const queue = await t.http.get(`/api/admin/meta/${kind}`).query({ status: 'pending' }).set(admin).expect(200);
      expect((queue.body.data as Item[]).map((i) => i._id)).not.toContain(res.body._id);
      expect(names((await t.http.get(publicList[kind]).expect(200)).body)).not.toContain(name);
      const mine = await t.http.get(`/api/vendor/meta/${kind}`).set(vendorA).expect(200);
      expect(mine.body.data.find((i: Item) => i._id === res.body._id).status).toBe('rejected');
      // proposing it again is a conflict naming it
      const again = await t.http.post(`/api/vendor/meta/${kind}`).set(vendorA).send({ name: ` ${name.toLowerCase()} ` }).expect(409);
      expect(again.body.error).toContain(`"${name}"`);
    });

    it('a duplicate pending name is 409 with the conflicting name, compared case-insensitively', async () => {
      const name = `Pending ${kind} Twin`;
      await t.http.post(`/api/vendor/meta/${kind}`).set(vendorA).send({ name }).expect(201);
      const dup = await t.http.post(`/api/vendor/meta/${kind}`).set(vendorB).send({ name: name.toLowerCase() }).expect(409);
      expect(dup.body).toMatchObject({ statusCode: 409, error: dup.body.message });
      expect(dup.body.message).toContain(`"${name}"`);
    });

    it('vendors see only their own submissions', async () => {
      const name = `Only A ${kind}`;
      await t.http.post(`/api/vendor/meta/${kind}`).set(vendorA).send({ name }).expect(201);
      expect(names((await t.http.get(`/api/vendor/meta/${kind}`).set(vendorB).expect(200)).body)).not.toContain(name);
    });

    it('refuses no token and other realms (401), and a missing name (400)', async () => {
      await t.http.get(`/api/vendor/meta/${kind}`).expect(401);
      await t.http.get(`/api/vendor/meta/${kind}`).set(admin).expect(401);
      await t.http.post(`/api/vendor/meta/${kind}`).set(user).send({ name: 'x' }).expect(401);
      const missing = await t.http.post(`/api/vendor/meta/${kind}`).set(vendorA).send({ name: '  ' }).expect(400);
      expect(missing.body.details).toHaveProperty('name');
      await t.http.post(`/api/vendor/meta/${kind}`).set(vendorA).send({ name: 'Ok', extra: 1 }).expect(400);
    });

    it('moderation refuses vendors (401), unknown ids (404), malformed ids and statuses (400)', async () => {
      await t.http.patch(`/api/admin/meta/${kind}/${MISSING_ID}/status`).set(vendorA).send({ status: 'approved' }).expect(401);
      await t.http.patch(`/api/admin/meta/${kind}/${MISSING_ID}/status`).send({ status: 'approved' }).expect(401);
      await t.http.get(`/api/admin/meta/${kind}`).query({ status: 'pending' }).set(vendorA).expect(401);
      await t.http.patch(`/api/admin/meta/${kind}/${MISSING_ID}/status`).set(admin).send({ status: 'approved' }).expect(404);
      await t.http.patch(`/api/admin/meta/${kind}/bad-id/status`).set(admin).send({ status: 'approved' }).expect(400);
      const bad = await t.http.patch(`/api/admin/meta/${kind}/${MISSING_ID}/status`).set(admin).send({ status: 'maybe' }).expect(400);
      expect(bad.body.details).toHaveProperty('status');
    });
  });

  it('performers take a role; other kinds refuse one', async () => {
    const res = await t.http.post('/api/vendor/meta/performers').set(vendorA).send({ name: 'Ravi Tabla', role: 'Tabla player' }).expect(201);
    expect(res.body).toMatchObject({ status: 'pending', role: 'Tabla player' });
    const mine = await t.http.get('/api/vendor/meta/performers').set(vendorA).expect(200);
    expect(mine.body.data.find((p: { name: string }) => p.name === 'Ravi Tabla')).toMatchObject({ role: 'Tabla player', status: 'pending' });
    const refused = await t.http.post('/api/vendor/meta/tags').set(vendorA).send({ name: 'Loud', role: 'x' }).expect(400);
    expect(refused.body.details).toHaveProperty('role');
  });

  it('an admin category named like a pending submission is a 409', async () => {
    await t.http.post('/api/vendor/meta/categories').set(vendorA).send({ name: 'Poetry Slam' }).expect(201);
    const res = await t.http.post('/api/admin/meta/categories').set(admin).send({ name: 'poetry slam' }).expect(409);
    expect(res.body.error).toBe('Category already exists.');
  });

  it('a category can also be decided through PUT /meta/categories/{id} {status}', async () => {
    const res = await t.http.post('/api/vendor/meta/categories').set(vendorB).send({ name: 'Kite Flying' }).expect(201);
    const put = await t.http.put(`/api/admin/meta/categories/${res.body._id}`).set(admin).send({ status: 'approved' }).expect(200);
    expect(put.body).toMatchObject({ name: 'Kite Flying', status: 'approved' });
    expect(names((await t.http.get('/api/meta/categories').expect(200)).body)).toContain('Kite Flying');
  });
});
