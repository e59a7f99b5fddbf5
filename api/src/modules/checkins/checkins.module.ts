import { Module } from '@nestjs/common';
import { CheckinsRepository } from './checkins.repository';
import { CheckinsService } from './checkins.service';
import { CheckinsVendorController } from './checkins.vendor.controller';
import { CheckinsAdminController } from './checkins.admin.controller';

/** The door: admitting tickets once, undoing a scan, the showtime's list for scanners, and the attendee export. */
@Module({
  controllers: [CheckinsVendorController, CheckinsAdminController],
  providers: [CheckinsRepository, CheckinsService],
})
export class CheckinsModule {}
