/**
 * Responsive images without a lookup: a stored picture is named `<base>-<width>x<height>.<ext>` (its
 * upright size), and its variants sit beside it as `<base>-<width>x<height>-w<w>.avif|webp`. So
 * anyone holding the URL knows the picture's size and which variants exist; a URL without the size
 * (an external link, an animated image, a file stored before variants) has none and is shown as is.
 */

/** Variant widths in CSS pixels; a narrower picture stops at its own width (never upscaled). */
export const IMAGE_WIDTHS = [400, 800, 1200, 1600] as const;
/** Best first: a <picture> offers them in this order. */
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

const SIZED = /^(\/uploads\/(?:[^/?#]+\/)*[^/?#]+)-([1-9]\d{0,4})x([1-9]\d{0,4})\.([a-z0-9]+)$/i;

/** The widths made for a picture `width` pixels wide: the standard ones below it, then its own (at most the largest). */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]);
  return [...IMAGE_WIDTHS.filter((w) => w < largest), largest];
}

/** The stored name of a picture of this size: `<base>-<width>x<height>.<ext>`. */
export const sizedImageName = (base: string, width: number, height: number, ext: string) => `${base}-${width}x${height}.${ext}`;

export interface ResponsiveImage {
  url: string;
  width: number;
  height: number;
  widths: number[];
  /** `srcset` per format, e.g. `… -w400.avif 400w, … -w800.avif 800w`. */
  srcset: Record<ImageFormat, string>;
}

/** A stored picture's size and variants, or null when its URL does not name them. */
export function responsiveImage(url: string | null | undefined): ResponsiveImage | null {
  const m = url ? SIZED.exec(url) : null;
  if (!m) return null;
  const [, base, w, h] = m;
  const width = Number(w);
  const height = Number(h);
  const stem = `${base}-${width}x${height}`;
  const widths = variantWidths(width);
  const srcsetOf = (format: ImageFormat) => widths.map((vw) => `${stem}-w${vw}.${format} ${vw}w`).join(', ');
  return { url: url!, width, height, widths, srcset: { avif: srcsetOf('avif'), webp: srcsetOf('webp') } };
}

/** Every variant URL of a stored picture (none when its URL does not name its size). */
export function imageVariantUrls(url: string | null | undefined): string[] {
  const image = responsiveImage(url);
  if (!image) return [];
  const stem = image.url.slice(0, image.url.lastIndexOf('.'));
  return IMAGE_FORMATS.flatMap((format) => image.widths.map((w) => `${stem}-w${w}.${format}`));
}

/** The variant of `url` for a width and format (the caller knows it exists from `responsiveImage`). */
export function imageVariantUrl(url: string, width: number, format: ImageFormat): string {
  return `${url.slice(0, url.lastIndexOf('.'))}-w${width}.${format}`;
}

/** The smallest variant at least `width` wide (else the largest), WebP, or the URL itself when it has none. */
export function smallImageUrl(url: string, width: number = IMAGE_WIDTHS[0]): string {
  const image = responsiveImage(url);
  if (!image) return url;
  return imageVariantUrl(url, image.widths.find((w) => w >= width) ?? image.widths[image.widths.length - 1], 'webp');
}

/**
 * `sizes` of each place a picture is shown on the public site (CSS pixels it takes at each viewport),
 * here because the server's preload links must name exactly what the page's <picture> will pick.
 */
export const IMAGE_SIZES = {
  /** The home page's full-width carousel. */
  hero: '100vw',
  /** The event page's banner: two thirds of the 1200 px container from 900 px, the full width below. */
  banner: '(min-width: 1200px) 776px, (min-width: 900px) 66vw, 100vw',
  /** A card in a grid of up to four columns. */
  card: '(min-width: 1200px) 300px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw',
  /** A picture in a grid of up to three columns (venues, artists, videos). */
  tile: '(min-width: 1200px) 400px, (min-width: 600px) 50vw, 100vw',
} as const;
