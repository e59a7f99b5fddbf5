import { CONVENIENCE_FEE_BPS, DELIVERY_PAISE, DONATION_PAISE } from './constants';
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
  discount: number;
  convenience: number;
  delivery: number;
  donation: number;
  total: number;
}

/** amount × basisPoints / 10000, rounded half up to the paisa in integer arithmetic (no float drift). */
function shareOf(amountPaise: number, basisPoints: number): number {
  return Math.floor((amountPaise * basisPoints + 5000) / 10000);
}

export function unitPriceFor(type: PricedTicketType, quantity: number): number {
  const tiers = (type.quantityPricing ?? []).filter((t) => t.minQuantity <= quantity);
  if (!tiers.length) return type.pricePaise;
  return tiers.reduce((best, t) => (t.minQuantity > best.minQuantity ? t : best)).pricePaise;
}

/**
 * The one money rule, used by the quote, the booking and the UIs' previews: line amounts (quantity
 * pricing per line), the group discount once the order's tickets reach its minimum (a percentage of
 * the subtotal, capped, half up to the paisa), 5% convenience on subtotal − discount, delivery, and the
 * ₹2 donation when asked (never on a free order: it would turn it into a payment).
 */
export function priceOrder(items: OrderItem[], rule: GroupDiscountRule | null | undefined, donation: boolean): OrderPricePaise {
  const lines = items.map(({ type, quantity }) => {
    const unitPrice = unitPriceFor(type, quantity);
    return { ticketTypeId: type.id, name: type.name, unitPrice, quantity, seats: quantity * type.seatsPerUnit, amount: unitPrice * quantity };
  });
  const quantity = lines.reduce((n, l) => n + l.quantity, 0);
  const seats = lines.reduce((n, l) => n + l.seats, 0);
  const subtotal = lines.reduce((n, l) => n + l.amount, 0);
  let discount = 0;
  if (rule?.enabled && rule.discountValue && quantity >= (rule.minQuantity ?? 0)) {
    discount = shareOf(subtotal, Math.round(rule.discountValue * 100));
    if (rule.maxDiscountPaise !== undefined && rule.maxDiscountPaise !== null) discount = Math.min(discount, rule.maxDiscountPaise);
    discount = Math.min(discount, subtotal);
  }
  const convenience = shareOf(subtotal - discount, CONVENIENCE_FEE_BPS);
  const donationPaise = donation && subtotal - discount > 0 ? DONATION_PAISE : 0;
  return {
    lines, quantity, seats, subtotal, discount, convenience, delivery: DELIVERY_PAISE, donation: donationPaise,
    total: subtotal - discount + convenience + DELIVERY_PAISE + donationPaise,
  };
}
