import { BadGatewayException, BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { Messages, PaymentOrder, PaymentVerifyResponse, rupeesToPaise } from '@marketplace/shared-dto';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import { BookingRow, BookingsService } from '../bookings/bookings.service';
import { refundDueJobKey } from '../bookings/booking-jobs';
import { PaymentsRepository } from './payments.repository';
import { CreateOrderDto, SandboxPayDto, toOrderResponse, VerifyPaymentDto } from './payments.dto';
import { hmacHex, signatureMatches } from '../../common/hmac';
import { checkoutSignature, PAYMENT_PROVIDER, PaymentProvider } from './providers/payment-provider';
import { SandboxPaymentProvider } from './providers/sandbox.provider';
import { RefundsService } from './refunds.service';
import { JobsService } from '../jobs/jobs.service';
import type { Tx } from '../../db/database';
import { PAYOUT_SYNC_JOB, payoutSyncKey } from '../payouts/payout-jobs';

/**
 * What recording a captured payment did:
 * - confirmed: the booking is now confirmed and paid (re-holding its tickets if its hold had run out);
 * - refund_due: the money arrived but the booking could not take it (released with its tickets gone,
 *   cancelled, or already paid by another order); recorded and flagged, never dropped;
 * - already: this order was recorded before, nothing changed; duplicate: webhook event seen before;
 * - unknown: no order of ours.
 */
type PaymentOutcome = 'confirmed' | 'refund_due' | 'already' | 'duplicate' | 'unknown';

/** Webhook events that mean the money is ours. */
const PAID_EVENTS = ['payment.captured', 'order.paid'];
/** Webhook events with the provider's last word on a refund. */
const REFUND_EVENTS: Record<string, 'processed' | 'failed'> = { 'refund.processed': 'processed', 'refund.failed': 'failed' };

/** Another module's handling of some webhook events (see onWebhook): answers whether anything changed. */
export type WebhookHandler = (event: string, payload: Record<string, never> | undefined, eventId: string | undefined) => Promise<boolean>;

interface WebhookBody {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string } };
    order?: { entity?: { id?: string } };
    refund?: { entity?: { id?: string; notes?: { refundId?: string } } };
  };
}

/**
 * Online payment of a booking: the order is made for the booking's stored total, and only a valid
 * provider signature (checkout verify or webhook) marks it paid, exactly once.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);
  private readonly webhookHandlers = new Map<string, WebhookHandler>();

  constructor(
    private readonly repo: PaymentsRepository,
    private readonly bookings: BookingsService,
    private readonly refunds: RefundsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobsService,
  ) {}

  /** Lets another module handle these webhook events (the payouts module: transfer.*), behind this one signature check. */
  onWebhook(events: readonly string[], handler: WebhookHandler): void {
    for (const event of events) this.webhookHandlers.set(event, handler);
  }

  /** Stores a webhook's event id in the caller's transaction; false when it was stored before (a redelivery changes nothing). */
  firstDeliveryWithin(tx: Tx, webhookEventId: string): Promise<boolean> {
    return this.repo.firstDelivery(tx, webhookEventId);
  }

  async createOrder(userId: string, dto: CreateOrderDto): Promise<PaymentOrder> {
    const booking = await this.bookings.findById(dto.bookingId);
    if (!booking || booking.userId !== userId) throw new NotFoundException(Messages.bookingNotFound);
    if (!(await this.payable(booking))) throw new ConflictException(Messages.bookingNotPayable);
    if ((dto.amount !== undefined && rupeesToPaise(dto.amount) !== booking.totalPaise) || (dto.currency && dto.currency !== booking.currency)) {
      throw new BadRequestException({ message: Messages.amountMismatch, details: { amount: Messages.amountMismatch } });
    }

    const open = await this.repo.findOpenOrder(booking.id, this.provider.name, booking.totalPaise);
    if (open) return toOrderResponse(open, this.provider);
    let order: { id: string };
    try {
      order = await this.provider.createOrder({
        amountPaise: booking.totalPaise, currency: booking.currency, receipt: booking.orderNo, notes: { bookingId: booking.id },
      });
    } catch (err) {
      this.logger.error(`${this.provider.name} order failed: ${JSON.stringify(err)}`);
      throw new BadGatewayException(Messages.paymentInitiationFailed);
    }
    const payment = await this.repo.createPayment({
      bookingId: booking.id, provider: this.provider.name, providerOrderId: order.id, amountPaise: booking.totalPaise, currency: booking.currency,
    });
    return toOrderResponse(payment, this.provider);
  }

  /** What the browser brings back from checkout. A bad signature changes nothing; a replay changes nothing. */
  async verify(userId: string, dto: VerifyPaymentDto): Promise<PaymentVerifyResponse> {
    const expected = checkoutSignature(this.provider.keySecret, dto.razorpay_order_id, dto.razorpay_payment_id);
    if (!signatureMatches(dto.razorpay_signature, expected)) throw new BadRequestException(Messages.paymentVerificationFailed);
    const found = await this.repo.findByOrderId(dto.razorpay_order_id);
    if (!found) throw new BadRequestException(Messages.paymentVerificationFailed);
    if (found.booking.userId !== userId) throw new NotFoundException(Messages.bookingNotFound);
    if (dto.bookingId && dto.bookingId !== found.booking.id) throw new BadRequestException(Messages.paymentNotForBooking);

    if ((await this.record(dto.razorpay_order_id, dto.razorpay_payment_id)) === 'refund_due') await this.refundLate(found.booking.id);
    const booking = (await this.bookings.findById(found.booking.id))!;
    // the money came for a booking that no longer stands: it goes back (refund_due, or already further along)
    const late = booking.status === 'cancelled' && booking.paymentStatus !== 'unpaid';
    return {
      verified: true, bookingId: booking.id, status: booking.status, paymentStatus: booking.paymentStatus,
      ...(late ? { message: Messages.latePaymentRefund } : {}),
    };
  }

  /** The provider's server-to-server notice, for payments whose browser never came back. Signed over the raw body. */
  async webhook(rawBody: Buffer | undefined, signature: string | undefined, eventId: string | undefined): Promise<{ status: string }> {
    if (!rawBody || !signatureMatches(signature, hmacHex(this.provider.webhookSecret, rawBody))) {
      throw new BadRequestException(Messages.paymentVerificationFailed);
    }
    let body: WebhookBody;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new BadRequestException(Messages.validationFailed);
    }
    const other = this.webhookHandlers.get(body.event ?? '');
    if (other) return { status: (await other(body.event!, body.payload as Record<string, never> | undefined, eventId || undefined)) ? 'processed' : 'ignored' };
    const refund = body.payload?.refund?.entity;
    const refundState = REFUND_EVENTS[body.event ?? ''];
    if (refundState && refund?.id) {
      const changed = await this.refunds.webhook(refundState, refund.id, refund.notes?.refundId, eventId || undefined);
      return { status: changed ? 'processed' : 'ignored' };
    }
    const orderId = body.payload?.payment?.entity?.order_id ?? body.payload?.order?.entity?.id;
    const paymentId = body.payload?.payment?.entity?.id;
    if (!PAID_EVENTS.includes(body.event ?? '') || !orderId || !paymentId) return { status: 'ignored' };
    const outcome = await this.record(orderId, paymentId, eventId || undefined);
    if (outcome === 'refund_due') {
      this.logger.warn(`payment ${paymentId} of order ${orderId} arrived for a booking that cannot take it: refunding it`);
      const found = await this.repo.findByOrderId(orderId);
      if (found) await this.refundLate(found.booking.id);
    }
    return { status: outcome === 'duplicate' ? 'duplicate' : 'processed' };
  }

  /** A payment the booking could not take goes back at once: its refund-due job, committed with the payment, runs now (else the poller retries it). */
  private async refundLate(bookingId: string): Promise<void> {
    await this.jobs.runNow(refundDueJobKey(bookingId, 'late'));
  }

  /** Answers what Razorpay's checkout would hand the browser after a successful payment (development only). */
  async sandboxPay(userId: string, dto: SandboxPayDto) {
    if (!(this.provider instanceof SandboxPaymentProvider) || this.config.production) throw new ForbiddenException(Messages.sandboxDisabled);
    const found = await this.repo.findByOrderId(dto.orderId);
    if (!found || found.booking.userId !== userId) throw new NotFoundException(Messages.notFound);
    const paymentId = this.provider.newPaymentId();
    return {
      razorpay_order_id: dto.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature(this.provider.keySecret, dto.orderId, paymentId),
    };
  }

  /**
   * Records a captured payment exactly once, in one transaction: the payment row goes created → paid by a
   * conditional UPDATE (a replay finds nothing to change), then the booking takes it (BookingsService confirms
   * it, issues its tickets and enqueues their delivery, in this same transaction). A webhook's event id is
   * stored in the same transaction too, so a redelivered event changes nothing.
   */
  private async record(orderId: string, paymentId: string, webhookEventId?: string): Promise<PaymentOutcome> {
    const outcome = await this.repo.transaction(async (tx): Promise<PaymentOutcome> => {
      if (webhookEventId && !(await this.repo.firstDelivery(tx, webhookEventId))) return 'duplicate';
      const payment = await this.repo.markPaid(tx, orderId, paymentId);
      if (!payment) return (await this.repo.orderExists(tx, orderId)) ? 'already' : 'unknown';
      const taken = await this.bookings.takePaymentWithin(tx, payment.bookingId);
      if (taken === 'confirmed') {
        // the organiser's share goes to them by a job committed with the payment
        await this.jobs.enqueue(PAYOUT_SYNC_JOB, payoutSyncKey(payment.bookingId, 'captured'), { bookingId: payment.bookingId }, tx);
        return 'confirmed';
      }
      // already paid through another order of the same booking: this second payment goes back
      if (taken === 'paid_already') await this.repo.markRefundDue(tx, payment.id);
      return 'refund_due';
    });
    // the delivery job committed with the confirmation; run it now rather than at the next poll
    if (outcome === 'confirmed') this.jobs.runSoon();
    return outcome;
  }

  /** A pending, unpaid online booking whose hold has not run out (the background job releases it). */
  private async payable(b: BookingRow): Promise<boolean> {
    if (b.status !== 'pending' || b.paymentStatus !== 'unpaid' || b.paymentMethod !== 'razorpay') return false;
    return !(b.holdExpiresAt && b.holdExpiresAt.getTime() <= Date.now());
  }
}
