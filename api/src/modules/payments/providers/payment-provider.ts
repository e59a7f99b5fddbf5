import { hmacHex } from '../../../common/hmac';

export interface CreateOrderInput {
  amountPaise: number;
  currency: string;
  /** Our order number, shown in the provider's dashboard. */
  receipt: string;
  notes: Record<string, string>;
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
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');


/** Razorpay's checkout signature. */
export const checkoutSignature = (secret: string, orderId: string, paymentId: string) => hmacHex(secret, `${orderId}|${paymentId}`);
