import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BOOKING_STATUSES, PAYMENT_STATUSES, REFUND_STATUSES } from '@marketplace/shared-dto';
import { RefundFactsDoc } from '../bookings/bookings.docs';
import type { PaymentOrder, PaymentVerifyRequest, PaymentVerifyResponse, RefundResult, RefundView, WebhookAnswer } from '@marketplace/shared-dto';

/** Swagger shapes of the payment answers (the TypeScript shapes live in shared-dto). */
export class PaymentOrderDoc implements PaymentOrder {
  @ApiProperty({ example: 'order_SBXq2n4sX0ab' }) id: string;
  @ApiProperty({ description: 'Same as id' }) orderId: string;
  @ApiProperty({ example: 157385, description: 'Paise, as Razorpay checkout expects' }) amount: number;
  @ApiProperty({ example: 1573.85 }) amountRupees: number;
  @ApiProperty({ example: 'INR' }) currency: string;
  @ApiProperty({ description: 'Key id for the checkout script' }) keyId: string;
  @ApiProperty({ enum: ['razorpay', 'sandbox'] }) provider: 'razorpay' | 'sandbox';
  @ApiProperty() bookingId: string;
}

export class PaymentVerifyDoc implements PaymentVerifyResponse {
  @ApiProperty({ enum: [true] }) verified: true;
  @ApiProperty() bookingId: string;
  @ApiProperty({ enum: BOOKING_STATUSES }) status: (typeof BOOKING_STATUSES)[number];
  @ApiProperty({ enum: PAYMENT_STATUSES }) paymentStatus: (typeof PAYMENT_STATUSES)[number];
  @ApiPropertyOptional({ description: 'Set when the payment arrived after the booking was released and will be refunded' }) message?: string;
}

export class WebhookAnswerDoc implements WebhookAnswer {
  @ApiProperty({ enum: ['processed', 'duplicate', 'ignored'] }) status: 'processed' | 'duplicate' | 'ignored';
}

/** What the sandbox checkout hands back: the fields a verify call sends. */
export class SandboxPaymentDoc implements PaymentVerifyRequest {
  @ApiProperty() razorpay_order_id: string;
  @ApiProperty() razorpay_payment_id: string;
  @ApiProperty() razorpay_signature: string;
}

export class RefundDoc implements RefundView {
  @ApiProperty() _id: string;
  @ApiProperty() id: string;
  @ApiProperty() bookingId: string;
  @ApiProperty({ example: 998, description: 'Rupees' }) amount: number;
  @ApiProperty({ example: 'INR' }) currency: string;
  @ApiProperty() reason: string;
  @ApiProperty({ enum: REFUND_STATUSES, description: 'requested: not yet accepted by the provider (retried); pending: with the provider' }) status: (typeof REFUND_STATUSES)[number];
  @ApiProperty({ enum: ['admin', 'vendor', 'buyer', 'system'] }) requestedBy: 'admin' | 'vendor' | 'buyer' | 'system';
  @ApiProperty() createdAt: string;
  @ApiPropertyOptional({ type: String, nullable: true }) processedAt: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) failedAt: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Why a failed refund failed' }) failureReason: string | null;
}

class RefundBookingDoc extends RefundFactsDoc implements NonNullable<RefundResult['booking']> {
  @ApiProperty() id: string;
  @ApiProperty({ enum: BOOKING_STATUSES, description: 'A full refund of a confirmed booking cancels it' }) status: (typeof BOOKING_STATUSES)[number];
}

export class RefundResultDoc implements RefundResult {
  @ApiProperty({ type: RefundDoc }) refund: RefundDoc;
  @ApiProperty({ type: RefundBookingDoc }) booking: RefundBookingDoc;
}
