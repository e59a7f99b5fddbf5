import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from '@marketplace/shared-dto';

/** Swagger shapes of the payment answers (the TypeScript shapes live in shared-dto). */
export class PaymentOrderDoc {
  @ApiProperty({ example: 'order_SBXq2n4sX0ab' }) id: string;
  @ApiProperty({ description: 'Same as id' }) orderId: string;
  @ApiProperty({ example: 157385, description: 'Paise, as Razorpay checkout expects' }) amount: number;
  @ApiProperty({ example: 1573.85 }) amountRupees: number;
  @ApiProperty({ example: 'INR' }) currency: string;
  @ApiProperty({ description: 'Key id for the checkout script' }) keyId: string;
  @ApiProperty({ enum: ['razorpay', 'sandbox'] }) provider: string;
  @ApiProperty() bookingId: string;
}

export class PaymentVerifyDoc {
  @ApiProperty({ example: true }) verified: boolean;
  @ApiProperty() bookingId: string;
  @ApiProperty({ enum: BOOKING_STATUSES }) status: string;
  @ApiProperty({ enum: PAYMENT_STATUSES }) paymentStatus: string;
  @ApiPropertyOptional({ description: 'Set when the payment arrived after the booking was released and will be refunded' }) message?: string;
}

export class WebhookAnswerDoc {
  @ApiProperty({ enum: ['processed', 'duplicate', 'ignored'] }) status: string;
}

export class SandboxPaymentDoc {
  @ApiProperty() razorpay_order_id: string;
  @ApiProperty() razorpay_payment_id: string;
  @ApiProperty() razorpay_signature: string;
}
