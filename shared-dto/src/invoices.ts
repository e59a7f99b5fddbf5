import { paiseToRupees } from './money';
import type { OrderTax, TaxSplit } from './gst';
import type { Locale } from './message-locale';

/**
 * Invoices and credit notes (docs/decisions.md, "Invoices and credit notes"): the pure rules the API, the
 * documents, the mails and the UIs share. Amounts are integer paise unless a name says rupees.
 */

export const INVOICE_KINDS = ['tax_invoice', 'bill_of_supply', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
/** The title each document prints, and the UIs show. */
export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  tax_invoice: 'Tax invoice',
  bill_of_supply: 'Bill of supply',
  credit_note: 'Credit note',
};
const INVOICE_KIND_LABELS_HI: Record<InvoiceKind, string> = {
  tax_invoice: 'कर बीजक',
  bill_of_supply: 'आपूर्ति का बिल',
  credit_note: 'क्रेडिट नोट',
};

/** A document's title in the buyer's language (a Hindi buyer's PDF and the public site in Hindi). */
export const invoiceKindLabel = (kind: InvoiceKind, locale: Locale = 'en'): string => (locale === 'hi' ? INVOICE_KIND_LABELS_HI : INVOICE_KIND_LABELS)[kind];

/** What an invoice is for: the organiser's tickets, or the marketplace's convenience fee. */
export type InvoiceRole = 'tickets' | 'convenience';

/** The marketplace's series code: fee invoices `UT/2627/000001`, its credit notes `UTC/2627/00001`. */
export const MARKETPLACE_SERIES_CODE = 'UT';
/** Rule 46(b): a number is at most 16 characters of letters, digits, '-' and '/'. */
export const INVOICE_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;
const INVOICE_DIGITS = 6;
const CREDIT_NOTE_DIGITS = 5;

/** India's offset from UTC: the financial year and an invoice's date are Indian. */
const IST_OFFSET_MS = 330 * 60 * 1000;

/** The date in India ('2026-04-01') of a moment. */
export function istDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The financial year (April to March, in India) a moment falls in, as the series write it: 2026-27 is '2627'.
 * 31 March 2027 23:59 IST is still '2627'; 1 April 2027 00:00 IST is '2728'.
 */
export function financialYearCode(at: Date): string {
  const [year, month] = istDate(at).split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return `${two(start)}${two(start + 1)}`;
}

/**
 * A document's series: per supplier and financial year, credit notes apart ('V7Q2/2627', 'V7Q2C/2627',
 * 'UT/2627', 'UTC/2627'). `supplierCode` is the organiser's 4-character code or MARKETPLACE_SERIES_CODE.
 */
export function invoiceSeries(supplierCode: string, fyCode: string, creditNote: boolean): string {
  return `${supplierCode}${creditNote ? 'C' : ''}/${fyCode}`;
}

/**
 * The n-th number of a series: 6 digits for invoices, 5 for credit notes ('V7Q2/2627/000001', 'V7Q2C/2627/00001'),
 * more digits once a series passes them, as long as the number stays within rule 46's 16 characters.
 */
export function invoiceNumber(series: string, n: number, creditNote: boolean): string {
  const number = `${series}/${String(n).padStart(creditNote ? CREDIT_NOTE_DIGITS : INVOICE_DIGITS, '0')}`;
  if (!INVOICE_NUMBER_PATTERN.test(number)) throw new Error(`invoice number ${number} is longer than rule 46 allows (16 characters)`);
  return number;
}

const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen',
  'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

const belowHundred = (n: number) => (n < 20 ? ONES[n] : `${TENS[Math.floor(n / 10)]}${n % 10 ? ` ${ONES[n % 10]}` : ''}`);
const belowThousand = (n: number) =>
  [n >= 100 ? `${ONES[Math.floor(n / 100)]} Hundred` : '', belowHundred(n % 100)].filter(Boolean).join(' ');

/** A whole number in words, the Indian way (thousand, lakh, crore): 12345678 → 'One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight'. */
export function numberInIndianWords(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new Error(`not a whole number: ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 1e7);
  const parts = [
    crore ? `${numberInIndianWords(crore)} Crore` : '',
    Math.floor(n / 1e5) % 100 ? `${belowHundred(Math.floor(n / 1e5) % 100)} Lakh` : '',
    Math.floor(n / 1e3) % 100 ? `${belowHundred(Math.floor(n / 1e3) % 100)} Thousand` : '',
    belowThousand(n % 1000),
  ];
  return parts.filter(Boolean).join(' ');
}

/** An amount in words as invoices print it: 124150 → 'Rupees One Thousand Two Hundred Forty One and Fifty Paise Only'. */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${numberInIndianWords(rupees)}${rest ? ` and ${numberInIndianWords(rest)} Paise` : ''} Only`;
}

/** A line of a document (paise): what was supplied, at which rate, and its split. amount = taxable + cgst + sgst + igst. */
export interface InvoiceLine extends TaxSplit {
  description: string;
  sac: string;
  /** Units, when the line counts them (tickets); null for the fee. */
  quantity: number | null;
  /** Price of a unit as sold, GST included; null for the fee. */
  unitPrice: number | null;
  /** Percent of GST. */
  rate: number;
  /** Price before the line's share of a discount, GST included. */
  gross: number;
  /** The line's share of the order's discount. */
  discount: number;
  /** What the line costs, GST included: gross − discount. */
  amount: number;
}

/** A document's totals (paise): the sums of its lines. */
export interface InvoiceTotals extends TaxSplit {
  total: number;
}

export function totalsOf(lines: InvoiceLine[]): InvoiceTotals {
  return lines.reduce(
    (t, l) => ({ taxable: t.taxable + l.taxable, cgst: t.cgst + l.cgst, sgst: t.sgst + l.sgst, igst: t.igst + l.igst, total: t.total + l.amount }),
    { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
  );
}

/** The one rate of a document's lines, or null when they carry several (a row each in the GST report). */
export function rateOf(lines: InvoiceLine[]): number | null {
  const rates = [...new Set(lines.map((l) => l.rate))];
  return rates.length === 1 ? rates[0] : null;
}

/** A booking's line as the ticket invoice takes it (paise). */
export interface BookedLine {
  name: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

/**
 * The ticket invoice's lines: a line per ticket type, at the rate, discount share and split the booking was
 * priced with (its stored OrderTax), so the invoice says exactly what the quote said.
 */
export function ticketInvoiceLines(eventTitle: string, lines: BookedLine[], tax: Pick<OrderTax, 'lineRates' | 'lineNet' | 'lineSplits'>, sac: string): InvoiceLine[] {
  return lines.map((l, i) => ({
    description: `${eventTitle}: ${l.name}`,
    sac,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    rate: tax.lineRates[i],
    gross: l.amount,
    discount: l.amount - tax.lineNet[i],
    amount: tax.lineNet[i],
    ...tax.lineSplits[i],
  }));
}

/** The convenience fee invoice's one line. */
export function convenienceInvoiceLines(convenience: number, split: TaxSplit, rate: number, sac: string): InvoiceLine[] {
  return [{ description: 'Convenience fee', sac, quantity: null, unitPrice: null, rate, gross: convenience, discount: 0, amount: convenience, ...split }];
}

/** Half up: round(p × x / q) for whole numbers, exactly (BigInt: paise × paise passes 2^53). */
function share(p: number, x: number, q: number): number {
  if (q === 0) return 0;
  return Number((2n * BigInt(p) * BigInt(x) + BigInt(q)) / (2n * BigInt(q)));
}

/**
 * How much of a refund reverses each of a booking's invoices (paise), in order: the tickets' invoice first, then the
 * fee's, each up to what has not been credited yet; what is left (a donation) has no document. A buyer's
 * cancellation (the ticket amount) thus reverses the ticket invoice, an organiser's (everything) both.
 */
export function allocateRefund(invoices: { total: number; credited: number }[], amount: number): number[] {
  let left = amount;
  return invoices.map((inv) => {
    const take = Math.max(0, Math.min(left, inv.total - inv.credited));
    left -= take;
    return take;
  });
}

/**
 * The lines of a credit note that reverses `amount` of an invoice of which `creditedBefore` was reversed already.
 * Everything is cumulative, so the credit notes of an invoice add up to it exactly once it is reversed in full,
 * and never to more: after x paise reversed in all, each line has had its share of x (in proportion to its
 * amount, half up; the largest line takes the rounding), and of that share its taxable value in proportion
 * (half up), the rest tax, CGST half of it (down) and SGST the odd paisa, as the invoice split them. A note's
 * figures are the cumulative figures after it less those before it.
 */
export function creditNoteLines(invoice: InvoiceLine[], creditedBefore: number, amount: number): InvoiceLine[] {
  const total = invoice.reduce((n, l) => n + l.amount, 0);
  const before = Math.min(total, Math.max(0, creditedBefore));
  const after = Math.min(total, before + Math.max(0, amount));
  const largest = invoice.reduce((best, l, i) => (l.amount > invoice[best].amount ? i : best), 0);
  const lineShares = (x: number) => {
    const shares = invoice.map((l, i) => (i === largest ? 0 : share(l.amount, x, total)));
    shares[largest] = x - shares.reduce((n, s) => n + s, 0);
    return shares;
  };
  const cumulative = (l: InvoiceLine, y: number): TaxSplit => {
    const taxable = y === l.amount ? l.taxable : share(l.taxable, y, l.amount);
    const tax = y - taxable;
    // across states when the invoice's line was (an untaxed line has no tax to place)
    if (l.igst > 0) return { taxable, cgst: 0, sgst: 0, igst: tax };
    const cgst = Math.floor(tax / 2);
    return { taxable, cgst, sgst: tax - cgst, igst: 0 };
  };
  const [from, to] = [lineShares(before), lineShares(after)];
  return invoice.flatMap((l, i) => {
    const amountOfLine = to[i] - from[i];
    if (amountOfLine <= 0) return [];
    const [a, b] = [cumulative(l, from[i]), cumulative(l, to[i])];
    return [{
      ...l,
      gross: amountOfLine,
      discount: 0,
      amount: amountOfLine,
      quantity: null,
      unitPrice: null,
      taxable: b.taxable - a.taxable,
      cgst: b.cgst - a.cgst,
      sgst: b.sgst - a.sgst,
      igst: b.igst - a.igst,
    }];
  });
}

/** A document of a booking as the list calls answer it (rupees). */
export interface InvoiceSummary {
  _id: string;
  id: string;
  number: string;
  kind: InvoiceKind;
  /** The supplier's legal name. */
  supplier: string;
  supplierGstin: string | null;
  /** The date of issue in India, 'YYYY-MM-DD'. */
  date: string;
  /** When it was issued (ISO 8601). */
  issuedAt: string;
  /** What it is for: the organiser's tickets or the marketplace's convenience fee. */
  role: InvoiceRole;
  /** Place of supply: GST state code and name. */
  placeOfSupply: { code: string; name: string } | null;
  sac: string;
  /** Percent of GST; null when its lines carry different rates. */
  rate: number | null;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  /** A credit note's invoice: its id and number (null for invoices). */
  reverses: { id: string; number: string } | null;
}

/** Totals in rupees, as the list answers them. */
export const totalsInRupees = (t: InvoiceTotals) =>
  ({ taxable: paiseToRupees(t.taxable), cgst: paiseToRupees(t.cgst), sgst: paiseToRupees(t.sgst), igst: paiseToRupees(t.igst), total: paiseToRupees(t.total) });
