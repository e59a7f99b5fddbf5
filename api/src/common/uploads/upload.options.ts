import { CallHandler, ExecutionContext, Injectable, NestInterceptor, PayloadTooLargeException, Type, UseInterceptors } from '@nestjs/common';
import { catchError, mergeMap, Observable } from 'rxjs';
import type { Application, Request } from 'express';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { StorageEngine } from 'multer';
import { IMAGE_MAX_BYTES, Messages, VIDEO_MAX_BYTES } from '@marketplace/shared-dto';

/** Where uploads land while a request runs: under UPLOAD_DIR (so keeping one is a rename), hidden from /uploads. */
export const incomingDir = (uploadDir: string) => join(uploadDir, '.incoming');
const INCOMING_KEY = 'incomingUploadDir';

/** Each file's cap, by form field: videos on the performer form, images everywhere else. */
const limitOf = (field: string) =>
  field === 'videoFiles' ? { bytes: VIDEO_MAX_BYTES, message: Messages.videoTooLarge } : { bytes: IMAGE_MAX_BYTES, message: Messages.bannerTooLarge };

/**
 * Streams each file to a temporary file, counting bytes as they arrive: the first file past its cap
 * stops the request with 413 (multer then drains the rest and removes what was written).
 */
const streamingDiskStorage: StorageEngine = {
  _handleFile(req: Request, file, cb) {
    const dir = req.app.locals[INCOMING_KEY] as string;
    const path = join(dir, randomUUID());
    const limit = limitOf(file.fieldname);
    mkdir(dir, { recursive: true, mode: 0o700 }).then(() => {
      const out = createWriteStream(path, { flags: 'wx', mode: 0o600 });
      let size = 0;
      let failed = false;
      const fail = (err: Error) => {
        if (failed) return;
        failed = true;
        file.stream.unpipe(out);
        file.stream.resume();
        out.destroy();
        void rm(path, { force: true }).finally(() => cb(err));
      };
      file.stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limit.bytes) fail(new PayloadTooLargeException(limit.message));
      });
      file.stream.on('error', fail);
      out.on('error', fail);
      out.on('finish', () => { if (!failed) cb(null, { path, size }); });
      file.stream.pipe(out);
    }, cb);
  },
  _removeFile(_req, file, cb) {
    rm(file.path, { force: true }).then(() => cb(null), cb);
  },
};

/** Multer options for every multipart endpoint; the per-request counts keep a form from opening thousands of files. */
export const UPLOAD_OPTIONS = {
  storage: streamingDiskStorage,
  limits: { fileSize: VIDEO_MAX_BYTES, files: 40, fields: 200 },
};

/** Points the storage at UPLOAD_DIR/.incoming. */
export function useIncomingUploads(app: Application, uploadDir: string): void {
  app.locals[INCOMING_KEY] = incomingDir(uploadDir);
}

/**
 * Removes whatever a request left in the temporary folder before its answer goes out, on success and on
 * failure alike (a kept file was already moved out). Multer removes the files itself when it fails.
 */
@Injectable()
export class UploadCleanupInterceptor implements NestInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = ctx.switchToHttp().getRequest<Request>();
    const cleanup = () => Promise.all(uploadedFiles(req).map((f) => rm(f.path, { force: true })));
    return next.handle().pipe(
      mergeMap(async (value) => { await cleanup(); return value; }),
      catchError(async (err) => { await cleanup(); throw err; }),
    );
  }
}

function uploadedFiles(req: Request): { path: string }[] {
  if (req.file) return [req.file];
  if (!req.files) return [];
  return Array.isArray(req.files) ? req.files : Object.values(req.files).flat();
}

/**
 * A multipart endpoint's interceptors (multer's first), inside UploadCleanupInterceptor. Only these endpoints have
 * an interceptor: a route without one skips Nest's interceptor chain (rxjs and an async resource per request),
 * which a global one cost every request, holds included.
 */
export const UseUploadInterceptors = (...interceptors: (Type<NestInterceptor> | NestInterceptor)[]) =>
  UseInterceptors(UploadCleanupInterceptor, ...interceptors);
