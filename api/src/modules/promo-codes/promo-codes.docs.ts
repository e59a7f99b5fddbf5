import { ApiProperty } from '@nestjs/swagger';
import type { PromoCode, PromoKind } from '@marketplace/shared-dto';

export class PromoCodeDoc implements PromoCode {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) eventId: string;
  @ApiProperty({ example: 'DIWALI-10', description: 'Upper-case' }) code: string;
  @ApiProperty({ enum: ['percent', 'amount', 'price'] }) kind: PromoKind;
  @ApiProperty({ example: 10, description: 'percent: %; amount and price: rupees' }) value: number;
  @ApiProperty({ type: Number, nullable: true }) maxUses: number | null;
  @ApiProperty({ example: 1 }) maxUsesPerBuyer: number;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) validFrom: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) validUntil: string | null;
  @ApiProperty({ type: [String], nullable: true, description: 'null: every ticket type' }) ticketTypeIds: string[] | null;
  @ApiProperty({ example: 1 }) minTickets: number;
  @ApiProperty() active: boolean;
  @ApiProperty({ example: 0, description: 'Bookings holding a use (a released hold or an unpaid cancellation gives it back)' }) uses: number;
  @ApiProperty({ type: Number, nullable: true, description: 'maxUses − uses; null without a maximum' }) remaining: number | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
