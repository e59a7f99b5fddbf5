import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { BookingSummary, cancellationRefundPaise, formatAmount, Locale, localisedPath, paiseToRupees, rupeesToPaise } from '@marketplace/shared-dto';
import { BUYER_TEXTS } from '../../common/buyer-texts';
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
      (b, p, locale) => this.cancelled(b, p.reason, locale));
    this.fanOut<RefundProcessedPayload>(REFUND_PROCESSED_JOB, CHANNEL_JOBS.refundedEmail, CHANNEL_JOBS.refundedSms, (p) => p.refundId,
      (b, p, locale) => this.refunded(b, p.amountPaise, locale));
  }

  /** The notice job enqueues one job per channel; each channel job renders the notice and sends it. */
  private fanOut<P extends { bookingId: string }>(kind: string, emailKind: string, smsKind: string, id: (p: P) => string, render: (b: BookingSummary, p: P, locale: Locale) => Notice) {
    this.jobs.register<P>(kind, async (p) => {
      await this.jobs.enqueue(emailKind, `${emailKind}:${id(p)}`, p);
      await this.jobs.enqueue(smsKind, `${smsKind}:${id(p)}`, p);
    });
    this.jobs.register<P>(emailKind, async (p) => {
      const { booking: b, locale } = await this.bookings.forNotice(p.bookingId);
      if (!b.user.email) return;
      const notice = render(b, p, locale);
      await this.mail.send({ to: b.user.email, subject: notice.subject, text: [BUYER_TEXTS[locale].hello(b.user.name), '', ...notice.lines].join('\n') });
    });
    this.jobs.register<P>(smsKind, async (p) => {
      const { booking: b, locale } = await this.bookings.forNotice(p.bookingId);
      if (!b.user.phone) return;
      await this.sms.send(b.user.phone, render(b, p, locale).sms);
    });
  }

  private bookingsUrl(locale: Locale): string {
    return `${this.config.publicUrl}${localisedPath(locale, '/dashboard?tab=tickets')}`;
  }

  /** The cancellation and the money it gives back (nothing was paid: nothing to refund). */
  private cancelled(b: BookingSummary, reason: string | null, locale: Locale): Notice {
    const w = BUYER_TEXTS[locale];
    const byOrganiser = b.cancelReason === 'event_cancelled';
    const paid = !['unpaid', 'free'].includes(b.paymentStatus);
    const back = formatAmount(paiseToRupees(cancellationRefundPaise(
      { subtotal: rupeesToPaise(b.subtotal), discount: rupeesToPaise(b.discount), total: rupeesToPaise(b.total) }, byOrganiser ? 'organiser' : 'buyer',
    )));
    const what = byOrganiser ? w.cancelledByOrganiser(b.event.title) : w.cancelledByBuyer(b.orderNo, b.event.title);
    const money = !paid ? w.nothingCharged : byOrganiser ? w.refundAll(back) : w.refundTickets(back);
    return {
      subject: byOrganiser ? w.cancelledSubjectOrganiser(b.event.title, b.orderNo) : w.cancelledSubjectBuyer(b.orderNo),
      lines: [
        `${what}${locale === 'hi' ? '।' : '.'}`,
        ...(reason ? [w.reason(reason)] : []),
        '',
        w.bookingLine(b.orderNo, b.ticketCount),
        money,
        '',
        `${w.yourBookings}: ${this.bookingsUrl(locale)}`,
      ],
      sms: (byOrganiser ? w.cancelledSmsOrganiser(b.event.title, reason, b.orderNo) : w.cancelledSmsBuyer(b.orderNo, b.event.title))
        + (paid ? w.refundSms(back) : w.nothingChargedSms),
    };
  }

  private refunded(b: BookingSummary, amountPaise: number, locale: Locale): Notice {
    const w = BUYER_TEXTS[locale];
    const amount = formatAmount(paiseToRupees(amountPaise));
    return {
      subject: w.refundedSubject(amount, b.orderNo),
      lines: [
        w.refunded(amount, b.orderNo, b.event.title),
        w.bankDays,
        '',
        `${w.yourBookings}: ${this.bookingsUrl(locale)}`,
      ],
      sms: w.refundedSms(amount, b.orderNo),
    };
  }
}
