import { join } from 'node:path';
import { imageVariantUrls } from '@marketplace/shared-dto';
import { startTestApp, TestApp } from '../support/test-app';
import { filesUnder } from '../support/files';
import { adminToken, bearer } from '../support/auth-helpers';
import { eventForm } from '../events/event-fixtures';
import { bigJpeg, pixelBombPng, pngBuffer } from '../support/images';


/** Bad input answers 4xx with the error body, never 500, and leaves nothing behind. */
describe('no 500 from input', () => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = bearer(await adminToken(t.http));
  });
  afterAll(async () => { await t?.close(); });

  it('a JSON body over the limit is 413 with the error body; a malformed one 400', async () => {
    const big = await t.http.post('/api/admin/auth/login').set('content-type', 'application/json').send(JSON.stringify({ email: 'a'.repeat(3_000_000) })).expect(413);
    expect(big.body).toEqual({ statusCode: 413, code: 'REQUEST_TOO_LARGE', error: 'The request is too large.', message: 'The request is too large.' });
    const bad = await t.http.post('/api/admin/auth/login').set('content-type', 'application/json').send('{"email":').expect(400);
    expect(bad.body.statusCode).toBe(400);
  });

  it.each([
    ['a path', (x: TestApp) => x.http.get('/api/events/performers/%00')],
    ['a path id', (x: TestApp) => x.http.get('/api/admin/events/%00').set(admin)],
    ['a query', (x: TestApp) => x.http.get('/api/events/public').query({ q: 'a\u0000b' })],
    ['a JSON value', (x: TestApp) => x.http.post('/api/user/auth/send-otp').send({ phone: '+919800000000\u0000' })],
    ['a JSON key', (x: TestApp) => x.http.post('/api/user/auth/send-otp').send({ 'phone\u0000': '+919800000000' })],
    ['a nested JSON value', (x: TestApp) => x.http.post('/api/admin/events').set(admin).send(eventForm({ location: { ...(eventForm().location as object), city: 'Delhi\u0000' } }))],
    ['a multipart field', (x: TestApp) => x.http.post('/api/admin/meta/venues').set(admin).field('data', JSON.stringify({ name: 'N\u0000', city: 'Delhi', address: 'Road' }))],
  ])('a NUL byte in %s is 400 naming it', async (_where, call) => {
    const res = await call(t).expect(400);
    expect(res.body.error).toBe('The request contains a NUL character, which is not allowed.');
  });

  it.each([
    ['pricing.price', { pricing: { isFree: false, pricingType: 'simple', currency: 'INR', price: 21474837 } }, 'Price must be at most 10,00,000.'],
    ['ticketsAvailable', { ticketsAvailable: 1e12 }, 'Tickets must be at most 10,00,000.'],
    ['priority', { priority: 1e15 }, 'Priority must be at most 10,00,000.'],
    ['capacity.maxAttendees', { capacity: { maxAttendees: 3_000_000_000 } }, 'Maximum attendees must be at most 10,00,000.'],
  ])('an overflowing %s is 400 naming the field', async (field, overrides, message) => {
    const res = await t.http.post('/api/admin/events').set(admin).send(eventForm(overrides)).expect(400);
    expect(res.body.details[field]).toBe(message);
  });

  it('a price of exactly ₹10,00,000 and 10,00,000 tickets are accepted', async () => {
    await t.http.post('/api/admin/events').set(admin).send(eventForm({ pricing: { isFree: false, pricingType: 'simple', currency: 'INR', price: 1_000_000 }, ticketsAvailable: 1_000_000 })).expect(201);
  });

  it('venue capacity, coordinates, performer order and hero order have ranges', async () => {
    const venue = await t.http.post('/api/admin/meta/venues').set(admin).send({ name: 'Big', city: 'Delhi', address: 'Road', capacity: 1e12 }).expect(400);
    expect(venue.body.details.capacity).toBe('capacity must be at most 10,00,000.');
    const coords = await t.http.post('/api/admin/meta/venues').set(admin).send({ name: 'Far', city: 'Delhi', address: 'Road', lat: 1e9 }).expect(400);
    expect(coords.body.details).toHaveProperty('lat');
    const performer = await t.http.post('/api/admin/performers').set(admin).send({ name: 'Order', sortOrder: 1e15 }).expect(400);
    expect(performer.body.details.sortOrder).toBe('sortOrder must be between -10,00,000 and 10,00,000.');
    const page = await t.http.get('/api/admin/events').query({ page: 1e15 }).set(admin).expect(400);
    expect(page.body.details.page).toBe('page must be at most 1,00,000.');
  });

  describe('uploads', () => {
    const upload = (name: string, file: Buffer) =>
      t.http.post('/api/admin/meta/venues').set(admin).field('data', JSON.stringify({ name, city: 'Delhi', address: 'Road' })).attach('photo', file, 'photo.png');

    it('a pixel bomb (small file, huge dimensions) is refused and nothing is kept', async () => {
      const res = await upload('Bomb', await pixelBombPng()).expect(400);
      expect(res.body.error).toBe('The image is too large: at most 100 megapixels.');
      expect(filesUnder(t.config.uploadDir)).toEqual([]);
    });

    it('a polyglot (an image header followed by HTML) is not an image', async () => {
      const png = await pngBuffer(8, 8);
      const polyglot = Buffer.concat([png.subarray(0, 40), Buffer.from('<html><script>alert(1)</script></html>')]);
      const res = await upload('Polyglot', polyglot).expect(400);
      expect(res.body.error).toBe('Please select an image file');
      expect(filesUnder(t.config.uploadDir)).toEqual([]);
    });

    it('the request stops at the first file over its limit, and its temporary files are gone', async () => {
      const small = await pngBuffer(8, 8);
      const res = await t.http.post('/api/admin/meta/venues').set(admin)
        .field('data', JSON.stringify({ name: 'Too big', city: 'Delhi', address: 'Road' }))
        .attach('images', small, 'a.png')
        .attach('images', await bigJpeg(11 * 1024 * 1024), 'big.jpg')
        .attach('images', small, 'c.png')
        .expect(413);
      expect(res.body.error).toBe('File size must be less than 10MB');
      expect(filesUnder(t.config.uploadDir)).toEqual([]);
    });

    it('a successful upload keeps only the stored files: the picture and its variants', async () => {
      const res = await upload('Kept', await pngBuffer(16, 16)).expect(201);
      const stored = [res.body.photo, ...imageVariantUrls(res.body.photo)];
      expect(stored).toHaveLength(3); // a 16 px picture: AVIF and WebP at its own width only
      expect(filesUnder(t.config.uploadDir)).toEqual(stored.map((url) => join(t.config.uploadDir, url.slice('/uploads/'.length))).sort());
    });
  });
});
