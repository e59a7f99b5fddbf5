import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../../config/app.config';
import { hmacHex } from '../../../common/hmac';
import { CreateOrderInput, PaymentProvider, ProviderRefund, ProviderTransfer, TransferInput } from './payment-provider';

const sandboxId = (prefix: string) => `${prefix}_SBX${randomBytes(9).toString('base64url')}`;

/**
 * Razorpay's order and signature scheme without Razorpay: orders are made locally, and the key secret is
 * derived from the JWT secret so every process of one deployment agrees on it. Never used in production.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly keyId = 'rzp_test_sandbox';
  readonly keySecret: string;
  readonly webhookSecret: string;

  constructor(config: AppConfig) {
    this.keySecret = hmacHex(config.jwtSecret, 'payment-sandbox-key-secret');
    this.webhookSecret = this.keySecret;
  }

  async createOrder(_input: CreateOrderInput): Promise<{ id: string }> {
    return { id: sandboxId('order') };
  }

  /** The sandbox pays back at once. */
  async refund(): Promise<ProviderRefund> {
    return { id: sandboxId('rfnd'), status: 'processed' };
  }

  /** Nothing to look up: the sandbox keeps no record, and its money is not real. */
  async findRefund(): Promise<ProviderRefund | null> {
    return null;
  }

  /** Route without Razorpay: the transfer is made and processed at once (held or not, its money is not real). */
  async transfer(input: TransferInput): Promise<ProviderTransfer> {
    return { id: sandboxId('trf'), amountPaise: input.amountPaise, reversedPaise: 0, status: 'processed' };
  }

  async findTransfer(): Promise<ProviderTransfer | null> {
    return null;
  }

  /** No record kept: our own reversed amount is the truth. */
  async fetchTransfer(): Promise<ProviderTransfer | null> {
    return null;
  }

  async reverseTransfer(): Promise<void> {}

  async holdTransfer(): Promise<void> {}

  /**
   * Simulated linked accounts: an administrator's link, else one per organiser that saved a bank account (Route
   * would create it from those details), else none (payouts await an account).
   */
  linkedAccount(vendor: { id: string; razorpayAccountId: string | null; hasBankAccount: boolean }): string | null {
    if (vendor.razorpayAccountId) return vendor.razorpayAccountId;
    return vendor.hasBankAccount ? `acc_SBX${vendor.id.replace(/-/g, '').slice(0, 14)}` : null;
  }

  newPaymentId(): string {
    return sandboxId('pay');
  }
}
