import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { BookingSummary, EventOnlineDetails, formatRupees, InvoiceKind, invoiceKindLabel, Locale, localisedPath } from '@marketplace/shared-dto';
import { BUYER_TEXTS, when } from '../../common/buyer-texts';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import { JobsService } from '../jobs/jobs.service';
import { MailService } from '../mail/mail.service';
import { SMS_PROVIDER, SmsProvider } from '../auth/sms/sms.provider';
import { BookingsService } from '../bookings/bookings.service';
import { BOOKING_CONFIRMED_JOB, BOOKING_PAID_JOB } from '../bookings/booking-jobs';
import { InvoicesService } from '../invoices/invoices.service';

export const TICKET_EMAIL_JOB = 'ticket.email';
export const TICKET_SMS_JOB = 'ticket.sms';

type BookingPayload = { bookingId: string };

/** How to join an online event, for the ticket holder's mail (only what the organiser filled in). */
function joinLines(d: EventOnlineDetails | null, locale: Locale): string[] {
  if (!d?.meetingLink && !d?.meetingId) return [];
  const w = BUYER_TEXTS[locale];
  return [
    ...(d.meetingLink ? [`${w.joinOnline}: ${d.meetingLink}`] : []),
    ...(d.meetingId ? [`${w.meetingId}: ${d.meetingId}`] : []),
    ...(d.password ? [`${w.passcode}: ${d.password}`] : []),
  ];
}

/** Only a booking still confirmed gets its tickets (one cancelled since gets nothing). */
const isConfirmed = (b: BookingSummary) => b.status === 'confirmed';

/** 'tax invoice UT/2627/000001, bill of supply …' in the buyer's language. */
const documentList = (docs: { kind: InvoiceKind; number: string }[], locale: Locale) =>
  docs.map((d) => `${invoiceKindLabel(d.kind, locale).toLowerCase()} ${d.number}`).join(', ');

/**
 * Delivers a confirmed booking's tickets: an email with the PDF attached (and its invoices) and an SMS with a link to
 * them. A confirmation fans out into one job per channel, so a failing mail server is retried
 * without sending the SMS again. A booking cancelled before its turn gets nothing.
 */
@Injectable()
export class TicketDeliveryService implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly bookings: BookingsService,
    private readonly mail: MailService,
    @Inject(SMS_PROVIDER) private readonly sms: SmsProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly invoices: InvoicesService,
  ) {}

  onModuleInit() {
    this.jobs.register<BookingPayload>(BOOKING_CONFIRMED_JOB, ({ bookingId }) => this.fanOut(bookingId));
    this.jobs.register<BookingPayload>(TICKET_EMAIL_JOB, ({ bookingId }) => this.email(bookingId));
    this.jobs.register<BookingPayload>(TICKET_SMS_JOB, ({ bookingId }) => this.text(bookingId));
    this.jobs.register<BookingPayload>(BOOKING_PAID_JOB, ({ bookingId }) => this.invoicesEmail(bookingId));
  }

  /** Where the buyer finds their tickets, in their language. */
  ticketsUrl(locale: Locale = 'en'): string {
    return `${this.config.publicUrl}${localisedPath(locale, '/dashboard?tab=tickets')}`;
  }

  private async fanOut(bookingId: string) {
    await this.jobs.enqueue(TICKET_EMAIL_JOB, `${TICKET_EMAIL_JOB}:${bookingId}`, { bookingId });
    await this.jobs.enqueue(TICKET_SMS_JOB, `${TICKET_SMS_JOB}:${bookingId}`, { bookingId });
  }

  private async email(bookingId: string) {
    const { booking: b, locale } = await this.bookings.forNotice(bookingId);
    if (!isConfirmed(b) || !b.user.email) return;
    const ticket = await this.bookings.ticketPdf(b.user.id, b.id);
    // the invoices issued with the confirmation (credit notes come later, with refunds), each as its PDF
    const invoices = (await this.invoices.documentsOf(b.id)).filter((d) => d.kind !== 'credit_note');
    const invoiceFiles = await Promise.all(invoices.map((d) => this.invoices.pdfOf(d, locale)));
    const w = BUYER_TEXTS[locale];
    const venue = b.event.venue ? [b.event.venue.name, b.event.venue.city].filter(Boolean).join(', ') : w.venueTba;
    const text = [
      w.hello(b.user.name),
      '',
      w.ticketsConfirmed(b.orderNo),
      ...(invoices.length ? [w.alsoAttached(documentList(invoices, locale))] : []),
      '',
      `${w.event}: ${b.event.title}`,
      `${w.whenLabel}: ${when(b.session?.startsAt ?? b.event.startDate, locale)}${b.session?.label ? ` (${b.session.label})` : ''}`,
      `${w.where}: ${venue}`,
      ...joinLines(b.event.onlineDetails, locale),
      `${w.tickets}: ${b.ticketCount}`,
      `${w.total}: ${formatRupees(b.totalPrice)}`,
      '',
      `${w.ticketsOnline}: ${this.ticketsUrl(locale)}`,
      `${w.eventPage}: ${this.config.publicUrl}${localisedPath(locale, `/events/${b.event.slug}/${b.event.code}`)}`,
    ].join('\n');
    await this.mail.send({
      to: b.user.email,
      subject: w.ticketsSubject(b.event.title, b.orderNo),
      text,
      attachments: [ticket, ...invoiceFiles].map((f) => ({ filename: f.filename, content: f.file, contentType: 'application/pdf' })),
    });
  }

  /** The invoices of a booking whose tickets went out before it was paid (cash collected after approval). */
  private async invoicesEmail(bookingId: string) {
    const { booking: b, locale } = await this.bookings.forNotice(bookingId);
    if (!isConfirmed(b) || !b.user.email) return;
    const invoices = (await this.invoices.documentsOf(b.id)).filter((d) => d.kind !== 'credit_note');
    if (!invoices.length) return;
    const w = BUYER_TEXTS[locale];
    const files = await Promise.all(invoices.map((d) => this.invoices.pdfOf(d, locale)));
    await this.mail.send({
      to: b.user.email,
      subject: w.invoicesSubject(b.event.title, b.orderNo),
      text: [
        w.hello(b.user.name),
        '',
        w.invoicesThanks(b.orderNo, documentList(invoices, locale)),
        '',
        `${w.ticketsOnline}: ${this.ticketsUrl(locale)}`,
      ].join('\n'),
      attachments: files.map((f) => ({ filename: f.filename, content: f.file, contentType: 'application/pdf' })),
    });
  }

  private async text(bookingId: string) {
    const { booking: b, locale } = await this.bookings.forNotice(bookingId);
    if (!isConfirmed(b) || !b.user.phone) return;
    await this.sms.send(b.user.phone, BUYER_TEXTS[locale].ticketsSms(b.orderNo, b.ticketCount, b.event.title, when(b.session?.startsAt ?? b.event.startDate, locale), this.ticketsUrl(locale)));
  }
}
