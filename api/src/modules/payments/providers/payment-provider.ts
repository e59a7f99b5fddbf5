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
}

/** A provider's answer that will not change on retry (the request itself is refused), as opposed to an outage. */
export class RefundRefused extends Error {}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/** Razorpay's checkout signature. */
export const checkoutSignature = (secret: string, orderId: string, paymentId: string) => hmacHex(secret, `${orderId}|${paymentId}`);
