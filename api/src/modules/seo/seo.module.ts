import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { HeroModule } from '../hero/hero.module';
import { MetaModule } from '../meta/meta.module';
import { SeoService } from './seo.service';

/** Share previews and search: the public pages' heads, sitemap.xml and robots.txt (mounted by web/static.ts). */
@Module({
  imports: [EventsModule, HeroModule, MetaModule],
  providers: [SeoService],
  exports: [SeoService],
})
export class SeoModule {}
