import { Controller, Get, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserAuthService } from './user-auth.service';
import { SmsOutboxQueryDto } from './auth.dto';
import { DevSmsOutboxDoc } from './auth.docs';

/**
 * Registered only outside production (the start banner warns): lets a developer (or a test) read the
 * codes the log provider sent to one phone; without ?phone= it answers 400, never every phone's codes.
 */
@ApiTags('development')
@Controller('dev')
export class DevSmsController {
  constructor(private readonly auth: UserAuthService) {}

  @Get('sms-outbox')
  @ApiOperation({ summary: 'Messages the log SMS provider sent to one phone, newest first' })
  @ApiOkResponse({ type: DevSmsOutboxDoc })
  @ApiNotFoundResponse({ description: 'SMS go through a real provider: there is no outbox' })
  outbox(@Query() query: SmsOutboxQueryDto) {
    return this.auth.outbox(query.phone);
  }
}
