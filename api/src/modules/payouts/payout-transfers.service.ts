import { Inject, Injectable, Logger, NotFoundException, OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Messages, paiseToRupees, PayoutHistory, PayoutHoldAnswer, PayoutState, PayoutTransfer } from '@marketplace/shared-dto';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import { JobsService } from '../jobs/jobs.service';
import { PaymentsService } from '../payments/payments.service';
import { PAYMENT_PROVIDER, PaymentProvider, ProviderRefused } from '../payments/providers/payment-provider';
import { PAYOUT_HOLD_JOB, PAYOUT_SYNC_JOB, PayoutHoldPayload, PayoutSyncPayload } from './payout-jobs';
import { PayoutTransfersRepository, TransferListRow, TransferRow } from './payout-transfers.repository';
import { PayoutsRepository } from './payouts.repository';
import { settlementOf } from './settlement-of';

/** How long one process owns a transfer's work with the provider; one that dies mid-way leaves it to a retry after this. */
const CLAIM_SECONDS = 120;
/** Tries at sending before an outage fails the transfer (the job's backoff: 30 s, 1, 2, 4 … minutes). */
const MAX_ATTEMPTS = 8;

/** Razorpay's transfer webhooks and the state each one moves a transfer to. */
const TRANSFER_EVENTS = ['transfer.processed', 'transfer.failed', 'transfer.reversed'] as const;
type TransferEntity = { id?: string; amount_reversed?: number; notes?: { payoutId?: string }; error?: { description?: string | null } };

/**
 * Payouts that follow the money (issue 22 section 4). Every change is a job, never the request: payout.sync brings a
 * booking's transfer in line with what is payable now (sends it on hold until PAYOUT_HOLD_HOURS after the show, or
 * reverses what refunds took back), and payout.hold tells the provider an administrator's hold or release. Work on a
 * transfer is claimed in PostgreSQL, so two processes never send it twice; a retry first asks the provider whether an
 * earlier try got through (our id travels in the transfer's notes), and a reversal is measured against the
 * provider's own reversed amount, so a lost answer never pays or takes back twice.
 */
@Injectable()
export class PayoutTransfersService implements OnModuleInit {
  private readonly logger = new Logger(PayoutTransfersService.name);

  constructor(
    private readonly repo: PayoutTransfersRepository,
    private readonly settlements: PayoutsRepository,
    private readonly jobs: JobsService,
    private readonly payments: PaymentsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    // a try that found the transfer claimed by another process counts as a job attempt too: a few to spare
    this.jobs.register<PayoutSyncPayload>(PAYOUT_SYNC_JOB, ({ bookingId }) => this.sync(bookingId), { maxAttempts: MAX_ATTEMPTS + 4 });
    this.jobs.register<PayoutHoldPayload>(PAYOUT_HOLD_JOB, ({ transferId }) => this.applyHold(transferId));
    this.payments.onWebhook(TRANSFER_EVENTS, (event, payload, eventId) => this.webhook(event, payload, eventId));
  }

  /** The payout.sync job: throws (the job retries) while another process holds the transfer or the provider is out. */
  async sync(bookingId: string): Promise<void> {
    const [settled] = await this.settlements.settlementBookings({ bookingId });
    const ctx = await this.repo.context(bookingId);
    if (!ctx?.providerPaymentId) return; // no captured payment to transfer from (cash, free, never paid)
    const payable = settled ? Math.max(0, settlementOf(settled, this.config.defaultCommissionBps).payable) : 0;
    const existing = await this.repo.findByBooking(bookingId);
    if (!existing && payable === 0) return; // refunded before anything was sent: nothing to pay
    if (!existing) await this.repo.ensure({ bookingId, vendorId: ctx.vendorId, eventId: ctx.eventId });
    const claimed = await this.repo.claim(bookingId, CLAIM_SECONDS);
    if (!claimed) throw new Error(`payout of booking ${bookingId} is being worked on by another process`);
    let transfer = claimed;
    try {
      if (transfer.status === 'failed') return;
      if (transfer.status === 'pending' || transfer.status === 'awaiting_account') {
        const account = this.provider.linkedAccount({ id: ctx.vendorId, razorpayAccountId: ctx.razorpayAccountId, hasBankAccount: ctx.hasBankAccount });
        if (!account) {
          transfer = await this.repo.release(transfer.id, { status: 'awaiting_account', amountPaise: payable });
          return;
        }
        if (payable === 0) {
          // taken back whole before it went: nothing is sent
          transfer = await this.repo.release(transfer.id, { status: 'pending', amountPaise: 0 });
          return;
        }
        const onHoldUntil = ctx.payoutsHeld ? null : this.holdUntil(ctx.showStartsAt);
        const earlier = transfer.attempts > 1 ? await this.provider.findTransfer(ctx.providerPaymentId, transfer.id) : null;
        const sent = earlier ?? (await this.provider.transfer({
          paymentId: ctx.providerPaymentId, account, amountPaise: payable, currency: ctx.currency, onHoldUntil,
          notes: { payoutId: transfer.id, bookingId },
        }));
        transfer = await this.repo.release(transfer.id, {
          status: sent.status, account, failureReason: sent.status === 'failed' ? 'Razorpay failed the transfer' : null, amountPaise: sent.amountPaise, reversedPaise: sent.reversedPaise, providerTransferId: sent.id,
          onHold: true, onHoldUntil, sentAt: new Date(), processedAt: sent.status === 'processed' ? new Date() : undefined,
        });
        this.logger.log(`payout ${transfer.id} of booking ${bookingId}: ${paiseToRupees(sent.amountPaise)} to ${account}`);
      }
      await this.reverseExcess(transfer, payable);
    } catch (err) {
      const message = err instanceof Error ? err.message : JSON.stringify(err);
      const unsent = transfer.status === 'pending' || transfer.status === 'awaiting_account';
      if (unsent && (err instanceof ProviderRefused || transfer.attempts >= MAX_ATTEMPTS)) {
        this.logger.warn(`payout ${transfer.id} failed: ${message}`);
        await this.repo.release(transfer.id, { status: 'failed', failureReason: message, failedAt: new Date() });
        return;
      }
      throw err;
    } finally {
      await this.repo.release(transfer.id);
    }
  }

  /** Takes back what the organiser holds beyond what is payable now, measured by the provider's own reversed amount when it keeps one. */
  private async reverseExcess(transfer: TransferRow, payable: number): Promise<void> {
    if (!transfer.providerTransferId) return;
    const remote = await this.provider.fetchTransfer(transfer.providerTransferId);
    let reversed = Math.max(transfer.reversedPaise, remote?.reversedPaise ?? 0);
    const excess = transfer.amountPaise - reversed - payable;
    if (excess > 0) {
      await this.provider.reverseTransfer(transfer.providerTransferId, excess);
      reversed += excess;
    }
    if (reversed !== transfer.reversedPaise) await this.repo.release(transfer.id, { reversedPaise: reversed, reversedAt: new Date() });
  }

  /** The payout.hold job: the transfer's hold as its organiser's hold now makes it (held: no date; else the date rule; a date gone: released). */
  async applyHold(transferId: string): Promise<void> {
    const transfer = await this.repo.findById(transferId);
    const ctx = transfer && (await this.repo.context(transfer.bookingId));
    if (!transfer?.providerTransferId || !ctx) return;
    const until = ctx.payoutsHeld ? null : this.holdUntil(ctx.showStartsAt);
    const onHold = ctx.payoutsHeld || until!.getTime() > Date.now();
    await this.provider.holdTransfer(transfer.providerTransferId, onHold, onHold ? until : null);
    await this.repo.release(transfer.id, { onHold, onHoldUntil: onHold ? until : null });
  }

  /** POST admin /vendors/{id}/payouts/hold|release: the vendor's flag, and a hold job per transfer the provider holds, in one transaction. */
  async setHeld(vendorId: string, held: boolean): Promise<PayoutHoldAnswer> {
    const transfers = await this.repo.setVendorHeld(vendorId, held, this.jobs.within(PAYOUT_HOLD_JOB), randomUUID());
    if (transfers === undefined) throw new NotFoundException(Messages.vendorNotFound);
    this.jobs.runSoon();
    return { vendorId, payoutsHeld: held, transfers };
  }

  /** The organiser now has a linked account: its transfers awaiting one are sent. */
  async accountLinked(vendorId: string): Promise<void> {
    await this.repo.enqueueAwaiting(vendorId, this.jobs.within(PAYOUT_SYNC_JOB), `linked:${randomUUID()}`);
    this.jobs.runSoon();
  }

  async history(vendorId?: string): Promise<PayoutHistory> {
    const rows = await this.repo.list(vendorId);
    const now = Date.now();
    return { data: rows.map((r) => toPayoutTransfer(r, now)) };
  }

  /** Razorpay's transfer.processed | failed | reversed; our id travels in the transfer's notes. A redelivered event changes nothing. */
  private async webhook(event: string, payload: { transfer?: { entity?: TransferEntity } } | undefined, eventId: string | undefined): Promise<boolean> {
    const entity = payload?.transfer?.entity;
    if (!entity?.id) return false;
    const ourId = entity.notes?.payoutId;
    const ref = { id: ourId && /^[0-9a-f-]{36}$/i.test(ourId) ? ourId : undefined, providerTransferId: entity.id };
    const change = event === 'transfer.reversed'
      ? { reversedPaise: entity.amount_reversed ?? 0 }
      : event === 'transfer.processed'
        ? { status: 'processed' as const }
        : { status: 'failed' as const, failureReason: entity.error?.description ?? 'The transfer failed' };
    return this.repo.settleFromWebhook(ref, change, (tx) => (eventId ? this.payments.firstDeliveryWithin(tx, eventId) : Promise.resolve(true)));
  }

  /** The showtime's start + PAYOUT_HOLD_HOURS, to the second (Route takes unix seconds). */
  private holdUntil(showStartsAt: Date): Date {
    return new Date(Math.floor((showStartsAt.getTime() + this.config.payoutHoldHours * 3_600_000) / 1000) * 1000);
  }
}

/** What a user sees of a transfer at `now` (a dated hold that has passed is over). */
export function payoutStateOf(r: TransferRow, now: number): PayoutState {
  if (r.status === 'failed') return 'failed';
  if (r.reversedPaise > 0) return 'reversed';
  if (r.status === 'pending' || r.status === 'awaiting_account') return r.status;
  if (r.onHold && (!r.onHoldUntil || r.onHoldUntil.getTime() > now)) return 'on_hold';
  return r.status === 'processed' ? 'processed' : 'pending';
}

function toPayoutTransfer(r: TransferListRow, now: number): PayoutTransfer {
  const state = payoutStateOf(r, now);
  const date = { reversed: r.reversedAt, failed: r.failedAt, processed: r.processedAt ?? r.sentAt, on_hold: r.sentAt }[state as string] ?? r.updatedAt;
  return {
    id: r.id, bookingId: r.bookingId, orderNo: r.orderNo, eventId: r.eventId, eventTitle: r.eventTitle, vendorId: r.vendorId, vendorName: r.vendorName,
    state, amount: paiseToRupees(r.amountPaise), reversedAmount: paiseToRupees(r.reversedPaise),
    onHoldUntil: state === 'on_hold' && r.onHoldUntil ? r.onHoldUntil.toISOString() : null,
    failureReason: state === 'failed' ? r.failureReason : null, date: (date ?? r.updatedAt).toISOString(),
  };
}
