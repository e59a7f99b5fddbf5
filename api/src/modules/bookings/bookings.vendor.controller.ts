import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, VendorPrincipal } from '../../common/decorators/principal.decorator';
import { VendorOnly } from '../../common/guards/realm-auth.guards';
import { BookingsService } from './bookings.service';
import { VendorTicketsQueryDto } from './bookings.dto';
import { VendorTicketPageDoc } from './bookings.docs';
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
  @ApiOperation({ summary: 'Bookings of my events as CSV (filters eventId, from, to, status, q as the list), streamed: a row per booking, rupees, IST' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv, a header row then a row per booking' })
  exportCsv(@CurrentPrincipal() vendor: VendorPrincipal, @Query() query: VendorTicketsQueryDto): StreamableFile {
    return csvFile(this.bookings.exportForVendor(vendor.id, query), 'bookings');
  }
}
