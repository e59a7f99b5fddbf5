import { Global, Module } from '@nestjs/common';
import { NoticesService } from './notices.service';

/** Messages to vendors and buyers through the job table (global: moderation, events and bookings all send them). */
@Global()
@Module({
  providers: [NoticesService],
  exports: [NoticesService],
})
export class NoticesModule {}
