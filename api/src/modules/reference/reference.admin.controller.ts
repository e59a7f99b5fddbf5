import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiExtraModels, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags, getSchemaPath,
} from '@nestjs/swagger';
import { META_KINDS } from '@marketplace/shared-dto';
import { AdminOnly } from '../../common/guards/realm-auth.guards';
import { AdminPrincipal, CurrentPrincipal } from '../../common/decorators/principal.decorator';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { AdminIfToken } from './admin-if-token.guard';
import { KindPipe } from './reference-kinds';
import { DeleteReferenceQueryDto, MetaListQueryDto, NameDto, StatusDto, UpdateReferenceDto } from './reference.dto';
import { MessageDoc, PublicItemListDoc, ReferenceItemDoc, ReferenceItemMessageDoc, ReferenceListDoc, ReferenceUpdateDoc } from './reference.docs';
import { ReferenceService } from './reference.service';
import { SIMPLE_KINDS, SimpleKind } from './reference.repository';
import { InvalidatesPublicCache } from '../public-cache/public-cache.decorators';

const anyKind = new KindPipe(META_KINDS);
const simpleKind = new KindPipe(SIMPLE_KINDS);

/**
 * Categories, tags and languages for administrators, and the lists and moderation of all five kinds.
 * Registered after VenuesAdminController (VenuesModule is imported first), whose `venues/...` routes take
 * precedence over `:kind/...`.
 */
@ApiTags('admin: reference data')
@InvalidatesPublicCache('meta', 'venues', 'performers', 'events')
@Controller('admin/meta')
export class ReferenceAdminController {
  constructor(private readonly refs: ReferenceService) {}

  @Get(':kind')
  @AdminIfToken()
  @ApiParam({ name: 'kind', enum: META_KINDS })
  @ApiOperation({
    summary: 'A reference list',
    description: 'Without a token: approved items `{data}` (the event form). With an admin token: every item with its status `{data, total}` '
      + '(venues also under `venues`; performers also under `performers`). `?status=pending`: the moderation queue `{data, total}` with owner, source, createdAt. '
      + '`sort`: name, status, createdAt (venues also city, capacity; performers also category, sortOrder, isActive); another field is 400.',
  })
  @ApiExtraModels(ReferenceListDoc, PublicItemListDoc)
  @ApiOkResponse({ schema: { anyOf: [{ $ref: getSchemaPath(ReferenceListDoc) }, { $ref: getSchemaPath(PublicItemListDoc) }] } })
  list(@Param('kind', anyKind) kind: (typeof META_KINDS)[number], @Query() query: MetaListQueryDto, @CurrentPrincipal() admin: AdminPrincipal | null) {
    return this.refs.adminList(kind, query, admin);
  }

  @Post(':kind')
  @AdminOnly()
  @ApiParam({ name: 'kind', enum: SIMPLE_KINDS })
  @ApiOperation({ summary: 'Add a category, tag or language (approved); 409 when the name exists (trimmed, any case)' })
  @ApiCreatedResponse({ type: ReferenceItemDoc })
  @ApiConflictResponse({ description: 'The name exists already' })
  create(@Param('kind', simpleKind) kind: SimpleKind, @Body() dto: NameDto) {
    return this.refs.create(kind, dto);
  }

  /** Declared before `PUT :kind/:id`, which would take `performers` for a kind it does not know (404). */
  @Put('performers/:id')
  @AdminOnly()
  @ApiOperation({ summary: 'Fallback of PATCH …/status: `{status}`' })
  @ApiOkResponse({ type: ReferenceItemMessageDoc })
  setPerformerStatusFallback(@Param('id', ParseIdPipe) id: string, @Body() dto: StatusDto) {
    return this.refs.setStatus('performers', id, dto.status, dto.reason);
  }

  @Put(':kind/:id')
  @AdminOnly()
  @ApiParam({ name: 'kind', enum: SIMPLE_KINDS })
  @ApiOperation({
    summary: 'Rename a category, tag or language `{name}`, or decide it `{status}`',
    description: "A name another item of the kind has (trimmed, any case) is 409: 'Another category with this name already exists.', "
      + "'Another tag with this name already exists.', 'Another language with this name already exists.'",
  })
  @ApiOkResponse({ type: ReferenceUpdateDoc })
  @ApiNotFoundResponse()
  @ApiConflictResponse({ description: 'Another item of the kind has the name' })
  update(@Param('kind', simpleKind) kind: SimpleKind, @Param('id', ParseIdPipe) id: string, @Body() dto: UpdateReferenceDto) {
    return this.refs.update(kind, id, dto);
  }

  @Delete(':kind/:id')
  @AdminOnly()
  @ApiParam({ name: 'kind', enum: SIMPLE_KINDS })
  @ApiOperation({
    summary: 'Delete a category, tag or language',
    description: "One that events use is refused (409 'This tag is used by 3 events: …', `usedBy` the count) unless `?mergeInto=` names another item, which then takes its place on those events.",
  })
  @ApiOkResponse({ type: MessageDoc })
  @ApiBadRequestResponse({ description: 'mergeInto is not an id, is the item itself, or names no item of the kind' })
  @ApiNotFoundResponse()
  @ApiConflictResponse({ description: 'Events use the item; the body carries usedBy' })
  delete(@Param('kind', simpleKind) kind: SimpleKind, @Param('id', ParseIdPipe) id: string, @Query() query: DeleteReferenceQueryDto) {
    return this.refs.delete(kind, id, query.mergeInto);
  }

  @Patch(':kind/:id/status')
  @AdminOnly()
  @ApiParam({ name: 'kind', enum: META_KINDS })
  @ApiOperation({ summary: 'Approve or reject a submission; it leaves the pending queue' })
  @ApiOkResponse({ type: ReferenceItemMessageDoc })
  setStatus(@Param('kind', anyKind) kind: (typeof META_KINDS)[number], @Param('id', ParseIdPipe) id: string, @Body() dto: StatusDto) {
    return this.refs.setStatus(kind, id, dto.status, dto.reason);
  }
}
