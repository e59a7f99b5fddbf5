import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, VendorPrincipal } from '../../common/decorators/principal.decorator';
import { VendorOnly } from '../../common/guards/realm-auth.guards';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { csvFile } from '../bookings/csv-file';
import { CheckinsService } from './checkins.service';
import { CheckInDto, CheckInListQueryDto } from './checkins.dto';
import { CheckInConflictDoc, CheckInListDoc, CheckInResultDoc, CheckInUndoneDoc } from './checkins.docs';

@ApiTags('vendor: check-in')
@Controller('vendor')
@VendorOnly()
export class CheckinsVendorController {
  constructor(private readonly checkins: CheckinsService) {}

  @Post('checkins')
  @HttpCode(200)
  @ApiOperation({ summary: 'Admit a ticket of my events (scanned token or typed number), once' })
  @ApiOkResponse({ type: CheckInResultDoc })
  @ApiBadRequestResponse({ description: "'Invalid ticket': forged, altered or unknown token" })
  @ApiConflictResponse({ type: CheckInConflictDoc, description: "'Already checked in at HH:mm' (IST), 'Ticket cancelled', or another showtime" })
  @ApiNotFoundResponse({ description: "Another vendor's ticket" })
  checkIn(@CurrentPrincipal() vendor: VendorPrincipal, @Body() dto: CheckInDto) {
    return this.checkins.checkIn({ vendorId: vendor.id }, dto);
  }

  @Delete('checkins/:ticketId')
  @ApiOperation({ summary: 'Undo a mistaken scan' })
  @ApiOkResponse({ type: CheckInUndoneDoc })
  @ApiConflictResponse({ description: 'The ticket is not checked in' })
  undo(@CurrentPrincipal() vendor: VendorPrincipal, @Param('ticketId', ParseIdPipe) ticketId: string) {
    return this.checkins.undo({ vendorId: vendor.id }, ticketId);
  }

  @Get('events/:id/checkins')
  @ApiOperation({ summary: "The valid tickets of my event's showtime (or of all of it): counts, and each ticket with the hash of its token for checking offline" })
  @ApiOkResponse({ type: CheckInListDoc })
  list(@CurrentPrincipal() vendor: VendorPrincipal, @Param('id', ParseIdPipe) id: string, @Query() query: CheckInListQueryDto) {
    return this.checkins.list({ vendorId: vendor.id }, id, query);
  }

  @Get('events/:id/attendees.csv')
  @ApiOperation({ summary: 'Every ticket of my event as CSV, streamed: a row per ticket, rupees, IST' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv, a header row then a row per ticket' })
  async attendees(@CurrentPrincipal() vendor: VendorPrincipal, @Param('id', ParseIdPipe) id: string): Promise<StreamableFile> {
    return csvFile(await this.checkins.attendees({ vendorId: vendor.id }, id), 'attendees');
  }
}
