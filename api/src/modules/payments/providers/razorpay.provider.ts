import Razorpay from 'razorpay';
import type { AppConfig } from '../../../config/app.config';
import { CreateOrderInput, PaymentProvider, ProviderRefund, RefundInput, RefundRefused } from './payment-provider';

type RazorpayError = { statusCode?: number; error?: { code?: string; description?: string } };
const asRefund = (r: { id: string; status: string }): ProviderRefund => ({ id: r.id, status: r.status as ProviderRefund['status'] });

/** Razorpay through its official SDK (orders API); keys from RAZORPAY_KEY_ID / RAZORPAY_KEY_SECRET. */
export class RazorpayPaymentProvider implements PaymentProvider {
  readonly name = 'razorpay' as const;
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string;
  private readonly client: Razorpay;

  constructor(config: AppConfig) {
    this.keyId = config.razorpayKeyId!;
    this.keySecret = config.razorpayKeySecret!;
    this.webhookSecret = config.razorpayWebhookSecret ?? this.keySecret;
    this.client = new Razorpay({ key_id: this.keyId, key_secret: this.keySecret });
    // The SDK fixes its host (https://api.razorpay.com) in its axios instance; tests point it at a local stub.
    if (config.razorpayApiBase) {
      (this.client as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = config.razorpayApiBase;
    }
  }

  async createOrder(input: CreateOrderInput): Promise<{ id: string }> {
    const order = await this.client.orders.create({ amount: input.amountPaise, currency: input.currency, receipt: input.receipt, notes: input.notes });
    return { id: order.id };
  }

  async refund(input: RefundInput): Promise<ProviderRefund> {
    try {
      return asRefund(await this.client.payments.refund(input.paymentId, { amount: input.amountPaise, receipt: input.receipt, notes: input.notes }));
    } catch (err) {
      // 4xx: Razorpay refused this refund (amount above what is left, payment not captured...): retrying will not help
      const e = err as RazorpayError;
      if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) throw new RefundRefused(e.error?.description ?? `Razorpay answered ${e.statusCode}`);
      throw err;
    }
  }

  async findRefund(paymentId: string, receipt: string): Promise<ProviderRefund | null> {
    const list = await this.client.payments.fetchMultipleRefund(paymentId, { count: 100 });
    const found = list.items.find((r) => r.receipt === receipt);
    return found ? asRefund(found) : null;
  }
}
