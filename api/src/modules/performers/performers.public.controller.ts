import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PublicCached } from '../public-cache/public-cache.decorators';
import { PublicPerformerDetailEnvelopeDoc, PublicPerformerListDoc } from './performers.docs';
import { PerformersService } from './performers.service';

/** Approved, active performers for anyone. */
@ApiTags('public: reference data')
@Controller()
export class PerformersPublicController {
  constructor(private readonly performers: PerformersService) {}

  @Get('events/performers')
  @PublicCached('performers')
  @ApiOperation({ summary: 'Approved, active performers by sortOrder then name' })
  @ApiOkResponse({ type: PublicPerformerListDoc })
  listPerformers() {
    return this.performers.publicList();
  }

  @Get('events/performers/:slug')
  @PublicCached('performers', 'events')
  @ApiOperation({ summary: 'A performer with its upcoming public events' })
  @ApiOkResponse({ type: PublicPerformerDetailEnvelopeDoc })
  @ApiNotFoundResponse({ description: 'Performer not found' })
  getPerformer(@Param('slug') slug: string) {
    return this.performers.publicDetail(slug);
  }

  @Get('public/master-data/performers')
  @PublicCached('performers')
  @ApiOperation({ summary: 'Approved, active performers `{data}`' })
  @ApiOkResponse({ type: PublicPerformerListDoc })
  masterDataPerformers() {
    return this.performers.publicList();
  }
}
