/**
 * The job that brings one booking's transfer to its organiser in line with what is payable now (payload
 * `{bookingId}`): sends it, or reverses what a refund took back. Each cause enqueues its own key, so every
 * cause runs it once: `payout.sync:<bookingId>:captured` with the payment, `…:refund:<refund id>` with a refund,
 * `…:linked:<n>` when the organiser's linked account is set.
 */
export const PAYOUT_SYNC_JOB = 'payout.sync';
export type PayoutSyncPayload = { bookingId: string };
export const payoutSyncKey = (bookingId: string, cause: string) => `${PAYOUT_SYNC_JOB}:${bookingId}:${cause}`;

/** The job that tells the provider a transfer's hold as its organiser's hold now makes it (key `payout.hold:<transfer id>:<action>`). */
export const PAYOUT_HOLD_JOB = 'payout.hold';
export type PayoutHoldPayload = { transferId: string };
