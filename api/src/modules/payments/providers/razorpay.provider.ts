import Razorpay from 'razorpay';
import type { AppConfig } from '../../../config/app.config';
import { CreateOrderInput, PaymentProvider } from './payment-provider';

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
}
