import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { Tx } from '../../db/database';
import { JobsService } from '../jobs/jobs.service';
import { MailService } from '../mail/mail.service';
import { SMS_PROVIDER, SmsProvider } from '../auth/sms/sms.provider';

/** The organiser features' messages (moderation news to vendors, changes and messages to buyers): one job per message and channel. */
export const NOTICE_EMAIL_JOB = 'notice.email';
export const NOTICE_SMS_JOB = 'notice.sms';

interface EmailPayload { to: string; subject: string; text: string }
interface SmsPayload { to: string; text: string }

/** Someone to tell: either channel may be missing. */
export interface NoticeRecipient {
  email?: string | null;
  phone?: string | null;
}

export interface Notice {
  subject: string;
  /** The e-mail's body. */
  text: string;
  /** The SMS; none is sent without it. */
  sms?: string;
}

/**
 * Sends notices through the job table (DESIGN.md 11): enqueued with the caller's change when a transaction
 * is given, each message keyed by `key` and its recipient, so enqueueing the same notice twice sends it once.
 */
@Injectable()
export class NoticesService implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly mail: MailService,
    @Inject(SMS_PROVIDER) private readonly sms: SmsProvider,
  ) {}

  onModuleInit() {
    this.jobs.register<EmailPayload>(NOTICE_EMAIL_JOB, ({ to, subject, text }) => this.mail.send({ to, subject, text }));
    this.jobs.register<SmsPayload>(NOTICE_SMS_JOB, ({ to, text }) => this.sms.send(to, text));
  }

  /** Enqueues the notice for every recipient (each address once); answers how many messages were added. */
  async send(key: string, recipients: NoticeRecipient[], notice: Notice, tx?: Tx): Promise<number> {
    let added = 0;
    const emails = new Set(recipients.map((r) => r.email?.trim().toLowerCase()).filter((e): e is string => !!e));
    const phones = new Set(recipients.map((r) => r.phone?.trim()).filter((p): p is string => !!p));
    for (const to of emails) {
      if (await this.jobs.enqueue(NOTICE_EMAIL_JOB, `${NOTICE_EMAIL_JOB}:${key}:${to}`, { to, subject: notice.subject, text: notice.text }, tx)) added++;
    }
    if (notice.sms) {
      for (const to of phones) {
        if (await this.jobs.enqueue(NOTICE_SMS_JOB, `${NOTICE_SMS_JOB}:${key}:${to}`, { to, text: notice.sms }, tx)) added++;
      }
    }
    return added;
  }

  /** Call once the transaction that enqueued notices has committed, so they go out now rather than at the next poll. */
  afterCommit() {
    this.jobs.runSoon();
  }
}
