import { BadRequestException, Inject, Injectable, PayloadTooLargeException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, open, rename, unlink, writeFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import sharp, { Sharp } from 'sharp';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, imageVariantUrls, Messages, sizedImageName } from '@marketplace/shared-dto';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import { uprightSize, writeVariants } from './image-variants';

/** What multer hands us: the file is on disk in the temporary folder (see upload.options.ts). */
export interface UploadedImage {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  path: string;
}

export interface ImageLimits {
  maxBytes?: number;
  tooLargeMessage?: string;
}

const notAnImage = (field: string, message: string) => new BadRequestException({ message, details: { [field]: message } });

/** The stored extension by the format sharp reads: SVG is kept as a PNG of it, HEIF as a JPEG (sharp writes no HEVC). */
const EXTENSIONS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', avif: 'avif', svg: 'png', heif: 'jpg' };

/** The encoder of each stored extension; what is written holds the decoded pixels and nothing else (no metadata, nothing appended). */
const ENCODE: Record<string, (image: Sharp) => Sharp> = {
  jpg: (image) => image.jpeg({ quality: 90 }),
  png: (image) => image.png(),
  webp: (image) => image.webp({ quality: 90 }),
  gif: (image) => image.gif(),
  avif: (image) => image.avif({ quality: 60, effort: 2 }),
};

/**
 * Writes the upload again from its decoded pixels, in place: bytes appended to an image (HTML, a script,
 * an archive), metadata and an SVG's markup do not survive; an animation keeps its frames.
 */
async function reencode(path: string, ext: string): Promise<void> {
  const meta = await sharp(path, { limitInputPixels: IMAGE_MAX_PIXELS }).metadata();
  const animated = (meta.pages ?? 1) > 1;
  const image = sharp(path, { limitInputPixels: IMAGE_MAX_PIXELS, animated });
  // a still picture is stored upright: the EXIF orientation goes with the rest of the metadata
  const clean = await ENCODE[ext](animated ? image : image.rotate()).toBuffer();
  await writeFile(path, clean);
}

/**
 * Stores uploaded images under UPLOAD_DIR/<folder>/ with server-chosen names and answers `/uploads/...` URLs.
 * Files are checked by content (sharp must decode them whole, within a pixel cap), not by name or declared
 * type, and stored re-encoded from their pixels (an SVG as a PNG). Check everything first (`check`), then move into place (`save`), and `discard` what was kept if
 * the database step fails, so a rejected request leaves nothing behind (the temporary files of a request
 * are removed when it ends). A still picture is named with its size and gets its AVIF and WebP variants
 * beside it (see shared-dto images.ts); `discard` removes them with it.
 */
@Injectable()
export class ImageStorage {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Throws 400/413 with the spec's words unless every file is an image within the limits. Answers each file's extension. */
  async check(files: UploadedImage[], limits: ImageLimits = {}): Promise<string[]> {
    const maxBytes = limits.maxBytes ?? IMAGE_MAX_BYTES;
    const exts: string[] = [];
    for (const file of files) {
      if (file.size > maxBytes) throw new PayloadTooLargeException(limits.tooLargeMessage ?? Messages.bannerTooLarge);
      // the header only (no pixel cap here), so a pixel bomb is named as such below
      const meta = await sharp(file.path, { limitInputPixels: false }).metadata().catch(() => undefined);
      const ext = meta?.format && EXTENSIONS[meta.format];
      if (!meta || !ext) throw notAnImage(file.fieldname, Messages.selectImageFile);
      if ((meta.width ?? 0) * (meta.height ?? 0) * (meta.pages ?? 1) > IMAGE_MAX_PIXELS) throw notAnImage(file.fieldname, Messages.imageTooManyPixels);
      // a header alone is not an image: decode it all (shrunk while decoding, so memory stays small)
      const decodes = await sharp(file.path, { limitInputPixels: IMAGE_MAX_PIXELS }).resize(64, 64, { fit: 'inside' }).toBuffer().then(() => true, () => false);
      if (!decodes) throw notAnImage(file.fieldname, Messages.selectImageFile);
      exts.push(ext);
    }
    return exts;
  }

  /** Checks then moves the files into place with their variants; answers their public URLs in order. */
  async save(folder: string, files: UploadedImage[], limits: ImageLimits = {}): Promise<string[]> {
    const exts = await this.check(files, limits);
    const urls: string[] = [];
    try {
      for (let i = 0; i < files.length; i++) urls.push(await this.keepImage(folder, files[i], exts[i]));
    } catch (err) {
      await this.discard(urls);
      throw err;
    }
    return urls;
  }

  /** Makes the variants from the temporary file, then moves it into place; nothing stays if either fails. */
  private async keepImage(folder: string, file: UploadedImage, ext: string): Promise<string> {
    await reencode(file.path, ext);
    const size = await uprightSize(file.path);
    if (!size) return this.keep(folder, file, ext);
    const dir = join(this.config.uploadDir, folder);
    await mkdir(dir, { recursive: true });
    const name = sizedImageName(randomUUID(), size.width, size.height, ext);
    const variants = await writeVariants(file.path, join(dir, name.slice(0, -ext.length - 1)), size.width);
    try {
      return await this.keep(folder, file, ext, name);
    } catch (err) {
      await Promise.all(variants.map((path) => unlink(path).catch(() => undefined)));
      throw err;
    }
  }

  /** Moves an uploaded file (already checked by its caller) into place under a server-chosen name; answers its URL. */
  async keep(folder: string, file: UploadedImage, ext: string, name = `${randomUUID()}.${ext}`): Promise<string> {
    const dir = join(this.config.uploadDir, folder);
    await mkdir(dir, { recursive: true });
    const target = join(dir, name);
    await rename(file.path, target).catch(async (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EXDEV') throw err;
      await copyFile(file.path, target);
    });
    return `/uploads/${folder}/${name}`;
  }

  /** The first bytes of an uploaded file (for formats sharp does not read, e.g. videos). */
  async head(file: UploadedImage, bytes: number): Promise<Buffer> {
    const handle = await open(file.path, 'r');
    try {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(bytes), 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  /** Writes an image the server made itself (seed data); answers its URL. */
  async saveBuffer(folder: string, buffer: Buffer, ext: string): Promise<string> {
    const dir = join(this.config.uploadDir, folder);
    await mkdir(dir, { recursive: true });
    const name = `${randomUUID()}.${ext}`;
    await writeFile(join(dir, name), buffer);
    return `/uploads/${folder}/${name}`;
  }

  /** Removes stored files by URL, with their variants; URLs outside /uploads (external links) and missing files are ignored. */
  async discard(urls: (string | null | undefined)[]): Promise<void> {
    for (const url of urls.flatMap((u) => [u, ...imageVariantUrls(u)])) {
      const path = this.pathOf(url);
      if (path) await unlink(path).catch(() => undefined);
    }
  }

  private pathOf(url: string | null | undefined): string | null {
    if (!url || !url.startsWith('/uploads/')) return null;
    const rel = normalize(url.slice('/uploads/'.length));
    if (rel.startsWith('..')) return null;
    return join(this.config.uploadDir, rel);
  }
}
