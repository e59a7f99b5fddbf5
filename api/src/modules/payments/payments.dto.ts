import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsNotEmpty, IsNumber, IsOptional, IsString, IsUUID, MaxLength, Min } from 'class-validator';
import { CURRENCIES, paiseToRupees, PaymentOrder, PaymentOrderRequest, PaymentVerifyRequest } from '@marketplace/shared-dto';
import type { PaymentRow } from './payments.repository';
import type { PaymentProvider } from './providers/payment-provider';
import { AtMost, TwoDecimals } from '../../common/http/number-range';
import { MAX_PRICE_RUPEES } from '@marketplace/shared-dto';

const required = (field: string) =>
  applyDecorators(IsString({ message: `${field} is required.` }), IsNotEmpty({ message: `${field} is required.` }), MaxLength(200));

export class CreateOrderDto implements PaymentOrderRequest {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'bookingId must be a valid id.' })
  bookingId: string;

  @ApiPropertyOptional({ description: 'Rupees; if sent, it must equal the booking total (the server never takes a price from the client)' })
  @IsOptional() @Type(() => Number) @IsNumber({}, { message: 'amount must be a number of rupees.' }) @TwoDecimals('amount must be a number of rupees.') @Min(0) @AtMost('amount', MAX_PRICE_RUPEES * 20)
  amount?: number;

  @ApiPropertyOptional({ enum: CURRENCIES })
  @IsOptional() @Transform(({ value }) => (typeof value === 'string' ? value.toUpperCase() : value))
  @IsIn(CURRENCIES, { message: `currency must be one of ${CURRENCIES.join(', ')}.` })
  currency?: string;
}

export class VerifyPaymentDto implements PaymentVerifyRequest {
  @ApiProperty() @required('razorpay_order_id')
  razorpay_order_id: string;

  @ApiProperty() @required('razorpay_payment_id')
  razorpay_payment_id: string;

  @ApiProperty() @required('razorpay_signature')
  razorpay_signature: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Optional: found from the order when absent' })
  @IsOptional() @IsUUID('all', { message: 'bookingId must be a valid id.' })
  bookingId?: string;
}

export class SandboxPayDto {
  @ApiProperty({ example: 'order_SBXabc' }) @required('orderId')
  orderId: string;
}

export function toOrderResponse(p: PaymentRow, provider: PaymentProvider): PaymentOrder {
  return {
    id: p.providerOrderId,
    orderId: p.providerOrderId,
    amount: p.amountPaise,
    amountRupees: paiseToRupees(p.amountPaise),
    currency: p.currency,
    keyId: provider.keyId,
    provider: provider.name,
    bookingId: p.bookingId,
  };
}
