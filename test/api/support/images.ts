import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A real PNG of the given size, made in memory. */
export function pngBuffer(width = 32, height = 32, color = { r: 200, g: 40, b: 90 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
}

/** Bytes that claim to be an image by name and type but are not. */
export const fakeImage = Buffer.from('this is not an image, whatever its name says');

/** A real JPEG at least `bytes` long: a small picture followed by padding, which decoders ignore after the end marker. */
export async function bigJpeg(bytes: number): Promise<Buffer> {
  const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 10, g: 120, b: 200 } } }).jpeg().toBuffer();
  return Buffer.concat([picture, Buffer.alloc(Math.max(0, bytes - picture.length))]);
}

/** A pixel bomb: a tiny, valid PNG whose header declares 60000 x 60000 pixels (checksum fixed, so decoders read it). */
export async function pixelBombPng(): Promise<Buffer> {
  const png = await pngBuffer(1, 1);
  png.writeUInt32BE(60000, 16);
  png.writeUInt32BE(60000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
