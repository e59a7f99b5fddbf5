import { imageVariantUrls } from '@marketplace/shared-dto';
import { eq } from 'drizzle-orm';
import * as s from '../../../api/src/db/schema';
import { seedDemoData } from '../../../api/src/db/seed/demo-data.seed';
import { EVENTS } from '../../../api/src/db/seed/demo-catalog';
import { startTestApp, TestApp } from '../support/test-app';
import { filesUnder, storedImageUrls } from './seed-helpers';

/** SEED_DEMO was off at first; some data was entered, then copies of the app start with it on. */
describe('demo seed on a database with data but no events', () => {
  let t: TestApp;
  let musicId: string;
  const ownPassword = 'their-own-password-1';

  beforeAll(async () => {
    t = await startTestApp();
    const [music] = await t.db.insert(s.categories).values({ name: 'MUSIC', nameKey: 'music' }).returning();
    musicId = music.id;
    await t.http.post('/api/vendor/auth/register')
      .send({ companyName: 'Early Bird Events', contactName: 'Early Bird', email: 'vendor@utsav.test', password: ownPassword }).expect(201);
  }, 60_000);
  afterAll(async () => { await t?.close(); });

  let printed: string[][];
  beforeAll(async () => {
    printed = await Promise.all([seedDemoData(t.db, t.config), seedDemoData(t.db, t.config)]);
  }, 120_000);

  it('two copies starting at once seed the events once', async () => {
    const events = await t.db.select().from(s.events);
    expect(events).toHaveLength(EVENTS.length);
  });

  it('the copy that did not seed leaves no pictures behind', async () => {
    const urls = await storedImageUrls(t.db);
    const withVariants = urls.flatMap((url) => [url, ...imageVariantUrls(url)]);
    expect(filesUnder(t.config.uploadDir).map((f) => `/uploads/${f}`).sort()).toEqual([...new Set(withVariants)].sort());
  });

  it('reuses the existing category instead of failing on its name', async () => {
    const music = await t.db.select().from(s.categories).where(eq(s.categories.nameKey, 'music'));
    expect(music.map((c) => [c.id, c.name])).toEqual([[musicId, 'MUSIC']]);
    const links = await t.db.select().from(s.eventCategories).where(eq(s.eventCategories.categoryId, musicId));
    expect(links.length).toBeGreaterThanOrEqual(10);
  });

  it('keeps the account that already had the demo vendor email, and does not print a password that would not work', async () => {
    await t.http.post('/api/vendor/auth/login').send({ email: 'vendor@utsav.test', password: ownPassword }).expect(200);
    await t.http.post('/api/vendor/auth/login').send({ email: 'vendor@utsav.test', password: 'Vendor@12345' }).expect(401);
    for (const lines of printed) {
      expect(lines.some((l) => l.startsWith('Demo vendor:'))).toBe(false);
      expect(lines).toContain('Second demo vendor: vendor2@utsav.test / Vendor@12345');
      expect(lines.some((l) => l.startsWith('Demo buyer: buyer@utsav.test / Buyer@12345'))).toBe(true);
    }
  });
});
