import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { CalendarService } from './calendar.service';
import { CalendarPublicController } from './calendar.public.controller';

/** Add to calendar: an event's showtimes as .ics. */
@Module({
  imports: [EventsModule],
  controllers: [CalendarPublicController],
  providers: [CalendarService],
  exports: [CalendarService],
})
export class CalendarModule {}
