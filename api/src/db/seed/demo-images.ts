import { createHash, randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, link, mkdir, mkdtemp, readdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { IMAGE_FORMATS, responsiveImage, sizedImageName } from '@marketplace/shared-dto';
import { uprightSize, writeVariants } from '../../common/uploads/image-variants';

/**
 * Pictures for the demo marketplace, drawn as SVG and encoded by sharp: nothing is downloaded and
 * nothing binary lives in the repository. Each picture is a gradient, a few shapes and its caption.
 */

// libvips' operation cache keeps up to 50 MB of decoded pictures for reuse; every picture here is new
sharp.cache(false);

/** Name of the picture inside a cache entry. */
const PICTURE = 'picture';

/** A cache entry holds its picture and every variant. */
function isComplete(files: string[]): boolean {
  const image = responsiveImage(`/uploads/${files.find((f) => !f.includes('-w')) ?? ''}`);
  return !!image && files.length === 1 + IMAGE_FORMATS.length * image.widths.length;
}

/** Pictures rendered at the same time (sharp runs each on its own threads anyway). */
const RENDERING_AT_ONCE = 2;

/** Gradient start, gradient end, accent. */
export type Palette = readonly [string, string, string];
export type Motif = 'lights' | 'crowd' | 'waves' | 'skyline' | 'confetti';

export const MOTIFS: readonly Motif[] = ['lights', 'crowd', 'waves', 'skyline', 'confetti'];

export interface SceneArt {
  width: number;
  height: number;
  palette: Palette;
  motif: Motif;
  /** The caption; empty for none. */
  title: string;
  subtitle?: string;
  /** Varies the shapes so two pictures with the same motif still differ. */
  seed: number;
}

const FONT = `font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif"`;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** A small deterministic generator: the same seed draws the same picture. */
function randomFrom(seed: number): () => number {
  let a = seed * 2654435761 + 1;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Splits a caption into at most `maxLines` lines of about `perLine` characters, ending in '…' if cut. */
function wrap(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > perLine) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].replace(/[\s,.:;-]+$/, '')}…`;
  return kept;
}

function motifShapes(motif: Motif, w: number, h: number, accent: string, rnd: () => number): string {
  const shapes: string[] = [];
  switch (motif) {
    case 'lights':
      for (let i = 0; i < 5; i++) {
        const x = w * (0.1 + i * 0.2 + (rnd() - 0.5) * 0.06);
        const spread = w * (0.04 + rnd() * 0.05);
        shapes.push(`<polygon points="${x},0 ${x - spread},${h} ${x + spread},${h}" fill="${accent}" fill-opacity="${(0.08 + rnd() * 0.12).toFixed(2)}"/>`);
      }
      shapes.push(`<rect x="0" y="${h * 0.82}" width="${w}" height="${h * 0.18}" fill="#000" fill-opacity="0.35"/>`);
      break;
    case 'crowd':
      for (let i = 0; i < 40; i++) {
        shapes.push(`<circle cx="${(rnd() * w).toFixed(0)}" cy="${(rnd() * h * 0.45).toFixed(0)}" r="${(2 + rnd() * 6).toFixed(1)}" fill="${accent}" fill-opacity="0.6"/>`);
      }
      for (let x = -20; x < w + 40; x += 34 + rnd() * 18) {
        const y = h * (0.78 + rnd() * 0.08);
        const r = 16 + rnd() * 8;
        shapes.push(`<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="#0b0b1a" fill-opacity="0.75"/>`);
        shapes.push(`<rect x="${(x - r * 1.6).toFixed(0)}" y="${(y + r * 0.8).toFixed(0)}" width="${(r * 3.2).toFixed(0)}" height="${h}" rx="${r.toFixed(0)}" fill="#0b0b1a" fill-opacity="0.75"/>`);
      }
      break;
    case 'waves':
      for (let i = 0; i < 4; i++) {
        const y = h * (0.35 + i * 0.15);
        const a = 30 + rnd() * 50;
        shapes.push(`<path d="M0 ${y} C ${w * 0.25} ${y - a}, ${w * 0.5} ${y + a}, ${w} ${y - a / 2} L ${w} ${h} L 0 ${h} Z" fill="${accent}" fill-opacity="${(0.08 + i * 0.05).toFixed(2)}"/>`);
      }
      break;
    case 'skyline': {
      let x = 0;
      while (x < w) {
        const bw = 50 + rnd() * 110;
        const bh = h * (0.25 + rnd() * 0.45);
        shapes.push(`<rect x="${x.toFixed(0)}" y="${(h - bh).toFixed(0)}" width="${bw.toFixed(0)}" height="${bh.toFixed(0)}" fill="#000" fill-opacity="${(0.25 + rnd() * 0.25).toFixed(2)}"/>`);
        for (let wy = h - bh + 16; wy < h - 20; wy += 26) {
          if (rnd() > 0.55) shapes.push(`<rect x="${(x + 10).toFixed(0)}" y="${wy.toFixed(0)}" width="${(bw - 20).toFixed(0)}" height="8" fill="${accent}" fill-opacity="0.35"/>`);
        }
        x += bw + 6;
      }
      shapes.push(`<path d="M${w * 0.6} ${h} L${w * 0.6} ${h * 0.55} A ${w * 0.12} ${w * 0.12} 0 0 1 ${w * 0.84} ${h * 0.55} L ${w * 0.84} ${h} Z" fill="${accent}" fill-opacity="0.18"/>`);
      break;
    }
    case 'confetti':
      for (let i = 0; i < 70; i++) {
        const x = rnd() * w;
        const y = rnd() * h;
        const s = 6 + rnd() * 16;
        shapes.push(`<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${s.toFixed(0)}" height="${(s / 2.5).toFixed(0)}" transform="rotate(${(rnd() * 180).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})" fill="${i % 3 ? accent : '#ffffff'}" fill-opacity="0.55"/>`);
      }
      break;
  }
  return shapes.join('');
}

/** A landscape picture: gradient, a soft glow, the motif, and the caption on a darkened lower band. */
export function sceneSvg(art: SceneArt): string {
  const { width: w, height: h, palette: [from, to, accent] } = art;
  const rnd = randomFrom(art.seed);
  const titleSize = Math.round(h * 0.085);
  const lines = wrap(art.title, Math.floor((w * 0.85) / (titleSize * 0.6)), 2);
  const subSize = Math.round(titleSize * 0.5);
  const bottom = h - Math.round(h * 0.08) - (art.subtitle ? subSize * 1.6 : 0);
  const title = lines
    .map((line, i) => `<text x="${Math.round(w * 0.05)}" y="${bottom - (lines.length - 1 - i) * titleSize * 1.15}" font-size="${titleSize}" font-weight="bold" fill="#ffffff" ${FONT}>${escapeXml(line)}</text>`)
    .join('');
  const subtitle = art.subtitle
    ? `<text x="${Math.round(w * 0.05)}" y="${h - Math.round(h * 0.08)}" font-size="${subSize}" fill="#ffffff" fill-opacity="0.88" ${FONT}>${escapeXml(art.subtitle)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.65"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<circle cx="${(w * (0.6 + rnd() * 0.3)).toFixed(0)}" cy="${(h * rnd() * 0.4).toFixed(0)}" r="${(h * 0.5).toFixed(0)}" fill="url(#glow)"/>
${motifShapes(art.motif, w, h, accent, rnd)}
<rect y="${Math.round(h * 0.45)}" width="${w}" height="${h - Math.round(h * 0.45)}" fill="url(#shade)"/>
${title}${subtitle}
</svg>`;
}

/** A square portrait: gradient, rings and the initials. */
export function portraitSvg(size: number, palette: Palette, name: string): string {
  const [from, to, accent] = palette;
  const initials = name.split(/\s+/).filter((p) => /^[A-Za-z]/.test(p)).slice(0, 2).map((p) => p[0].toUpperCase()).join('');
  const c = size / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${size}" height="${size}" fill="url(#bg)"/>
<circle cx="${c}" cy="${c}" r="${size * 0.42}" fill="none" stroke="${accent}" stroke-opacity="0.5" stroke-width="${size * 0.02}"/>
<circle cx="${c}" cy="${c}" r="${size * 0.34}" fill="#ffffff" fill-opacity="0.12"/>
<text x="${c}" y="${c + size * 0.075}" text-anchor="middle" font-size="${size * 0.2}" font-weight="bold" fill="#ffffff" ${FONT}>${escapeXml(initials)}</text>
</svg>`;
}

/** The Utsav wordmark with a diya: 400×120, twice the recommended 200×60. */
export function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="120" viewBox="0 0 400 120">
<defs><linearGradient id="flame" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffd166"/><stop offset="1" stop-color="#f3722c"/></linearGradient></defs>
<path d="M60 14 C 76 36, 80 52, 60 66 C 40 52, 44 36, 60 14 Z" fill="url(#flame)"/>
<path d="M18 72 L102 72 C 98 98, 82 108, 60 108 C 38 108, 22 98, 18 72 Z" fill="#d62828"/>
<text x="120" y="86" font-size="64" font-weight="bold" fill="#d62828" ${FONT}>utsav</text>
</svg>`;
}

/** Bump when the drawing or the variant settings change, so cached pictures are made again. */
const CACHE_VERSION = 2;

/**
 * Where rendered seed pictures and their variants are kept between starts, outside DATA_DIR: the same
 * drawing is encoded once per machine (AVIF is slow), then every seeded start only links or copies the
 * files. Named by content, so a changed drawing gets a new entry and entries are never rewritten.
 */
export const seedImageCacheDir = () => join(tmpdir(), `utsav-seed-images-${process.getuid?.() ?? 'user'}`);

/**
 * Rendered seed pictures with their variants, by drawing (see seedImageCacheDir). Renders
 * RENDERING_AT_ONCE drawings at a time: each holds full rasters while it renders; the hundred seed
 * pictures started together took the process past 1 GB, and the C heap never gave it back.
 */
export class SeedPictureCache {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly dir = seedImageCacheDir()) {}

  /** The folder holding the drawing as JPEG (photos) or PNG (the logo) and its variants, made now if missing. */
  async entry(svg: string, format: 'jpeg' | 'png'): Promise<string> {
    const key = createHash('sha256').update(`${CACHE_VERSION}\n${format}\n${svg}`).digest('hex');
    const entry = join(this.dir, key);
    if (isComplete(await readdir(entry).catch(() => []))) return entry;
    while (this.running >= RENDERING_AT_ONCE) await new Promise<void>((resume) => this.waiting.push(resume));
    this.running += 1;
    try {
      await this.build(svg, format, entry);
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
    return entry;
  }

  private async build(svg: string, format: 'jpeg' | 'png', entry: string): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const building = await mkdtemp(join(this.dir, '.building-'));
    try {
      const image = sharp(Buffer.from(svg));
      const buffer = await (format === 'png' ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 70 })).toBuffer();
      const { width, height } = (await uprightSize(buffer))!;
      const file = sizedImageName(PICTURE, width, height, format === 'png' ? 'png' : 'jpg');
      await writeFile(join(building, file), buffer);
      await writeVariants(buffer, join(building, file.slice(0, file.lastIndexOf('.'))), width);
      if (!(await rename(building, entry).then(() => true, () => false))) {
        // the entry is there: another seed's, identical (keep it, it may be linking from it), or one a tmp cleaner thinned out
        if (!isComplete(await readdir(entry).catch(() => []))) {
          await rm(entry, { recursive: true, force: true });
          await rename(building, entry);
        }
      }
    } finally {
      await rm(building, { recursive: true, force: true });
    }
  }
}

/** Where the demo's pictures go: the seed's writer, or the cache alone when it is filled ahead (warm-seed-pictures.ts). */
export interface PictureSink {
  save(folder: string, name: string, svg: string, format?: 'jpeg' | 'png'): Promise<string>;
}

/**
 * Writes pictures under UPLOAD_DIR/seed/<folder>/ with a random suffix (two processes seeding at once
 * never overwrite each other), each with its size in its name and its AVIF and WebP variants beside
 * it (linked or copied from the cache), and remembers them, so a seed that does not commit removes its files.
 */
export class SeedImageWriter implements PictureSink {
  private readonly written: string[] = [];

  constructor(private readonly uploadDir: string, private readonly cache = new SeedPictureCache()) {}

  /** The drawing as JPEG (photos) or PNG (the logo) with its variants; answers its `/uploads/...` URL. */
  async save(folder: string, name: string, svg: string, format: 'jpeg' | 'png' = 'jpeg'): Promise<string> {
    const cached = await this.cache.entry(svg, format);
    const dir = join(this.uploadDir, 'seed', folder);
    await mkdir(dir, { recursive: true });
    const base = `${name}-${randomBytes(3).toString('hex')}`;
    let url = '';
    for (const file of await readdir(cached)) {
      // `picture-<w>x<h>.jpg` and `picture-<w>x<h>-w<w>.<format>` keep their endings under the new name
      const target = join(dir, base + file.slice(PICTURE.length));
      await link(join(cached, file), target).catch(() => copyFile(join(cached, file), target, constants.COPYFILE_EXCL));
      this.written.push(target);
      if (!file.includes('-w')) url = `/uploads/seed/${folder}/${basename(target)}`;
    }
    return url;
  }

  async discard(): Promise<void> {
    await Promise.all(this.written.splice(0).map((path) => unlink(path).catch(() => undefined)));
  }
}
