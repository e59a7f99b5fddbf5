import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import type { PlanRow, PlanSeat, PlanZone, SeatingCategory, SeatingPlan, SeatingPlanSummary } from '@marketplace/shared-dto';

export class SeatingCategoryDoc implements SeatingCategory {
  @ApiProperty({ example: 'Gold' }) name: string;
  @ApiProperty({ example: '#ef6c00', pattern: '^#[0-9a-fA-F]{6}$' }) color: string;
}

export class PlanSeatDoc implements PlanSeat {
  @ApiProperty({ example: 'stalls:f:12', description: 'Stable across edits; bookings name seats by it' }) guid: string;
  @ApiProperty({ example: '12', description: 'Unique in its row' }) label: string;
  @ApiProperty({ example: 110 }) x: number;
  @ApiProperty({ example: 50 }) y: number;
  @ApiProperty({ example: 'Gold', description: 'One of the plan\'s categories' }) category: string;
  @ApiPropertyOptional({ description: 'Never sold' }) blocked?: boolean;
}

export class PlanRowDoc implements PlanRow {
  @ApiProperty({ example: 'F' }) label: string;
  @ApiProperty({ type: [PlanSeatDoc] }) seats: PlanSeatDoc[];
}

export class PlanZoneDoc implements PlanZone {
  @ApiProperty({ example: 'Stalls' }) name: string;
  @ApiProperty({ type: [PlanRowDoc] }) rows: PlanRowDoc[];
}

export class SeatingPlanDoc implements SeatingPlan {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) venueId: string;
  @ApiProperty({ example: 'Main hall' }) name: string;
  @ApiProperty({ example: 800 }) seatCount: number;
  @ApiProperty({ type: [SeatingCategoryDoc] }) categories: SeatingCategoryDoc[];
  @ApiProperty({ type: [PlanZoneDoc] }) zones: PlanZoneDoc[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class SeatingPlanSummaryDoc extends OmitType(SeatingPlanDoc, ['zones'] as const) implements SeatingPlanSummary {}

export class SeatingPlanListDoc {
  @ApiProperty({ type: [SeatingPlanSummaryDoc] }) data: SeatingPlanSummaryDoc[];
}
