import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import { BookingsModule } from '../bookings/bookings.module';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';
import { PaymentsPublicController } from './payments.public.controller';
import { PAYMENT_PROVIDER } from './providers/payment-provider';
import { RazorpayPaymentProvider } from './providers/razorpay.provider';
import { SandboxPaymentProvider } from './providers/sandbox.provider';

/** Online payment of bookings through the configured provider (PAYMENT_PROVIDER: razorpay or sandbox). */
@Module({
  imports: [BookingsModule],
  controllers: [PaymentsPublicController],
  providers: [
    PaymentsRepository,
    PaymentsService,
    {
      provide: PAYMENT_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.paymentProvider === 'razorpay' ? new RazorpayPaymentProvider(config) : new SandboxPaymentProvider(config)),
    },
  ],
})
export class PaymentsModule {}
