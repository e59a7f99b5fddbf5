import { Module } from '@nestjs/common';
import { HeroRepository } from './hero.repository';
import { HeroService } from './hero.service';
import { HeroAdminController } from './hero.admin.controller';
import { HeroPublicController } from './hero.public.controller';

/** Homepage hero banners and the site logo, with their image uploads. */
@Module({
  controllers: [HeroAdminController, HeroPublicController],
  providers: [HeroRepository, HeroService],
  exports: [HeroService],
})
export class HeroModule {}
