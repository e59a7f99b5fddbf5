import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/guards/realm-auth.guards';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { BookingsService } from './bookings.service';
import { BookingListQueryDto } from './bookings.dto';
import { BookingDoc, BookingPageDoc } from './bookings.docs';

@ApiTags('admin: bookings')
@Controller('admin/bookings')
@AdminOnly()
export class BookingsAdminController {
  constructor(private readonly bookings: BookingsService) {}

  @Get()
  @ApiOperation({ summary: 'All bookings; filters status, eventId (or event), q (order no, buyer, event title)' })
  @ApiOkResponse({ type: BookingPageDoc })
  list(@Query() query: BookingListQueryDto) {
    return this.bookings.listForAdmin(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: BookingDoc })
  @ApiNotFoundResponse()
  get(@Param('id', ParseIdPipe) id: string) {
    return this.bookings.getForAdmin(id);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'pending → confirmed' })
  @ApiOkResponse({ type: BookingDoc })
  @ApiConflictResponse({ description: 'The booking is not pending' })
  approve(@Param('id', ParseIdPipe) id: string) {
    return this.bookings.approve(id);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'pending → cancelled; the tickets go back on sale' })
  @ApiOkResponse({ type: BookingDoc })
  @ApiConflictResponse({ description: 'The booking is not pending' })
  reject(@Param('id', ParseIdPipe) id: string) {
    return this.bookings.reject(id);
  }
}
