import { MISSING_ID, realmHeaders } from '../support/auth-helpers';
import { startTestApp, TestApp } from '../support/test-app';


describe('admin reference data: categories, tags, languages', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let vendor: Record<string, string>;
  let user: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp();
    ({ admin, vendor, user } = await realmHeaders(t.http));
  });
  afterAll(async () => { await t?.close(); });

  describe.each(['languages', 'tags', 'categories'])('%s', (kind) => {
    const base = `/api/admin/meta/${kind}`;

    it('adds, lists with status, and deletes', async () => {
      const created = await t.http.post(base).set(admin).send({ name: `  First ${kind}  ` }).expect(201);
      expect(created.body).toMatchObject({ name: `First ${kind}`, status: 'approved', source: 'admin', owner: null });
      expect(created.body._id).toBe(created.body.id);

      const list = await t.http.get(base).set(admin).expect(200);
      expect(list.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ _id: created.body._id, name: `First ${kind}`, status: 'approved' })]));
      expect(list.body.total).toBeGreaterThanOrEqual(1);

      const deleted = await t.http.delete(`${base}/${created.body._id}`).set(admin).expect(200);
      expect(deleted.body.message).toBe('Deleted');
      const after = await t.http.get(base).set(admin).expect(200);
      expect(after.body.data.map((i: { _id: string }) => i._id)).not.toContain(created.body._id);
    });

    it('answers the list without a token (approved only, {data}) and refuses a token of another realm', async () => {
      await t.http.post(base).set(admin).send({ name: `Public ${kind}` }).expect(201);
      const anon = await t.http.get(base).expect(200);
      expect(anon.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ name: `Public ${kind}` })]));
      expect(anon.body.data[0].status).toBeUndefined();
      await t.http.get(base).set(vendor).expect(401);
      await t.http.get(base).set(user).expect(401);
      await t.http.get(base).set({ Authorization: 'Bearer not-a-token' }).expect(401);
    });

    it('refuses writes without a token or with another realm\'s token', async () => {
      await t.http.post(base).send({ name: 'x' }).expect(401);
      await t.http.post(base).set(vendor).send({ name: 'x' }).expect(401);
      await t.http.post(base).set(user).send({ name: 'x' }).expect(401);
      await t.http.delete(`${base}/${MISSING_ID}`).expect(401);
      await t.http.delete(`${base}/${MISSING_ID}`).set(vendor).expect(401);
    });

    it('refuses an empty or missing name and unknown fields with field details', async () => {
      const empty = await t.http.post(base).set(admin).send({ name: '   ' }).expect(400);
      expect(empty.body.details.name).toBe(empty.body.message);
      await t.http.post(base).set(admin).send({}).expect(400);
      const unknown = await t.http.post(base).set(admin).send({ name: 'Ok', colour: 'red' }).expect(400);
      expect(unknown.body.details).toHaveProperty('colour');
      const notText = await t.http.post(base).set(admin).send({ name: 42 }).expect(400);
      expect(notText.body.details).toHaveProperty('name');
    });

    it('refuses a duplicate name, compared trimmed and case-insensitively (409)', async () => {
      await t.http.post(base).set(admin).send({ name: 'Stand Up' }).expect(201);
      const dup = await t.http.post(base).set(admin).send({ name: '  stand UP ' }).expect(409);
      expect(dup.body.error).toBe(kind === 'categories' ? 'Category already exists.' : dup.body.message);
      expect(dup.body.message).toMatch(kind === 'categories' ? /^Category already exists\.$/ : /Stand Up/);
    });

    it('renames, refusing an empty name and another item\'s name (409), malformed input, and other realms', async () => {
      const singular = kind.replace(/ies$/, 'y').replace(/s$/, '');
      const a = (await t.http.post(base).set(admin).send({ name: `Workshops ${kind}` }).expect(201)).body;
      await t.http.post(base).set(admin).send({ name: `Festivals ${kind}` }).expect(201);
      const renamed = await t.http.put(`${base}/${a._id}`).set(admin).send({ name: `  Masterclasses ${kind} ` }).expect(200);
      expect(renamed.body).toMatchObject({ _id: a._id, name: `Masterclasses ${kind}`, status: 'approved' });
      expect((await t.http.get(base).set(admin).expect(200)).body.data.find((i: { _id: string }) => i._id === a._id).name).toBe(`Masterclasses ${kind}`);
      // the same name in another case is not a clash with itself
      await t.http.put(`${base}/${a._id}`).set(admin).send({ name: `MASTERCLASSES ${kind}` }).expect(200);
      const clash = await t.http.put(`${base}/${a._id}`).set(admin).send({ name: ` festivals ${kind.toUpperCase()} ` }).expect(409);
      expect(clash.body.error).toBe(`Another ${singular} with this name already exists.`);
      expect(clash.body.details).toEqual({ name: clash.body.error });
      const empty = await t.http.put(`${base}/${a._id}`).set(admin).send({ name: '' }).expect(400);
      expect(empty.body.details).toEqual({ name: empty.body.message });
      expect(empty.body.message).toBe(kind === 'categories' ? 'Please enter a category name' : `${singular[0].toUpperCase()}${singular.slice(1)} name is required.`);
      expect((await t.http.put(`${base}/${a._id}`).set(admin).send({ name: 42 }).expect(400)).body.details).toHaveProperty('name');
      expect((await t.http.put(`${base}/${a._id}`).set(admin).send({ name: 'Ok', colour: 'red' }).expect(400)).body.details).toHaveProperty('colour');
      await t.http.put(`${base}/${MISSING_ID}`).set(admin).send({ name: 'Zzz' }).expect(404);
      await t.http.put(`${base}/nope`).set(admin).send({ name: 'Zzz' }).expect(400);
      await t.http.put(`${base}/${a._id}`).set(vendor).send({ name: 'Zzz' }).expect(401);
      await t.http.put(`${base}/${a._id}`).set(user).send({ name: 'Zzz' }).expect(401);
      await t.http.put(`${base}/${a._id}`).send({ name: 'Zzz' }).expect(401);
      // nothing refused changed the name
      expect((await t.http.get(base).set(admin).expect(200)).body.data.find((i: { _id: string }) => i._id === a._id).name).toBe(`MASTERCLASSES ${kind}`);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const missing = await t.http.delete(`${base}/${MISSING_ID}`).set(admin).expect(404);
      expect(missing.body.error).toMatch(/not found/i);
      const bad = await t.http.delete(`${base}/not-a-uuid`).set(admin).expect(400);
      expect(bad.body.message).toBe('Invalid id');
    });
  });

  it('spells the missing-name messages per kind', async () => {
    expect((await t.http.post('/api/admin/meta/categories').set(admin).send({ name: '' }).expect(400)).body.error).toBe('Please enter a category name');
    expect((await t.http.post('/api/admin/meta/languages').set(admin).send({}).expect(400)).body.error).toBe('Language name is required.');
  });

  describe('categories', () => {
    it('searches by q', async () => {
      await t.http.post('/api/admin/meta/categories').set(admin).send({ name: 'Jazz Nights' }).expect(201);
      await t.http.post('/api/admin/meta/categories').set(admin).send({ name: 'Theatre' }).expect(201);
      const res = await t.http.get('/api/admin/meta/categories').query({ q: 'jazz' }).set(admin).expect(200);
      expect(res.body.data.map((c: { name: string }) => c.name)).toEqual(['Jazz Nights']);
    });

    it('lists the public categories at /api/meta/categories too', async () => {
      const res = await t.http.get('/api/meta/categories').expect(200);
      expect(res.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Theatre' })]));
    });
  });

  it('documents the meta calls in the OpenAPI document', async () => {
    const { paths } = (await t.http.get('/docs-json').expect(200)).body;
    for (const path of ['/api/admin/meta/{kind}', '/api/admin/meta/{kind}/{id}/status', '/api/admin/meta/venues/{id}/images/reorder',
      '/api/admin/performers', '/api/vendor/meta/venues', '/api/vendor/meta/{kind}', '/api/meta/venues', '/api/events/performers/{slug}']) {
      expect(paths).toHaveProperty([path]);
    }
    const rename = paths['/api/admin/meta/{kind}/{id}'].put;
    expect(rename.responses).toHaveProperty(['200']);
    expect(rename.responses).toHaveProperty(['409']);
    expect(rename.parameters.find((p: { name: string }) => p.name === 'kind').schema.enum).toEqual(['categories', 'tags', 'languages']);
    expect(paths['/api/admin/meta/performers/{id}'].put.responses).toHaveProperty(['200']);
  });

  it('answers 404 for an unknown kind', async () => {
    await t.http.get('/api/admin/meta/planets').set(admin).expect(404);
    await t.http.post('/api/admin/meta/planets').set(admin).send({ name: 'Mars' }).expect(404);
    await t.http.get('/api/meta/planets').expect(404);
  });

  it('refuses a bad status filter (400) and the queue without a token (401)', async () => {
    const bad = await t.http.get('/api/admin/meta/tags').query({ status: 'maybe' }).set(admin).expect(400);
    expect(bad.body.details).toHaveProperty('status');
    await t.http.get('/api/admin/meta/tags').query({ status: 'pending' }).expect(401);
  });
});
