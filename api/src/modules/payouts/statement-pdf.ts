import { formatAmount, paiseToRupees, type Settlement } from '@marketplace/shared-dto';
import { newPdf, writeText } from '../../common/pdf/pdf-text';
import { istTime } from '../bookings/bookings-csv';
import type { SettledBooking } from './settlements-csv';

const MARGIN = 40;
const GREY = '#666666';
const INK = '#111111';
const money = (paise: number) => formatAmount(paiseToRupees(paise));

/** The statement's lines, in the order money flows. */
const FIGURES: [keyof Settlement, string][] = [
  ['paid', 'Paid by buyers'],
  ['refunds', 'Refunded to buyers'],
  ['convenience', 'Convenience fees (the marketplace’s)'],
  ['donation', 'Donations'],
  ['ticketRevenue', 'Ticket revenue after refunds'],
  ['commission', 'Commission'],
  ['commissionGst', 'GST on commission (18%)'],
  ['tcs', 'TCS (0.5%)'],
  ['payable', 'Payable to the organiser'],
];

/** Booking table: header and width (points), 515 with the gaps (A4 less the margins); amounts right-aligned. */
const COLUMNS: [string, number][] = [['Order no', 95], ['Booked (IST)', 75], ['Paid', 75], ['Refunds', 70], ['Commission + GST + TCS', 110], ['Payable', 70]];

/**
 * An A4 settlement statement of one event for its organiser: the totals line by line (paid = refunds + fees +
 * donation + commission + its GST + TCS + payable), then every booking. Drawn from the same settled bookings as
 * the JSON and the CSV.
 */
export function renderStatementPdf(input: { vendorName: string; eventTitle: string; settled: SettledBooking[]; totals: Settlement }): Promise<Buffer> {
  const { doc, bytes } = newPdf({ size: 'A4', margin: MARGIN, info: { Title: `Settlement statement: ${input.eventTitle}`, Author: 'Utsav' } });
  const width = doc.page.width - 2 * MARGIN;
  doc.fontSize(18);
  writeText(doc, [{ text: 'Settlement statement', color: INK }]);
  doc.fontSize(10);
  writeText(doc, [{ text: 'Organiser: ', color: GREY }, { text: input.vendorName, color: INK }]);
  writeText(doc, [{ text: 'Event: ', color: GREY }, { text: input.eventTitle, color: INK }]);
  writeText(doc, [{ text: 'Drawn up: ', color: GREY }, { text: `${istTime(new Date())} IST`, color: INK }]);
  doc.moveDown(1);

  doc.fontSize(11);
  for (const [key, label] of FIGURES) {
    const y = doc.y;
    writeText(doc, [{ text: label, color: key === 'payable' ? INK : GREY }], { width: width - 140 });
    doc.y = y;
    writeText(doc, [{ text: money(input.totals[key]), color: INK }], { width, align: 'right' });
  }
  doc.moveDown(1);

  doc.fontSize(8);
  const row = (cells: string[], color: string) => {
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc.x = x;
      doc.y = y;
      writeText(doc, [{ text: cell, color }], { width: COLUMNS[i][1], align: i >= 2 ? 'right' : 'left', lineBreak: false });
      x += COLUMNS[i][1] + 4;
    });
    doc.x = MARGIN;
    doc.y = y + 12;
    if (doc.y > doc.page.height - MARGIN - 12) doc.addPage();
  };
  row(COLUMNS.map(([header]) => header), GREY);
  for (const { row: b, settlement: s } of input.settled) {
    row([b.orderNo, istTime(b.createdAt), money(s.paid), money(s.refunds), money(s.commission + s.commissionGst + s.tcs), money(s.payable)], INK);
  }
  doc.end();
  return bytes;
}
