import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ticketInventory } from '../../../api/src/db/schema';
import { writeVariants } from '../../../api/src/common/uploads/image-variants';
import { startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer, registerVendor } from '../support/auth-helpers';
import { pngBuffer } from '../support/images';
import { filesUnder } from '../support/files';
import { attachForm, createEvent, eventForm } from '../events/event-fixtures';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** sharp reads AVIF as HEIF with AV1 inside. */
const FORMAT_READ_AS = { avif: 'heif', webp: 'webp' } as const;

describe('image variants: every upload in AVIF and WebP at 400/800/1200/1600 px, never upscaled, served for good', () => {
  let t: TestApp;
  let admin: string;
  const pathOf = (url: string) => join(t.config.uploadDir, url.slice('/uploads/'.length));
  /** The names beside a stored picture that belong to it (itself and its variants). */
  const familyOf = (url: string) => {
    const stem = basename(url).replace(/\.[a-z]+$/, '');
    return readdirSync(dirname(pathOf(url))).filter((f) => f.startsWith(stem)).sort();
  };
  const variantsOf = (url: string, widths: number[]) =>
    [basename(url), ...widths.flatMap((w) => ['avif', 'webp'].map((f) => `${basename(url).replace(/\.[a-z]+$/, '')}-w${w}.${f}`))].sort();

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t.http);
  });
  afterAll(async () => { await t?.close(); });

  it('an administrator\'s 1800 px banner gets AVIF and WebP at 400, 800, 1200 and 1600 px; the original is kept; each is served with its type, cached for good', async () => {
    const original = await pngBuffer(1800, 900);
    const res = await t.http.post('/api/hero/admin/upload-banner').set(bearer(admin)).attach('image', original, 'wide.png').expect(201);
    const url: string = res.body.imageUrl;
    expect(url).toMatch(/^\/uploads\/hero\/[0-9a-f-]{36}-1800x900\.png$/);
    expect(readFileSync(pathOf(url)).equals(original)).toBe(true);
    expect(familyOf(url)).toEqual(variantsOf(url, [400, 800, 1200, 1600]));

    const stem = url.slice(0, -'.png'.length);
    for (const w of [400, 800, 1200, 1600]) {
      for (const format of ['avif', 'webp'] as const) {
        const got = await t.http.get(`${stem}-w${w}.${format}`).expect(200);
        expect(got.headers['content-type']).toBe(`image/${format}`);
        expect(got.headers['cache-control']).toBe(IMMUTABLE);
        const meta = await sharp(got.body as Buffer).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: FORMAT_READ_AS[format], width: w, height: w / 2 });
      }
    }
    const kept = await t.http.get(url).expect(200);
    expect(kept.headers['content-type']).toBe('image/png');
    expect(kept.headers['cache-control']).toBe(IMMUTABLE);
    await t.http.get(`${stem}-w2000.webp`).expect(404);
  });

  it('never upscales: a 500 px banner gets 400 and 500 px only, and the public card names its size and widths', async () => {
    const res = await attachForm(t.http.post('/api/admin/events').set(bearer(admin)).attach('bannerImage', await pngBuffer(500, 250), 'small.png'),
      eventForm({ title: 'Small Banner Night' })).expect(201);
    const url: string = res.body.bannerImage;
    expect(url).toMatch(/^\/uploads\/events\/[0-9a-f-]{36}-500x250\.png$/);
    expect(familyOf(url)).toEqual(variantsOf(url, [400, 500]));
    const w500 = await t.http.get(`${url.slice(0, -4)}-w500.avif`).expect(200);
    expect((await sharp(w500.body as Buffer).metadata()).width).toBe(500);
    await t.http.get(`${url.slice(0, -4)}-w800.webp`).expect(404);

    const list = await t.http.get('/api/events/public').query({ q: 'Small Banner Night' }).expect(200);
    expect(list.body.data.map((c: { image: unknown }) => c.image)).toEqual([{ url, width: 500, height: 250, widths: [400, 500] }]);
  });

  it('a vendor\'s gallery picture gets its variants too (1200 px: 400, 800, 1200)', async () => {
    const vendor = await registerVendor(t.http);
    const res = await attachForm(t.http.post('/api/vendor/events').set(bearer(vendor.token)).attach('gallery', await pngBuffer(1200, 800), 'g.png'),
      eventForm()).expect(201);
    const [url] = res.body.gallery as string[];
    expect(url).toMatch(/-1200x800\.png$/);
    expect(familyOf(url)).toEqual(variantsOf(url, [400, 800, 1200]));
  });

  it('a form refused after its pictures were made (409) leaves no file behind, variants included; deleting an event removes its pictures and variants', async () => {
    const e = await createEvent(t.http, admin, { ticketsAvailable: 10 });
    await t.db.update(ticketInventory).set({ held: 5, available: 5 }).where(eq(ticketInventory.eventId, e.id));
    const before = filesUnder(t.config.uploadDir);
    await attachForm(t.http.put(`/api/admin/events/${e.id}`).set(bearer(admin)).attach('bannerImage', await pngBuffer(900, 450), 'b.png'),
      eventForm({ ticketsAvailable: 4 })).expect(409);
    expect(filesUnder(t.config.uploadDir)).toEqual(before);

    const doomed = await attachForm(t.http.post('/api/admin/events').set(bearer(admin)).attach('bannerImage', await pngBuffer(900, 450), 'b.png'), eventForm()).expect(201);
    expect(familyOf(doomed.body.bannerImage)).toHaveLength(7);
    await t.http.delete(`/api/admin/events/${doomed.body.id}`).set(bearer(admin)).expect(200);
    expect(familyOf(doomed.body.bannerImage)).toEqual([]);
  });

  it('a failure while writing variants removes the ones already written', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'variants-'));
    try {
      // a folder where the 800 px AVIF must go makes that write fail after the 400 px ones
      mkdirSync(join(dir, 'pic-1200x600-w800.avif'));
      await expect(writeVariants(await pngBuffer(1200, 600), join(dir, 'pic-1200x600'), 1200)).rejects.toThrow();
      expect(readdirSync(dir)).toEqual(['pic-1200x600-w800.avif']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
