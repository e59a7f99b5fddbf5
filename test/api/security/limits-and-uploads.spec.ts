import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { MISSING_ID, adminToken, bearer } from '../support/auth-helpers';
import { startTestApp, TestApp } from '../support/test-app';
import { eventForm, istDayFromToday } from '../events/event-fixtures';
import { insertUser } from '../bookings/fixtures';
import { pngBuffer } from '../support/images';

const NUL = 'The request contains a NUL character, which is not allowed.';
const type = (i: number, extra: Record<string, unknown> = {}) => ({ name: `Type ${i}`, price: 100, quantity: 10, ...extra });

describe('sizes, numeric bounds, exponent notation, NUL, uploads and Permissions-Policy', () => {
  let t: TestApp;
  let webRoot: string;
  let admin: Record<string, string>;

  beforeAll(async () => {
    // a vendor portal as built, for the door screen's header
    webRoot = mkdtempSync(join(tmpdir(), 'limits-web-'));
    mkdirSync(join(webRoot, 'vendor-ui', 'dist'), { recursive: true });
    writeFileSync(join(webRoot, 'vendor-ui', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
    t = await startTestApp({ WEB_ROOT: webRoot });
    admin = bearer(await adminToken(t.http));
  }, 120_000);
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const create = (overrides: Record<string, unknown>) => t.http.post('/api/admin/events').set(admin).send(eventForm(overrides));

  it.each([
    ['ticketTypes', { ticketTypes: Array.from({ length: 51 }, (_, i) => type(i)) }, 'An event may have at most 50 ticket types.'],
    ['pricing.tiers', { pricing: { isFree: false, pricingType: 'tiered', tiers: Array.from({ length: 51 }, (_, i) => type(i)) } }, 'An event may have at most 50 ticket types.'],
    ['sessions', { sessions: Array.from({ length: 101 }, (_, i) => ({ startsAt: `${istDayFromToday(10 + (i % 20))}T${String(i % 24).padStart(2, '0')}:00:00+05:30` })) }, 'An event may have at most 100 showtimes.'],
  ])('more than the limit of %s is 400 naming it, and makes no event', async (field, overrides, message) => {
    const before = (await t.http.get('/api/admin/events').set(admin).expect(200)).body.total;
    const res = await create(overrides).expect(400);
    expect(res.body.details[field]).toBe(message);
    expect((await t.http.get('/api/admin/events').set(admin).expect(200)).body.total).toBe(before);
  });

  it('50 ticket types are accepted', async () => {
    const res = await create({ ticketTypes: Array.from({ length: 50 }, (_, i) => type(i)) }).expect(201);
    expect(res.body.ticketTypes).toHaveLength(50);
  });

  it('an order of more than 20 lines is 400 naming the limit', async () => {
    const buyer = await insertUser(t);
    const items = Array.from({ length: 21 }, () => ({ ticketTypeId: MISSING_ID, qty: 1 }));
    const res = await t.http.post('/api/user/bookings/quote').set(buyer.auth).send({ eventId: MISSING_ID, items }).expect(400);
    expect(res.body.details.items).toBe('An order may have at most 20 lines.');
  });

  it.each([
    ['ticketTypes.0.price', { ticketTypes: [type(0, { price: 21474836.47 })] }, 'Price must be at most 10,00,000.'],
    ['ticketTypes.0.quantity', { ticketTypes: [type(0, { quantity: 2147483647 })] }, 'Quantity must be at most 10,00,000.'],
    ['ticketTypes.0.maxPerOrder', { ticketTypes: [type(0, { maxPerOrder: 2147483647 })] }, 'Maximum per order must be at most 10,00,000.'],
    ['ticketTypes.0.quantityPricing.0.price', { ticketTypes: [type(0, { quantityPricing: [{ minQuantity: 2, price: 1e9 }] })] }, 'Price must be at most 10,00,000.'],
    ['sessions.0.capacity', { sessions: [{ startsAt: `${istDayFromToday(10)}T19:00:00+05:30`, capacity: 2147483647 }] }, 'Showtime capacity must be at most 10,00,000.'],
    ['pricing.tiers.0.price', { pricing: { isFree: false, pricingType: 'tiered', tiers: [type(0, { price: 21474836.47 })] } }, 'Price must be at most 10,00,000.'],
    ['pricing.tiers.0.quantity', { pricing: { isFree: false, pricingType: 'tiered', tiers: [type(0, { quantity: 2147483647 })] } }, 'Quantity must be at most 10,00,000.'],
  ])('%s past the README\'s bound is 400 naming the field', async (field, overrides, message) => {
    const res = await create(overrides).expect(400);
    expect(res.body.details[field]).toBe(message);
  });

  it.each([
    ['pricing.price', { pricing: { isFree: false, pricingType: 'simple', currency: 'INR', price: 1e-7 } }],
    ['ticketTypes.0.price', { ticketTypes: [type(0, { price: 1e-7 })] }],
    ['ticketTypes.0.quantityPricing.0.price', { ticketTypes: [type(0, { quantityPricing: [{ minQuantity: 2, price: 1e-7 }] })] }],
  ])('exponent notation too small for paise in %s is 400 naming it, not 500', async (field, overrides) => {
    const res = await create(overrides).expect(400);
    expect(res.body.details[field]).toBe('Price must be a number with at most 2 decimals.');
  });

  it('exponent notation that is a price is read as the number', async () => {
    const res = await t.http.post('/api/admin/events').set(admin).set('content-type', 'application/json')
      .send(JSON.stringify(eventForm({ ticketTypes: [type(0, { price: 1e2 })] })).replace('"price":100', '"price":1e2')).expect(201);
    expect(res.body.ticketTypes[0].price).toBe(100);
  });

  it('exponent notation in the refund and payment order amounts is 400, not 500', async () => {
    const refund = await t.http.post(`/api/admin/bookings/${MISSING_ID}/refund`).set(admin).set('content-type', 'application/json')
      .send('{"amount":1e-7,"reason":"test"}').expect(400);
    expect(refund.body.details.amount).toBeDefined();
    const buyer = await insertUser(t);
    const order = await t.http.post('/api/payment/order').set(buyer.auth).set('content-type', 'application/json')
      .send(`{"bookingId":"${MISSING_ID}","amount":1e-7}`).expect(400);
    expect(order.body.details.amount).toBeDefined();
  });

  it.each(['/uploads/a%00.png', '/events%00', '/about?x=%00', '/api/nowhere%00', '/vendor/x%00', '/admin/%00'])('a NUL byte in %s is 400', async (path) => {
    const res = await t.http.get(path).expect(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'NUL_NOT_ALLOWED', error: NUL, message: NUL });
  });

  it('an uploaded picture is stored re-encoded: HTML appended to a PNG or a JPEG is gone', async () => {
    const trailer = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c00' } }).jpeg().toBuffer();
    for (const [name, picture] of [['p.png', await pngBuffer(64, 48)], ['p.jpg', jpeg]] as const) {
      const res = await t.http.post('/api/hero/admin/upload-banner').set(admin).attach('image', Buffer.concat([picture, trailer]), name).expect(201);
      const stored = readFileSync(join(t.config.uploadDir, res.body.imageUrl.slice('/uploads/'.length)));
      expect(stored.includes('<script')).toBe(false);
      expect(await sharp(stored).metadata()).toMatchObject({ width: 64, height: 48 });
    }
  });

  it('Permissions-Policy denies the camera everywhere but the vendor\'s door screen', async () => {
    for (const path of ['/api/health', '/vendor/dashboard', '/vendor/']) {
      expect((await t.http.get(path)).headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=()');
    }
    expect((await t.http.get('/vendor/checkin').expect(200)).headers['permissions-policy']).toBe('camera=(self), microphone=(), geolocation=(), payment=()');
  });
});
