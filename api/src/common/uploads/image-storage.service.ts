import { BadRequestException, Inject, Injectable, PayloadTooLargeException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES, Messages } from '@marketplace/shared-dto';
import { APP_CONFIG, AppConfig } from '../../config/app.config';

/** What multer hands us (memory storage). */
export interface UploadedImage {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

export interface ImageLimits {
  maxBytes?: number;
  tooLargeMessage?: string;
}

const EXTENSIONS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', avif: 'avif', svg: 'svg', heif: 'heic' };

/**
 * Stores uploaded images under UPLOAD_DIR/<folder>/ with server-chosen names and answers `/uploads/...` URLs.
 * Files are checked by content (sharp must decode them), not by name or declared type. Check everything
 * first (`check`), then write (`save`), and `discard` what was written if the database step fails, so a
 * rejected request leaves nothing behind.
 */
@Injectable()
export class ImageStorage {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Throws 400/413 with the spec's words unless every file is an image within the limit. Answers each file's extension. */
  async check(files: UploadedImage[], limits: ImageLimits = {}): Promise<string[]> {
    const maxBytes = limits.maxBytes ?? IMAGE_MAX_BYTES;
    const exts: string[] = [];
    for (const file of files) {
      if (file.size > maxBytes || file.buffer.length > maxBytes) {
        throw new PayloadTooLargeException(limits.tooLargeMessage ?? Messages.bannerTooLarge);
      }
      const format = await sharp(file.buffer).metadata().then((m) => m.format as string | undefined, () => undefined);
      const ext = format && EXTENSIONS[format];
      if (!ext) throw new BadRequestException({ message: Messages.selectImageFile, details: { [file.fieldname]: Messages.selectImageFile } });
      exts.push(ext);
    }
    return exts;
  }

  /** Checks then writes the files; answers their public URLs in order. */
  async save(folder: string, files: UploadedImage[], limits: ImageLimits = {}): Promise<string[]> {
    const exts = await this.check(files, limits);
    const dir = join(this.config.uploadDir, folder);
    await mkdir(dir, { recursive: true });
    const urls: string[] = [];
    try {
      for (let i = 0; i < files.length; i++) {
        const name = `${randomUUID()}.${exts[i]}`;
        await writeFile(join(dir, name), files[i].buffer, { flag: 'wx' });
        urls.push(`/uploads/${folder}/${name}`);
      }
    } catch (err) {
      await this.discard(urls);
      throw err;
    }
    return urls;
  }

  /** Writes an image the server made itself (seed data); answers its URL. */
  async saveBuffer(folder: string, buffer: Buffer, ext: string): Promise<string> {
    const dir = join(this.config.uploadDir, folder);
    await mkdir(dir, { recursive: true });
    const name = `${randomUUID()}.${ext}`;
    await writeFile(join(dir, name), buffer);
    return `/uploads/${folder}/${name}`;
  }

  /** Removes stored files by URL; URLs outside /uploads (external links) and missing files are ignored. */
  async discard(urls: (string | null | undefined)[]): Promise<void> {
    for (const url of urls) {
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
