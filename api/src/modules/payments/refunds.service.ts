import { BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException, OnModuleInit } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { formatRupees, Messages, paiseToRupees, RefundResult } from '@marketplace/shared-dto';
import { BOOKING_REFUND_DUE_JOB } from '../bookings/booking-jobs';
import { BookingsService } from '../bookings/bookings.service';
import { JobsService } from '../jobs/jobs.service';
import { RefundAsk, RefundAskOutcome, RefundRow, RefundsRepository, RefundState, RefundTarget } from './refunds.repository';
import { RefundRequestDto, toRefundResult } from './refunds.dto';
import { PAYMENT_PROVIDER, PaymentProvider, RefundRefused } from './providers/payment-provider';

/** How long one try at the provider owns a refund; a process that dies mid-try leaves it to the job's next try after this. */
const CLAIM_SECONDS = 120;
/** Tries at the provider before an outage fails the refund; the refund.send job retries with its backoff (30 s, 1, 2, 4 … minutes). */
const MAX_ATTEMPTS = 8;

/** The job that takes a refund to the provider, enqueued with the refund (key `refund.send:<refund id>`). */
const REFUND_SEND_JOB = 'refund.send';
const sendJobKey = (refundId: string) => `${REFUND_SEND_JOB}:${refundId}`;

type RefundDuePayload = { bookingId: string };
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
  ) {}

  onModuleInit() {
    this.jobs.register<RefundDuePayload>(BOOKING_REFUND_DUE_JOB, ({ bookingId }) => this.refundCancelled(bookingId));
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

  /** A cancelled booking with money kept: refund the ticket price (a cancellation by the buyer keeps the fees) or, for a payment that came too late, everything. */
  async refundCancelled(bookingId: string): Promise<void> {
    const target = await this.repo.findTarget(bookingId);
    if (!target?.payment || target.booking.status !== 'cancelled') return;
    const amountPaise = this.cancellationShare(target) - target.booking.refundedPaise;
    if (amountPaise <= 0) return this.repo.sync(bookingId);
    const outcome = await this.request({
      bookingId, amountPaise, reason: this.cancellationReason(target), requestedBy: target.booking.cancelReason === 'user' ? 'buyer' : 'system',
      actorId: null, idempotencyKey: AUTO_KEY,
    });
    if (outcome.kind === 'created' || outcome.kind === 'replay') await this.jobs.runNow(sendJobKey(outcome.refund.id));
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
      await this.repo.settle({ id: refund.id }, answer.status, { providerRefundId: answer.id });
    } catch (err) {
      const message = err instanceof Error ? err.message : JSON.stringify(err);
      if (err instanceof RefundRefused || refund.attempts >= MAX_ATTEMPTS) {
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
    return this.repo.settle(ref, state, { providerRefundId, webhookEventId: eventId });
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
      if (booking.status === 'confirmed' && refund.amountPaise === booking.totalPaise - booking.refundedPaise) {
        await this.bookings.cancelRefundedWithin(tx, booking.id);
      }
      await this.repo.sync(booking.id, tx);
      return outcome;
    });
  }

  private accepted(outcome: RefundAskOutcome): RefundRow {
    switch (outcome.kind) {
      case 'created':
      case 'replay':
        return outcome.refund;
      case 'no_payment':
        throw new ConflictException(Messages.refundNoPayment);
      case 'key_reused':
        throw new ConflictException(Messages.idempotencyKeyReused);
      case 'too_much':
        if (outcome.leftPaise <= 0) throw new ConflictException(Messages.refundNothingLeft);
        throw new ConflictException({
          message: Messages.refundTooMuch(formatRupees(paiseToRupees(outcome.leftPaise))),
          details: { amount: Messages.refundTooMuch(formatRupees(paiseToRupees(outcome.leftPaise))) },
        });
    }
  }

  private async result(refundId: string): Promise<RefundResult> {
    const refund = (await this.repo.findById(refundId))!;
    const target = (await this.repo.findTarget(refund.bookingId))!;
    return toRefundResult(refund, target.booking);
  }

  /**
   * A buyer who cancels a paid booking gets the ticket price back; the convenience fee and the donation
   * stay (docs/decisions.md). Money that arrived after the booking was already gone (late payment) goes back whole.
   */
  private cancellationShare({ booking, payment }: RefundTarget): number {
    const paidBeforeCancel = payment && booking.cancelledAt && payment.updatedAt < booking.cancelledAt;
    return booking.cancelReason === 'user' && paidBeforeCancel ? booking.subtotalPaise : booking.totalPaise;
  }

  private cancellationReason({ booking }: RefundTarget): string {
    return booking.cancelReason === 'user' ? 'Cancelled by the buyer' : 'Payment received for a booking that was no longer held';
  }
}
