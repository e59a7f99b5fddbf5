import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { KindPipe } from './meta-kinds';
import { PublicItemListDoc, PublicPerformerDetailEnvelopeDoc, PublicPerformerListDoc, VenueEnvelopeDoc, VenueListDoc } from './meta.docs';
import { MetaService } from './meta.service';
import { PerformersService } from './performers.service';
import { SIMPLE_KINDS } from './reference.repository';
import { VenuesService } from './venues.service';
import { PublicCached } from '../public-cache/public-cache.decorators';

const LISTED = [...SIMPLE_KINDS, 'performers'] as const;
const listed = new KindPipe(LISTED);

/** What anyone may read: approved reference data and performers. */
@ApiTags('public: reference data')
@Controller()
export class MetaPublicController {
  constructor(
    private readonly meta: MetaService,
    private readonly venues: VenuesService,
    private readonly performers: PerformersService,
  ) {}

  @Get('meta/venues')
  @PublicCached('venues')
  @ApiOperation({ summary: 'Approved venues with cover, images, city, address, lat and lng' })
  @ApiOkResponse({ type: VenueListDoc })
  listVenues() {
    return this.venues.publicList();
  }

  @Get('meta/venues/:id')
  @PublicCached('venues', 'events')
  @ApiOperation({ summary: 'An approved venue: `{data}`' })
  @ApiOkResponse({ type: VenueEnvelopeDoc })
  @ApiNotFoundResponse()
  async getVenue(@Param('id', ParseIdPipe) id: string) {
    return { data: await this.venues.get(id, { kind: 'public' }) };
  }

  @Get('meta/:kind')
  @PublicCached('meta', 'performers')
  @ApiParam({ name: 'kind', enum: LISTED })
  @ApiOperation({ summary: 'Approved categories, tags or languages (performers: as /events/performers)' })
  @ApiOkResponse({ type: PublicItemListDoc })
  list(@Param('kind', listed) kind: (typeof LISTED)[number]) {
    return this.meta.publicList(kind);
  }

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
