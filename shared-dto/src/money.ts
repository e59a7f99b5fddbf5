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

/**
 * '1,23,456' or '-1,23,456.50': the Indian grouping (thousands, then lakhs and crores), Latin digits, `decimals`
 * places; what `toLocaleString('en-IN')` writes, rounding the number's decimal form half away from zero. Not ICU's
 * own: a browser's first number formatter for en-IN loads ICU's locale data, about 25 ms of the main thread in the
 * middle of a page's hydration, four times that on a phone.
 */
export function inIndianDigits(value: number, decimals: 0 | 2): string {
  const decimal = String(Math.abs(value));
  // beyond a million crore, or below a millionth, the decimal form has an exponent: ICU's own then
  if (decimal.includes('e')) return value.toLocaleString('en-IN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  const [int, fraction = ''] = decimal.split('.');
  const kept = Number(int + fraction.padEnd(decimals, '0').slice(0, decimals)) + ((fraction[decimals] ?? '0') >= '5' ? 1 : 0);
  const digits = String(kept).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const grouped = whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  return `${value < 0 ? '-' : ''}${grouped}${decimals ? `.${digits.slice(-decimals)}` : ''}`;
}

const inIndianGrouping = (rupees: number) => `${CURRENCY_SYMBOL}${inIndianDigits(rupees, 2)}`;

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
  return Number.isInteger(rupees) ? `${CURRENCY_SYMBOL}${inIndianDigits(rupees, 0)}` : inIndianGrouping(rupees);
}

/** An amount of a bill ('₹1,234.50'): always 2 decimals, a missing amount is '₹0.00'. */
export function formatAmount(rupees: number | null | undefined): string {
  return inIndianGrouping(rupees === null || rupees === undefined || Number.isNaN(rupees) ? 0 : rupees);
}
