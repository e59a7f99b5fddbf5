import { DynamicModule, Module } from '@nestjs/common';
import { MailRepository } from './mail.repository';
import { MailService } from './mail.service';
import { DevMailController } from './dev-mail.controller';

/** Outgoing mail (global). The development outbox is mounted only outside production. */
@Module({})
export class MailModule {
  static register(opts: { production: boolean }): DynamicModule {
    return {
      module: MailModule,
      global: true,
      controllers: opts.production ? [] : [DevMailController],
      providers: [MailRepository, MailService],
      exports: [MailService],
    };
  }
}
