import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { BookingSummary, cancellationRefundPaise, formatAmount, paiseToRupees, rupeesToPaise } from '@marketplace/shared-dto';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import { JobsService } from '../jobs/jobs.service';
import { MailService } from '../mail/mail.service';
import { SMS_PROVIDER, SmsProvider } from '../auth/sms/sms.provider';
import { BookingsService } from '../bookings/bookings.service';
import { BOOKING_CANCELLED_JOB, BookingCancelledPayload } from '../bookings/booking-jobs';
import { REFUND_PROCESSED_JOB, RefundProcessedPayload } from '../payments/refund-jobs';

/** One job per channel, so a failing mail server is retried without texting twice. */
const CHANNEL_JOBS = {
  cancelledEmail: `${BOOKING_CANCELLED_JOB}.email`,
  cancelledSms: `${BOOKING_CANCELLED_JOB}.sms`,
  refundedEmail: `${REFUND_PROCESSED_JOB}.email`,
  refundedSms: `${REFUND_PROCESSED_JOB}.sms`,
} as const;

interface Notice {
  subject: string;
  /** The mail's lines after the greeting. */
  lines: string[];
  sms: string;
}

/**
 * Tells buyers what happened to their money, by e-mail and SMS: a cancellation (their own, or the event's with
 * the organiser's reason) with the refund the cancellation rule of shared-dto gives, and a refund once the
 * provider has processed it. Each comes from a job committed with the change it reports.
 */
@Injectable()
export class BookingNoticesService implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly bookings: BookingsService,
    private readonly mail: MailService,
    @Inject(SMS_PROVIDER) private readonly sms: SmsProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    this.fanOut<BookingCancelledPayload>(BOOKING_CANCELLED_JOB, CHANNEL_JOBS.cancelledEmail, CHANNEL_JOBS.cancelledSms, (p) => p.bookingId,
      (b, p) => this.cancelled(b, p.reason));
    this.fanOut<RefundProcessedPayload>(REFUND_PROCESSED_JOB, CHANNEL_JOBS.refundedEmail, CHANNEL_JOBS.refundedSms, (p) => p.refundId,
      (b, p) => this.refunded(b, p.amountPaise));
  }

  /** The notice job enqueues one job per channel; each channel job renders the notice and sends it. */
  private fanOut<P extends { bookingId: string }>(kind: string, emailKind: string, smsKind: string, id: (p: P) => string, render: (b: BookingSummary, p: P) => Notice) {
    this.jobs.register<P>(kind, async (p) => {
      await this.jobs.enqueue(emailKind, `${emailKind}:${id(p)}`, p);
      await this.jobs.enqueue(smsKind, `${smsKind}:${id(p)}`, p);
    });
    this.jobs.register<P>(emailKind, async (p) => {
      const b = await this.bookings.getForAdmin(p.bookingId);
      if (!b.user.email) return;
      const notice = render(b, p);
      await this.mail.send({ to: b.user.email, subject: notice.subject, text: [`Hello ${b.user.name ?? 'there'},`, '', ...notice.lines].join('\n') });
    });
    this.jobs.register<P>(smsKind, async (p) => {
      const b = await this.bookings.getForAdmin(p.bookingId);
      if (!b.user.phone) return;
      await this.sms.send(b.user.phone, render(b, p).sms);
    });
  }

  private get bookingsUrl(): string {
    return `${this.config.publicUrl}/dashboard?tab=tickets`;
  }

  /** The cancellation and the money it gives back (nothing was paid: nothing to refund). */
  private cancelled(b: BookingSummary, reason: string | null): Notice {
    const byOrganiser = b.cancelReason === 'event_cancelled';
    const paid = !['unpaid', 'free'].includes(b.paymentStatus);
    const back = formatAmount(paiseToRupees(cancellationRefundPaise(
      { subtotal: rupeesToPaise(b.subtotal), discount: rupeesToPaise(b.discount), total: rupeesToPaise(b.total) }, byOrganiser ? 'organiser' : 'buyer',
    )));
    const what = byOrganiser ? `${b.event.title} has been cancelled by its organiser` : `Your booking ${b.orderNo} for ${b.event.title} is cancelled`;
    const money = !paid
      ? 'Nothing was charged, so there is nothing to refund.'
      : byOrganiser
        ? `Everything you paid, ${back} (tickets, fees and donation), is being refunded to your original payment method.`
        : `${back}, the ticket amount you paid, is being refunded to your original payment method; the convenience fee and donation are not refunded.`;
    return {
      subject: byOrganiser ? `${b.event.title} is cancelled: booking ${b.orderNo}` : `Booking ${b.orderNo} cancelled`,
      lines: [
        `${what}.`,
        ...(reason ? [`Reason: ${reason}`] : []),
        '',
        `Booking: ${b.orderNo} (${b.ticketCount} ticket(s))`,
        money,
        '',
        `Your bookings: ${this.bookingsUrl}`,
      ],
      sms: `Utsav: ${byOrganiser ? `${b.event.title} is cancelled by the organiser${reason ? ` (${reason})` : ''}; booking ${b.orderNo}` : `booking ${b.orderNo} for ${b.event.title} cancelled`}. `
        + (paid ? `Refund of ${back} to your original payment method.` : 'Nothing was charged.'),
    };
  }

  private refunded(b: BookingSummary, amountPaise: number): Notice {
    const amount = formatAmount(paiseToRupees(amountPaise));
    return {
      subject: `Refund of ${amount} processed: booking ${b.orderNo}`,
      lines: [
        `We have refunded ${amount} for your booking ${b.orderNo} (${b.event.title}) to your original payment method.`,
        'Banks usually show it within 5–7 working days.',
        '',
        `Your bookings: ${this.bookingsUrl}`,
      ],
      sms: `Utsav: refund of ${amount} for booking ${b.orderNo} processed to your original payment method.`,
    };
  }
}
