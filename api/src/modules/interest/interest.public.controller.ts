import { Body, Controller, Delete, Get, Param, Post, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentPrincipal, UserPrincipal } from '../../common/decorators/principal.decorator';
import { UserOnly, UserOptional } from '../../common/guards/realm-auth.guards';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { InterestService } from './interest.service';
import { AddInterestDto } from './interest.dto';
import { EventInterestDoc } from './interest.docs';

@ApiTags('public: interest')
@Controller('events/interest')
export class InterestPublicController {
  constructor(private readonly interest: InterestService) {}

  @Get(':eventId')
  @UserOptional()
  @ApiOperation({ summary: 'How many are interested, and whether I am (false without a token)' })
  @ApiOkResponse({ type: EventInterestDoc })
  @ApiNotFoundResponse()
  get(@Param('eventId', ParseIdPipe) eventId: string, @CurrentPrincipal() user: UserPrincipal | null) {
    return this.interest.get(eventId, user?.id ?? null);
  }

  @Post()
  @UserOnly()
  @ApiOperation({ summary: "Mark I'm interested: 201 when new, 200 when already interested" })
  @ApiCreatedResponse({ type: EventInterestDoc })
  @ApiOkResponse({ type: EventInterestDoc, description: 'Already interested' })
  @ApiNotFoundResponse()
  async add(@Body() dto: AddInterestDto, @CurrentPrincipal() user: UserPrincipal, @Res({ passthrough: true }) res: Response) {
    const { created, ...answer } = await this.interest.add(dto.eventId, user.id);
    res.status(created ? 201 : 200);
    return answer;
  }

  @Delete(':eventId')
  @UserOnly()
  @ApiOperation({ summary: 'Unmark; the count never goes below 0' })
  @ApiOkResponse({ type: EventInterestDoc })
  @ApiNotFoundResponse()
  remove(@Param('eventId', ParseIdPipe) eventId: string, @CurrentPrincipal() user: UserPrincipal) {
    return this.interest.remove(eventId, user.id);
  }
}
