import { createHash } from 'node:crypto';
import { hmacHex, signatureMatches } from '../../common/hmac';
import QRCode from 'qrcode';

const signature = (ticketId: string, secret: string) => Buffer.from(hmacHex(secret, `ticket:${ticketId}`), 'hex');

/** The only thing a ticket's QR code carries: base64url(ticketId).base64url(HMAC-SHA256 with the ticket secret). */
export function signTicketToken(ticketId: string, secret: string): string {
  return `${Buffer.from(ticketId).toString('base64url')}.${signature(ticketId, secret).toString('base64url')}`;
}

/** The ticket id of a genuine token, or null for anything forged or malformed. */
export function verifyTicketToken(token: string, secret: string): string | null {
  const [idPart, sigPart, ...rest] = token.split('.');
  if (!idPart || !sigPart || rest.length) return null;
  const ticketId = Buffer.from(idPart, 'base64url').toString();
  const given = Buffer.from(sigPart, 'base64url').toString('hex');
  return signatureMatches(given, signature(ticketId, secret).toString('hex')) ? ticketId : null;
}

/** What the check-in list gives a scanner for checking offline: SHA-256 of the token, hex (the token itself stays secret). */
export const ticketTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** One rendering for the list's data URL and the PDF's image, so both show the same code. */
export const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 1, width: 240 } as const;

export const ticketQrDataUrl = (token: string): Promise<string> => QRCode.toDataURL(token, QR_OPTIONS);
export const ticketQrPng = (token: string): Promise<Buffer> => QRCode.toBuffer(token, { ...QR_OPTIONS, type: 'png' });
