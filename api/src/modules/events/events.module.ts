import { forwardRef, Module } from '@nestjs/common';
import { EventsRepository } from './events.repository';
import { EventsService } from './events.service';
import { EventsAdminController } from './events.admin.controller';
import { EventsVendorController } from './events.vendor.controller';
import { EventsPublicController } from './events.public.controller';
import { VenuesModule } from '../venues/venues.module';
import { BookingsModule } from '../bookings/bookings.module';
import { WaitlistModule } from '../waitlist/waitlist.module';
import { SeatingModule } from '../seating/seating.module';

/** Events for the back office, vendors and the public site. */
@Module({
  imports: [VenuesModule, BookingsModule, WaitlistModule, forwardRef(() => SeatingModule)],
  controllers: [EventsAdminController, EventsVendorController, EventsPublicController],
  providers: [EventsRepository, EventsService],
  exports: [EventsService],
})
export class EventsModule {}
