import { Global, Module } from '@nestjs/common';
import { JobsRepository } from './jobs.repository';
import { JobsService } from './jobs.service';

/** The PostgreSQL job queue; global, so any module injects JobsService to register handlers and enqueue work. */
@Global()
@Module({
  providers: [JobsRepository, JobsService],
  exports: [JobsService],
})
export class JobsModule {}
