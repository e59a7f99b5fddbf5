import { Body, Controller, Delete, Get, Param, Post, Put, UploadedFiles, UseFilters } from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import {
  ApiBadRequestResponse, ApiBody, ApiConsumes, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation,
  ApiPayloadTooLargeResponse, ApiTags,
} from '@nestjs/swagger';
import { AdminOnly } from '../../common/guards/realm-auth.guards';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { UPLOAD_OPTIONS, UseUploadInterceptors } from '../../common/uploads/upload.options';
import type { UploadedImage } from '../../common/uploads/image-storage.service';
import { HeroService } from './hero.service';
import { CreateBannerDto, LogoDto, UpdateBannerDto } from './hero.dto';
import { SuccessMessageDoc } from '../../common/http/message.docs';
import { BannerDoc, BannerListDoc, HeroErrorDoc, ImageUploadDoc, LogoDoc, LogoUpdateDoc, uploadBody } from './hero.docs';
import { SuccessFlagFilter } from '../../common/filters/all-exceptions.filter';
import { InvalidatesPublicCache } from '../public-cache/public-cache.decorators';

const BANNER_FIELDS = ['image'];
const LOGO_FIELDS = ['file', 'image', 'logo'];
const fileFields = (names: string[]) => FileFieldsInterceptor(names.map((name) => ({ name, maxCount: 1 })), UPLOAD_OPTIONS);

@ApiTags('admin: hero and logo')
@InvalidatesPublicCache('hero')
@Controller('hero/admin')
@AdminOnly()
@UseFilters(SuccessFlagFilter)
@ApiBadRequestResponse({ type: HeroErrorDoc, description: 'Errors carry success: false and error' })
export class HeroAdminController {
  constructor(private readonly hero: HeroService) {}

  @Get('banners')
  @ApiOperation({ summary: 'All hero banners by order' })
  @ApiOkResponse({ type: BannerListDoc })
  list() {
    return this.hero.listBanners(false);
  }

  @Post('banners')
  @ApiOperation({ summary: 'Create a banner', description: "Defaults: buttonText 'Learn More', isActive and showOverlay true, order 0, overlayOpacity 40." })
  @ApiCreatedResponse({ type: BannerDoc })
  create(@Body() dto: CreateBannerDto) {
    return this.hero.createBanner(dto);
  }

  @Get('banners/:id')
  @ApiOperation({ summary: 'One banner' })
  @ApiOkResponse({ type: BannerDoc })
  @ApiNotFoundResponse({ type: HeroErrorDoc, description: 'Banner not found' })
  get(@Param('id', ParseIdPipe) id: string) {
    return this.hero.getBanner(id);
  }

  @Put('banners/:id')
  @ApiOperation({
    summary: 'Update a banner: the whole banner, or just {isActive}, or just {order}',
    description: 'A whole banner (with title) needs image.url. An image file no banner or logo uses any more is deleted.',
  })
  @ApiOkResponse({ type: BannerDoc })
  @ApiNotFoundResponse({ type: HeroErrorDoc, description: 'Banner not found' })
  update(@Param('id', ParseIdPipe) id: string, @Body() dto: UpdateBannerDto) {
    return this.hero.updateBanner(id, dto);
  }

  @Delete('banners/:id')
  @ApiOperation({ summary: 'Delete a banner (and its uploaded image when nothing else uses it)' })
  @ApiOkResponse({ type: SuccessMessageDoc })
  @ApiNotFoundResponse({ type: HeroErrorDoc, description: 'Banner not found' })
  delete(@Param('id', ParseIdPipe) id: string) {
    return this.hero.deleteBanner(id);
  }

  @Post('upload-banner')
  @UseUploadInterceptors(fileFields(BANNER_FIELDS))
  @ApiConsumes('multipart/form-data')
  @ApiBody(uploadBody(BANNER_FIELDS, 'An image (checked by content) of at most 10MB.'))
  @ApiOperation({ summary: 'Upload a banner image; answers its imageUrl for the banner form' })
  @ApiCreatedResponse({ type: ImageUploadDoc })
  @ApiPayloadTooLargeResponse({ type: HeroErrorDoc, description: 'File size must be less than 10MB' })
  uploadBanner(@UploadedFiles() files: Record<string, UploadedImage[]>) {
    return this.hero.upload('banner', files);
  }

  @Post('upload-logo')
  @UseUploadInterceptors(fileFields(LOGO_FIELDS))
  @ApiConsumes('multipart/form-data')
  @ApiBody(uploadBody(LOGO_FIELDS, 'An image (PNG, JPG, SVG...; checked by content) of at most 5MB.'))
  @ApiOperation({ summary: 'Upload a logo image; answers its imageUrl for the logo form' })
  @ApiCreatedResponse({ type: ImageUploadDoc })
  @ApiPayloadTooLargeResponse({ type: HeroErrorDoc, description: 'File size must be less than 5MB' })
  uploadLogo(@UploadedFiles() files: Record<string, UploadedImage[]>) {
    return this.hero.upload('logo', files);
  }

  @Get('logo')
  @ApiOperation({ summary: 'The site logo (a default until one is set)' })
  @ApiOkResponse({ type: LogoDoc })
  getLogo() {
    return this.hero.getLogo();
  }

  @Put('logo')
  @ApiOperation({ summary: 'Set the site logo {name, image {url, alt}}', description: 'The previous uploaded logo file is deleted when nothing uses it.' })
  @ApiOkResponse({ type: LogoUpdateDoc })
  updateLogo(@Body() dto: LogoDto) {
    return this.hero.updateLogo(dto);
  }
}
