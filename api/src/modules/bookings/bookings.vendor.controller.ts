import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, VendorPrincipal } from '../../common/decorators/principal.decorator';
import { VendorOnly } from '../../common/guards/realm-auth.guards';
import { BookingsService } from './bookings.service';
import { VendorTicketsQueryDto } from './bookings.dto';
import { VendorTicketPageDoc } from './bookings.docs';

/** The vendor portal reads GET /bookings and falls back to GET /tickets: both answer the same rows. */
@ApiTags('vendor: bookings')
@Controller(['vendor/bookings', 'vendor/tickets'])
@VendorOnly()
export class BookingsVendorController {
  constructor(private readonly bookings: BookingsService) {}

  @Get()
  @ApiOperation({ summary: 'Bookings of my events, newest first, 10 a page; from/to filter the booking time (dates are days in Asia/Kolkata)' })
  @ApiOkResponse({ type: VendorTicketPageDoc })
  list(@CurrentPrincipal() vendor: VendorPrincipal, @Query() query: VendorTicketsQueryDto) {
    return this.bookings.listForVendor(vendor.id, query);
  }
}
