import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { HeroService } from './hero.service';
import { BannerListDoc, LogoDoc } from './hero.docs';
import { PublicCached } from '../public-cache/public-cache.decorators';

@ApiTags('public: hero and logo')
@Controller('hero')
export class HeroPublicController {
  constructor(private readonly hero: HeroService) {}

  @Get('banners')
  @PublicCached('hero')
  @ApiOperation({ summary: 'Active hero banners by order (no login)' })
  @ApiOkResponse({ type: BannerListDoc })
  banners() {
    return this.hero.listBanners(true);
  }

  @Get('logo')
  @PublicCached('hero')
  @ApiOperation({ summary: 'The site logo (no login); a default with the site name and no image until one is set' })
  @ApiOkResponse({ type: LogoDoc })
  logo() {
    return this.hero.getLogo();
  }
}
