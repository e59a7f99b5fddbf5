import { Body, Controller, Delete, Get, Param, Patch, Post, Put, UploadedFiles } from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/guards/realm-auth.guards';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { UPLOAD_OPTIONS, UseUploadInterceptors } from '../../common/uploads/upload.options';
import { DataFieldInterceptor } from '../../common/uploads/data-field.interceptor';
import { MessageDoc } from '../reference/reference.docs';
import { VenueDoc, VenueMessageDoc } from './venues.docs';
import { AdminVenueDto, ReorderImagesDto, VENUE_FILE_FIELDS, VenueFiles } from './venues.dto';
import { VenuesService } from './venues.service';
import { InvalidatesPublicCache } from '../public-cache/public-cache.decorators';

const ADMIN = { kind: 'admin' } as const;

/** The back office's venues (the list is `GET /admin/meta/venues` in ReferenceAdminController). */
@ApiTags('admin: venues')
@InvalidatesPublicCache('meta', 'venues', 'performers', 'events')
@Controller('admin/meta/venues')
@AdminOnly()
export class VenuesAdminController {
  constructor(private readonly venues: VenuesService) {}

  @Get(':id')
  @ApiOperation({ summary: 'A venue with its images in order' })
  @ApiOkResponse({ type: VenueDoc })
  @ApiNotFoundResponse()
  get(@Param('id', ParseIdPipe) id: string) {
    return this.venues.get(id, ADMIN);
  }

  @Post()
  @UseUploadInterceptors(FileFieldsInterceptor(VENUE_FILE_FIELDS, UPLOAD_OPTIONS), DataFieldInterceptor)
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiOperation({ summary: 'Create an approved venue: JSON, or multipart with `data` (JSON text) and files `photo`, `images`' })
  @ApiCreatedResponse({ type: VenueMessageDoc })
  async create(@Body() body: AdminVenueDto, @UploadedFiles() files: VenueFiles = {}) {
    return (await this.venues.create(body, files, ADMIN)).body;
  }

  @Put(':id')
  @UseUploadInterceptors(FileFieldsInterceptor(VENUE_FILE_FIELDS, UPLOAD_OPTIONS), DataFieldInterceptor)
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiOperation({ summary: 'Update details (JSON), or multipart `data` {…, clearImages}, `photo`, `images`; `{status}` decides a submission' })
  @ApiOkResponse({ type: VenueMessageDoc })
  update(@Param('id', ParseIdPipe) id: string, @Body() body: AdminVenueDto, @UploadedFiles() files: VenueFiles = {}) {
    return this.venues.update(id, body, files, ADMIN);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a venue and its image files' })
  @ApiOkResponse({ type: MessageDoc })
  delete(@Param('id', ParseIdPipe) id: string) {
    return this.venues.delete(id, ADMIN);
  }

  @Patch(':id/images/reorder')
  @ApiOperation({ summary: 'Save the image order: `order` lists every image id of the venue once' })
  @ApiOkResponse({ type: VenueMessageDoc })
  reorder(@Param('id', ParseIdPipe) id: string, @Body() dto: ReorderImagesDto) {
    return this.venues.reorderImages(id, dto.order);
  }

  @Patch(':id/images/:imageId/primary')
  @ApiOperation({ summary: 'Make an image the primary one' })
  @ApiOkResponse({ type: VenueMessageDoc })
  setPrimary(@Param('id', ParseIdPipe) id: string, @Param('imageId', ParseIdPipe) imageId: string) {
    return this.venues.setPrimaryImage(id, imageId);
  }

  @Delete(':id/images/:imageId')
  @ApiOperation({ summary: 'Delete an image and its file' })
  @ApiOkResponse({ type: VenueMessageDoc })
  deleteImage(@Param('id', ParseIdPipe) id: string, @Param('imageId', ParseIdPipe) imageId: string) {
    return this.venues.deleteImage(id, imageId);
  }
}
