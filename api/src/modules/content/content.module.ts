import { Module } from '@nestjs/common';
import { ContentRepository } from './content.repository';
import { ContentService } from './content.service';
import { ContentAdminController } from './content.admin.controller';
import { ContentPublicController } from './content.public.controller';

/** Static content pages (about, contact, ...) with their version history. */
@Module({
  controllers: [ContentPublicController, ContentAdminController],
  providers: [ContentRepository, ContentService],
  exports: [ContentService],
})
export class ContentModule {}
