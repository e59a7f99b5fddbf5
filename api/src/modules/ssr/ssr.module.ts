import { Module } from '@nestjs/common';
import { SsrService } from './ssr.service';

/** The public site's first view rendered on the server (the cache it keeps pages in is global). */
@Module({ providers: [SsrService], exports: [SsrService] })
export class SsrModule {}
