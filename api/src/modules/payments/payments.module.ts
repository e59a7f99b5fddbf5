import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import { BookingsModule } from '../bookings/bookings.module';
import { InvoicesModule } from '../invoices/invoices.module';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';
import { PaymentsPublicController } from './payments.public.controller';
import { PaymentsAdminController } from './payments.admin.controller';
import { PaymentsVendorController } from './payments.vendor.controller';
import { RefundsRepository } from './refunds.repository';
import { RefundsService } from './refunds.service';
import { PAYMENT_PROVIDER } from './providers/payment-provider';
import { RazorpayPaymentProvider } from './providers/razorpay.provider';
import { SandboxPaymentProvider } from './providers/sandbox.provider';

/** Online payment of bookings, and their refunds, through the configured provider (PAYMENT_PROVIDER: razorpay or sandbox). */
@Module({
  imports: [BookingsModule, InvoicesModule],
  controllers: [PaymentsPublicController, PaymentsAdminController, PaymentsVendorController],
  providers: [
    PaymentsRepository,
    PaymentsService,
    RefundsRepository,
    RefundsService,
    {
      provide: PAYMENT_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.paymentProvider === 'razorpay' ? new RazorpayPaymentProvider(config) : new SandboxPaymentProvider(config)),
    },
  ],
  // the payouts module sends transfers through the same provider and takes transfer webhooks through PaymentsService
  exports: [PAYMENT_PROVIDER, PaymentsService],
})
export class PaymentsModule {}
