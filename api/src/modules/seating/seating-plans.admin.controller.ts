import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/guards/realm-auth.guards';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { SeatingPlanDoc, SeatingPlanListDoc } from './seating-plans.docs';
import { SeatingPlanDto } from './seating-plans.dto';
import { SeatingPlansService } from './seating-plans.service';
import { InvalidatesPublicCache } from '../public-cache/public-cache.decorators';

const BAD_PLAN = 'A malformed plan, each field named in details (seat labels twice in a row, unknown categories, over 20,000 seats...)';

/** Seating plans of any venue, for administrators. */
@ApiTags('admin: seating plans')
@Controller('admin/meta/venues/:id/seating-plans')
@AdminOnly()
export class SeatingPlansAdminController {
  constructor(private readonly plans: SeatingPlansService) {}

  @Get()
  @ApiOperation({ summary: "The venue's seating plans, without their seats" })
  @ApiOkResponse({ type: SeatingPlanListDoc })
  @ApiBadRequestResponse({ description: 'A malformed id' })
  @ApiNotFoundResponse({ description: "A missing venue or plan" })
  list(@Param('id', ParseIdPipe) venueId: string) {
    return this.plans.list(venueId, { kind: 'admin' });
  }

  @Post()
  @ApiOperation({ summary: 'Make a seating plan: seat by seat (categories + zones), by the generator (generate) or from pretix JSON (pretix)' })
  @ApiCreatedResponse({ type: SeatingPlanDoc })
  @ApiBadRequestResponse({ description: BAD_PLAN })
  @ApiNotFoundResponse({ description: "A missing venue or plan" })
  create(@Param('id', ParseIdPipe) venueId: string, @Body() dto: SeatingPlanDto) {
    return this.plans.create(venueId, dto, { kind: 'admin' });
  }

  @Get(':planId')
  @ApiOperation({ summary: 'A seating plan with every seat' })
  @ApiOkResponse({ type: SeatingPlanDoc })
  @ApiBadRequestResponse({ description: 'A malformed id' })
  @ApiNotFoundResponse({ description: "A missing venue or plan" })
  get(@Param('id', ParseIdPipe) venueId: string, @Param('planId', ParseIdPipe) planId: string) {
    return this.plans.get(venueId, planId, { kind: 'admin' });
  }

  @Put(':planId')
  @InvalidatesPublicCache('events')
  @ApiOperation({ summary: "Replace a seating plan (seats sent without a guid keep the one their place gave them); the events selling its seats take it at once" })
  @ApiOkResponse({ type: SeatingPlanDoc })
  @ApiBadRequestResponse({ description: `${BAD_PLAN}; or a category that an event selling the plan does not map` })
  @ApiConflictResponse({ description: "The edit would drop, block or re-price a seat an event sold or holds: 'Seat F-12 is sold or held: ...'" })
  @ApiNotFoundResponse({ description: "A missing venue or plan" })
  update(@Param('id', ParseIdPipe) venueId: string, @Param('planId', ParseIdPipe) planId: string, @Body() dto: SeatingPlanDto) {
    return this.plans.update(venueId, planId, dto, { kind: 'admin' });
  }

  @Delete(':planId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a seating plan' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiBadRequestResponse({ description: 'A malformed id' })
  @ApiNotFoundResponse({ description: "A missing venue or plan" })
  async delete(@Param('id', ParseIdPipe) venueId: string, @Param('planId', ParseIdPipe) planId: string): Promise<void> {
    await this.plans.delete(venueId, planId, { kind: 'admin' });
  }
}
