import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { HeroModule } from '../hero/hero.module';
import { PerformersModule } from '../performers/performers.module';
import { SsrModule } from '../ssr/ssr.module';
import { VenuesModule } from '../venues/venues.module';
import { SeoService } from './seo.service';

/** Share previews and search: the public pages' heads and first views, sitemap.xml and robots.txt (mounted by web/static.ts). */
@Module({
  imports: [EventsModule, HeroModule, PerformersModule, SsrModule, VenuesModule],
  providers: [SeoService],
  exports: [SeoService],
})
export class SeoModule {}
