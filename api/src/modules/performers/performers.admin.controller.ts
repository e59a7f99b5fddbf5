import { Body, Controller, Delete, Get, Param, Post, Put, Query, UploadedFiles, UseFilters } from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import { ApiBadRequestResponse, ApiConsumes, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/guards/realm-auth.guards';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { UPLOAD_OPTIONS, UseUploadInterceptors } from '../../common/uploads/upload.options';
import { SuccessMessageDoc } from '../../common/http/message.docs';
import { PerformerEnvelopeDoc, PerformerErrorDoc, PerformerListDoc } from './performers.docs';
import { SuccessFlagFilter } from '../../common/filters/all-exceptions.filter';
import { PerformerFormDto, PerformerListQueryDto } from './performers.dto';
import { PerformersService } from './performers.service';
import { InvalidatesPublicCache } from '../public-cache/public-cache.decorators';

const FORM_DESCRIPTION = 'Multipart: name, category, role, bio, description, isActive, sortOrder, socialMedia (JSON), videos (JSON), '
  + 'portfolios[i][name], portfolios[i][description]; files profileImage, galleryImages, portfolios[i][images], videoFiles (MP4, WebM, MOV). '
  + 'On update, gallery, videoFiles and portfolios[i][images] as text list the files to keep.';

/** The back office performer screens; errors answer `{success: false, error, statusCode, message}`. */
@ApiTags('admin: performers')
@InvalidatesPublicCache('meta', 'venues', 'performers', 'events')
@Controller('admin/performers')
@AdminOnly()
@UseFilters(SuccessFlagFilter)
@ApiBadRequestResponse({ type: PerformerErrorDoc })
export class PerformersAdminController {
  constructor(private readonly performers: PerformersService) {}

  @Get()
  @ApiOperation({ summary: 'Performers, searched by name or bio, filtered by category' })
  @ApiOkResponse({ type: PerformerListDoc })
  list(@Query() query: PerformerListQueryDto) {
    return this.performers.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'A performer: `{success, data}`' })
  @ApiOkResponse({ type: PerformerEnvelopeDoc })
  @ApiNotFoundResponse({ type: PerformerErrorDoc })
  get(@Param('id', ParseIdPipe) id: string) {
    return this.performers.get(id);
  }

  @Post()
  @UseUploadInterceptors(AnyFilesInterceptor(UPLOAD_OPTIONS))
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiOperation({ summary: 'Create a performer (approved)', description: FORM_DESCRIPTION })
  @ApiCreatedResponse({ type: PerformerEnvelopeDoc })
  create(@Body() dto: PerformerFormDto, @UploadedFiles() files: Express.Multer.File[] = []) {
    return this.performers.create(dto, files);
  }

  @Put(':id')
  @UseUploadInterceptors(AnyFilesInterceptor(UPLOAD_OPTIONS))
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiOperation({ summary: 'Update a performer', description: FORM_DESCRIPTION })
  @ApiOkResponse({ type: PerformerEnvelopeDoc })
  update(@Param('id', ParseIdPipe) id: string, @Body() dto: PerformerFormDto, @UploadedFiles() files: Express.Multer.File[] = []) {
    return this.performers.update(id, dto, files);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a performer and its files' })
  @ApiOkResponse({ type: SuccessMessageDoc })
  delete(@Param('id', ParseIdPipe) id: string) {
    return this.performers.delete(id);
  }
}
