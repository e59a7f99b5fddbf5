import { Controller, Get, HttpCode, Param, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { CurrentPrincipal, VendorPrincipal } from '../../common/decorators/principal.decorator';
import { VendorOnly } from '../../common/guards/realm-auth.guards';
import { BookingsService } from './bookings.service';
import { VendorTicketsQueryDto } from './bookings.dto';
import { BookingDoc, VendorTicketPageDoc } from './bookings.docs';
import { csvFile } from './csv-file';

/** The vendor portal reads GET /bookings and falls back to GET /tickets: both answer the same rows. */
@ApiTags('vendor: bookings')
@Controller('vendor')
@VendorOnly()
export class BookingsVendorController {
  constructor(private readonly bookings: BookingsService) {}

  @Get(['bookings', 'tickets'])
  @ApiOperation({ summary: 'Bookings of my events, newest first, 10 a page; from/to filter the booking time (dates are days in Asia/Kolkata)' })
  @ApiOkResponse({ type: VendorTicketPageDoc })
  list(@CurrentPrincipal() vendor: VendorPrincipal, @Query() query: VendorTicketsQueryDto) {
    return this.bookings.listForVendor(vendor.id, query);
  }

  @Get('bookings.csv')
  @ApiOperation({ summary: 'Bookings of my events as CSV (filters eventId, from, to, status, q as the list), streamed: a row per booking line, rupees, IST' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv, a header row then a row per booking line (type, quantity, seats, unit price, amount) with its booking’s totals' })
  exportCsv(@CurrentPrincipal() vendor: VendorPrincipal, @Query() query: VendorTicketsQueryDto): StreamableFile {
    return csvFile(this.bookings.exportForVendor(vendor.id, query), 'bookings');
  }

  @Post('bookings/:id/cash-collected')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cash taken at the door for a cash-on-delivery booking of my event: paid (and confirmed with its tickets if pending)' })
  @ApiOkResponse({ type: BookingDoc })
  @ApiBadRequestResponse({ description: 'The id is not an id' })
  @ApiNotFoundResponse({ description: 'No such booking among my events' })
  @ApiConflictResponse({ description: 'Not cash on delivery, already paid, or cancelled' })
  cashCollected(@CurrentPrincipal() vendor: VendorPrincipal, @Param('id', ParseIdPipe) id: string) {
    return this.bookings.markCashCollected(id, vendor.id);
  }
}
