import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MailService } from './mail.service';
import { MailOutboxQueryDto, toOutboxMessage } from './mail.dto';
import { DevMailOutboxDoc } from './mail.docs';

/** Registered only outside production: the mail kept instead of sent when SMTP_URL is unset. */
@ApiTags('development')
@Controller('dev')
export class DevMailController {
  constructor(private readonly mail: MailService) {}

  @Get('mail-outbox')
  @ApiOperation({ summary: 'Mail kept by the development outbox for one recipient, newest first: subject, text, attachment names and types' })
  @ApiOkResponse({ type: DevMailOutboxDoc })
  async outbox(@Query() query: MailOutboxQueryDto) {
    return { data: (await this.mail.outbox(query.to)).map(toOutboxMessage) };
  }
}
