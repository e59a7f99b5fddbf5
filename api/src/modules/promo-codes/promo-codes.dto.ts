import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsDateString, IsIn, IsInt, IsNumber, IsOptional, IsString, IsUUID, Matches, Max, Min } from 'class-validator';
import { Messages, PromoCodeInput, PromoCodePatch, PromoKind } from '@marketplace/shared-dto';

const KINDS: PromoKind[] = ['percent', 'amount', 'price'];
const VALUE_MESSAGE = 'value must be a number up to 10000000.';

/** A whole number from 1 to `max`, refused in the field's words. */
const wholeUpTo = (field: string, max: number) => {
  const message = `${field} must be a whole number from 1 to ${max}.`;
  return applyDecorators(IsInt({ message }), Min(1, { message }), Max(max, { message }));
};

/** Body of creating a code; unknown fields are 400. */
export class CreatePromoCodeDto implements PromoCodeInput {
  @ApiProperty({ example: 'DIWALI-10', description: '4–20 of A–Z, 0–9 and -; case-insensitive (stored upper-case), unique per event' })
  @IsString({ message: Messages.promoCodeFormat }) @Matches(/^[A-Za-z0-9-]{4,20}$/, { message: Messages.promoCodeFormat })
  code: string;

  @ApiProperty({ enum: KINDS, description: 'percent: value % off the eligible lines; amount: value rupees off them (never below zero); price: each eligible ticket costs value rupees' })
  @IsIn(KINDS, { message: 'kind must be percent, amount or price.' })
  kind: PromoKind;

  @ApiProperty({ example: 10, description: 'percent: 1–100; amount and price: rupees (at most 2 decimals)' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: VALUE_MESSAGE }) @Max(10_000_000, { message: VALUE_MESSAGE })
  value: number;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, description: 'Bookings that may hold a use at once; null or absent: no limit' })
  @IsOptional() @wholeUpTo('maxUses', 1_000_000)
  maxUses?: number | null;

  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional() @wholeUpTo('maxUsesPerBuyer', 1000)
  maxUsesPerBuyer?: number;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' })
  @IsOptional() @IsDateString({}, { message: 'validFrom must be a date and time.' })
  validFrom?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' })
  @IsOptional() @IsDateString({}, { message: 'validUntil must be a date and time.' })
  validUntil?: string | null;

  @ApiPropertyOptional({ type: [String], nullable: true, description: 'Ticket types of the event it applies to; absent or null: all' })
  @IsOptional() @IsArray({ message: Messages.promoTicketTypesOfEvent }) @ArrayMaxSize(100, { message: Messages.promoTicketTypesOfEvent })
  @IsUUID('all', { each: true, message: Messages.promoTicketTypesOfEvent })
  ticketTypeIds?: string[] | null;

  @ApiPropertyOptional({ default: 1, minimum: 1, description: 'Eligible tickets an order needs' })
  @IsOptional() @wholeUpTo('minTickets', 1000)
  minTickets?: number;
}

/** Body of editing a code: any field of the create; `active: false` disables it. */
export class UpdatePromoCodeDto extends PartialType(CreatePromoCodeDto) implements PromoCodePatch {
  @ApiPropertyOptional({ description: 'false disables the code (a used code cannot be deleted, only disabled)' })
  @IsOptional() @IsBoolean({ message: 'active must be true or false.' })
  active?: boolean;
}
