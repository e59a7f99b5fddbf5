import { createHmac, timingSafeEqual } from 'node:crypto';

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

export const hmacHex = (secret: string, data: string | Buffer) => createHmac('sha256', secret).update(data).digest('hex');

/** Constant-time comparison of a received hex signature with the expected one. */
export function signatureMatches(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Razorpay's checkout signature. */
export const checkoutSignature = (secret: string, orderId: string, paymentId: string) => hmacHex(secret, `${orderId}|${paymentId}`);
