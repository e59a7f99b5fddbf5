import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { Locale, localisedPath } from '@marketplace/shared-dto';
import { BUYER_TEXTS, when } from '../../common/buyer-texts';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import { JobsService } from '../jobs/jobs.service';
import { MailService } from '../mail/mail.service';
import { SMS_PROVIDER, SmsProvider } from '../auth/sms/sms.provider';
import { OfferNoticeRow, WaitlistService } from '../waitlist/waitlist.service';
import { WAITLIST_OFFERED_JOB, WaitlistOfferedPayload } from '../waitlist/waitlist-jobs';

/** One job per channel, so a failing mail server is retried without texting twice. */
const EMAIL_JOB = `${WAITLIST_OFFERED_JOB}.email`;
const SMS_JOB = `${WAITLIST_OFFERED_JOB}.sms`;

/**
 * Tells a buyer on a waitlist that seats are held for them, by e-mail and SMS in their language, with a link to
 * the event page that books the offer (`?waitlist=<entry id>`). Each comes from the job the offering statement enqueued.
 */
@Injectable()
export class WaitlistNoticesService implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly waitlist: WaitlistService,
    private readonly mail: MailService,
    @Inject(SMS_PROVIDER) private readonly sms: SmsProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    this.jobs.register<WaitlistOfferedPayload>(WAITLIST_OFFERED_JOB, async (p) => {
      await this.jobs.enqueue(EMAIL_JOB, `${EMAIL_JOB}:${p.entryId}`, p);
      await this.jobs.enqueue(SMS_JOB, `${SMS_JOB}:${p.entryId}`, p);
    });
    this.jobs.register<WaitlistOfferedPayload>(EMAIL_JOB, async (p) => {
      const o = await this.waitlist.offerNotice(p.entryId);
      if (!o?.email || !o.offerExpiresAt) return;
      const { locale } = o;
      const w = BUYER_TEXTS[locale];
      await this.mail.send({
        to: o.email,
        subject: w.offerSubject(o.eventTitle),
        text: [
          w.hello(o.name), '',
          w.offerHeld(o.quantity, o.ticketType, o.eventTitle, when(new Date(o.startsAt).toISOString(), locale)),
          w.offerUntil(when(new Date(o.offerExpiresAt).toISOString(), locale)), '',
          `${w.bookThem}: ${this.link(o, locale)}`,
        ].join('\n'),
      });
    });
    this.jobs.register<WaitlistOfferedPayload>(SMS_JOB, async (p) => {
      const o = await this.waitlist.offerNotice(p.entryId);
      if (!o?.phone || !o.offerExpiresAt) return;
      const { locale } = o;
      await this.sms.send(o.phone, BUYER_TEXTS[locale].offerSms(o.quantity, o.eventTitle, when(new Date(o.offerExpiresAt).toISOString(), locale), this.link(o, locale)));
    });
  }

  /** The event page in the buyer's language, with the entry the public site books the offer with. */
  private link(o: OfferNoticeRow, locale: Locale): string {
    return `${this.config.publicUrl}${localisedPath(locale, `/events/${o.eventSlug}/${o.eventCode}?waitlist=${o.id}`)}`;
  }
}
