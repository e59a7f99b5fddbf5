import { amountInWords, formatAmount, gstStateName, invoiceKindLabel, paiseToRupees, type Locale } from '@marketplace/shared-dto';
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

/** The table's columns: width (points), alignment (their headers are the language's `columns`). */
const COLUMNS = [
  { width: 16, align: 'left' }, { width: 134, align: 'left' }, { width: 40, align: 'left' }, { width: 24, align: 'right' },
  { width: 60, align: 'right' }, { width: 28, align: 'right' }, { width: 52, align: 'right' }, { width: 52, align: 'right' },
  { width: 52, align: 'right' }, { width: 62, align: 'right' },
] as const;

/**
 * The document's fixed words in the buyer's language (the organiser's and the back office's copies are English).
 * What the row holds (names, addresses, line descriptions) and the tax terms' abbreviations (GSTIN, SAC, CGST) stay
 * as they are; the total in words is English in both, as the GST rules' examples write it.
 */
const WORDS = {
  en: {
    columns: ['#', 'Description', 'SAC', 'Qty', 'Taxable value (₹)', 'Rate', 'CGST (₹)', 'SGST (₹)', 'IGST (₹)', 'Amount (₹)'],
    creditNoteBasis: 'Issued under section 34 of the CGST Act', original: 'Original for recipient', supplier: 'Supplier',
    notRegistered: 'Not registered under GST', state: 'State', creditNoteNo: 'Credit note no', billNo: 'Bill no', invoiceNo: 'Invoice no',
    issued: 'Date of issue', against: 'Against invoice', dated: (no: string, date: string) => `${no} dated ${date}`, orderNo: 'Order no',
    placeOfSupply: 'Place of supply', reverseCharge: 'Tax payable on reverse charge', no: 'No', recipient: 'Recipient', name: 'Name', phone: 'Phone',
    beforeDiscount: (amount: string) => `before a discount of ${amount}`, total: 'Total', taxable: 'Taxable value', inWords: 'In words',
    exempt: 'Bill of supply: the supply is exempt from GST; no tax is charged.',
    unregistered: 'Bill of supply: the supplier is not registered under GST; no tax is charged.',
    reverses: (amount: string, no: string) => `Reverses, for a refund to the buyer, ${amount} of invoice ${no} with its tax in proportion.`,
    gstIncluded: 'Prices include GST.', for: (name: string) => `For ${name}`,
    signatory: 'Authorised signatory (this document is computer generated and needs no signature)',
  },
  hi: {
    columns: ['#', 'विवरण', 'SAC', 'संख्या', 'कर योग्य मूल्य (₹)', 'दर', 'CGST (₹)', 'SGST (₹)', 'IGST (₹)', 'राशि (₹)'],
    creditNoteBasis: 'CGST अधिनियम की धारा 34 के अंतर्गत जारी', original: 'प्राप्तकर्ता के लिए मूल प्रति', supplier: 'आपूर्तिकर्ता',
    notRegistered: 'GST में पंजीकृत नहीं', state: 'राज्य', creditNoteNo: 'क्रेडिट नोट संख्या', billNo: 'बिल संख्या', invoiceNo: 'बीजक संख्या',
    issued: 'जारी करने की तारीख़', against: 'इस बीजक के बदले', dated: (no: string, date: string) => `${no}, दिनांक ${date}`, orderNo: 'ऑर्डर संख्या',
    placeOfSupply: 'आपूर्ति का स्थान', reverseCharge: 'रिवर्स चार्ज पर देय कर', no: 'नहीं', recipient: 'प्राप्तकर्ता', name: 'नाम', phone: 'फ़ोन',
    beforeDiscount: (amount: string) => `${amount} की छूट से पहले`, total: 'कुल', taxable: 'कर योग्य मूल्य', inWords: 'शब्दों में',
    exempt: 'आपूर्ति का बिल: यह आपूर्ति GST से मुक्त है; कोई कर नहीं लिया गया।',
    unregistered: 'आपूर्ति का बिल: आपूर्तिकर्ता GST में पंजीकृत नहीं है; कोई कर नहीं लिया गया।',
    reverses: (amount: string, no: string) => `खरीदार को रिफ़ंड के लिए बीजक ${no} के ${amount}, अनुपात में कर सहित, वापस लिए गए।`,
    gstIncluded: 'क़ीमतों में GST शामिल है।', for: (name: string) => `${name} की ओर से`,
    signatory: 'अधिकृत हस्ताक्षरकर्ता (यह दस्तावेज़ कंप्यूटर से बना है, इस पर हस्ताक्षर ज़रूरी नहीं)',
  },
} satisfies Record<Locale, unknown>;

/**
 * An A4 tax invoice, bill of supply or credit note with every field of rule 46 of the CGST Rules (rule 49 for a
 * bill of supply, rule 53 for a credit note): supplier's legal name, address and GSTIN; number and date;
 * buyer's name and phone; place of supply with its state name and code; per line the description, SAC, quantity,
 * taxable value (after discount), rate and CGST/SGST/IGST; the total in figures and in words; reverse charge; the
 * supplier's authorised signatory. Drawn from the stored row alone, its fixed words in `locale`.
 */
export function renderInvoicePdf(inv: InvoiceView, locale: Locale = 'en'): Promise<Buffer> {
  const w = WORDS[locale];
  const title = invoiceKindLabel(inv.kind, locale);
  const { doc, bytes } = newPdf({ size: 'A4', margin: MARGIN, info: { Title: `${title} ${inv.number}`, Subject: `Order ${inv.orderNo}`, Author: inv.supplierLegalName } });
  const width = doc.page.width - 2 * MARGIN;
  const line = (label: string, value: string, options: PDFKit.Mixins.TextOptions = {}) =>
    writeText(doc, [{ text: `${label}: `, color: GREY }, { text: value, color: INK }], options);

  doc.fontSize(18);
  writeText(doc, [{ text: title.toUpperCase(), color: INK }]);
  doc.fontSize(8);
  writeText(doc, [{ text: inv.kind === 'credit_note' ? w.creditNoteBasis : w.original, color: GREY }]);
  doc.moveDown(1);

  // supplier (left) and the document's particulars (right)
  const top = doc.y;
  const half = width / 2 - 8;
  doc.fontSize(10);
  writeText(doc, [{ text: w.supplier, color: GREY }], { width: half });
  doc.fontSize(11);
  writeText(doc, [{ text: inv.supplierLegalName, color: INK }], { width: half });
  doc.fontSize(9);
  if (inv.supplierAddress) writeText(doc, [{ text: inv.supplierAddress, color: INK }], { width: half });
  line('GSTIN', inv.supplierGstin ?? w.notRegistered, { width: half });
  line(w.state, state(inv.supplierStateCode), { width: half });
  const leftEnd = doc.y;

  doc.x = MARGIN + width / 2 + 8;
  doc.y = top;
  const right = { width: half };
  line(inv.kind === 'credit_note' ? w.creditNoteNo : inv.kind === 'bill_of_supply' ? w.billNo : w.invoiceNo, inv.number, right);
  line(w.issued, inv.issueDate, right);
  if (inv.kind === 'credit_note') line(w.against, w.dated(inv.reversesNumber ?? '-', inv.reversesDate ?? '-'), right);
  line(w.orderNo, inv.orderNo, right);
  line(w.placeOfSupply, state(inv.placeOfSupply), right);
  line(w.reverseCharge, w.no, right);
  doc.x = MARGIN;
  doc.y = Math.max(leftEnd, doc.y) + 12;

  doc.fontSize(10);
  writeText(doc, [{ text: w.recipient, color: GREY }]);
  doc.fontSize(9);
  line(w.name, inv.buyerName?.trim() || '-');
  line(w.phone, inv.buyerPhone ?? '-');
  line(w.state, state(inv.buyerStateCode));
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
  row(w.columns, GREY);
  rule(doc.y - 2);
  inv.lines.forEach((l, i) => {
    if (doc.y > doc.page.height - 200) doc.addPage();
    const discount = l.discount ? `\n${w.beforeDiscount(figure(l.discount))}` : '';
    const unit = l.quantity && l.unitPrice !== null ? ` (${l.quantity} × ${figure(l.unitPrice)})` : '';
    row([
      String(i + 1), `${l.description}${unit}${discount}`, l.sac, l.quantity === null ? '' : String(l.quantity), figure(l.taxable), `${l.rate}%`,
      figure(l.cgst), figure(l.sgst), figure(l.igst), figure(l.amount),
    ], INK);
  });
  rule(doc.y - 2);
  row(['', w.total, '', '', figure(inv.taxablePaise), '', figure(inv.cgstPaise), figure(inv.sgstPaise), figure(inv.igstPaise), figure(inv.totalPaise)], INK);
  rule(doc.y - 2);
  doc.moveDown(0.5);

  // the summary, a line per figure: taxable value, each head of GST at its rate when the lines share one, total
  doc.fontSize(9);
  const head = (name: string, paise: number, share: number) => line(`${name}${inv.rate === null || !paise ? '' : ` @ ${share}%`}`, money(paise));
  line(w.taxable, money(inv.taxablePaise));
  head('CGST', inv.cgstPaise, (inv.rate ?? 0) / 2);
  head('SGST', inv.sgstPaise, (inv.rate ?? 0) / 2);
  head('IGST', inv.igstPaise, inv.rate ?? 0);
  doc.fontSize(12);
  line(w.total, money(inv.totalPaise));
  doc.fontSize(9);
  line(w.inWords, amountInWords(inv.totalPaise));
  doc.moveDown(0.5);
  doc.fontSize(8);
  const notes = [
    inv.kind === 'bill_of_supply'
      ? inv.supplierGstin ? w.exempt : w.unregistered
      : null,
    inv.kind === 'credit_note' ? w.reverses(money(inv.totalPaise), inv.reversesNumber ?? '') : null,
    w.gstIncluded,
  ].filter((n): n is string => !!n);
  for (const note of notes) writeText(doc, [{ text: note, color: GREY }]);
  doc.moveDown(2);
  doc.fontSize(9);
  writeText(doc, [{ text: w.for(inv.supplierLegalName), color: INK }], { align: 'right' });
  writeText(doc, [{ text: w.signatory, color: GREY }], { align: 'right' });
  doc.end();
  return bytes;
}
