import { Body, Controller, Delete, Get, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/guards/realm-auth.guards';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { ContentService } from './content.service';
import { CreateContentDto, UpdateContentDto } from './content.dto';
import { SuccessMessageDoc } from '../../common/http/message.docs';
import { ContentHistoryEnvelopeDoc, ContentListEnvelopeDoc, ContentPageEnvelopeDoc } from './content.docs';
import { InvalidatesPublicCache } from '../public-cache/public-cache.decorators';

const ONE_PAGE = 'Answers {success, data: page}; data also carries the page again as data.data, so clients reading either shape work.';

@ApiTags('admin: content')
@InvalidatesPublicCache('content')
@Controller('content')
@AdminOnly()
export class ContentAdminController {
  constructor(private readonly content: ContentService) {}

  @Get()
  @ApiOperation({ summary: 'All content pages', description: 'The list is under data.data[] (as the back office reads it), with total.' })
  @ApiOkResponse({ type: ContentListEnvelopeDoc })
  list() {
    return this.content.list();
  }

  @Get('page/:page')
  @ApiOperation({ summary: 'A content page by its key (active or not)', description: ONE_PAGE })
  @ApiOkResponse({ type: ContentPageEnvelopeDoc })
  @ApiNotFoundResponse({ description: 'Content not found' })
  byPage(@Param('page') page: string) {
    return this.content.get({ page });
  }

  @Get('id/:id')
  @ApiOperation({ summary: 'A content page by id', description: ONE_PAGE })
  @ApiOkResponse({ type: ContentPageEnvelopeDoc })
  @ApiNotFoundResponse({ description: 'Content not found' })
  byId(@Param('id', ParseIdPipe) id: string) {
    return this.content.get({ id });
  }

  @Post()
  @ApiOperation({ summary: 'Create a content page', description: `One page per key. HTML in content is stored as given. ${ONE_PAGE}` })
  @ApiCreatedResponse({ type: ContentPageEnvelopeDoc })
  @ApiConflictResponse({ description: 'A content page for this page already exists.' })
  create(@Body() dto: CreateContentDto) {
    return this.content.create(dto);
  }

  @Put('page/:page')
  @ApiOperation({ summary: 'Update a content page by its key', description: `Keeps the previous version in the history and adds 1 to version. ${ONE_PAGE}` })
  @ApiOkResponse({ type: ContentPageEnvelopeDoc })
  @ApiNotFoundResponse({ description: 'Content not found' })
  updateByPage(@Param('page') page: string, @Body() dto: UpdateContentDto) {
    return this.content.update({ page }, dto);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Update a content page by id', description: `Keeps the previous version in the history and adds 1 to version. ${ONE_PAGE}` })
  @ApiOkResponse({ type: ContentPageEnvelopeDoc })
  @ApiNotFoundResponse({ description: 'Content not found' })
  update(@Param('id', ParseIdPipe) id: string, @Body() dto: UpdateContentDto) {
    return this.content.update({ id }, dto);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a content page and its history' })
  @ApiOkResponse({ type: SuccessMessageDoc })
  @ApiNotFoundResponse({ description: 'Content not found' })
  delete(@Param('id', ParseIdPipe) id: string) {
    return this.content.delete(id);
  }

  @Patch(':id/toggle')
  @ApiOperation({ summary: 'Activate or deactivate a page (flips isActive)', description: ONE_PAGE })
  @ApiOkResponse({ type: ContentPageEnvelopeDoc })
  @ApiNotFoundResponse({ description: 'Content not found' })
  toggle(@Param('id', ParseIdPipe) id: string) {
    return this.content.toggle(id);
  }

  @Get(':id/history')
  @ApiOperation({ summary: 'Earlier versions of a page, newest first', description: 'Under data.data[], with total.' })
  @ApiOkResponse({ type: ContentHistoryEnvelopeDoc })
  @ApiNotFoundResponse({ description: 'Content not found' })
  history(@Param('id', ParseIdPipe) id: string) {
    return this.content.history(id);
  }
}
