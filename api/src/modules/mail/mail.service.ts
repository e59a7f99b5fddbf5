import { Inject, Injectable, Logger } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import { MailRepository } from './mail.repository';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

/**
 * Sends mail through SMTP (SMTP_URL, from MAIL_FROM). Without SMTP_URL (allowed only outside production)
 * each message is kept in the development outbox instead, readable at GET /api/dev/mail-outbox.
 * A refused or failed send throws, so the job that sent it is retried.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter | null;

  constructor(private readonly repo: MailRepository, @Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.smtpUrl ? createTransport(config.smtpUrl) : null;
  }

  /** Where mail goes, for the start banner. */
  get destination(): string {
    if (!this.config.smtpUrl) return 'development outbox (GET /api/dev/mail-outbox?to=<email>)';
    const url = new URL(this.config.smtpUrl);
    return `SMTP ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`;
  }

  async send(message: MailMessage): Promise<void> {
    if (!this.transport) {
      this.logger.log(`to ${message.to} (development outbox): ${message.subject}`);
      await this.repo.addToOutbox({
        to: message.to.toLowerCase(),
        subject: message.subject,
        text: message.text,
        attachments: (message.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.length })),
      });
      return;
    }
    await this.transport.sendMail({ from: this.config.mailFrom, ...message });
    this.logger.log(`to ${message.to}: ${message.subject}`);
  }

  outbox(to: string) {
    return this.repo.outbox(to.trim().toLowerCase());
  }
}
