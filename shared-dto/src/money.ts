import { CURRENCY_SYMBOL } from './constants';
import type { Locale } from './message-locale';

/** Rupees (as typed in a form, up to 2 decimals) to integer paise. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Integer paise to rupees as a number with at most 2 decimals. */
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

const inIndianGrouping = (rupees: number) =>
  `${CURRENCY_SYMBOL}${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const NO_PRICE: Record<Locale, string> = { en: 'Free / TBA', hi: 'निःशुल्क / घोषित होना है' };

/**
 * '₹1,23,456.50' in the Indian grouping (the same in Hindi: ₹ and Latin digits); a free price is '₹0' and a
 * missing one 'Free / TBA' (spec section 9), in `locale`.
 */
export function formatRupees(rupees: number | null | undefined, locale: Locale = 'en'): string {
  if (rupees === null || rupees === undefined || Number.isNaN(rupees)) return NO_PRICE[locale];
  if (rupees === 0) return `${CURRENCY_SYMBOL}0`;
  return inIndianGrouping(rupees);
}

/** A price as a buyer reads it beside a ticket: whole rupees without paise ('₹450', '₹1,200'), else 2 decimals ('₹450.50'). */
export function formatPrice(rupees: number): string {
  return Number.isInteger(rupees) ? `${CURRENCY_SYMBOL}${rupees.toLocaleString('en-IN')}` : inIndianGrouping(rupees);
}

/** An amount of a bill ('₹1,234.50'): always 2 decimals, a missing amount is '₹0.00'. */
export function formatAmount(rupees: number | null | undefined): string {
  return inIndianGrouping(rupees === null || rupees === undefined || Number.isNaN(rupees) ? 0 : rupees);
}
