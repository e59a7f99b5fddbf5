import { Body, Controller, Headers, HttpCode, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RefundResultDoc } from './payments.docs';
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

  @Post(':id/refund/retry')
  @HttpCode(200)
  @ApiOperation({ summary: "Asks the booking's latest failed refund again (its amount, at most what is left, and its reason)" })
  @ApiOkResponse({ type: RefundResultDoc, description: 'The new refund and where the booking stands' })
  @ApiNotFoundResponse({ description: 'No such booking' })
  @ApiConflictResponse({ description: "The booking's payment status is not refund_failed, or nothing is left to refund" })
  retry(@CurrentPrincipal() admin: AdminPrincipal, @Param('id', ParseIdPipe) id: string) {
    return this.refunds.retry(admin, id);
  }
}
