import sharp from 'sharp';

/** A real PNG of the given size, made in memory. */
export function pngBuffer(width = 32, height = 32, color = { r: 200, g: 40, b: 90 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
}

/** Bytes that claim to be an image by name and type but are not. */
export const fakeImage = Buffer.from('this is not an image, whatever its name says');

/** A file over `bytes` long that is a real JPEG (noise so it does not compress). */
export async function bigJpeg(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 1.5));
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } }).jpeg({ quality: 100 }).toBuffer();
}
