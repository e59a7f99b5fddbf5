import { newPdf, writeText } from '../../common/pdf/pdf-text';
import { cancellationPolicy, DEFAULT_TIMEZONE, BookingPrice, formatRupees } from '@marketplace/shared-dto';

export interface TicketContent {
  eventTitle: string;
  startsAt: Date;
  timezone: string;
  sessionLabel: string | null;
  venue: string;
  buyerName: string;
  /** The stored breakdown, rupees. */
  price: BookingPrice;
  bookingId: string;
  orderNo: string;
  /** A page each, in order; `seat`: a reserved seat's label ('Stalls · Row F · Seat 12'), null for general admission. */
  tickets: { number: string; ticketType: string; holderName: string; seat: string | null; qrPng: Buffer }[];
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

/**
 * An A5 e-ticket: a first page with the order and its price breakdown, then a page per ticket with what
 * the door staff and the holder need ('Ticket k of N') and the QR code of that ticket's signed token.
 */
export function renderTicketPdf(t: TicketContent): Promise<Buffer> {
  const { doc, bytes } = newPdf({ size: 'A5', margin: 36, info: { Title: `Ticket ${t.orderNo}`, Subject: t.eventTitle, Author: 'Utsav' } });
  const money = formatRupees;
  const line = (label: string, value: string) => writeText(doc, [{ text: `${label}: `, color: '#666666' }, { text: value, color: '#111111' }]);
  const when = `${formatTicketDate(t.startsAt, t.timezone)}${t.sessionLabel ? ` (${t.sessionLabel})` : ''}`;
  const heading = (kicker: string) => {
    doc.fontSize(10);
    writeText(doc, [{ text: kicker, color: '#888888' }]);
    doc.moveDown(0.5).fontSize(18);
    writeText(doc, [{ text: t.eventTitle, color: '#111111' }]);
    doc.moveDown(0.5).fontSize(11);
    line('Date', when);
    line('Venue', t.venue);
  };

  heading('Utsav order summary');
  line('Booked by', t.buyerName);
  line('Order no', t.orderNo);
  line('Booking id', t.bookingId);
  doc.moveDown(1);
  for (const l of t.price.lines) line(`${l.name} × ${l.quantity} at ${money(l.unitPrice)}`, money(l.amount));
  line('Subtotal', money(t.price.subtotal));
  if (t.price.discount) line(t.price.promo ? `Promo code ${t.price.promo.code}` : 'Group discount', `-${money(t.price.discount)}`);
  line('Convenience fee', money(t.price.convenience));
  if (t.price.delivery) line('Delivery', money(t.price.delivery));
  if (t.price.donation) line('Donation', money(t.price.donation));
  doc.fontSize(13);
  line('Total', money(t.price.total));
  doc.fontSize(9).moveDown(1);
  writeText(doc, [{ text: `${t.tickets.length} ticket${t.tickets.length === 1 ? '' : 's'} follow, one a page. Tickets cannot be exchanged. ${cancellationPolicy(t.cancelCutoffHours)} A photo ID is needed at entry.`, color: '#666666' }]);

  t.tickets.forEach((ticket, i) => {
    doc.addPage();
    heading(`Utsav e-ticket (M-Ticket): Ticket ${i + 1} of ${t.tickets.length}`);
    line('Type', ticket.ticketType);
    if (ticket.seat) line('Seat', ticket.seat);
    line('Holder', ticket.holderName);
    line('Ticket no', ticket.number);
    doc.moveDown(1);
    const size = 200;
    doc.image(ticket.qrPng, (doc.page.width - size) / 2, doc.y, { width: size, height: size });
    doc.y += size + 8;
    doc.fontSize(9);
    writeText(doc, [{ text: 'Show this code at the entrance. It lets one person in once.', color: '#666666' }], { align: 'center' });
  });
  doc.end();
  return bytes;
}
