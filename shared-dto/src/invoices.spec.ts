import { splitInclusive } from './gst';
import {
  allocateRefund, amountInWords, convenienceInvoiceLines, creditNoteLines, financialYearCode, InvoiceLine, invoiceNumber, invoiceSeries, istDate,
  numberInIndianWords, rateOf, ticketInvoiceLines, totalsOf,
} from './invoices';

const line = (amount: number, rate: number, intra = true): InvoiceLine => ({
  description: 'Show: General', sac: '999692', quantity: 1, unitPrice: amount, rate, gross: amount, discount: 0, amount, ...splitInclusive(amount, rate, intra),
});
const sum = (notes: InvoiceLine[][]) => totalsOf(notes.flat());

describe('invoices', () => {
  it('numbers per supplier and Indian financial year, within 16 characters', () => {
    expect(financialYearCode(new Date('2026-03-31T18:29:59Z'))).toBe('2526'); // 31 Mar 23:59 IST
    expect(financialYearCode(new Date('2026-03-31T18:30:00Z'))).toBe('2627'); // 1 Apr 00:00 IST
    expect(financialYearCode(new Date('2027-01-15T10:00:00Z'))).toBe('2627');
    expect(financialYearCode(new Date('2099-12-01T00:00:00Z'))).toBe('9900');
    expect(istDate(new Date('2026-04-30T19:00:00Z'))).toBe('2026-05-01');
    expect(invoiceNumber(invoiceSeries('V7Q2', '2627', false), 1, false)).toBe('V7Q2/2627/000001');
    expect(invoiceNumber(invoiceSeries('V7Q2', '2627', true), 1, true)).toBe('V7Q2C/2627/00001');
    expect(invoiceNumber(invoiceSeries('UT', '2627', false), 42, false)).toBe('UT/2627/000042');
    expect(invoiceNumber(invoiceSeries('UT', '2627', true), 7, true)).toBe('UTC/2627/00007');
    // a busy marketplace series grows a digit; an organiser's cannot pass 16 characters
    expect(invoiceNumber('UT/2627', 1234567, false)).toBe('UT/2627/1234567');
    expect(() => invoiceNumber('V7Q2/2627', 1234567, false)).toThrow(/16 characters/);
  });

  it('writes amounts in words the Indian way: thousand, lakh, crore; rupees and paise', () => {
    expect(numberInIndianWords(0)).toBe('Zero');
    expect(numberInIndianWords(15)).toBe('Fifteen');
    expect(numberInIndianWords(105)).toBe('One Hundred Five');
    expect(numberInIndianWords(1241)).toBe('One Thousand Two Hundred Forty One');
    expect(numberInIndianWords(100000)).toBe('One Lakh');
    expect(numberInIndianWords(12345678)).toBe('One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight');
    expect(numberInIndianWords(1000000000)).toBe('One Hundred Crore');
    expect(amountInWords(124150)).toBe('Rupees One Thousand Two Hundred Forty One and Fifty Paise Only');
    expect(amountInWords(340400)).toBe('Rupees Three Thousand Four Hundred Four Only');
    expect(amountInWords(1)).toBe('Rupees Zero and One Paise Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
  });

  it('builds the ticket invoice from the stored split and the fee invoice from the fee', () => {
    const lines = ticketInvoiceLines('Sufi Night', [{ name: 'Standard', quantity: 4, unitPrice: 45000, amount: 180000 }, { name: 'Couple', quantity: 1, unitPrice: 180000, amount: 180000 }],
      { lineRates: [0, 18], lineNet: [162000, 162000], lineSplits: [splitInclusive(162000, 0, true), splitInclusive(162000, 18, true)] }, '999692');
    expect(lines.map((l) => [l.description, l.rate, l.gross, l.discount, l.amount, l.taxable])).toEqual([
      ['Sufi Night: Standard', 0, 180000, 18000, 162000, 162000],
      ['Sufi Night: Couple', 18, 180000, 18000, 162000, 137288],
    ]);
    expect(rateOf(lines)).toBeNull();
    expect(totalsOf(lines)).toEqual({ taxable: 299288, cgst: 12356, sgst: 12356, igst: 0, total: 324000 });
    const fee = convenienceInvoiceLines(16200, splitInclusive(16200, 18, false), 18, '998599');
    expect(totalsOf(fee)).toEqual({ taxable: 13729, cgst: 0, sgst: 0, igst: 2471, total: 16200 });
    expect(rateOf(fee)).toBe(18);
  });

  it('puts a refund on the ticket invoice first, then the fee; a donation has no document', () => {
    expect(allocateRefund([{ total: 100000, credited: 0 }, { total: 5000, credited: 0 }], 100000)).toEqual([100000, 0]);
    expect(allocateRefund([{ total: 100000, credited: 0 }, { total: 5000, credited: 0 }], 105200)).toEqual([100000, 5000]);
    expect(allocateRefund([{ total: 100000, credited: 30000 }, { total: 5000, credited: 0 }], 72000)).toEqual([70000, 2000]);
    expect(allocateRefund([{ total: 100000, credited: 100000 }, { total: 5000, credited: 5000 }], 200)).toEqual([0, 0]);
  });

  it('reverses tax in proportion, half up to the paisa: a partial credit note, then the rest, add up to the invoice', () => {
    const invoice = [line(118000, 18)]; // taxable 1000.00, CGST 90.00, SGST 90.00
    const first = creditNoteLines(invoice, 0, 30000);
    // 100000 × 30000 / 118000 = 25423.7 → 25424; tax 4576 → 2288 + 2288
    expect(totalsOf(first)).toEqual({ taxable: 25424, cgst: 2288, sgst: 2288, igst: 0, total: 30000 });
    const rest = creditNoteLines(invoice, 30000, 88000);
    expect(sum([first, rest])).toEqual(totalsOf(invoice));
    // a full reversal is the invoice's own figures; asking for more never exceeds it
    expect(totalsOf(creditNoteLines(invoice, 0, 118000))).toEqual(totalsOf(invoice));
    expect(creditNoteLines(invoice, 118000, 100)).toEqual([]);
    expect(totalsOf(creditNoteLines(invoice, 100000, 50000)).total).toBe(18000);
  });

  it('keeps IGST as IGST, and a mixed-rate invoice reversed in many pieces adds up exactly', () => {
    const inter = [line(140000, 40, false)];
    expect(totalsOf(creditNoteLines(inter, 0, 70000))).toEqual({ taxable: 50000, cgst: 0, sgst: 0, igst: 20000, total: 70000 });
    const mixed = [line(99800, 0), line(236000, 18), line(33333, 18)];
    const notes: InvoiceLine[][] = [];
    let credited = 0;
    for (const part of [1, 777, 50000, 12345, 99999, 100000, 200000]) {
      const note = creditNoteLines(mixed, credited, part);
      expect(totalsOf(note).total).toBe(Math.min(part, 369133 - credited));
      for (const l of note) expect([l.taxable, l.cgst, l.sgst, l.igst].every((n) => n >= 0)).toBe(true);
      credited += totalsOf(note).total;
      notes.push(note);
    }
    expect(credited).toBe(369133);
    expect(sum(notes)).toEqual(totalsOf(mixed));
  });
});
