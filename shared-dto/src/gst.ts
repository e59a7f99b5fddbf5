import { paiseToRupees } from './money';
import type { Locale } from './message-locale';

/** GST as the marketplace charges it (docs/DESIGN.md section 14): prices are GST-inclusive as entered. */

export const TAX_CATEGORIES = ['admission', 'premium_sport', 'exempt'] as const;
export type TaxCategory = (typeof TAX_CATEGORIES)[number];
/** The event form's words for each category. */
export const TAX_CATEGORY_LABELS: Record<TaxCategory, string> = {
  admission: 'Admission: 0% up to ₹500 a seat, 18% above',
  premium_sport: 'Premium sporting event (e.g. IPL): 40%',
  exempt: 'Exempt: 0%',
};
const TAX_CATEGORY_LABELS_HI: Record<TaxCategory, string> = {
  admission: 'प्रवेश: ₹500 प्रति सीट तक 0%, उससे ऊपर 18%',
  premium_sport: 'प्रीमियम खेल आयोजन (जैसे IPL): 40%',
  exempt: 'छूट: 0%',
};

/** A category's words in the form's language. */
export const taxCategoryLabel = (category: TaxCategory, locale: Locale = 'en'): string =>
  (locale === 'hi' ? TAX_CATEGORY_LABELS_HI : TAX_CATEGORY_LABELS)[category];

/** Admission to an event is exempt up to this price per person (paise), 18% above. */
export const ADMISSION_EXEMPT_UP_TO_PAISE = 50000;
export const ADMISSION_RATE = 18;
export const PREMIUM_SPORT_RATE = 40;
/** The marketplace's convenience fee carries 18%. */
export const CONVENIENCE_RATE = 18;

/** A tax split in paise: taxable value and the three heads (CGST + SGST within a state, IGST across states). */
export interface TaxSplit {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** The percent a ticket line carries: the organiser charges none without a GSTIN (a bill of supply). */
export function ticketTaxRate(category: TaxCategory, unitPricePerSeatPaise: number, organiserRegistered: boolean): number {
  if (!organiserRegistered) return 0;
  switch (category) {
    case 'exempt':
      return 0;
    case 'premium_sport':
      return PREMIUM_SPORT_RATE;
    case 'admission':
      return unitPricePerSeatPaise <= ADMISSION_EXEMPT_UP_TO_PAISE ? 0 : ADMISSION_RATE;
  }
}

/**
 * Splits a GST-inclusive amount: taxable = amount × 100 / (100 + rate), half up to the paisa (integer
 * arithmetic), tax = amount − taxable; within one state CGST and SGST are half each, the odd paisa on SGST;
 * across states it is all IGST.
 */
export function splitInclusive(amountPaise: number, ratePercent: number, intraState: boolean): TaxSplit {
  const taxable = Math.floor((amountPaise * 100 * 2 + (100 + ratePercent)) / (2 * (100 + ratePercent)));
  const tax = amountPaise - taxable;
  if (!intraState) return { taxable, cgst: 0, sgst: 0, igst: tax };
  const cgst = Math.floor(tax / 2);
  return { taxable, cgst, sgst: tax - cgst, igst: 0 };
}

export const addSplits = (a: TaxSplit, b: TaxSplit): TaxSplit =>
  ({ taxable: a.taxable + b.taxable, cgst: a.cgst + b.cgst, sgst: a.sgst + b.sgst, igst: a.igst + b.igst });
export const taxOf = (s: TaxSplit) => s.cgst + s.sgst + s.igst;
const NONE: TaxSplit = { taxable: 0, cgst: 0, sgst: 0, igst: 0 };

/** A priced line as the tax split needs it (paise). */
export interface TaxedLineInput {
  amount: number;
  /** Price per seat of the line's unit (unit price / seats per unit), which decides the admission rate. */
  unitPricePerSeat: number;
}

export interface OrderTaxInput {
  lines: TaxedLineInput[];
  /** The order's discount (paise), shared over the lines in proportion to their amounts unless lineDiscounts says each line's share. */
  discount: number;
  /** Each line's share of the discount (a promo code covering some lines only); null or absent: shared by amount. */
  lineDiscounts?: number[] | null;
  convenience: number;
  category: TaxCategory;
  /** The organiser's GSTIN state code ('07'), or null without a GSTIN. */
  organiserState: string | null;
  /** Place of supply of the tickets: the venue's state code (null for an event without one: the buyer's billing state). */
  venueState: string | null;
  /** Place of supply of the fee: the buyer's billing state code. */
  billingState: string;
  /** The marketplace's own state code (configuration). */
  marketplaceState: string;
}

export interface OrderTax {
  /** Percent per line, in line order. */
  lineRates: number[];
  /** Each line's amount after its share of the discount (paise), in line order. */
  lineNet: number[];
  /** Each line's split, in line order. */
  lineSplits: TaxSplit[];
  tickets: TaxSplit;
  convenience: TaxSplit;
  /** All GST of the order (paise). */
  total: number;
}

/**
 * The GST of an order, used by the quote, the booking, the invoices and the report. The discount is shared
 * over the lines in proportion to their amounts (half up, the rounding rest on the last line), because a
 * discount lowers the value each line is taxed on; each line is split at its own rate.
 */
export function orderTax(o: OrderTaxInput): OrderTax {
  const gross = o.lines.reduce((n, l) => n + l.amount, 0);
  let left = o.discount;
  const lineNet = o.lines.map((l, i) => {
    if (o.lineDiscounts) return l.amount - o.lineDiscounts[i];
    const share = i === o.lines.length - 1 ? left : gross ? Math.floor((o.discount * l.amount * 2 + gross) / (2 * gross)) : 0;
    left -= share;
    return l.amount - share;
  });
  const registered = o.organiserState !== null;
  const lineRates = o.lines.map((l) => ticketTaxRate(o.category, l.unitPricePerSeat, registered));
  const ticketsIntra = registered && o.organiserState === (o.venueState ?? o.billingState);
  const lineSplits = lineNet.map((amount, i) => splitInclusive(amount, lineRates[i], ticketsIntra));
  const tickets = lineSplits.reduce(addSplits, NONE);
  const convenience = o.convenience > 0 ? splitInclusive(o.convenience, CONVENIENCE_RATE, o.billingState === o.marketplaceState) : NONE;
  return { lineRates, lineNet, lineSplits, tickets, convenience, total: taxOf(tickets) + taxOf(convenience) };
}

/** Where an order is supplied and by whom, as the tax of its tickets and fee depends on it (GST state codes). */
export interface TaxContext {
  category: TaxCategory;
  organiserState: string | null;
  venueState: string | null;
  billingState: string;
  marketplaceState: string;
}

/** orderTax of a priced order (priceOrder's lines: the rate follows each line's price per seat). */
export function taxOfOrder(
  order: { lines: { amount: number; seats: number }[]; discount: number; lineDiscounts?: number[] | null; convenience: number }, ctx: TaxContext,
): OrderTax {
  return orderTax({
    ...ctx,
    lines: order.lines.map((l) => ({ amount: l.amount, unitPricePerSeat: l.seats ? l.amount / l.seats : l.amount })),
    discount: order.discount,
    lineDiscounts: order.lineDiscounts,
    convenience: order.convenience,
  });
}

/** A tax split in rupees, as answers show it. */
export interface TaxSplitRupees { taxable: number; cgst: number; sgst: number; igst: number }
/** The GST inside a quote or booking (rupees): the organiser's tickets, the marketplace's fee, and all of it. */
export interface QuoteTax { tickets: TaxSplitRupees; convenience: TaxSplitRupees; total: number }

const splitInRupees = (s: TaxSplit): TaxSplitRupees => ({ taxable: paiseToRupees(s.taxable), cgst: paiseToRupees(s.cgst), sgst: paiseToRupees(s.sgst), igst: paiseToRupees(s.igst) });
export const taxInRupees = (t: Pick<OrderTax, 'tickets' | 'convenience' | 'total'>): QuoteTax =>
  ({ tickets: splitInRupees(t.tickets), convenience: splitInRupees(t.convenience), total: paiseToRupees(t.total) });
