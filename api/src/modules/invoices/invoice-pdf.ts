import { amountInWords, formatAmount, gstStateName, INVOICE_KIND_LABELS, paiseToRupees } from '@marketplace/shared-dto';
import { newPdf, writeText } from '../../common/pdf/pdf-text';
import type { InvoiceView } from './invoices.repository';

const MARGIN = 36;
const GREY = '#666666';
const INK = '#111111';

/** '1,241.00': amounts in the table (the ₹ is in its header). */
const figure = (paise: number) => formatAmount(paiseToRupees(paise)).replace(/^₹/, '');
/** '₹1,241.00' */
const money = (paise: number) => formatAmount(paiseToRupees(paise));
const state = (code: string | null) => (code ? `${gstStateName(code) ?? code} (${code})` : '-');

/** The table's columns: header, width (points), alignment. */
const COLUMNS = [
  { header: '#', width: 16, align: 'left' },
  { header: 'Description', width: 134, align: 'left' },
  { header: 'SAC', width: 40, align: 'left' },
  { header: 'Qty', width: 24, align: 'right' },
  { header: 'Taxable value (₹)', width: 60, align: 'right' },
  { header: 'Rate', width: 28, align: 'right' },
  { header: 'CGST (₹)', width: 52, align: 'right' },
  { header: 'SGST (₹)', width: 52, align: 'right' },
  { header: 'IGST (₹)', width: 52, align: 'right' },
  { header: 'Amount (₹)', width: 62, align: 'right' },
] as const;

/**
 * An A4 tax invoice, bill of supply or credit note with every field of rule 46 of the CGST Rules (rule 49 for a
 * bill of supply, rule 53 for a credit note): supplier's legal name, address and GSTIN; number and date;
 * buyer's name and phone; place of supply with its state name and code; per line the description, SAC, quantity,
 * taxable value (after discount), rate and CGST/SGST/IGST; the total in figures and in words; reverse charge; the
 * supplier's authorised signatory. Drawn from the stored row alone.
 */
export function renderInvoicePdf(inv: InvoiceView): Promise<Buffer> {
  const title = INVOICE_KIND_LABELS[inv.kind];
  const { doc, bytes } = newPdf({ size: 'A4', margin: MARGIN, info: { Title: `${title} ${inv.number}`, Subject: `Order ${inv.orderNo}`, Author: inv.supplierLegalName } });
  const width = doc.page.width - 2 * MARGIN;
  const line = (label: string, value: string, options: PDFKit.Mixins.TextOptions = {}) =>
    writeText(doc, [{ text: `${label}: `, color: GREY }, { text: value, color: INK }], options);

  doc.fontSize(18);
  writeText(doc, [{ text: title.toUpperCase(), color: INK }]);
  doc.fontSize(8);
  writeText(doc, [{ text: inv.kind === 'credit_note' ? 'Issued under section 34 of the CGST Act' : 'Original for recipient', color: GREY }]);
  doc.moveDown(1);

  // supplier (left) and the document's particulars (right)
  const top = doc.y;
  const half = width / 2 - 8;
  doc.fontSize(10);
  writeText(doc, [{ text: 'Supplier', color: GREY }], { width: half });
  doc.fontSize(11);
  writeText(doc, [{ text: inv.supplierLegalName, color: INK }], { width: half });
  doc.fontSize(9);
  if (inv.supplierAddress) writeText(doc, [{ text: inv.supplierAddress, color: INK }], { width: half });
  line('GSTIN', inv.supplierGstin ?? 'Not registered under GST', { width: half });
  line('State', state(inv.supplierStateCode), { width: half });
  const leftEnd = doc.y;

  doc.x = MARGIN + width / 2 + 8;
  doc.y = top;
  const right = { width: half };
  line(inv.kind === 'credit_note' ? 'Credit note no' : inv.kind === 'bill_of_supply' ? 'Bill no' : 'Invoice no', inv.number, right);
  line('Date of issue', inv.issueDate, right);
  if (inv.kind === 'credit_note') line('Against invoice', `${inv.reversesNumber ?? '-'} dated ${inv.reversesDate ?? '-'}`, right);
  line('Order no', inv.orderNo, right);
  line('Place of supply', state(inv.placeOfSupply), right);
  line('Tax payable on reverse charge', 'No', right);
  doc.x = MARGIN;
  doc.y = Math.max(leftEnd, doc.y) + 12;

  doc.fontSize(10);
  writeText(doc, [{ text: 'Recipient', color: GREY }]);
  doc.fontSize(9);
  line('Name', inv.buyerName?.trim() || '-');
  line('Phone', inv.buyerPhone ?? '-');
  line('State', state(inv.buyerStateCode));
  doc.moveDown(1);

  // the lines
  const rule = (y: number) => doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.5).strokeColor('#BBBBBB').stroke();
  const row = (cells: string[], color: string) => {
    const y = doc.y;
    let x = MARGIN;
    let bottom = y;
    cells.forEach((text, i) => {
      const c = COLUMNS[i];
      doc.x = x;
      doc.y = y;
      writeText(doc, [{ text, color }], { width: c.width - 4, align: c.align });
      bottom = Math.max(bottom, doc.y);
      x += c.width;
    });
    doc.x = MARGIN;
    doc.y = bottom + 4;
  };
  doc.fontSize(8);
  rule(doc.y - 2);
  row(COLUMNS.map((c) => c.header), GREY);
  rule(doc.y - 2);
  inv.lines.forEach((l, i) => {
    if (doc.y > doc.page.height - 200) doc.addPage();
    const discount = l.discount ? `\nbefore a discount of ${figure(l.discount)}` : '';
    const unit = l.quantity && l.unitPrice !== null ? ` (${l.quantity} × ${figure(l.unitPrice)})` : '';
    row([
      String(i + 1), `${l.description}${unit}${discount}`, l.sac, l.quantity === null ? '' : String(l.quantity), figure(l.taxable), `${l.rate}%`,
      figure(l.cgst), figure(l.sgst), figure(l.igst), figure(l.amount),
    ], INK);
  });
  rule(doc.y - 2);
  row(['', 'Total', '', '', figure(inv.taxablePaise), '', figure(inv.cgstPaise), figure(inv.sgstPaise), figure(inv.igstPaise), figure(inv.totalPaise)], INK);
  rule(doc.y - 2);
  doc.moveDown(0.5);

  // the summary, a line per figure: taxable value, each head of GST at its rate when the lines share one, total
  doc.fontSize(9);
  const head = (name: string, paise: number, share: number) => line(`${name}${inv.rate === null || !paise ? '' : ` @ ${share}%`}`, money(paise));
  line('Taxable value', money(inv.taxablePaise));
  head('CGST', inv.cgstPaise, (inv.rate ?? 0) / 2);
  head('SGST', inv.sgstPaise, (inv.rate ?? 0) / 2);
  head('IGST', inv.igstPaise, inv.rate ?? 0);
  doc.fontSize(12);
  line('Total', money(inv.totalPaise));
  doc.fontSize(9);
  line('In words', amountInWords(inv.totalPaise));
  doc.moveDown(0.5);
  doc.fontSize(8);
  const notes = [
    inv.kind === 'bill_of_supply'
      ? inv.supplierGstin ? 'Bill of supply: the supply is exempt from GST; no tax is charged.' : 'Bill of supply: the supplier is not registered under GST; no tax is charged.'
      : null,
    inv.kind === 'credit_note' ? `Reverses, for a refund to the buyer, ${money(inv.totalPaise)} of invoice ${inv.reversesNumber ?? ''} with its tax in proportion.` : null,
    'Prices include GST.',
  ].filter((n): n is string => !!n);
  for (const note of notes) writeText(doc, [{ text: note, color: GREY }]);
  doc.moveDown(2);
  doc.fontSize(9);
  writeText(doc, [{ text: `For ${inv.supplierLegalName}`, color: INK }], { align: 'right' });
  writeText(doc, [{ text: 'Authorised signatory (this document is computer generated and needs no signature)', color: GREY }], { align: 'right' });
  doc.end();
  return bytes;
}
