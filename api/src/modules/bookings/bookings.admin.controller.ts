import { Controller, Get, HttpCode, Param, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/guards/realm-auth.guards';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { BookingsService } from './bookings.service';
import { BookingListQueryDto } from './bookings.dto';
import { BookingDoc, BookingPageDoc } from './bookings.docs';
import { csvFile } from './csv-file';

@ApiTags('admin: bookings')
@Controller('admin')
@AdminOnly()
export class BookingsAdminController {
  constructor(private readonly bookings: BookingsService) {}

  @Get('bookings.csv')
  @ApiOperation({ summary: "Every booking the list's filters (status, eventId, q) match, newest first, as CSV, streamed: amounts in rupees, times in IST" })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv, a header row then a row per booking line (type, quantity, seats, unit price, amount) with its booking’s totals' })
  exportCsv(@Query() query: BookingListQueryDto): StreamableFile {
    return csvFile(this.bookings.exportForAdmin(query), 'bookings');
  }

  @Get('bookings')
  @ApiOperation({ summary: 'All bookings; filters status, eventId (or event), q (order no, buyer, event title)' })
  @ApiOkResponse({ type: BookingPageDoc })
  list(@Query() query: BookingListQueryDto) {
    return this.bookings.listForAdmin(query);
  }

  @Get('bookings/:id')
  @ApiOperation({ summary: 'One booking, with its buyer, lines, tickets and refunds' })
  @ApiOkResponse({ type: BookingDoc })
  @ApiNotFoundResponse()
  get(@Param('id', ParseIdPipe) id: string) {
    return this.bookings.getForAdmin(id);
  }

  @Post('bookings/:id/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'pending → confirmed' })
  @ApiOkResponse({ type: BookingDoc })
  @ApiConflictResponse({ description: 'The booking is not pending' })
  approve(@Param('id', ParseIdPipe) id: string) {
    return this.bookings.approve(id);
  }

  @Post('bookings/:id/cash-collected')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cash received for a cash-on-delivery booking: paid (and confirmed with its tickets if pending); it counts as revenue' })
  @ApiOkResponse({ type: BookingDoc })
  @ApiBadRequestResponse({ description: 'The id is not an id' })
  @ApiNotFoundResponse()
  @ApiConflictResponse({ description: 'Not cash on delivery, already paid, or cancelled' })
  cashCollected(@Param('id', ParseIdPipe) id: string) {
    return this.bookings.markCashCollected(id);
  }

  @Post('bookings/:id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'pending → cancelled; the tickets go back on sale' })
  @ApiOkResponse({ type: BookingDoc })
  @ApiConflictResponse({ description: 'The booking is not pending' })
  reject(@Param('id', ParseIdPipe) id: string) {
    return this.bookings.reject(id);
  }
}
