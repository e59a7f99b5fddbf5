import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { BANK_ACCOUNT_PATTERN, IFSC_PATTERN, Messages, PayoutAccount } from '@marketplace/shared-dto';
import { VendorTicketsQueryDto } from '../bookings/bookings.dto';

const trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** The bookings list's filters: an event, and booking days in India. */
export class SettlementsQueryDto extends PickType(VendorTicketsQueryDto, ['eventId', 'from', 'to'] as const) {}

export class AdminSettlementsQueryDto extends SettlementsQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'One vendor; all vendors without it' })
  @Transform(({ value }) => (value === '' ? undefined : value)) @IsOptional() @IsUUID('all', { message: 'vendorId must be a valid id.' })
  vendorId?: string;
}

/** The back office's payout history: one vendor's, or all. */
export class PayoutHistoryQueryDto extends PickType(AdminSettlementsQueryDto, ['vendorId'] as const) {}

export class PayoutAccountDto implements PayoutAccount {
  @ApiProperty({ example: 'Delhi Live Events Pvt Ltd' })
  @trimmed() @IsString({ message: Messages.accountHolderRequired }) @IsNotEmpty({ message: Messages.accountHolderRequired }) @MaxLength(200)
  accountHolder: string;

  @ApiProperty({ example: 'HDFC0001234', description: "4 letters, 0, then 6 letters or digits ('Enter a valid IFSC.'); read in capitals" })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsString({ message: Messages.ifscInvalid }) @Matches(IFSC_PATTERN, { message: Messages.ifscInvalid })
  ifsc: string;

  @ApiProperty({ example: '50100012345678', description: '9 to 18 digits; every answer shows it masked (XXXXXX5678)' })
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value))
  @IsString({ message: Messages.accountNumberInvalid }) @Matches(BANK_ACCOUNT_PATTERN, { message: Messages.accountNumberInvalid })
  accountNumber: string;
}

export class VendorPayoutDto {
  @ApiPropertyOptional({ type: String, nullable: true, example: 'acc_Ef0xTJxSPnhk2G', description: 'The Route linked account; null unlinks' })
  @IsOptional() @ValidateIf((_o, v) => v !== null)
  @IsString({ message: Messages.razorpayAccountInvalid }) @Matches(/^acc_[A-Za-z0-9]{8,32}$/, { message: Messages.razorpayAccountInvalid })
  razorpayAccountId?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 750, description: 'Commission in basis points (750 = 7.5%); null: the default' })
  @IsOptional() @ValidateIf((_o, v) => v !== null)
  @IsInt({ message: Messages.commissionBpsInvalid }) @Min(0, { message: Messages.commissionBpsInvalid }) @Max(10000, { message: Messages.commissionBpsInvalid })
  commissionBps?: number | null;
}
