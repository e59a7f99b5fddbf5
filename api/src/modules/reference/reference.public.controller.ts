import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { KindPipe } from './reference-kinds';
import { PublicItemListDoc } from './reference.docs';
import { ReferenceService } from './reference.service';
import { SIMPLE_KINDS } from './reference.repository';
import { PublicCached } from '../public-cache/public-cache.decorators';

const LISTED = [...SIMPLE_KINDS, 'performers'] as const;
const listed = new KindPipe(LISTED);

/** What anyone may read: approved reference data (registered after the venue routes `meta/venues…`). */
@ApiTags('public: reference data')
@Controller()
export class ReferencePublicController {
  constructor(private readonly refs: ReferenceService) {}

  @Get('meta/:kind')
  @PublicCached('meta', 'performers')
  @ApiParam({ name: 'kind', enum: LISTED })
  @ApiOperation({ summary: 'Approved categories, tags or languages (performers: as /events/performers)' })
  @ApiOkResponse({ type: PublicItemListDoc })
  list(@Param('kind', listed) kind: (typeof LISTED)[number]) {
    return this.refs.publicList(kind);
  }
}
