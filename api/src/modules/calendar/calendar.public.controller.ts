import { Controller, Get, Header, Param, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CalendarService } from './calendar.service';
import { CalendarQueryDto } from './calendar.dto';

@ApiTags('public: events')
@Controller('events')
export class CalendarPublicController {
  constructor(private readonly calendar: CalendarService) {}

  @Get('public/:slug/:code/calendar.ics')
  @ApiParam({ name: 'slug', description: 'The title as a slug; any value is accepted, the code decides' })
  @ApiOperation({ summary: "The event's showtimes as an iCalendar file (Asia/Kolkata), or only ?sessionId=" })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'An iCalendar file', content: { 'text/calendar': { schema: { type: 'string' } } } })
  @ApiBadRequestResponse({ description: 'The showtime is not one of the event' })
  @ApiNotFoundResponse()
  @Header('Cache-Control', 'public, max-age=300')
  async ics(@Param('code') code: string, @Query() query: CalendarQueryDto, @Res({ passthrough: true }) res: Response) {
    const { body, filename } = await this.calendar.eventCalendar(code, query.sessionId, query.locale);
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    return body;
  }
}
