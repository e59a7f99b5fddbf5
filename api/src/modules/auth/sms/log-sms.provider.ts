import { Injectable, Logger } from '@nestjs/common';
import { AuthRepository } from '../auth.repository';
import type { SmsProvider } from './sms.provider';

/** Writes each message to the server log and to the outbox table that the development outbox reads. */
@Injectable()
export class LogSmsProvider implements SmsProvider {
  private readonly logger = new Logger('SMS');

  constructor(private readonly repo: AuthRepository) {}

  async send(phone: string, body: string): Promise<void> {
    this.logger.log(`to ${phone}: ${body}`);
    await this.repo.addSms(phone, body);
  }
}
