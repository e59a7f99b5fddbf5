import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, UploadedFiles } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { VendorOnly } from '../../common/guards/realm-auth.guards';
import { CurrentPrincipal, VendorPrincipal } from '../../common/decorators/principal.decorator';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { EventFiles, EventsService } from './events.service';
import { BuyerMessageDto, CancelEventDto, EventFormDto, EventFormUpload, EventListQueryDto } from './events.dto';
import { BuyerMessageResultDoc, CancelEventResultDoc, EventDoc, EventListDoc } from './events.docs';
import { InvalidatesPublicCache } from '../public-cache/public-cache.decorators';

@ApiTags('vendor: events')
@InvalidatesPublicCache('events')
@Controller('vendor/events')
@VendorOnly()
export class EventsVendorController {
  constructor(private readonly events: EventsService) {}

  @Get()
  @ApiOperation({ summary: "The vendor's own events: page, limit (up to 1000), q, status (draft, pending, approved, rejected)" })
  @ApiOkResponse({ type: EventListDoc })
  list(@CurrentPrincipal() vendor: VendorPrincipal, @Query() query: EventListQueryDto) {
    return this.events.list({ kind: 'vendor', vendorId: vendor.id }, query);
  }

  @Get(':id')
  @ApiOperation({ summary: "One of the vendor's events (another vendor's is 404)" })
  @ApiOkResponse({ type: EventDoc })
  @ApiNotFoundResponse()
  get(@CurrentPrincipal() vendor: VendorPrincipal, @Param('id', ParseIdPipe) id: string) {
    return this.events.get({ kind: 'vendor', vendorId: vendor.id }, id);
  }

  @Post()
  @EventFormUpload()
  @ApiOperation({ summary: "Submit an event for approval (pending), or save it as draft (status 'draft' or saveAsDraft)" })
  @ApiCreatedResponse({ type: EventDoc })
  @ApiBadRequestResponse({ description: 'Validation failed; details per field' })
  create(@CurrentPrincipal() vendor: VendorPrincipal, @Body() dto: EventFormDto, @UploadedFiles() files: EventFiles = {}) {
    return this.events.create({ kind: 'vendor', vendorId: vendor.id }, dto, files);
  }

  @Put(':id')
  @EventFormUpload()
  @ApiOperation({
    summary: 'Edit an own event',
    description: 'A draft, pending or rejected event goes (back) to pending unless saved as draft. A published event stays on sale: an edit that keeps '
      + 'what was sold goes live at once; one that changes a sold promise (the time of a showtime with sales, the place once anything is sold, '
      + 'the price of a type with sales) is kept as pendingRevision until an administrator approves it.',
  })
  @ApiOkResponse({ type: EventDoc })
  @ApiNotFoundResponse()
  @ApiConflictResponse({ description: 'The event is cancelled' })
  update(@CurrentPrincipal() vendor: VendorPrincipal, @Param('id', ParseIdPipe) id: string, @Body() dto: EventFormDto, @UploadedFiles() files: EventFiles = {}) {
    return this.events.update({ kind: 'vendor', vendorId: vendor.id }, id, dto, files);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cancel an own event, or one showtime of it, with the reason buyers are told',
    description: 'The event (status cancelled) or the showtime stops selling (the last showtime left cancels its event); in the same transaction every pending and confirmed booking of it is '
      + 'cancelled, each paid one refunded in full, and each buyer told the reason by e-mail and SMS through the job table.',
  })
  @ApiOkResponse({ type: CancelEventResultDoc })
  @ApiBadRequestResponse({ description: "'Give the reason: every buyer is told it.', or a showtime of another event" })
  @ApiNotFoundResponse({ description: 'Not one of my events' })
  @ApiConflictResponse({ description: "'This event is already cancelled.' / 'This showtime is already cancelled.'" })
  cancel(@CurrentPrincipal() vendor: VendorPrincipal, @Param('id', ParseIdPipe) id: string, @Body() dto: CancelEventDto) {
    return this.events.cancel({ kind: 'vendor', vendorId: vendor.id }, id, dto);
  }

  @Post(':id/messages')
  @ApiOperation({
    summary: 'Message every buyer of an own event (or of one showtime) by e-mail and SMS',
    description: 'Sent through the job table to each pending or confirmed booking; at most 3 per event per day (Asia/Kolkata).',
  })
  @ApiCreatedResponse({ type: BuyerMessageResultDoc })
  @ApiBadRequestResponse({ description: 'Subject or message missing or too long, a showtime of another event, or nobody to tell' })
  @ApiNotFoundResponse({ description: 'Not one of my events' })
  @ApiConflictResponse({ description: "'At most 3 messages per event a day: try again tomorrow.'" })
  messageBuyers(@CurrentPrincipal() vendor: VendorPrincipal, @Param('id', ParseIdPipe) id: string, @Body() dto: BuyerMessageDto) {
    return this.events.messageBuyers(vendor.id, id, dto);
  }
}
