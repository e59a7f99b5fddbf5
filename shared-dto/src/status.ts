import type { BookingStatus, EventStatus, PaymentStatus } from './enums';
import type { PayoutTransfer } from './types/payouts.types';
import { DEFAULT_TIMEZONE } from './constants';
import { formatRupees } from './money';

/**
 * The words for an event's status, the same in the back office and the vendor portal (issue 25): a draft, one
 * awaiting approval, a published one, a rejected one and a cancelled one (refunded, buyers told) never read alike.
 */
export const EVENT_STATUS_WORDS: Record<EventStatus, string> = {
  draft: 'Draft', pending: 'Awaiting approval', approved: 'Published', rejected: 'Rejected', cancelled: 'Cancelled',
};

export function eventStatusLabel(status: EventStatus | string | null | undefined): string {
  if (!status) return '-';
  return (EVENT_STATUS_WORDS as Record<string, string>)[status] ?? status;
}

/**
 * Badge colour of any status a screen shows (event, reference item, vendor, booking, payment, ticket):
 * live or paid green, ended or refused red, parked grey, everything still waiting amber.
 */
export function statusTone(status: BookingStatus | string | null | undefined): 'success' | 'error' | 'warning' | 'default' {
  const s = (status || 'pending').toLowerCase();
  if (['paid', 'free', 'confirmed', 'partially_refunded', 'approved', 'active'].includes(s)) return 'success';
  if (['refunded', 'cancelled', 'canceled', 'rejected', 'suspended'].includes(s)) return 'error';
  if (s === 'draft' || s === 'inactive') return 'default';
  return 'warning';
}

/** The words for booking, payment and vendor ticket statuses; every screen shows these. */
const STATUS_WORDS: Record<string, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  unpaid: 'Unpaid',
  free: 'Free',
  paid: 'Paid',
  refund_due: 'Refund due',
  refund_pending: 'Refund pending',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  refund_failed: 'Refund failed',
};

export function statusLabel(status: string | null | undefined): string {
  if (!status) return '-';
  return STATUS_WORDS[status] ?? status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ');
}

/** What a booking says about its money going back (shared by BookingSummary and the vendor's rows). */
export interface RefundFacts {
  paymentStatus: PaymentStatus;
  /** Rupees promised back: every refund not failed. */
  refundAmount: number;
  refundRequestedAt: string | null;
  refundedAt: string | null;
}

/** '23 Nov 2026' in India. */
export const formatIstDate = (iso: string): string =>
  new Intl.DateTimeFormat('en-IN', { timeZone: DEFAULT_TIMEZONE, day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));

/**
 * The one sentence about a refund: 'Refund of ₹X initiated on …' while the provider works on it,
 * 'Refunded on … (₹X)' once done; null when no money is going back.
 */
export function refundNote(f: RefundFacts): string | null {
  const amount = formatRupees(f.refundAmount);
  switch (f.paymentStatus) {
    case 'refund_due':
      return 'Refund due: it will be initiated shortly.';
    case 'refund_pending':
      return `Refund of ${amount} initiated on ${f.refundRequestedAt ? formatIstDate(f.refundRequestedAt) : '-'}`;
    case 'partially_refunded':
    case 'refunded':
      return `Refunded on ${f.refundedAt ? formatIstDate(f.refundedAt) : '-'} (${amount})`;
    case 'refund_failed':
      return 'Refund failed: our team will retry it.';
    default:
      return null;
  }
}

/**
 * Where an online payment stands for its buyer: `awaiting` while the tickets are held for payment,
 * `released` once the hold ran out unpaid (the sweep may not have cancelled it yet), null otherwise.
 */
export function onlinePaymentState(
  b: { status: string; paymentMethod: string; paymentStatus: string; holdExpiresAt: string | null; cancelReason?: string | null },
  now = Date.now(),
): 'awaiting' | 'released' | null {
  if (b.paymentMethod !== 'razorpay' || b.paymentStatus !== 'unpaid') return null;
  if (b.status === 'cancelled') return b.cancelReason === 'hold_expired' ? 'released' : null;
  if (b.status !== 'pending' || !b.holdExpiresAt) return null;
  return new Date(b.holdExpiresAt).getTime() > now ? 'awaiting' : 'released';
}

/**
 * The one phrase for where an organiser's payout is (issue 22), the same in the vendor portal and the back office:
 * 'On hold until 3 Dec 2026', 'Reversed ₹300.00', 'Failed: <the provider's reason>'.
 */
export function payoutStateText(t: Pick<PayoutTransfer, 'state' | 'onHoldUntil' | 'reversedAmount' | 'failureReason'>): string {
  switch (t.state) {
    case 'pending':
      return 'Pending';
    case 'awaiting_account':
      return 'Awaiting a payout account';
    case 'on_hold':
      return t.onHoldUntil ? `On hold until ${formatIstDate(t.onHoldUntil)}` : 'On hold by the marketplace';
    case 'processed':
      return 'Paid out';
    case 'reversed':
      return `Reversed ${formatRupees(t.reversedAmount)}`;
    case 'failed':
      return `Failed: ${t.failureReason ?? 'the transfer failed'}`;
  }
}
