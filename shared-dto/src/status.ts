import type { BookingStatus, EventStatus } from './enums';

/** Back office labels (admin spec section 4): pending shows as Draft, approved as Published, rejected as Cancelled. */
export function adminEventStatusLabel(status: string | null | undefined): string {
  if (!status) return '-';
  return ({ pending: 'Draft', approved: 'Published', rejected: 'Cancelled' } as Record<string, string>)[status] ?? status;
}

/** Vendor portal labels: approved shows as Published. */
export function vendorEventStatusLabel(status: EventStatus | string | null | undefined): string {
  const s = status || 'pending';
  return ({ pending: 'Pending', approved: 'Published', rejected: 'Rejected', draft: 'Draft' } as Record<string, string>)[s] ?? s;
}

/** Badge colour of a booking or ticket status: paid/confirmed green, refunded/cancelled red, others amber. */
export function statusTone(status: BookingStatus | string | null | undefined): 'success' | 'error' | 'warning' {
  const s = (status || 'pending').toLowerCase();
  if (s === 'paid' || s === 'confirmed') return 'success';
  if (s === 'refunded' || s === 'cancelled' || s === 'canceled') return 'error';
  return 'warning';
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
