import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Test } from 'supertest';
import { startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer, loginUser, MISSING_ID, registerVendor } from '../support/auth-helpers';
import { bigJpeg, fakeImage, pngBuffer } from '../support/images';

const MB = 1024 * 1024;

/** A real JPEG one byte over `mb` megabytes. */
const jpegOver = (mb: number) => bigJpeg(mb * MB + 1);

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><rect width="200" height="60" fill="#c00"/></svg>');

describe('hero banners and logo', () => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = bearer(await adminToken(t.http));
  });
  afterAll(async () => { await t?.close(); });

  /** Every file under UPLOAD_DIR. */
  const storedFiles = (): string[] => (existsSync(t.config.uploadDir) ? readdirSync(t.config.uploadDir, { recursive: true, withFileTypes: true }) : [])
    .filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  const onDisk = (url: string) => existsSync(join(t.config.uploadDir, url.replace(/^\/uploads\//, '')));
  const createBanner = (body: Record<string, unknown>) => t.http.post('/api/hero/admin/banners').set(admin).send(body);
  const uploadBanner = async () => (await t.http.post('/api/hero/admin/upload-banner').set(admin).attach('image', await pngBuffer(), 'b.png').expect(201)).body.imageUrl as string;

  describe('banners', () => {
    const ids: Record<string, string> = {};

    it('creates a banner with the spec defaults', async () => {
      const res = await createBanner({ title: 'Diwali Nights', image: { url: 'uploads/hero/x.png', alt: 'Lamps' } }).expect(201);
      expect(res.body.success).toBe(true);
      expect(res.body.data).toMatchObject({
        title: 'Diwali Nights', subtitle: '', image: { url: '/uploads/hero/x.png', alt: 'Lamps' },
        buttonText: 'Learn More', isActive: true, showOverlay: true, order: 0, overlayOpacity: 40,
      });
      expect(res.body.data._id).toBe(res.body.data.id);
      ids.first = res.body.data.id;
    });

    it('refuses a missing title, a negative order and an opacity above 100 with field details and success: false', async () => {
      const res = await createBanner({ title: '', order: -1, overlayOpacity: 101 }).expect(400);
      expect(res.body).toMatchObject({ success: false, statusCode: 400 });
      expect(res.body.details).toEqual({
        title: 'Title is required.', order: 'Order must be 0 or more.', overlayOpacity: 'Overlay opacity must be between 0 and 100.',
      });
      await createBanner({ title: 'x', image: { url: 'javascript:alert(1)' } }).expect(400);
      await createBanner({ title: 'x', colour: 'red' }).expect(400);
    });

    it('lists banners by order for the admin, and only active ones for the public', async () => {
      ids.third = (await createBanner({ title: 'Third', order: 2 }).expect(201)).body.data.id;
      ids.second = (await createBanner({ title: 'Second', order: 1, isActive: false }).expect(201)).body.data.id;
      const all = await t.http.get('/api/hero/admin/banners').set(admin).expect(200);
      expect(all.body.data.map((b: { title: string }) => b.title)).toEqual(['Diwali Nights', 'Second', 'Third']);
      const pub = await t.http.get('/api/hero/banners').expect(200);
      expect(pub.body.data.map((b: { title: string }) => b.title)).toEqual(['Diwali Nights', 'Third']);
    });

    it('updates just isActive or just order and leaves the rest alone', async () => {
      const on = await t.http.put(`/api/hero/admin/banners/${ids.second}`).set(admin).send({ isActive: true }).expect(200);
      expect(on.body.data).toMatchObject({ title: 'Second', isActive: true, order: 1 });
      const moved = await t.http.put(`/api/hero/admin/banners/${ids.first}`).set(admin).send({ order: 3 }).expect(200);
      expect(moved.body.data).toMatchObject({ title: 'Diwali Nights', order: 3, image: { url: '/uploads/hero/x.png' } });
      const pub = await t.http.get('/api/hero/banners').expect(200);
      expect(pub.body.data.map((b: { title: string }) => b.title)).toEqual(['Second', 'Third', 'Diwali Nights']);
      await t.http.put(`/api/hero/admin/banners/${ids.first}`).set(admin).send({ order: -1 }).expect(400);
    });

    it('requires the image URL when the whole banner is sent, and accepts the banner as loaded', async () => {
      const res = await t.http.put(`/api/hero/admin/banners/${ids.third}`).set(admin).send({ title: 'Third', image: { url: '', alt: '' } }).expect(400);
      expect(res.body).toMatchObject({ success: false, error: 'Image URL is required', details: { 'image.url': 'Image URL is required' } });
      const loaded = (await t.http.get(`/api/hero/admin/banners/${ids.third}`).set(admin).expect(200)).body.data;
      const saved = await t.http.put(`/api/hero/admin/banners/${ids.third}`).set(admin)
        .send({ ...loaded, title: 'Third, renamed', image: { url: 'https://cdn.example.com/b.jpg', alt: 'B' }, overlayOpacity: 0, showOverlay: false }).expect(200);
      expect(saved.body.data).toMatchObject({ title: 'Third, renamed', overlayOpacity: 0, showOverlay: false, order: 2, image: { url: 'https://cdn.example.com/b.jpg' } });
    });

    it('answers 404 for an unknown banner and 400 for a malformed id', async () => {
      const res = await t.http.get(`/api/hero/admin/banners/${MISSING_ID}`).set(admin).expect(404);
      expect(res.body).toMatchObject({ success: false, error: 'Banner not found' });
      await t.http.put(`/api/hero/admin/banners/${MISSING_ID}`).set(admin).send({ order: 1 }).expect(404);
      await t.http.delete(`/api/hero/admin/banners/${MISSING_ID}`).set(admin).expect(404);
      expect((await t.http.get('/api/hero/admin/banners/42').set(admin).expect(400)).body.error).toBe('Invalid id');
    });

    it('deletes a banner', async () => {
      await t.http.delete(`/api/hero/admin/banners/${ids.second}`).set(admin).expect(200);
      await t.http.get(`/api/hero/admin/banners/${ids.second}`).set(admin).expect(404);
    });
  });

  describe('uploads', () => {
    it('stores a banner image and answers its URL, served under /uploads', async () => {
      const res = await t.http.post('/api/hero/admin/upload-banner').set(admin).attach('image', await pngBuffer(), 'banner.png').expect(201);
      expect(res.body).toEqual({ success: true, imageUrl: expect.stringMatching(/^\/uploads\/hero\/[0-9a-f-]{36}-32x32\.png$/), message: 'Image uploaded successfully!' });
      expect(onDisk(res.body.imageUrl)).toBe(true);
      const served = await t.http.get(res.body.imageUrl).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
    });

    it('refuses a non-image, an oversized image and a missing file, writing nothing', async () => {
      const before = storedFiles();
      const fake = await t.http.post('/api/hero/admin/upload-banner').set(admin).attach('image', fakeImage, { filename: 'cat.png', contentType: 'image/png' }).expect(400);
      expect(fake.body).toMatchObject({ success: false, error: 'Please select an image file' });
      const big = await t.http.post('/api/hero/admin/upload-banner').set(admin).attach('image', await jpegOver(10), 'big.jpg').expect(413);
      expect(big.body).toMatchObject({ success: false, error: 'File size must be less than 10MB' });
      // past the upload layer's hard cap the answer keeps the spec's words
      const huge = await t.http.post('/api/hero/admin/upload-banner').set(admin).attach('image', await jpegOver(26), 'huge.jpg').expect(413);
      expect(huge.body.error).toBe('File size must be less than 10MB');
      const none = await t.http.post('/api/hero/admin/upload-banner').set(admin).field('title', 'x').expect(400);
      expect(none.body.error).toBe('Please select an image file');
      const bigLogo = await t.http.post('/api/hero/admin/upload-logo').set(admin).attach('file', await jpegOver(5), 'logo.jpg').expect(413);
      expect(bigLogo.body.error).toBe('File size must be less than 5MB');
      await t.http.post('/api/hero/admin/upload-logo').set(admin).attach('logo', fakeImage, 'logo.svg').expect(400);
      expect(storedFiles()).toEqual(before);
    });

    it('accepts a logo under file, image or logo; an SVG is stored as a PNG of it, its markup gone', async () => {
      for (const field of ['file', 'image', 'logo']) {
        const res = await t.http.post('/api/hero/admin/upload-logo').set(admin).attach(field, SVG, 'logo.svg').expect(201);
        expect(res.body.imageUrl).toMatch(/\.png$/);
        const stored = await t.http.get(res.body.imageUrl).expect(200);
        expect(stored.headers['content-type']).toBe('image/png');
        expect(Buffer.from(stored.body).includes('<svg')).toBe(false);
      }
    });

    it('deletes an uploaded banner image once no banner uses it any more', async () => {
      const a = await uploadBanner();
      const b = await uploadBanner();
      const one = (await createBanner({ title: 'One', image: { url: a } }).expect(201)).body.data.id;
      const two = (await createBanner({ title: 'Two', image: { url: a } }).expect(201)).body.data.id;

      await t.http.put(`/api/hero/admin/banners/${one}`).set(admin).send({ title: 'One', image: { url: b, alt: '' } }).expect(200);
      expect(onDisk(a)).toBe(true); // banner two still shows it
      await t.http.delete(`/api/hero/admin/banners/${two}`).set(admin).expect(200);
      expect(onDisk(a)).toBe(false);
      await t.http.delete(`/api/hero/admin/banners/${one}`).set(admin).expect(200);
      expect(onDisk(b)).toBe(false);
    });
  });

  describe('logo', () => {
    it('answers a default logo until one is set', async () => {
      const res = await t.http.get('/api/hero/logo').expect(200);
      expect(res.body.data).toEqual({ name: 'Utsav', image: { url: '', alt: 'Utsav' } });
      expect((await t.http.get('/api/hero/admin/logo').set(admin).expect(200)).body.data.name).toBe('Utsav');
    });

    it('refuses a logo without name or image with success: false and error', async () => {
      const noName = await t.http.put('/api/hero/admin/logo').set(admin).send({ name: ' ', image: { url: '/uploads/hero/l.png', alt: '' } }).expect(400);
      expect(noName.body).toMatchObject({ success: false, error: 'Logo name is required.', details: { name: 'Logo name is required.' } });
      const missing = await t.http.put('/api/hero/admin/logo').set(admin).send({}).expect(400);
      expect(missing.body.details.name).toBe('Logo name is required.');
      const noTitle = await createBanner({}).expect(400);
      expect(noTitle.body.error).toBe('Title is required.');
      const noImage = await t.http.put('/api/hero/admin/logo').set(admin).send({ name: 'Utsav', image: { url: '' } }).expect(400);
      expect(noImage.body).toMatchObject({ success: false, error: 'Logo image is required' });
      expect((await t.http.put('/api/hero/admin/logo').set(admin).send({ name: 'Utsav' }).expect(400)).body.details).toHaveProperty('image');
    });

    it('saves the logo, shows it publicly, and deletes the replaced upload', async () => {
      const first = (await t.http.post('/api/hero/admin/upload-logo').set(admin).attach('file', await pngBuffer(200, 60), 'l.png').expect(201)).body.imageUrl;
      const res = await t.http.put('/api/hero/admin/logo').set(admin).send({ name: 'Utsav Tickets', image: { url: first, alt: 'Utsav' } }).expect(200);
      expect(res.body).toEqual({ success: true, data: { name: 'Utsav Tickets', image: { url: first, alt: 'Utsav' } }, message: 'Logo updated successfully!' });
      expect((await t.http.get('/api/hero/logo').expect(200)).body.data.image.url).toBe(first);

      const second = (await t.http.post('/api/hero/admin/upload-logo').set(admin).attach('image', SVG, 'l.svg').expect(201)).body.imageUrl;
      await t.http.put('/api/hero/admin/logo').set(admin).send({ name: 'Utsav Tickets', image: { url: second, alt: 'Utsav' } }).expect(200);
      expect((await t.http.get('/api/hero/admin/logo').set(admin).expect(200)).body.data.image.url).toBe(second);
      expect(onDisk(first)).toBe(false);
      expect(onDisk(second)).toBe(true);
    });
  });

  describe('admin only', () => {
    let vendor: Record<string, string>;
    let user: Record<string, string>;
    beforeAll(async () => {
      vendor = bearer((await registerVendor(t.http)).token);
      user = bearer((await loginUser(t.http)).token);
    });

    const calls: [string, string][] = [
      ['get', '/api/hero/admin/banners'], ['post', '/api/hero/admin/banners'], ['get', `/api/hero/admin/banners/${MISSING_ID}`],
      ['put', `/api/hero/admin/banners/${MISSING_ID}`], ['delete', `/api/hero/admin/banners/${MISSING_ID}`],
      ['post', '/api/hero/admin/upload-banner'], ['post', '/api/hero/admin/upload-logo'], ['get', '/api/hero/admin/logo'], ['put', '/api/hero/admin/logo'],
    ];

    it.each(calls)('%s %s: 401 without a token and with vendor or user tokens', async (method, path) => {
      const call = () => (t.http as unknown as Record<string, (p: string) => Test>)[method](path);
      expect((await call().expect(401)).body).toMatchObject({ success: false, statusCode: 401 });
      await call().set(vendor).expect(401);
      await call().set(user).expect(401);
    });
  });
});
