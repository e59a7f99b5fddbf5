import type { BookingStatus, EventStatus, PaymentStatus } from './enums';
import type { PayoutTransfer } from './types/payouts.types';
import { DEFAULT_TIMEZONE } from './constants';
import { formatRupees } from './money';
import { istCalendar, MONTH_NAMES } from './calendar-names';
import type { Locale } from './message-locale';

/**
 * The words for an event's status, the same in the back office and the vendor portal (issue 25): a draft, one
 * awaiting approval, a published one, a rejected one and a cancelled one (refunded, buyers told) never read alike.
 */
export const EVENT_STATUS_WORDS: Record<Locale, Record<EventStatus, string>> = {
  en: { draft: 'Draft', pending: 'Awaiting approval', approved: 'Published', rejected: 'Rejected', cancelled: 'Cancelled' },
  hi: { draft: 'ड्राफ़्ट', pending: 'मंज़ूरी बाकी', approved: 'प्रकाशित', rejected: 'अस्वीकृत', cancelled: 'रद्द' },
};

export function eventStatusLabel(status: EventStatus | string | null | undefined, locale: Locale = 'en'): string {
  if (!status) return '-';
  return (EVENT_STATUS_WORDS[locale] as Record<string, string>)[status] ?? status;
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

/** The words for booking, payment and vendor ticket statuses; every screen shows these (the public site in Hindi too). */
const STATUS_WORDS: Record<Locale, Record<string, string>> = {
  en: {
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
  },
  hi: {
    pending: 'लंबित',
    confirmed: 'पक्की',
    cancelled: 'रद्द',
    unpaid: 'भुगतान बाकी',
    free: 'मुफ़्त',
    paid: 'भुगतान हो गया',
    refund_due: 'रिफ़ंड बाकी',
    refund_pending: 'रिफ़ंड जारी',
    partially_refunded: 'आंशिक रिफ़ंड',
    refunded: 'रिफ़ंड हो गया',
    refund_failed: 'रिफ़ंड विफल',
  },
};

/** A status in words ('refund_due' → 'Refund due'); one the list lacks is shown from its code, in English. */
export function statusLabel(status: string | null | undefined, locale: Locale = 'en'): string {
  if (!status) return '-';
  return STATUS_WORDS[locale][status] ?? status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ');
}

/** What a booking says about its money going back (shared by BookingSummary and the vendor's rows). */
export interface RefundFacts {
  paymentStatus: PaymentStatus;
  /** Rupees promised back: every refund not failed. */
  refundAmount: number;
  refundRequestedAt: string | null;
  refundedAt: string | null;
}

/** '23 Nov 2026' in India ('23 नवंबर 2026' in Hindi: the month from the fixed tables, digits Latin). */
export const formatIstDate = (iso: string, locale: Locale = 'en'): string => {
  if (locale === 'en') {
    return new Intl.DateTimeFormat('en-IN', { timeZone: DEFAULT_TIMEZONE, day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
  }
  const c = istCalendar(new Date(iso));
  return `${c.day} ${MONTH_NAMES[locale][c.month - 1]} ${c.year}`;
};

const REFUND_WORDS = {
  en: {
    due: 'Refund due: it will be initiated shortly.',
    pending: (amount: string, on: string) => `Refund of ${amount} initiated on ${on}`,
    done: (amount: string, on: string) => `Refunded on ${on} (${amount})`,
    failed: 'Refund failed: our team will retry it.',
  },
  hi: {
    due: 'रिफ़ंड बाकी है: यह जल्द ही शुरू किया जाएगा।',
    pending: (amount: string, on: string) => `${amount} का रिफ़ंड ${on} को शुरू किया गया`,
    done: (amount: string, on: string) => `${on} को रिफ़ंड हो गया (${amount})`,
    failed: 'रिफ़ंड नहीं हो सका: हमारी टीम इसे फिर से करेगी।',
  },
} satisfies Record<Locale, unknown>;

/**
 * The one sentence about a refund: 'Refund of ₹X initiated on …' while the provider works on it,
 * 'Refunded on … (₹X)' once done; null when no money is going back. In the buyer's language on the public site.
 */
export function refundNote(f: RefundFacts, locale: Locale = 'en'): string | null {
  const amount = formatRupees(f.refundAmount, locale);
  const words = REFUND_WORDS[locale];
  const on = (iso: string | null) => (iso ? formatIstDate(iso, locale) : '-');
  switch (f.paymentStatus) {
    case 'refund_due':
      return words.due;
    case 'refund_pending':
      return words.pending(amount, on(f.refundRequestedAt));
    case 'partially_refunded':
    case 'refunded':
      return words.done(amount, on(f.refundedAt));
    case 'refund_failed':
      return words.failed;
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
export function payoutStateText(t: Pick<PayoutTransfer, 'state' | 'onHoldUntil' | 'reversedAmount' | 'failureReason'>, locale: Locale = 'en'): string {
  const hi = locale === 'hi';
  switch (t.state) {
    case 'pending':
      return hi ? 'लंबित' : 'Pending';
    case 'awaiting_account':
      return hi ? 'पेआउट खाते का इंतज़ार' : 'Awaiting a payout account';
    case 'on_hold':
      if (!t.onHoldUntil) return hi ? 'मार्केटप्लेस ने रोका है' : 'On hold by the marketplace';
      return hi ? `${formatIstDate(t.onHoldUntil, locale)} तक रुका हुआ` : `On hold until ${formatIstDate(t.onHoldUntil)}`;
    case 'processed':
      return hi ? 'भुगतान हो गया' : 'Paid out';
    case 'reversed':
      return hi ? `${formatRupees(t.reversedAmount, locale)} वापस लिए गए` : `Reversed ${formatRupees(t.reversedAmount)}`;
    case 'failed':
      // the provider's reason is its own text, as it gave it
      return hi ? `विफल: ${t.failureReason ?? 'ट्रांसफ़र नहीं हो सका'}` : `Failed: ${t.failureReason ?? 'the transfer failed'}`;
  }
}
