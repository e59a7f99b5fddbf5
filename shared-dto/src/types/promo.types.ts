import type { PromoKind } from '../pricing';

/** Body of creating a promo code (issue 23). value: percent 1–100 for percent, rupees for amount and price. */
export interface PromoCodeInput {
  code: string;
  kind: PromoKind;
  value: number;
  maxUses?: number | null;
  /** Default 1. */
  maxUsesPerBuyer?: number;
  validFrom?: string | null;
  validUntil?: string | null;
  /** The ticket types it applies to; absent or null: all. */
  ticketTypeIds?: string[] | null;
  /** Eligible tickets an order needs; default 1. */
  minTickets?: number;
}

/** Body of editing one: any field of the create, and `active: false` to disable it. */
export type PromoCodePatch = Partial<PromoCodeInput> & { active?: boolean };

/** A promo code as the organiser's and the back office's lists show it. */
export interface PromoCode {
  id: string;
  eventId: string;
  code: string;
  kind: PromoKind;
  value: number;
  maxUses: number | null;
  maxUsesPerBuyer: number;
  validFrom: string | null;
  validUntil: string | null;
  ticketTypeIds: string[] | null;
  minTickets: number;
  active: boolean;
  /** Bookings holding a use now (a released hold or an unpaid cancellation gives its use back). */
  uses: number;
  /** maxUses − uses; null without a maximum. */
  remaining: number | null;
  createdAt: string;
}
