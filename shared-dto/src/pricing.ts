import { CONVENIENCE_FEE_BPS, DELIVERY_PAISE, DONATION_PAISE } from './constants';
import { formatPrice } from './money';
import type { Locale } from './message-locale';
import type { QuoteLine } from './types/booking.types';

/** A ticket type as pricing needs it (paise). */
export interface PricedTicketType {
  id: string;
  name: string;
  pricePaise: number;
  seatsPerUnit: number;
  /** quantity_based: a line's unit price is the price of the highest minQuantity not above its quantity. */
  quantityPricing?: { minQuantity: number; pricePaise: number }[];
}

/** The spec's group discount, the cap in paise. */
export interface GroupDiscountRule {
  enabled?: boolean;
  minQuantity?: number;
  discountType?: 'percentage';
  /** Percent of the subtotal. */
  discountValue?: number;
  maxDiscountPaise?: number | null;
}

/** A promo code as pricing needs it (issue 23). */
export interface PromoRule {
  code: string;
  kind: PromoKind;
  /** percent: basis points (12.5% = 1250); amount and price: paise. */
  valueHundredths: number;
  /** The ticket types it applies to; null for all. */
  ticketTypeIds: string[] | null;
}
export type PromoKind = 'percent' | 'amount' | 'price';

export interface OrderItem {
  type: PricedTicketType;
  quantity: number;
}

/** A quote line's price fields, in paise (its tax rate comes from the GST split). */
export type OrderLinePaise = Omit<QuoteLine, 'taxRate'>;

export interface OrderPricePaise {
  lines: OrderLinePaise[];
  /** Units over all lines. */
  quantity: number;
  seats: number;
  subtotal: number;
  /** The discount applied: the promo code's or the group discount's, whichever is larger (they do not stack). */
  discount: number;
  /** Which discount `discount` is; null when there is none. */
  discountSource: 'promo' | 'group' | null;
  /** The promo code asked for and what it would take off (applied only when discountSource is 'promo'). */
  promo: { code: string; discount: number } | null;
  /** Each line's share of a promo discount, in line order (a code may cover some lines only); null: shared by amount. */
  lineDiscounts: number[] | null;
  convenience: number;
  delivery: number;
  donation: number;
  total: number;
}

/** amount × basisPoints / 10000, rounded half up to the paisa in integer arithmetic (no float drift). */
export function shareOf(amountPaise: number, basisPoints: number): number {
  return Math.floor((amountPaise * basisPoints + 5000) / 10000);
}

export function unitPriceFor(type: PricedTicketType, quantity: number): number {
  const tiers = (type.quantityPricing ?? []).filter((t) => t.minQuantity <= quantity);
  if (!tiers.length) return type.pricePaise;
  return tiers.reduce((best, t) => (t.minQuantity > best.minQuantity ? t : best)).pricePaise;
}

/** Shares `total` over `amounts` in proportion (half up, the rounding rest on the last non-zero amount), as the GST split shares a discount. */
function shareByAmount(total: number, amounts: number[]): number[] {
  const gross = amounts.reduce((n, a) => n + a, 0);
  const last = amounts.reduce((at, a, i) => (a > 0 ? i : at), -1);
  let left = total;
  return amounts.map((a, i) => {
    const share = i === last ? left : gross ? Math.floor((total * a * 2 + gross) / (2 * gross)) : 0;
    left -= share;
    return share;
  });
}

/**
 * A promo code's discount per line, in line order: percent of the eligible lines' amount (half up) or rupees
 * off it (never below zero), each shared over those lines by amount; price sets each eligible unit's price
 * to the value (a code never raises a price).
 */
export function promoLineDiscounts(lines: { ticketTypeId: string; unitPrice: number; quantity: number; amount: number }[], promo: PromoRule): number[] {
  const eligible = lines.map((l) => (promo.ticketTypeIds === null || promo.ticketTypeIds.includes(l.ticketTypeId) ? l.amount : 0));
  const eligibleAmount = eligible.reduce((n, a) => n + a, 0);
  switch (promo.kind) {
    case 'percent':
      return shareByAmount(Math.min(eligibleAmount, shareOf(eligibleAmount, promo.valueHundredths)), eligible);
    case 'amount':
      return shareByAmount(Math.min(eligibleAmount, promo.valueHundredths), eligible);
    case 'price':
      return lines.map((l, i) => (eligible[i] ? Math.max(0, l.unitPrice - promo.valueHundredths) * l.quantity : 0));
  }
}

/**
 * The one money rule, used by the quote, the booking and the UIs' previews: line amounts (quantity
 * pricing per line), the group discount once the order's tickets reach its minimum (a percentage of
 * the subtotal, capped, half up to the paisa) or the promo code's discount, whichever is larger (they do
 * not stack; a tie goes to the code the buyer asked for), 5% convenience on subtotal − discount, delivery,
 * and the ₹2 donation when asked (never on a free order: it would turn it into a payment).
 */
export function priceOrder(items: OrderItem[], rule: GroupDiscountRule | null | undefined, donation: boolean, promo?: PromoRule | null): OrderPricePaise {
  const lines = items.map(({ type, quantity }) => {
    const unitPrice = unitPriceFor(type, quantity);
    return { ticketTypeId: type.id, name: type.name, unitPrice, quantity, seats: quantity * type.seatsPerUnit, amount: unitPrice * quantity };
  });
  const quantity = lines.reduce((n, l) => n + l.quantity, 0);
  const seats = lines.reduce((n, l) => n + l.seats, 0);
  const subtotal = lines.reduce((n, l) => n + l.amount, 0);
  let group = 0;
  if (rule?.enabled && rule.discountValue && quantity >= (rule.minQuantity ?? 0)) {
    group = shareOf(subtotal, Math.round(rule.discountValue * 100));
    if (rule.maxDiscountPaise !== undefined && rule.maxDiscountPaise !== null) group = Math.min(group, rule.maxDiscountPaise);
    group = Math.min(group, subtotal);
  }
  const promoLines = promo ? promoLineDiscounts(lines, promo) : null;
  const promoDiscount = promoLines ? promoLines.reduce((n, d) => n + d, 0) : 0;
  const promoWins = !!promo && promoDiscount >= group;
  const discount = promoWins ? promoDiscount : group;
  const discountSource = promoWins ? 'promo' : group > 0 ? 'group' : null;
  const convenience = shareOf(subtotal - discount, CONVENIENCE_FEE_BPS);
  const donationPaise = donation && subtotal - discount > 0 ? DONATION_PAISE : 0;
  return {
    lines, quantity, seats, subtotal, discount, discountSource, promo: promo ? { code: promo.code, discount: promoDiscount } : null,
    lineDiscounts: promoWins ? promoLines : null, convenience, delivery: DELIVERY_PAISE, donation: donationPaise,
    total: subtotal - discount + convenience + DELIVERY_PAISE + donationPaise,
  };
}

const DEAL_WORDS = {
  en: {
    each: (price: string, from: number) => `${price} each from ${from}`,
    group: (percent: number, from: number, cap: string | null) => `${percent}% off ${from === 1 ? 'every order' : `${from} or more tickets`}${cap ? `, up to ${cap}` : ''}`,
  },
  hi: {
    each: (price: string, from: number) => `${from} या ज़्यादा पर ${price} प्रति टिकट`,
    group: (percent: number, from: number, cap: string | null) => `${from === 1 ? 'हर ऑर्डर' : `${from} या ज़्यादा टिकट`} पर ${percent}% की छूट${cap ? `, ${cap} तक` : ''}`,
  },
} satisfies Record<Locale, unknown>;

/**
 * A ticket type's quantity prices in words, fewest tickets first ('₹450 each from 4'). A step at the type's own
 * price (or above it) is no deal and is left out.
 */
export function quantityDeals(type: { price: number; quantityPricing?: { minQuantity: number; price: number }[] }, locale: Locale = 'en'): string[] {
  return [...(type.quantityPricing ?? [])]
    .filter((step) => step.minQuantity > 1 && step.price < type.price)
    .sort((a, b) => a.minQuantity - b.minQuantity)
    .map((step) => DEAL_WORDS[locale].each(formatPrice(step.price), step.minQuantity));
}

/** The order's group discount in words ('10% off 5 or more tickets, up to ₹500'), or null when there is none (rupees, as events carry it). */
export function groupDiscountWords(
  rule: { enabled?: boolean; minQuantity?: number; discountValue?: number; maxDiscount?: number | null } | null | undefined, locale: Locale = 'en',
): string | null {
  if (!rule?.enabled || !rule.discountValue) return null;
  return DEAL_WORDS[locale].group(rule.discountValue, Math.max(1, rule.minQuantity ?? 1), rule.maxDiscount ? formatPrice(rule.maxDiscount) : null);
}
