import { smallImageUrl } from '@marketplace/shared-dto';

/**
 * An image or file path as the browser can load it from any of the three apps: absolute URLs, data:
 * and blob: URLs and root-relative paths as they are; stored paths like 'uploads/x.jpg' (or './uploads/x.jpg')
 * made root-relative, since the apps live under /, /vendor/ and /admin/ (spec section 7). Undefined when empty.
 */
export function assetUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:|\/)/.test(path)) return path;
  return `/${path.replace(/^\.?\//, '')}`;
}

/**
 * For small fixed-size pictures (thumbnails, avatars): the stored picture's WebP variant at least `width`
 * pixels wide (by default the smallest, 400 px) where it has variants, else the picture itself.
 */
export function thumbnailUrl(path: string | null | undefined, width?: number): string | undefined {
  const url = assetUrl(path);
  return url && smallImageUrl(url, width);
}
