import type { IncomingMessage } from 'node:http';
import Negotiator from 'negotiator';

export type ContentCoding = 'br' | 'gzip';

/**
 * The compressed coding to send, from those `available` in our order of preference, that the client's
 * Accept-Encoding takes (`br;q=0` refuses br); null means the bytes as they are.
 */
export function acceptedCoding(req: IncomingMessage, available: readonly ContentCoding[]): ContentCoding | null {
  const accepted = new Set(new Negotiator(req).encodings([...available]));
  return available.find((coding) => accepted.has(coding)) ?? null;
}
