import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PAYOUT_STATES, type PayoutState } from '@marketplace/shared-dto';
import type { PayoutHistory, PayoutHoldAnswer, PayoutTransfer, PayoutAccount, PayoutAccountAnswer, SettlementEventRow, SettlementFigures, SettlementStatement, VendorPayoutSettings } from '@marketplace/shared-dto';

/** Swagger shapes of the payouts answers (the TypeScript shapes live in shared-dto); money in rupees. */
class SettlementFiguresDoc implements SettlementFigures {
  @ApiProperty({ description: 'Bookings with money received (refunded ones included)' }) bookings: number;
  @ApiProperty({ example: 3240, description: 'Subtotal − discount less the ticket part refunded, GST included' }) ticketRevenue: number;
  @ApiProperty({ example: 0, description: 'Every refund not failed, fees included' }) refunds: number;
  @ApiProperty({ example: 162, description: "The marketplace's commission on the ticket revenue" }) commission: number;
  @ApiProperty({ example: 29.16, description: '18% GST on the commission' }) commissionGst: number;
  @ApiProperty({ example: 13.73, description: '0.5% TCS on the tickets\' taxable value (organisers with a GSTIN)' }) tcs: number;
  @ApiProperty({ example: 3035.11 }) payable: number;
  @ApiProperty({ example: 0, description: "Transferred to the organiser's account" }) paidOut: number;
  @ApiProperty({ example: 0, description: 'Transferred and held until after the show, or held by an administrator' }) onHold: number;
  @ApiProperty({ example: 3035.11, description: 'Not yet sent: payable − paidOut − onHold' }) pending: number;
}

class SettlementEventRowDoc extends SettlementFiguresDoc implements SettlementEventRow {
  @ApiProperty({ format: 'uuid' }) eventId: string;
  @ApiProperty() eventTitle: string;
  @ApiProperty({ format: 'uuid' }) vendorId: string;
  @ApiProperty() vendorName: string;
}

export class SettlementStatementDoc implements SettlementStatement {
  @ApiProperty({ type: SettlementFiguresDoc }) totals: SettlementFiguresDoc;
  @ApiProperty({ type: [SettlementEventRowDoc] }) data: SettlementEventRowDoc[];
}

class PayoutAccountDoc implements PayoutAccount {
  @ApiProperty() accountHolder: string;
  @ApiProperty({ example: 'HDFC0001234' }) ifsc: string;
  @ApiProperty({ example: 'XXXXXX5678', description: 'Masked: the last four digits' }) accountNumber: string;
}

export class PayoutAccountAnswerDoc implements PayoutAccountAnswer {
  @ApiPropertyOptional({ type: PayoutAccountDoc, nullable: true, description: 'null while none is entered' }) account: PayoutAccountDoc | null;
}

export class VendorPayoutSettingsDoc implements VendorPayoutSettings {
  @ApiProperty({ format: 'uuid' }) vendorId: string;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'acc_Ef0xTJxSPnhk2G' }) razorpayAccountId: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: "The vendor's own rate in basis points, or null for the default" }) commissionBps: number | null;
  @ApiProperty({ example: 500, description: 'The rate applied' }) effectiveCommissionBps: number;
  @ApiPropertyOptional({ type: PayoutAccountDoc, nullable: true }) account: PayoutAccountDoc | null;
  @ApiProperty({ description: 'An administrator holds all of its transfers (POST …/payouts/hold) until released' }) payoutsHeld: boolean;
}

class PayoutTransferDoc implements PayoutTransfer {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) bookingId: string;
  @ApiProperty() orderNo: string;
  @ApiProperty({ format: 'uuid' }) eventId: string;
  @ApiProperty() eventTitle: string;
  @ApiProperty({ format: 'uuid' }) vendorId: string;
  @ApiProperty() vendorName: string;
  @ApiProperty({ enum: PAYOUT_STATES, description: 'pending: not yet sent; awaiting_account: no linked account yet; on_hold: until onHoldUntil (null: held by an administrator); processed; reversed: reversedAmount taken back; failed: failureReason' })
  state: PayoutState;
  @ApiProperty({ example: 1471.14, description: 'Rupees sent (before it is sent: payable now)' }) amount: number;
  @ApiProperty({ example: 0, description: 'Rupees taken back after refunds' }) reversedAmount: number;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true }) onHoldUntil: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) failureReason: string | null;
  @ApiProperty({ format: 'date-time', description: 'When it last changed state' }) date: string;
}

export class PayoutHistoryDoc implements PayoutHistory {
  @ApiProperty({ type: [PayoutTransferDoc], description: 'Newest first' }) data: PayoutTransferDoc[];
}

export class PayoutHoldAnswerDoc implements PayoutHoldAnswer {
  @ApiProperty({ format: 'uuid' }) vendorId: string;
  @ApiProperty() payoutsHeld: boolean;
  @ApiProperty({ description: 'Transfers whose hold the provider is being told about' }) transfers: number;
}
