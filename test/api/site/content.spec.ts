import { startTestApp, TestApp } from '../support/test-app';
import { MISSING_ID, realmHeaders } from '../support/auth-helpers';


describe('content pages', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let vendor: Record<string, string>;
  let user: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp();
    ({ admin, vendor, user } = await realmHeaders(t.http));
  });
  afterAll(async () => { await t?.close(); });

  const create = (body: Record<string, unknown>) => t.http.post('/api/content').set(admin).send(body);

  describe('create and read', () => {
    let aboutId: string;

    it('creates a page with its about info, HTML stored as given, at version 1', async () => {
      const html = '<h2>Who we are</h2>\n<p onclick="x()">Line <b>one</b></p>';
      const res = await create({
        page: 'about', title: '  About Us  ', content: html, metaKeywords: 'events, tickets',
        aboutInfo: { mission: 'Bring people together', vision: 'Every city', teamMembers: [{ name: 'Asha', position: 'Founder', bio: 'Runs it' }] },
      }).expect(201);
      const page = res.body.data;
      expect(page).toMatchObject({
        page: 'about', title: 'About Us', content: html, isActive: true, version: 1, metaKeywords: 'events, tickets',
        aboutInfo: { mission: 'Bring people together', teamMembers: [{ name: 'Asha', position: 'Founder' }] },
      });
      expect(page._id).toBe(page.id);
      expect(page.data.id).toBe(page.id);
      expect(new Date(page.updatedAt).toISOString()).toBe(page.updatedAt);
      aboutId = page.id;
    });

    it('refuses a second page with the same key with 409', async () => {
      const res = await create({ page: 'about', title: 'Again', content: 'x' }).expect(409);
      expect(res.body).toMatchObject({ statusCode: 409, error: 'A content page for this page already exists.' });
    });

    it('refuses an unknown page key, a missing title and missing content with field details', async () => {
      const res = await create({ page: 'careers', title: ' ', content: '' }).expect(400);
      expect(Object.keys(res.body.details).sort()).toEqual(['content', 'page', 'title']);
      expect(res.body.details.title).toBe('Title is required.');
      // a field left out is reported as missing too, not by its length rule
      const empty = await create({}).expect(400);
      expect(empty.body.details).toMatchObject({ title: 'Title is required.', content: 'Content is required.' });
    });

    it('refuses unknown fields, also inside contactInfo', async () => {
      const res = await create({ page: 'contact', title: 'Contact', content: 'x', contactInfo: { email: 'a@b.c', fax: '1' } }).expect(400);
      expect(res.body.details).toHaveProperty(['contactInfo.fax']);
    });

    it('lists pages under data.data with a total', async () => {
      await create({ page: 'contact', title: 'Contact', content: 'Reach us', contactInfo: { email: 'hi@utsav.in', phone: '+91 98100 00000', address: 'Delhi', mapEmbed: 'https://maps.example/embed' } }).expect(201);
      const res = await t.http.get('/api/content').set(admin).expect(200);
      expect(res.body.total).toBe(2);
      expect(res.body.data.total).toBe(2);
      expect(res.body.data.data.map((p: { page: string }) => p.page).sort()).toEqual(['about', 'contact']);
    });

    it('reads a page by key and by id', async () => {
      const byPage = await t.http.get('/api/content/page/about').set(admin).expect(200);
      expect(byPage.body.data.id).toBe(aboutId);
      const byId = await t.http.get(`/api/content/id/${aboutId}`).set(admin).expect(200);
      expect(byId.body.data.data.title).toBe('About Us');
    });

    it('answers 404 for an unknown id or page key and 400 for a malformed id', async () => {
      expect((await t.http.get(`/api/content/id/${MISSING_ID}`).set(admin).expect(404)).body.error).toBe('Content not found');
      await t.http.get('/api/content/page/help-center').set(admin).expect(404);
      await t.http.get('/api/content/page/nonsense').set(admin).expect(404);
      expect((await t.http.get('/api/content/id/123').set(admin).expect(400)).body.error).toBe('Invalid id');
    });
  });

  describe('updates keep history', () => {
    let id: string;
    beforeAll(async () => {
      id = (await create({ page: 'privacy-policy', title: 'Privacy v1', content: 'First text' }).expect(201)).body.data.id;
    });

    it('increments version on each update and keeps the earlier versions newest first', async () => {
      const v2 = await t.http.put(`/api/content/${id}`).set(admin).send({ title: 'Privacy v2', content: 'Second text' }).expect(200);
      expect(v2.body.data).toMatchObject({ title: 'Privacy v2', content: 'Second text', version: 2 });
      const v3 = await t.http.put('/api/content/page/privacy-policy').set(admin).send({ page: 'privacy-policy', metaTitle: 'Privacy' }).expect(200);
      expect(v3.body.data).toMatchObject({ title: 'Privacy v2', metaTitle: 'Privacy', version: 3 });

      const history = await t.http.get(`/api/content/${id}/history`).set(admin).expect(200);
      expect(history.body.total).toBe(2);
      expect(history.body.data.data.map((v: { version: number; title: string }) => [v.version, v.title])).toEqual([[2, 'Privacy v2'], [1, 'Privacy v1']]);
      expect(history.body.data.data[1]).toMatchObject({ content: 'First text', contentPageId: id });
    });

    it('gives concurrent updates distinct versions, none lost', async () => {
      const before = (await t.http.get(`/api/content/id/${id}`).set(admin).expect(200)).body.data.version;
      await Promise.all(Array.from({ length: 6 }, (_, i) => t.http.put(`/api/content/${id}`).set(admin).send({ metaDescription: `edit ${i}` }).expect(200)));
      const after = (await t.http.get(`/api/content/id/${id}`).set(admin).expect(200)).body.data.version;
      expect(after).toBe(before + 6);
      const versions = (await t.http.get(`/api/content/${id}/history`).set(admin).expect(200)).body.data.data.map((v: { version: number }) => v.version);
      expect(versions).toEqual(Array.from({ length: after - 1 }, (_, i) => after - 1 - i));
    });

    it('refuses changing the page key, bad fields and unknown pages', async () => {
      const res = await t.http.put(`/api/content/${id}`).set(admin).send({ page: 'about' }).expect(400);
      expect(res.body.details.page).toBe('The page of a content page cannot be changed.');
      expect((await t.http.put(`/api/content/${id}`).set(admin).send({ title: '' }).expect(400)).body.details.title).toBe('Title is required.');
      await t.http.put(`/api/content/${MISSING_ID}`).set(admin).send({ title: 'x' }).expect(404);
      await t.http.put('/api/content/page/terms-of-service').set(admin).send({ title: 'x' }).expect(404);
      await t.http.get(`/api/content/${MISSING_ID}/history`).set(admin).expect(404);
      const history = await t.http.get(`/api/content/${id}/history`).set(admin).expect(200);
      const after = await t.http.get(`/api/content/id/${id}`).set(admin).expect(200);
      expect(after.body.data.version).toBe(history.body.total + 1);
    });
  });

  describe('toggle, public read and delete', () => {
    let id: string;
    beforeAll(async () => {
      id = (await create({ page: 'terms-of-service', title: 'Terms', content: 'Be nice' }).expect(201)).body.data.id;
    });

    it('serves an active page publicly, readable as data.title and data.data.title', async () => {
      const res = await t.http.get('/api/content/public/terms-of-service').expect(200);
      expect(res.body.success).toBe(true);
      expect(res.body.data.title).toBe('Terms');
      expect(res.body.data.data.title).toBe('Terms');
    });

    it('toggle flips isActive and hides the page from the public until toggled back', async () => {
      const off = await t.http.patch(`/api/content/${id}/toggle`).set(admin).expect(200);
      expect(off.body.data.isActive).toBe(false);
      expect((await t.http.get('/api/content/public/terms-of-service').expect(404)).body.error).toBe('Content not found');
      const on = await t.http.patch(`/api/content/${id}/toggle`).set(admin).expect(200);
      expect(on.body.data.isActive).toBe(true);
      await t.http.get('/api/content/public/terms-of-service').expect(200);
      await t.http.patch(`/api/content/${MISSING_ID}/toggle`).set(admin).expect(404);
    });

    it('answers 404 publicly for pages never created and unknown keys', async () => {
      await t.http.get('/api/content/public/help-center').expect(404);
      await t.http.get('/api/content/public/whatever').expect(404);
    });

    it('deletes a page, then it is gone', async () => {
      await t.http.delete(`/api/content/${id}`).set(admin).expect(200);
      await t.http.get(`/api/content/id/${id}`).set(admin).expect(404);
      await t.http.delete(`/api/content/${id}`).set(admin).expect(404);
      await t.http.delete('/api/content/nope').set(admin).expect(400);
    });
  });

  it('documents every content, hero, vendor and dashboard call in the OpenAPI document', async () => {
    const { paths } = (await t.http.get('/docs-json').expect(200)).body;
    const expected: [string, string][] = [
      ['/api/content', 'get'], ['/api/content', 'post'], ['/api/content/page/{page}', 'get'], ['/api/content/page/{page}', 'put'],
      ['/api/content/id/{id}', 'get'], ['/api/content/{id}', 'put'], ['/api/content/{id}', 'delete'], ['/api/content/{id}/toggle', 'patch'],
      ['/api/content/{id}/history', 'get'], ['/api/content/public/{page}', 'get'],
      ['/api/hero/admin/banners', 'get'], ['/api/hero/admin/banners', 'post'], ['/api/hero/admin/banners/{id}', 'get'],
      ['/api/hero/admin/banners/{id}', 'put'], ['/api/hero/admin/banners/{id}', 'delete'], ['/api/hero/admin/upload-banner', 'post'],
      ['/api/hero/admin/upload-logo', 'post'], ['/api/hero/admin/logo', 'get'], ['/api/hero/admin/logo', 'put'],
      ['/api/hero/banners', 'get'], ['/api/hero/logo', 'get'],
      ['/api/admin/vendors', 'get'], ['/api/admin/vendors/{id}/status', 'patch'],
      ['/api/admin/dashboard', 'get'], ['/api/admin/stats', 'get'], ['/api/user/dashboard', 'get'],
    ];
    for (const [path, method] of expected) expect(paths[path]?.[method]?.responses).toBeDefined();
    expect(paths['/api/content']?.post.requestBody.content['application/json'].schema.$ref).toMatch(/CreateContentDto/);
    expect(paths['/api/hero/admin/upload-banner'].post.requestBody.content).toHaveProperty(['multipart/form-data']);
  });

  describe('admin only', () => {
    const calls: [string, string][] = [
      ['get', '/api/content'], ['get', '/api/content/page/about'], ['get', `/api/content/id/${MISSING_ID}`],
      ['post', '/api/content'], ['put', `/api/content/${MISSING_ID}`], ['put', '/api/content/page/about'],
      ['delete', `/api/content/${MISSING_ID}`], ['patch', `/api/content/${MISSING_ID}/toggle`], ['get', `/api/content/${MISSING_ID}/history`],
    ];

    it.each(calls)('%s %s: 401 without a token and with vendor or user tokens', async (method, path) => {
      const call = () => (t.http as unknown as Record<string, (p: string) => import('supertest').Test>)[method](path);
      expect((await call().expect(401)).body.statusCode).toBe(401);
      await call().set(vendor).expect(401);
      await call().set(user).expect(401);
    });
  });
});
