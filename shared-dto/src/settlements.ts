import { shareOf } from './pricing';
import type { SettlementFigures } from './types/payouts.types';
import type { Locale } from './message-locale';

/** The marketplace's commission when an administrator has set none for the organiser (5%); the server's DEFAULT_COMMISSION_BPS overrides it. */
export const DEFAULT_COMMISSION_BPS = 500;
/** GST on the commission: the marketplace's service to the organiser. */
export const COMMISSION_GST_BPS = 1800;
/** TCS under section 52 of the CGST Act: 0.5% (CGST 0.25% + SGST 0.25%, or IGST 0.5%) of the taxable value of supplies made through us. */
export const TCS_BPS = 50;

/** A booking's money as it was paid and what went back (paise). */
export interface SettlementInput {
  subtotal: number;
  discount: number;
  convenience: number;
  delivery: number;
  donation: number;
  /** What the buyer paid: 0 while nothing was received (unpaid, free). */
  paid: number;
  /** Every refund not failed (requested, pending or processed). */
  refunded: number;
  /** The tickets' taxable value as priced (tax.tickets.taxable): GST excluded. */
  ticketTaxable: number;
  commissionBps: number;
  /** TCS is collected only from organisers registered for GST. */
  organiserHasGstin: boolean;
}

/** The organiser's share of one booking and where the rest went (paise); paid = refunds + payable + commission + commissionGst + tcs + convenience + delivery + donation. */
export interface Settlement {
  paid: number;
  refunds: number;
  /** Subtotal − discount less the ticket part refunded (GST included). */
  ticketRevenue: number;
  commission: number;
  commissionGst: number;
  tcs: number;
  payable: number;
  /** What the marketplace keeps of the fees after refunds. */
  convenience: number;
  delivery: number;
  donation: number;
}

/**
 * The one settlement rule (issue 22): a refund comes out of the tickets first (as credit notes reverse the ticket
 * invoice first), then the convenience fee, delivery and donation. The commission and its GST, and TCS on the
 * remaining tickets' taxable value (in proportion to what is left), follow the remaining ticket revenue, half up to
 * the paisa; payable is what is left of it. Nothing is lost: the parts add up to what was paid.
 */
export function settleBooking(b: SettlementInput): Settlement {
  if (b.paid <= 0) {
    return { paid: 0, refunds: 0, ticketRevenue: 0, commission: 0, commissionGst: 0, tcs: 0, payable: 0, convenience: 0, delivery: 0, donation: 0 };
  }
  const ticketGross = Math.max(0, b.subtotal - b.discount);
  const refunds = Math.min(b.refunded, b.paid);
  let left = refunds;
  const take = (amount: number) => {
    const taken = Math.min(left, amount);
    left -= taken;
    return amount - taken;
  };
  const ticketRevenue = take(ticketGross);
  const convenience = take(b.convenience);
  const delivery = take(b.delivery);
  const donation = take(b.donation);
  const commission = shareOf(ticketRevenue, b.commissionBps);
  const commissionGst = shareOf(commission, COMMISSION_GST_BPS);
  const taxableLeft = ticketGross === 0 ? 0 : Math.floor((2 * b.ticketTaxable * ticketRevenue + ticketGross) / (2 * ticketGross));
  const tcs = b.organiserHasGstin ? shareOf(taxableLeft, TCS_BPS) : 0;
  return {
    paid: b.paid, refunds, ticketRevenue, commission, commissionGst, tcs,
    payable: ticketRevenue - commission - commissionGst - tcs, convenience, delivery, donation,
  };
}

/** The figures of a statement summed (paise). */
export function addSettlements(all: Settlement[]): Settlement {
  const sum: Settlement = { paid: 0, refunds: 0, ticketRevenue: 0, commission: 0, commissionGst: 0, tcs: 0, payable: 0, convenience: 0, delivery: 0, donation: 0 };
  for (const s of all) for (const k of Object.keys(sum) as (keyof Settlement)[]) sum[k] += s[k];
  return sum;
}

/** A statement's money figures as the screens label them, in the order money flows. */
export const SETTLEMENT_FIGURES = [
  { key: 'ticketRevenue', label: 'Ticket revenue' },
  { key: 'refunds', label: 'Refunds' },
  { key: 'commission', label: 'Commission' },
  { key: 'commissionGst', label: 'GST on commission' },
  { key: 'tcs', label: 'TCS' },
  { key: 'payable', label: 'Payable' },
  { key: 'paidOut', label: 'Paid out' },
  { key: 'onHold', label: 'On hold' },
  { key: 'pending', label: 'Pending' },
] as const satisfies readonly { key: Exclude<keyof SettlementFigures, 'bookings'>; label: string }[];

const SETTLEMENT_FIGURES_HI: Record<(typeof SETTLEMENT_FIGURES)[number]['key'], string> = {
  ticketRevenue: 'टिकट आय',
  refunds: 'रिफ़ंड',
  commission: 'कमीशन',
  commissionGst: 'कमीशन पर GST',
  tcs: 'TCS',
  payable: 'देय राशि',
  paidOut: 'भुगतान हो चुका',
  onHold: 'रुका हुआ',
  pending: 'लंबित',
};

/** A statement figure's name on screen (the CSV keeps the English ones). */
export const settlementFigureLabel = (figure: (typeof SETTLEMENT_FIGURES)[number], locale: Locale = 'en'): string =>
  (locale === 'hi' ? SETTLEMENT_FIGURES_HI[figure.key] : figure.label);

/** IFSC: 4 letters (the bank), 0, then 6 letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Indian bank account numbers: 9 to 18 digits. */
export const BANK_ACCOUNT_PATTERN = /^[0-9]{9,18}$/;
/** An account number as every answer shows it: 'XXXXXX' and its last four digits. */
export const maskAccountNumber = (accountNumber: string): string => `XXXXXX${accountNumber.slice(-4)}`;
