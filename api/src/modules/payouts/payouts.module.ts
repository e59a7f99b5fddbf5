import { Module } from '@nestjs/common';
import { PayoutsAdminController } from './payouts.admin.controller';
import { PayoutsRepository } from './payouts.repository';
import { PayoutsService } from './payouts.service';
import { PayoutsVendorController } from './payouts.vendor.controller';

/** Organisers' settlements (what each booking owes them, issue 22) and where their payouts go. */
@Module({ controllers: [PayoutsVendorController, PayoutsAdminController], providers: [PayoutsRepository, PayoutsService] })
export class PayoutsModule {}
