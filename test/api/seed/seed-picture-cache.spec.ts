import { mkdtempSync, readdirSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { imageVariantUrls } from '@marketplace/shared-dto';
import { sceneSvg, SeedImageWriter, SeedPictureCache } from '../../../api/src/db/seed/demo-images';

/** A drawing no other test draws, so its cache entry is made here. */
const drawing = (seed: number) => sceneSvg({ width: 900, height: 450, palette: ['#1c1b2e', '#e23744', '#ffd166'], motif: 'waves', title: `Cache test ${seed}`, seed });

describe('seed pictures: rendered once into a cache outside DATA_DIR, then linked into each seed', () => {
  let cacheDir: string;
  let uploadDir: string;
  beforeAll(() => {
    cacheDir = mkdtempSync(join(tmpdir(), 'seed-cache-'));
    uploadDir = mkdtempSync(join(tmpdir(), 'seed-uploads-'));
  });
  afterAll(() => {
    rmSync(cacheDir, { recursive: true, force: true });
    rmSync(uploadDir, { recursive: true, force: true });
  });

  it('a drawing is encoded once: its entry holds the picture and every variant, and a second seed gets the same files', async () => {
    const cache = new SeedPictureCache(cacheDir);
    const entry = await cache.entry(drawing(1), 'jpeg');
    expect(readdirSync(entry).sort()).toEqual(['picture-900x450-w400.avif', 'picture-900x450-w400.webp', 'picture-900x450-w800.avif', 'picture-900x450-w800.webp',
      'picture-900x450-w900.avif', 'picture-900x450-w900.webp', 'picture-900x450.jpg']);
    const made = statSync(join(entry, 'picture-900x450.jpg')).mtimeMs;
    expect(await new SeedPictureCache(cacheDir).entry(drawing(1), 'jpeg')).toBe(entry);
    expect(statSync(join(entry, 'picture-900x450.jpg')).mtimeMs).toBe(made);

    const [first, second] = [new SeedImageWriter(uploadDir, cache), new SeedImageWriter(uploadDir, cache)];
    const urls = [await first.save('events', 'show', drawing(1)), await second.save('events', 'show', drawing(1))];
    expect(urls[0]).not.toBe(urls[1]);
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/seed\/events\/show-[0-9a-f]{6}-900x450\.jpg$/);
      const files = [url, ...imageVariantUrls(url)].map((u) => join(uploadDir, u.slice('/uploads/'.length)));
      expect(files).toHaveLength(7);
      for (const file of files) expect(statSync(file).size).toBeGreaterThan(0);
    }
    const w800 = join(uploadDir, imageVariantUrls(urls[0]).find((u) => u.endsWith('-w800.avif'))!.slice('/uploads/'.length));
    expect(await sharp(w800).metadata()).toMatchObject({ width: 800, height: 400 });

    await first.discard();
    expect(readdirSync(join(uploadDir, 'seed', 'events'))).toHaveLength(7); // the second seed's files stay
    expect(readdirSync(entry)).toHaveLength(7); // and so does the cache
  });

  it('an entry missing a file (a tmp cleaner, say) is made again', async () => {
    const cache = new SeedPictureCache(cacheDir);
    const entry = await cache.entry(drawing(2), 'jpeg');
    unlinkSync(join(entry, 'picture-900x450-w800.webp'));
    expect(await cache.entry(drawing(2), 'jpeg')).toBe(entry);
    expect(readdirSync(entry)).toContain('picture-900x450-w800.webp');
  });
});
