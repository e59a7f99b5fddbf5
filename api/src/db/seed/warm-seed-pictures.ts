import { drawPictures } from './demo-pictures';
import { seedImageCacheDir, SeedPictureCache } from './demo-images';

/**
 * Fills the seed picture cache ahead (`npm run build` runs it), so the first seeded start on this
 * machine links files instead of encoding some 900 AVIF and WebP variants.
 */
async function main() {
  const started = Date.now();
  const cache = new SeedPictureCache();
  await drawPictures({ save: (_folder, _name, svg, format = 'jpeg') => cache.entry(svg, format) });
  process.stdout.write(`Seed pictures ready in ${seedImageCacheDir()} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
