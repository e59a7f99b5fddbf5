import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, VendorPrincipal } from '../../common/decorators/principal.decorator';
import { VendorOnly } from '../../common/guards/realm-auth.guards';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { SalesService } from './sales.service';
import { SalesQueryDto } from './sales.dto';
import { EventSalesDoc } from './sales.docs';

@ApiTags('vendor: sales')
@Controller('vendor/events')
@VendorOnly()
export class SalesVendorController {
  constructor(private readonly sales: SalesService) {}

  @Get(':id/sales')
  @ApiOperation({ summary: 'Sales of my event per showtime × ticket type (sold, held, left, gross, fees, refunded, checked in), totals, and confirmed sales per day (IST); money in rupees' })
  @ApiOkResponse({ type: EventSalesDoc })
  @ApiNotFoundResponse({ description: "Another vendor's or a missing event" })
  get(@CurrentPrincipal() vendor: VendorPrincipal, @Param('id', ParseIdPipe) id: string, @Query() query: SalesQueryDto) {
    return this.sales.forVendor(vendor.id, id, query.sessionId);
  }
}
