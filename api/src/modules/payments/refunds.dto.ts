import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsNumber, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { TwoDecimals } from '../../common/http/number-range';
import { Messages, paiseToRupees, RefundRequest, RefundResult, RefundView } from '@marketplace/shared-dto';
import type { BookingRow } from '../bookings/bookings.service';
import { refundFacts } from '../bookings/bookings.dto';
import type { RefundRow } from './refunds.repository';

export class RefundRequestDto implements RefundRequest {
  @ApiPropertyOptional({ example: 250.5, description: 'Rupees; absent: everything paid and not yet refunded' })
  @IsOptional()
  @IsNumber({}, { message: Messages.refundAmountInvalid }) @TwoDecimals(Messages.refundAmountInvalid)
  @Min(0.01, { message: Messages.refundAmountInvalid })
  amount?: number;

  @ApiProperty({ example: 'Show moved to a smaller venue', maxLength: 500 })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: Messages.refundReasonRequired }) @IsNotEmpty({ message: Messages.refundReasonRequired }) @MaxLength(500)
  reason: string;
}

export function toRefundView(r: RefundRow): RefundView {
  return {
    _id: r.id,
    id: r.id,
    bookingId: r.bookingId,
    amount: paiseToRupees(r.amountPaise),
    currency: r.currency,
    reason: r.reason,
    status: r.status,
    requestedBy: r.requestedBy,
    createdAt: r.createdAt.toISOString(),
    processedAt: r.processedAt?.toISOString() ?? null,
    failedAt: r.failedAt?.toISOString() ?? null,
    failureReason: r.status === 'failed' ? r.lastError ?? null : null,
  };
}

export function toRefundResult(r: RefundRow, b: BookingRow): RefundResult {
  return {
    refund: toRefundView(r),
    booking: { id: b.id, status: b.status, ...refundFacts(b) },
  };
}
