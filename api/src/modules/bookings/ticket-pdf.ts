import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { cancellationPolicy, DEFAULT_TIMEZONE, formatRupees } from '@marketplace/shared-dto';

export interface TicketContent {
  eventTitle: string;
  startsAt: Date;
  timezone: string;
  sessionLabel: string | null;
  venue: string;
  holderName: string;
  quantity: number;
  /** 'Gold × 2, Silver × 1' */
  tickets: string;
  totalRupees: number;
  bookingId: string;
  orderNo: string;
  qrPng: Buffer;
  cancelCutoffHours: number;
}

/** 'DD MMM YYYY, HH:mm' in the event's time zone (Asia/Kolkata unless it says otherwise). */
export function formatTicketDate(date: Date, timeZone = DEFAULT_TIMEZONE): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}`;
}

/** The PDF standard fonts have no rupee sign; DejaVu Sans (Debian's fonts-dejavu-core) has it. */
const RUPEE_FONT = ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/TTF/DejaVuSans.ttf'].find((f) => existsSync(f));

/** An A5 e-ticket: what the door staff and the holder need, and the QR code of the signed token. */
export function renderTicketPdf(t: TicketContent): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A5', margin: 36, info: { Title: `Ticket ${t.orderNo}`, Subject: t.eventTitle, Author: 'Utsav' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (RUPEE_FONT) doc.registerFont('body', RUPEE_FONT);
  const body = RUPEE_FONT ? 'body' : 'Helvetica';
  const total = RUPEE_FONT ? formatRupees(t.totalRupees) : `INR ${t.totalRupees.toFixed(2)}`;

  doc.font(body).fontSize(10).fillColor('#888888').text('Utsav e-ticket (M-Ticket)');
  doc.moveDown(0.5).fontSize(18).fillColor('#111111').text(t.eventTitle);
  doc.moveDown(0.5).fontSize(11);
  const line = (label: string, value: string) => doc.fillColor('#666666').text(`${label}: `, { continued: true }).fillColor('#111111').text(value);
  line('Date', `${formatTicketDate(t.startsAt, t.timezone)}${t.sessionLabel ? ` (${t.sessionLabel})` : ''}`);
  line('Venue', t.venue);
  line('Holder', t.holderName);
  line('Tickets', t.tickets ? `${t.tickets} (${t.quantity})` : String(t.quantity));
  line('Total', total);
  line('Order no', t.orderNo);
  line('Booking id', t.bookingId);

  doc.moveDown(1);
  const size = 170;
  doc.image(t.qrPng, (doc.page.width - size) / 2, doc.y, { width: size, height: size });
  doc.y += size + 8;
  doc.fontSize(9).fillColor('#666666').text('Show this code at the entrance.', { align: 'center' });
  doc.moveDown(1).text(`Tickets cannot be exchanged. ${cancellationPolicy(t.cancelCutoffHours)} A photo ID is needed at entry.`, { align: 'center' });
  doc.end();
  return done;
}
