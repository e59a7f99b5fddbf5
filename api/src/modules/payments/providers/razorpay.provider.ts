import Razorpay from 'razorpay';
import type { AppConfig } from '../../../config/app.config';
import {
  CreateOrderInput, PaymentProvider, ProviderRefund, ProviderRefused, ProviderTransfer, RefundInput, TransferInput,
} from './payment-provider';

type RazorpayError = { statusCode?: number; error?: { code?: string; description?: string } };
type RazorpayTransfer = { id: string; amount: number | string; amount_reversed?: number; status: string; notes?: Record<string, unknown> | unknown[] };
const asRefund = (r: { id: string; status: string }): ProviderRefund => ({ id: r.id, status: r.status as ProviderRefund['status'] });
const asTransfer = (t: RazorpayTransfer): ProviderTransfer => ({
  id: t.id, amountPaise: Number(t.amount), reversedPaise: t.amount_reversed ?? 0,
  // created and pending are both 'with Razorpay, not yet in the linked account'; reversed ones keep their reversed amount
  status: t.status === 'failed' ? 'failed' : t.status === 'created' || t.status === 'pending' ? 'sent' : 'processed',
});
const unixSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** 4xx: Razorpay refused the request itself (amount above what is left, unknown account...): retrying will not help. */
async function refusedOn4xx<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    const e = err as RazorpayError;
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) throw new ProviderRefused(e.error?.description ?? `Razorpay answered ${e.statusCode}`);
    throw err;
  }
}

/** Razorpay through its official SDK (orders, refunds, Route transfers); keys from RAZORPAY_KEY_ID / RAZORPAY_KEY_SECRET. */
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
    return asRefund(await refusedOn4xx(() => this.client.payments.refund(input.paymentId, { amount: input.amountPaise, receipt: input.receipt, notes: input.notes })));
  }

  async findRefund(paymentId: string, receipt: string): Promise<ProviderRefund | null> {
    const list = await this.client.payments.fetchMultipleRefund(paymentId, { count: 100 });
    const found = list.items.find((r) => r.receipt === receipt);
    return found ? asRefund(found) : null;
  }

  async transfer(input: TransferInput): Promise<ProviderTransfer> {
    const answer = await refusedOn4xx(() => this.client.payments.transfer(input.paymentId, {
      transfers: [{
        account: input.account, amount: input.amountPaise, currency: input.currency, notes: input.notes, on_hold: true,
        ...(input.onHoldUntil ? { on_hold_until: unixSeconds(input.onHoldUntil) } : {}),
      }],
    }));
    return asTransfer(answer.items[0] as RazorpayTransfer);
  }

  async findTransfer(paymentId: string, payoutId: string): Promise<ProviderTransfer | null> {
    const list = await this.client.payments.fetchTransfer(paymentId);
    const found = (list.items as RazorpayTransfer[]).find((t) => !Array.isArray(t.notes) && t.notes?.payoutId === payoutId);
    return found ? asTransfer(found) : null;
  }

  async fetchTransfer(transferId: string): Promise<ProviderTransfer | null> {
    return asTransfer(await this.client.transfers.fetch(transferId) as RazorpayTransfer);
  }

  async reverseTransfer(transferId: string, amountPaise: number): Promise<void> {
    await refusedOn4xx(() => this.client.transfers.reverse(transferId, { amount: amountPaise }));
  }

  async holdTransfer(transferId: string, onHold: boolean, onHoldUntil: Date | null): Promise<void> {
    await refusedOn4xx(() => this.client.transfers.edit(transferId, { on_hold: onHold, ...(onHold && onHoldUntil ? { on_hold_until: unixSeconds(onHoldUntil) } : {}) }));
  }

  /** Only an administrator's link counts: Razorpay creates linked accounts after its own KYC, not from a bank account we hold. */
  linkedAccount(vendor: { razorpayAccountId: string | null }): string | null {
    return vendor.razorpayAccountId;
  }
}
