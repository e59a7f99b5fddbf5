import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/guards/realm-auth.guards';
import { CheckinsService } from './checkins.service';
import { CheckInDto } from './checkins.dto';
import { CheckInConflictDoc, CheckInResultDoc } from './checkins.docs';

@ApiTags('admin: check-in')
@Controller('admin')
@AdminOnly()
export class CheckinsAdminController {
  constructor(private readonly checkins: CheckinsService) {}

  @Post('checkins')
  @HttpCode(200)
  @ApiOperation({ summary: 'Admit a ticket of any event (scanned token or typed number), once' })
  @ApiOkResponse({ type: CheckInResultDoc })
  @ApiBadRequestResponse({ description: "'Invalid ticket'" })
  @ApiConflictResponse({ type: CheckInConflictDoc })
  checkIn(@Body() dto: CheckInDto) {
    return this.checkins.checkIn({ vendorId: null }, dto);
  }
}
