import { BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException, OnModuleInit } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { CancellationCause, cancellationRefundPaise, formatRupees, Messages, paiseToRupees, RefundResult } from '@marketplace/shared-dto';
import { BOOKING_REFUND_DUE_JOB, RefundDuePayload, RefundDueReason } from '../bookings/booking-jobs';
import { BookingsService } from '../bookings/bookings.service';
import { JobsService } from '../jobs/jobs.service';
import { InvoicesService } from '../invoices/invoices.service';
import { RefundAsk, RefundAskOutcome, RefundRow, RefundsRepository, RefundState, RefundTarget } from './refunds.repository';
import type { Tx } from '../../db/database';
import { RefundRequestDto, toRefundResult } from './refunds.dto';
import { REFUND_PROCESSED_JOB } from './refund-jobs';
import { PAYOUT_SYNC_JOB, payoutSyncKey } from '../payouts/payout-jobs';
import { PAYMENT_PROVIDER, PaymentProvider, ProviderRefused } from './providers/payment-provider';

/** How long one try at the provider owns a refund; a process that dies mid-try leaves it to the job's next try after this. */
const CLAIM_SECONDS = 120;
/** Tries at the provider before an outage fails the refund; the refund.send job retries with its backoff (30 s, 1, 2, 4 … minutes). */
const MAX_ATTEMPTS = 8;

/** The job that takes a refund to the provider, enqueued with the refund (key `refund.send:<refund id>`). */
const REFUND_SEND_JOB = 'refund.send';
const sendJobKey = (refundId: string) => `${REFUND_SEND_JOB}:${refundId}`;

type RefundSendPayload = { refundId: string };


/** The refund a cancellation makes automatically, once per booking. */
const AUTO_KEY = 'automatic';

/** Who is asking: the back office for any booking, a vendor for bookings of its own events. */
export type RefundActor = { realm: 'admin'; id: string } | { realm: 'vendor'; id: string };

/**
 * Refunds through the payment provider (DESIGN.md section 11). A request is decided in the database (one
 * refund per idempotency key, never more than was paid) together with its refund.send job, which takes it
 * to the provider after the commit: at once in the requesting process, else by any process's poller. A
 * refund not yet accepted stays `requested` and the job tries again with backoff, asking the provider first
 * whether an earlier try got through (our refund id travels as the provider's receipt), so a retry never
 * pays twice. Bookings that no longer stand but kept money come as booking.refund_due jobs, committed with
 * the cancellation or the late payment.
 */
@Injectable()
export class RefundsService implements OnModuleInit {
  private readonly logger = new Logger(RefundsService.name);

  constructor(
    private readonly repo: RefundsRepository,
    private readonly bookings: BookingsService,
    private readonly jobs: JobsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly invoices: InvoicesService,
  ) {}

  onModuleInit() {
    this.jobs.register<RefundDuePayload>(BOOKING_REFUND_DUE_JOB, ({ bookingId, why }) => this.refundCancelled(bookingId, why ?? 'cancelled'));
    // a try that found the refund claimed by another process counts as a job attempt too: a few to spare
    this.jobs.register<RefundSendPayload>(REFUND_SEND_JOB, ({ refundId }) => this.sendOrRetry(refundId), { maxAttempts: MAX_ATTEMPTS + 4 });
  }

  /** POST admin|vendor /bookings/{id}/refund: the whole refundable rest unless an amount is given. */
  async refund(actor: RefundActor, bookingId: string, dto: RefundRequestDto, idempotencyKey: string | undefined): Promise<RefundResult> {
    if (idempotencyKey && idempotencyKey.length > 200) throw new BadRequestException(Messages.idempotencyKeyTooLong);
    const target = await this.repo.findTarget(bookingId);
    // a vendor's refund of another vendor's booking answers like a missing booking
    if (!target || (actor.realm === 'vendor' && target.ownerVendorId !== actor.id)) throw new NotFoundException(Messages.bookingNotFound);
    const amountPaise = dto.amount === undefined ? null : Math.round(dto.amount * 100);
    const reason = dto.reason;
    const outcome = await this.request({
      bookingId, amountPaise, reason, requestedBy: actor.realm, actorId: actor.id,
      // without a key, the same amount and reason for the same booking is the same request
      idempotencyKey: idempotencyKey ? `key:${idempotencyKey}` : `request:${createHash('sha256').update(`${amountPaise ?? 'rest'}|${reason}`).digest('hex')}`,
    });
    const refund = this.accepted(outcome);
    await this.jobs.runNow(sendJobKey(refund.id));
    return this.result(refund.id);
  }

  /**
   * A cancelled booking with money kept gets back what the cancellation rule of shared-dto gives for its cause
   * (cancellationRefundPaise), less what went back already. A request that cannot be made never ends
   * silently: it is recorded as a failed refund with the reason (the booking shows 'Refund failed' and the
   * back office retries it).
   */
  async refundCancelled(bookingId: string, why: RefundDueReason): Promise<void> {
    const target = await this.repo.findTarget(bookingId);
    if (!target?.payment || target.booking.status !== 'cancelled') return;
    const cause = this.causeOf(target, why);
    const amountPaise = cancellationRefundPaise(
      { subtotal: target.booking.subtotalPaise, discount: target.booking.discountPaise, total: target.booking.totalPaise }, cause,
    ) - target.booking.refundedPaise;
    if (amountPaise <= 0) return this.repo.sync(bookingId);
    const reason = REASONS[cause];
    const outcome = await this.request({
      bookingId, amountPaise, reason, requestedBy: cause === 'buyer' ? 'buyer' : 'system', actorId: null, idempotencyKey: AUTO_KEY,
    });
    if (outcome.kind === 'created' || outcome.kind === 'replay') {
      await this.jobs.runNow(sendJobKey(outcome.refund.id));
      return;
    }
    const error = this.refusalText(outcome);
    this.logger.warn(`automatic refund of booking ${bookingId} refused: ${error}`);
    await this.repo.recordFailed({ bookingId, paymentId: target.payment.id, amountPaise, reason, error, idempotencyKey: AUTO_KEY });
  }

  /**
   * POST admin /bookings/{id}/refund/retry: the booking's latest failed refund asked again (same amount, at
   * most what is left, same reason), with its own key given back by the failure.
   */
  async retry(admin: { id: string }, bookingId: string): Promise<RefundResult> {
    const target = await this.repo.findTarget(bookingId);
    if (!target) throw new NotFoundException(Messages.bookingNotFound);
    const failed = target.booking.paymentStatus === 'refund_failed' ? await this.repo.latestFailed(bookingId) : undefined;
    if (!failed) throw new ConflictException(Messages.refundNothingToRetry);
    const leftPaise = target.booking.totalPaise - target.booking.refundedPaise;
    const outcome = await this.request({
      bookingId, amountPaise: Math.min(failed.amountPaise, leftPaise), reason: failed.reason, requestedBy: 'admin', actorId: admin.id,
      idempotencyKey: failed.idempotencyKey,
    });
    const refund = this.accepted(outcome);
    await this.jobs.runNow(sendJobKey(refund.id));
    return this.result(refund.id);
  }

  /** The refund.send job: a try, and another later (the job's backoff) while the refund is not with the provider. */
  private async sendOrRetry(refundId: string): Promise<void> {
    await this.send(refundId);
    if ((await this.repo.findById(refundId))?.status === 'requested') throw new Error(`refund ${refundId} is not with the provider yet`);
  }

  /**
   * One try at the provider for a requested refund, if no other process holds it. A refusal fails the
   * refund, and so does an outage at the last try; otherwise an outage leaves it requested for the job's next try.
   */
  private async send(refundId: string): Promise<void> {
    const refund = await this.repo.claim(refundId, CLAIM_SECONDS);
    if (!refund) return;
    try {
      const earlier = refund.attempts > 1 ? await this.provider.findRefund(refund.providerPaymentId, refund.id) : null;
      const answer = earlier ?? (await this.provider.refund({
        paymentId: refund.providerPaymentId, amountPaise: refund.amountPaise, receipt: refund.id, notes: { refundId: refund.id, bookingId: refund.bookingId },
      }));
      await this.repo.settle({ id: refund.id }, answer.status, { providerRefundId: answer.id, ...this.processedEffects() });
    } catch (err) {
      const message = err instanceof Error ? err.message : JSON.stringify(err);
      if (err instanceof ProviderRefused || refund.attempts >= MAX_ATTEMPTS) {
        this.logger.warn(`refund ${refund.id} failed: ${message}`);
        await this.repo.settle({ id: refund.id }, 'failed', { error: message });
      } else {
        this.logger.warn(`refund ${refund.id} not sent (try ${refund.attempts}), retrying later: ${message}`);
        await this.repo.release(refund.id, message);
      }
    }
  }

  /** The provider's webhook about a refund (refund.processed, refund.failed); our id travels in its notes. */
  async webhook(state: RefundState, providerRefundId: string, ourId: string | undefined, eventId: string | undefined): Promise<boolean> {
    const ref = ourId && /^[0-9a-f-]{36}$/i.test(ourId) ? { id: ourId } : { providerRefundId };
    const changed = await this.repo.settle(ref, state, { providerRefundId, webhookEventId: eventId, ...this.processedEffects() });
    if (changed) this.jobs.runSoon();
    return changed;
  }

  /**
   * What a refund's settlement as processed also writes, in its transaction (see RefundsRepository.settle): the
   * refund.processed job (the buyer is told), and the credit notes of the invoices the money reverses. Credit notes
   * follow money that went back, not money promised: a refund that fails leaves the invoices as they are.
   */
  private processedEffects() {
    return {
      processedJob: this.jobs.within(REFUND_PROCESSED_JOB),
      onProcessed: (tx: Tx, refund: RefundRow) => this.invoices.creditForRefundWithin(tx, refund),
    };
  }

  /**
   * Decides a refund request in one transaction: the refund, the amount promised back, and, when it takes
   * everything left of a confirmed booking, the booking's cancellation (BookingsService gives its seats back
   * in this same transaction), then the booking's payment status as its refunds now make it.
   */
  private request(ask: RefundAsk): Promise<RefundAskOutcome> {
    return this.repo.transaction(async (tx) => {
      const outcome = await this.repo.requestWithin(tx, ask);
      if (outcome.kind !== 'created') return outcome;
      const { booking, refund } = outcome;
      await this.jobs.enqueue(REFUND_SEND_JOB, sendJobKey(refund.id), { refundId: refund.id } satisfies RefundSendPayload, tx);
      // the organiser's share of what goes back is reversed from their transfer
      await this.jobs.enqueue(PAYOUT_SYNC_JOB, payoutSyncKey(booking.id, `refund:${refund.id}`), { bookingId: booking.id }, tx);
      if (booking.status === 'confirmed' && refund.amountPaise === booking.totalPaise - booking.refundedPaise) {
        await this.bookings.cancelRefundedWithin(tx, booking.id);
      }
      await this.repo.sync(booking.id, tx);
      return outcome;
    });
  }

  /** What a refused request says, in the words the API answers with. */
  private refusalText(outcome: Exclude<RefundAskOutcome, { kind: 'created' | 'replay' }>): string {
    switch (outcome.kind) {
      case 'no_payment':
        return Messages.refundNoPayment;
      case 'key_reused':
        return Messages.idempotencyKeyReused;
      case 'too_much':
        return outcome.leftPaise <= 0 ? Messages.refundNothingLeft : Messages.refundTooMuch(formatRupees(paiseToRupees(outcome.leftPaise)));
    }
  }

  private accepted(outcome: RefundAskOutcome): RefundRow {
    if (outcome.kind === 'created' || outcome.kind === 'replay') return outcome.refund;
    const message = this.refusalText(outcome);
    // too much, with something left: the amount field is what to change
    if (outcome.kind === 'too_much' && outcome.leftPaise > 0) throw new ConflictException({ message, details: { amount: message } });
    throw new ConflictException(message);
  }

  private async result(refundId: string): Promise<RefundResult> {
    const refund = (await this.repo.findById(refundId))!;
    const target = (await this.repo.findTarget(refund.bookingId))!;
    return toRefundResult(refund, target.booking);
  }

  /**
   * Why the money goes back. `why` was fixed by the statement that cancelled the booking (it was paid then:
   * 'cancelled') or that recorded a payment for a booking already gone ('late'), under the booking's row lock:
   * no two clocks are compared. A buyer's own cancellation of a paid booking keeps the fees; an event
   * cancelled by its organiser or an administrator, or money that came late, goes back whole.
   */
  private causeOf({ booking }: RefundTarget, why: RefundDueReason): CancellationCause {
    if (why === 'late') return 'late';
    if (booking.cancelReason === 'user') return 'buyer';
    return booking.cancelReason === 'event_cancelled' ? 'organiser' : 'late';
  }
}

/** The reason each automatic refund carries. */
const REASONS: Record<CancellationCause, string> = {
  buyer: 'Cancelled by the buyer',
  organiser: 'Event cancelled by the organiser',
  late: 'Payment received for a booking that was no longer held',
};
