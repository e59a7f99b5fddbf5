/** The job a confirmed booking enqueues (once per booking, by its key `booking.confirmed:<id>`); the delivery module handles it. */
export const BOOKING_CONFIRMED_JOB = 'booking.confirmed';

/**
 * The job of a booking confirmed earlier that became paid (cash collected after an administrator's approval), key
 * `booking.paid:<id>`: its invoices were issued after its tickets went out, and the delivery module mails them.
 */
export const BOOKING_PAID_JOB = 'booking.paid';

/**
 * The job of a booking that no longer stands but kept money (`booking.refund_due:<id>:cancelled` when a paid
 * booking is cancelled, `…:late` when money arrives after it was); the payments module refunds it.
 */
export const BOOKING_REFUND_DUE_JOB = 'booking.refund_due';

/** Why a booking owes money back: cancelled after paying, or paid after it was released. */
export type RefundDueReason = 'cancelled' | 'late';

/** The key of a booking's refund-due job (the statements that enqueue it build the same text in SQL). */
export const refundDueJobKey = (bookingId: string, why: RefundDueReason) => `${BOOKING_REFUND_DUE_JOB}:${bookingId}:${why}`;

/** What a booking.refund_due job carries; `why` is missing only in jobs written before it existed (read as 'cancelled'). */
export type RefundDuePayload = { bookingId: string; why?: RefundDueReason };

/**
 * The job a cancelled booking enqueues with its cancellation (key `booking.cancelled:<id>`), when its buyer is
 * to be told: by the buyer's own cancel, or by the event's (with the organiser's reason); the delivery module mails and texts.
 */
export const BOOKING_CANCELLED_JOB = 'booking.cancelled';
export type BookingCancelledPayload = { bookingId: string; reason: string | null };
