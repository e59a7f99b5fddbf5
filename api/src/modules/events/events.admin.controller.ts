import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, UploadedFiles } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/guards/realm-auth.guards';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { EventActor, EventFiles, EventsService } from './events.service';
import { CancelEventDto, EventFormDto, EventFormUpload, EventListQueryDto, EventStatusDto, RevisionDecisionDto } from './events.dto';
import { CancelEventResultDoc, EventDeletedDoc, EventDoc, EventListDoc } from './events.docs';
import { InvalidatesPublicCache } from '../public-cache/public-cache.decorators';

const ADMIN: EventActor = { kind: 'admin' };

@ApiTags('admin: events')
@InvalidatesPublicCache('events')
@Controller('admin/events')
@AdminOnly()
export class EventsAdminController {
  constructor(private readonly events: EventsService) {}

  @Get()
  @ApiOperation({ summary: 'All events: page, limit (10), q (title or venue), status, sort, order. Moderation: status=pending' })
  @ApiOkResponse({ type: EventListDoc })
  list(@Query() query: EventListQueryDto) {
    return this.events.list(ADMIN, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Event detail with venue, categories, tags, languages, performers and sessions' })
  @ApiOkResponse({ type: EventDoc })
  @ApiNotFoundResponse()
  get(@Param('id', ParseIdPipe) id: string) {
    return this.events.get(ADMIN, id);
  }

  @Post()
  @EventFormUpload()
  @ApiOperation({ summary: 'Create an event (multipart with bannerImage and gallery files, or JSON); approved and published unless said otherwise' })
  @ApiCreatedResponse({ type: EventDoc })
  @ApiBadRequestResponse({ description: 'Validation failed; details per field' })
  create(@Body() dto: EventFormDto, @UploadedFiles() files: EventFiles = {}) {
    return this.events.create(ADMIN, dto, files);
  }

  @Put(':id')
  @EventFormUpload()
  @ApiOperation({ summary: 'Update an event (same body; _appendGallery keeps the listed gallery); a body of only {status} changes the status' })
  @ApiOkResponse({ type: EventDoc })
  @ApiConflictResponse({ description: 'Tickets below those already sold' })
  update(@Param('id', ParseIdPipe) id: string, @Body() dto: EventFormDto, @UploadedFiles() files: EventFiles = {}) {
    return this.events.update(ADMIN, id, dto, files);
  }

  @Patch(':id/status')
  @ApiOperation({ summary: 'Approve (also publishes), reject, or send back to pending, with an optional reason mailed to the vendor' })
  @ApiOkResponse({ type: EventDoc })
  @ApiBadRequestResponse({ description: 'Unknown status, or a reason over 1000 characters' })
  @ApiNotFoundResponse()
  @ApiConflictResponse({ description: "A published event with bookings is cancelled, not rejected: 'This published event has bookings: cancel it instead, …'" })
  setStatus(@Param('id', ParseIdPipe) id: string, @Body() dto: EventStatusDto) {
    return this.events.setStatus(id, dto.status, dto.reason);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cancel an event, or one showtime of it, with the reason buyers are told',
    description: 'The event (status cancelled) or the showtime stops selling (the last showtime left cancels its event); in the same transaction every pending and confirmed booking of it is '
      + 'cancelled, each paid one refunded in full, and each buyer told the reason by e-mail and SMS through the job table.',
  })
  @ApiOkResponse({ type: CancelEventResultDoc })
  @ApiBadRequestResponse({ description: "'Give the reason: every buyer is told it.', or a showtime of another event" })
  @ApiNotFoundResponse({ description: 'No such event' })
  @ApiConflictResponse({ description: "'This event is already cancelled.' / 'This showtime is already cancelled.'" })
  cancel(@Param('id', ParseIdPipe) id: string, @Body() dto: CancelEventDto) {
    return this.events.cancel(ADMIN, id, dto);
  }

  @Post(':id/revision/approve')
  @HttpCode(200)
  @ApiOperation({ summary: "Approve a live event's pending revision: it goes live, buyers of the showtimes it moves are told by e-mail and SMS, the vendor is mailed" })
  @ApiOkResponse({ type: EventDoc })
  @ApiBadRequestResponse({ description: 'A reason over 1000 characters, or a revised showtime that has since passed' })
  @ApiNotFoundResponse({ description: 'No event, or no changes waiting' })
  @ApiConflictResponse({ description: 'The revision removes what has bookings, or goes below what is sold' })
  approveRevision(@Param('id', ParseIdPipe) id: string, @Body() dto: RevisionDecisionDto) {
    return this.events.decideRevision(id, true, dto.reason);
  }

  @Post(':id/revision/reject')
  @HttpCode(200)
  @ApiOperation({ summary: "Reject a live event's pending revision: the live version stays, the vendor is mailed the reason" })
  @ApiOkResponse({ type: EventDoc })
  @ApiBadRequestResponse({ description: 'A reason over 1000 characters' })
  @ApiNotFoundResponse({ description: 'No event, or no changes waiting' })
  rejectRevision(@Param('id', ParseIdPipe) id: string, @Body() dto: RevisionDecisionDto) {
    return this.events.decideRevision(id, false, dto.reason);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete an event without bookings, with its images unless used elsewhere' })
  @ApiOkResponse({ type: EventDeletedDoc })
  @ApiConflictResponse({ description: 'The event has bookings' })
  remove(@Param('id', ParseIdPipe) id: string) {
    return this.events.remove(id);
  }
}
