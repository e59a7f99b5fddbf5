/**
 * The job a refund enqueues in the transaction that records the provider's last word 'processed' (key
 * `refund.processed:<refund id>`): the delivery module tells the buyer their money is back.
 */
export const REFUND_PROCESSED_JOB = 'refund.processed';
export type RefundProcessedPayload = { refundId: string; bookingId: string; amountPaise: number };
