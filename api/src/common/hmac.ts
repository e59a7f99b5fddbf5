import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `data` with `secret`, hex: one-time codes, payment signatures and ticket tokens. */
export const hmacHex = (secret: string, data: string | Buffer) => createHmac('sha256', secret).update(data).digest('hex');

/** Constant-time comparison of a received signature with the expected one. */
export function signatureMatches(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
