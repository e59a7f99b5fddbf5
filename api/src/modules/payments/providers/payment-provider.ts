import { hmacHex } from '../../../common/hmac';

export interface CreateOrderInput {
  amountPaise: number;
  currency: string;
  /** Our order number, shown in the provider's dashboard. */
  receipt: string;
  notes: Record<string, string>;
}

export interface RefundInput {
  /** The provider's id of the captured payment. */
  paymentId: string;
  amountPaise: number;
  /** Our refund id: the provider keeps it, so a retry can find a refund it already made. */
  receipt: string;
  notes: Record<string, string>;
}

/** The provider's view of one refund. */
export interface ProviderRefund {
  id: string;
  status: 'pending' | 'processed' | 'failed';
}

export interface TransferInput {
  /** The captured payment the organiser's share comes out of. */
  paymentId: string;
  /** The organiser's Route linked account ('acc_…'). */
  account: string;
  amountPaise: number;
  currency: string;
  /** Always sent on hold; null: held with no date (an administrator's hold). */
  onHoldUntil: Date | null;
  /** Our transfer id travels here (`payoutId`), so a retry can find a transfer it already made. */
  notes: Record<string, string>;
}

/** The provider's view of one transfer. */
export interface ProviderTransfer {
  id: string;
  amountPaise: number;
  /** Paise taken back from the linked account so far. */
  reversedPaise: number;
  status: 'sent' | 'processed' | 'failed';
}

/**
 * A payment provider: creates an order for an amount and holds the secrets that sign what its checkout
 * hands back (HMAC-SHA256 of `order_id|payment_id`) and what its webhooks send (HMAC-SHA256 of the raw body).
 */
export interface PaymentProvider {
  readonly name: 'razorpay' | 'sandbox';
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string;
  createOrder(input: CreateOrderInput): Promise<{ id: string }>;
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** The refund of this payment made with our `receipt`, if an earlier try got as far as the provider. */
  findRefund(paymentId: string, receipt: string): Promise<ProviderRefund | null>;
  /** A Route transfer of part of a captured payment to a linked account. */
  transfer(input: TransferInput): Promise<ProviderTransfer>;
  /** The transfer of this payment whose notes carry our `payoutId`, if an earlier try got as far as the provider. */
  findTransfer(paymentId: string, payoutId: string): Promise<ProviderTransfer | null>;
  /** The transfer as the provider has it now; null when the provider keeps no record (the sandbox). */
  fetchTransfer(transferId: string): Promise<ProviderTransfer | null>;
  reverseTransfer(transferId: string, amountPaise: number): Promise<void>;
  /** Puts a transfer on hold until the date (null: no date), or releases it (onHold false). */
  holdTransfer(transferId: string, onHold: boolean, onHoldUntil: Date | null): Promise<void>;
  /** The linked account payouts of this organiser go to: the administrator's link; the sandbox also simulates one for a saved bank account. */
  linkedAccount(vendor: { id: string; razorpayAccountId: string | null; hasBankAccount: boolean }): string | null;
}

/** A provider's answer that will not change on retry (the request itself is refused), as opposed to an outage. */
export class ProviderRefused extends Error {}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/** Razorpay's checkout signature. */
export const checkoutSignature = (secret: string, orderId: string, paymentId: string) => hmacHex(secret, `${orderId}|${paymentId}`);
