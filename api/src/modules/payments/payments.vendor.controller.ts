import { Body, Controller, Headers, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, VendorPrincipal } from '../../common/decorators/principal.decorator';
import { VendorOnly } from '../../common/guards/realm-auth.guards';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { RefundsService } from './refunds.service';
import { RefundRequestDto } from './refunds.dto';
import { RefundEndpoint } from './refund.decorators';

@ApiTags('vendor: bookings')
@Controller('vendor/bookings')
@VendorOnly()
export class PaymentsVendorController {
  constructor(private readonly refunds: RefundsService) {}

  @Post(':id/refund')
  @RefundEndpoint('a booking of one of my events')
  refund(
    @CurrentPrincipal() vendor: VendorPrincipal,
    @Param('id', ParseIdPipe) id: string,
    @Body() dto: RefundRequestDto,
    @Headers('idempotency-key') key: string | undefined,
  ) {
    return this.refunds.refund({ realm: 'vendor', id: vendor.id }, id, dto, key || undefined);
  }
}
