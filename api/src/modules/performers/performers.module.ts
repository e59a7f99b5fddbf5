import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { PerformersAdminController } from './performers.admin.controller';
import { PerformersPublicController } from './performers.public.controller';
import { PerformersRepository } from './performers.repository';
import { PerformersService } from './performers.service';

/** Performers: the back office form with its files, vendor proposals (through ReferenceModule) and the public pages. */
@Module({
  imports: [EventsModule],
  controllers: [PerformersAdminController, PerformersPublicController],
  providers: [PerformersRepository, PerformersService],
  exports: [PerformersService],
})
export class PerformersModule {}
