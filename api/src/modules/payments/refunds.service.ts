import { BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { createHash } from 'node:crypto';
import { formatRupees, Messages, paiseToRupees, RefundResult } from '@marketplace/shared-dto';
import { BOOKING_CANCELLED, BookingCancelledEvent } from '../bookings/booking-events';
import { BookingsService } from '../bookings/bookings.service';
import { RefundAsk, RefundAskOutcome, RefundRow, RefundsRepository, RefundState, RefundTarget } from './refunds.repository';
import { RefundRequestDto, toRefundResult } from './refunds.dto';
import { PAYMENT_PROVIDER, PaymentProvider, RefundRefused } from './providers/payment-provider';

/** How long one try at the provider owns a refund; a process that dies mid-try leaves it to the sweep after this. */
const CLAIM_SECONDS = 120;
/** Outages are retried with growing pauses (30 s, 1, 2, 4 ... minutes) up to this many tries, then the refund fails. */
const MAX_ATTEMPTS = 8;
const retryDelaySeconds = (attempts: number) => 30 * 2 ** (attempts - 1);

/** The refund a cancellation makes automatically, once per booking. */
const AUTO_KEY = 'automatic';

/** Who is asking: the back office for any booking, a vendor for bookings of its own events. */
export type RefundActor = { realm: 'admin'; id: string } | { realm: 'vendor'; id: string };

/**
 * Refunds through the payment provider. A request is decided in the database (one refund per idempotency
 * key, never more than was paid), then sent to the provider after the commit; a refund not yet accepted
 * stays `requested` and the sweep sends it again, asking the provider first whether an earlier try got
 * through (our refund id travels as the provider's receipt), so a retry never pays twice.
 */
@Injectable()
export class RefundsService {
  private readonly logger = new Logger(RefundsService.name);

  constructor(
    private readonly repo: RefundsRepository,
    private readonly bookings: BookingsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

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
    await this.send(refund.id);
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
    if (outcome.kind === 'created' || outcome.kind === 'replay') await this.send(outcome.refund.id);
  }

  @OnEvent(BOOKING_CANCELLED)
  async onBookingCancelled(event: BookingCancelledEvent): Promise<void> {
    // the cancellation stands whatever happens here; the sweep picks up what did not get through
    await this.refundCancelled(event.bookingId).catch((err) => this.logger.error(`automatic refund of ${event.bookingId} failed: ${(err as Error).message}`));
  }

  /**
   * One try at the provider for a requested refund, if no other process holds it. A refusal fails the
   * refund; an outage leaves it requested for a later try.
   */
  async send(refundId: string): Promise<void> {
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
        await this.repo.postpone(refund.id, retryDelaySeconds(refund.attempts), message);
      }
    }
  }

  /** The provider's webhook about a refund (refund.processed, refund.failed); our id travels in its notes. */
  async webhook(state: RefundState, providerRefundId: string, ourId: string | undefined, eventId: string | undefined): Promise<boolean> {
    const ref = ourId && /^[0-9a-f-]{36}$/i.test(ourId) ? { id: ourId } : { providerRefundId };
    return this.repo.settle(ref, state, { providerRefundId, webhookEventId: eventId });
  }

  /** What the sweep does: cancelled bookings owed money get their refund; refunds not yet with the provider are sent. Answers how many it took up. */
  async sweep(batch = 50): Promise<number> {
    const owed = await this.repo.refundDueBookings(batch);
    for (const id of owed) await this.refundCancelled(id);
    const unsent = await this.repo.dueForSending(batch);
    for (const id of unsent) await this.send(id);
    return owed.length + unsent.length;
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
   * stay (README). Money that arrived after the booking was already gone (late payment) goes back whole.
   */
  private cancellationShare({ booking, payment }: RefundTarget): number {
    const paidBeforeCancel = payment && booking.cancelledAt && payment.updatedAt < booking.cancelledAt;
    return booking.cancelReason === 'user' && paidBeforeCancel ? booking.subtotalPaise : booking.totalPaise;
  }

  private cancellationReason({ booking }: RefundTarget): string {
    return booking.cancelReason === 'user' ? 'Cancelled by the buyer' : 'Payment received for a booking that was no longer held';
  }
}
