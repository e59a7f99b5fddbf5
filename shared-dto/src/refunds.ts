/**
 * Who ended a booking that had been paid, which decides how much goes back:
 * - buyer: the buyer cancelled a paid booking; the ticket amount actually paid returns (subtotal − discount),
 *   the convenience fee and the donation stay;
 * - organiser: the event or its showtime was cancelled by its organiser or an administrator; everything returns;
 * - late: the money arrived after the booking no longer stood (released, rejected, cancelled unpaid); everything returns.
 */
export type CancellationCause = 'buyer' | 'organiser' | 'late';

/** The stored breakdown a cancellation refund is taken from (paise). */
export interface PaidBreakdown {
  subtotal: number;
  discount: number;
  total: number;
}

/** Paise a cancelled paid booking gets back: the one rule used by the API, the cancel dialog and the mails. */
export function cancellationRefundPaise(b: PaidBreakdown, cause: CancellationCause): number {
  return cause === 'buyer' ? Math.max(0, b.subtotal - b.discount) : b.total;
}

/** Payment states with money that may still go back by a manual refund. */
const REFUNDABLE = ['paid', 'partially_refunded', 'refund_due', 'refund_failed'];

/**
 * Rupees an organiser or administrator may still refund by hand (0 when none): what was paid less every refund not
 * failed. The refund dialogs show it and offer the action only when it is above 0; the server decides again.
 */
export function refundableRupees(b: { paymentStatus: string; total: number; refundAmount: number }): number {
  if (!REFUNDABLE.includes(b.paymentStatus)) return 0;
  return Math.max(0, Math.round((b.total - b.refundAmount) * 100) / 100);
}
