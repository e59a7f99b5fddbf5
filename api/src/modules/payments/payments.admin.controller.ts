import { Body, Controller, Headers, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminPrincipal, CurrentPrincipal } from '../../common/decorators/principal.decorator';
import { AdminOnly } from '../../common/guards/realm-auth.guards';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { RefundsService } from './refunds.service';
import { RefundRequestDto } from './refunds.dto';
import { RefundEndpoint } from './refund.decorators';

@ApiTags('admin: bookings')
@Controller('admin/bookings')
@AdminOnly()
export class PaymentsAdminController {
  constructor(private readonly refunds: RefundsService) {}

  @Post(':id/refund')
  @RefundEndpoint('any booking')
  refund(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param('id', ParseIdPipe) id: string,
    @Body() dto: RefundRequestDto,
    @Headers('idempotency-key') key: string | undefined,
  ) {
    return this.refunds.refund({ realm: 'admin', id: admin.id }, id, dto, key || undefined);
  }
}
