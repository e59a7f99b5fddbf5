import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import type { Response } from 'express';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { EventsService } from './events.service';
import { PublicEventQueryDto } from './events.dto';
import { PublicEventDetailDoc, PublicEventListDoc, ShowtimeSeatMapDoc } from './events.docs';
import { PublicCached } from '../public-cache/public-cache.decorators';

/** The public site's event pages. /api/events/performers… (meta) and /api/events/interest… (interest) live in their modules. */
@ApiTags('public: events')
@Controller('events')
export class EventsPublicController {
  constructor(private readonly events: EventsService) {}

  @Get(['public', ''])
  @PublicCached('events')
  @ApiOperation({ summary: 'Approved, published, active events not yet over: upcoming first (sort=recent: newest first); filters in Asia/Kolkata days' })
  @ApiOkResponse({ type: PublicEventListDoc })
  list(@Query() query: PublicEventQueryDto) {
    return this.events.listPublic(query);
  }

  @Get('public/:slug/:code')
  @ApiParam({ name: 'slug', description: 'The title as a slug; any value is accepted, the code decides' })
  @PublicCached('events')
  @ApiOperation({ summary: 'A public event by code (the slug may be stale) with up to 12 related events' })
  @ApiOkResponse({ type: PublicEventDetailDoc })
  @ApiNotFoundResponse()
  @ApiQuery({ name: 'accessCode', required: false, description: 'Unlocks the hidden ticket types with this access code (case-insensitive)' })
  detail(@Param('code') code: string, @Query('accessCode') accessCode?: string) {
    return this.events.publicDetail(code, typeof accessCode === 'string' ? accessCode : undefined);
  }

  @Get('public/:slug/:code/sessions/:sessionId/seats')
  @ApiParam({ name: 'slug', description: 'The title as a slug; any value is accepted, the code decides' })
  @PublicCached('events')
  @ApiOperation({ summary: "A seated showtime's seat map: the plan, the categories with their prices, and each seat's availability (issue 24)" })
  @ApiOkResponse({ type: ShowtimeSeatMapDoc })
  @ApiNotFoundResponse({ description: 'No public event with this code, or the showtime is not one of its seated showtimes' })
  async seats(@Param('code') code: string, @Param('sessionId', ParseIdPipe) sessionId: string, @Res({ passthrough: true }) res: Response) {
    const { eventId, map } = await this.events.seatMap(code, sessionId);
    // the answer names no event id: the cache files it under the event, so every hold, release and sale drops it
    res.locals.cacheTags = [`id:${eventId}`];
    return map;
  }
}
