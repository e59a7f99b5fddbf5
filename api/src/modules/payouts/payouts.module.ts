import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module';
import { PayoutTransfersRepository } from './payout-transfers.repository';
import { PayoutTransfersService } from './payout-transfers.service';
import { PayoutsAdminController } from './payouts.admin.controller';
import { PayoutsRepository } from './payouts.repository';
import { PayoutsService } from './payouts.service';
import { PayoutsVendorController } from './payouts.vendor.controller';

/** Organisers' settlements (what each booking owes them, issue 22), where their payouts go, and the transfers that pay them. */
@Module({
  imports: [PaymentsModule],
  controllers: [PayoutsVendorController, PayoutsAdminController],
  providers: [PayoutsRepository, PayoutsService, PayoutTransfersRepository, PayoutTransfersService],
})
export class PayoutsModule {}
