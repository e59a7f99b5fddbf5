import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { PublicCached } from '../public-cache/public-cache.decorators';
import { PublicVenueEnvelopeDoc, PublicVenueListDoc } from './venues.docs';
import { VenuesService } from './venues.service';

/** Approved venues for anyone. */
@ApiTags('public: reference data')
@Controller('meta/venues')
export class VenuesPublicController {
  constructor(private readonly venues: VenuesService) {}

  @Get()
  @PublicCached('venues')
  @ApiOperation({ summary: 'Approved venues with cover, images, city, address, lat and lng' })
  @ApiOkResponse({ type: PublicVenueListDoc })
  listVenues() {
    return this.venues.publicList();
  }

  @Get('slug/:slug')
  @PublicCached('venues')
  @ApiOperation({ summary: 'An approved venue by its slug (the public venue page /venues/{slug}): `{data}`' })
  @ApiOkResponse({ type: PublicVenueEnvelopeDoc })
  @ApiNotFoundResponse({ description: 'Venue not found' })
  getVenueBySlug(@Param('slug') slug: string) {
    return this.venues.publicBySlug(slug);
  }

  @Get(':id')
  @PublicCached('venues', 'events')
  @ApiOperation({ summary: 'An approved venue: `{data}`' })
  @ApiOkResponse({ type: PublicVenueEnvelopeDoc })
  @ApiNotFoundResponse()
  getVenue(@Param('id', ParseIdPipe) id: string) {
    return this.venues.publicDetail(id);
  }
}
