import { memoryStorage } from 'multer';

/**
 * Multer options for every multipart endpoint: files stay in memory until ImageStorage has checked
 * them (nothing touches the disk for a rejected request). The hard cap is above every spec limit so
 * the per-field limits in ImageStorage answer with the spec's own messages.
 */
export const UPLOAD_OPTIONS = {
  storage: memoryStorage(),
  limits: { fileSize: 25 * 1024 * 1024, files: 40, fields: 200 },
};
