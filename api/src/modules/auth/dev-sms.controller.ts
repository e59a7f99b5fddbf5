import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserAuthService } from './user-auth.service';
import { SmsOutboxQueryDto } from './auth.dto';

/** Registered only outside production: lets a developer (or a test) read the codes the log provider sent. */
@ApiTags('development')
@Controller('dev')
export class DevSmsController {
  constructor(private readonly auth: UserAuthService) {}

  @Get('sms-outbox')
  @ApiOperation({ summary: 'Messages sent by the log SMS provider, newest first' })
  outbox(@Query() query: SmsOutboxQueryDto) {
    return this.auth.outbox(query.phone);
  }
}
