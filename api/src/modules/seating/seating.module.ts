import { forwardRef, Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { VenuesModule } from '../venues/venues.module';
import { SeatingPlansAdminController } from './seating-plans.admin.controller';
import { SeatingPlansRepository } from './seating-plans.repository';
import { SeatingPlansService } from './seating-plans.service';
import { SeatingPlansVendorController } from './seating-plans.vendor.controller';

/** Reserved seating (issue 24): venues' seating plans. */
@Module({
  imports: [VenuesModule, forwardRef(() => EventsModule)],
  controllers: [SeatingPlansVendorController, SeatingPlansAdminController],
  providers: [SeatingPlansRepository, SeatingPlansService],
  exports: [SeatingPlansService],
})
export class SeatingModule {}
