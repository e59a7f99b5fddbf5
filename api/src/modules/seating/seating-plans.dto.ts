import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsObject, IsOptional, IsString, Length } from 'class-validator';
import type { PlanSection, SeatingPlanInput, SeatInput } from '@marketplace/shared-dto';
import { SeatingCategoryDoc } from './seating-plans.docs';

/*
 * The plan itself (up to 20,000 seats) is read by shared-dto's readSeatingPlan, which names each bad field
 * (`zones.0.rows.3.seats.7.label`); class-validator checks only the body's outline, so a big plan costs one
 * pass in a loop rather than 20,000 validated objects.
 */

class SeatInputDoc implements SeatInput {
  @ApiPropertyOptional({ example: 'stalls:f:12', description: 'Keep it to keep the seat; absent: made from zone, row and label' }) guid?: string;
  @ApiProperty({ example: '12' }) label: string;
  @ApiProperty({ example: 110 }) x: number;
  @ApiProperty({ example: 50 }) y: number;
  @ApiProperty({ example: 'Gold' }) category: string;
  @ApiPropertyOptional() blocked?: boolean;
}

class PlanRowInputDoc {
  @ApiProperty({ example: 'F' }) label: string;
  @ApiProperty({ type: [SeatInputDoc] }) seats: SeatInputDoc[];
}

class PlanZoneInputDoc {
  @ApiProperty({ example: 'Stalls' }) name: string;
  @ApiProperty({ type: [PlanRowInputDoc] }) rows: PlanRowInputDoc[];
}

class PlanSectionDoc implements PlanSection {
  @ApiProperty({ example: 'Stalls' }) name: string;
  @ApiProperty({ example: 'Silver' }) category: string;
  @ApiProperty({ example: 'A-P', description: "Letters or numbers, ranges joined by commas ('A-H,J-P')" }) rows: string;
  @ApiProperty({ example: 24, minimum: 1, maximum: 500 }) seatsPerRow: number;
  @ApiPropertyOptional({ type: [Number], example: [8, 16], description: 'An aisle after these seat numbers' }) aisleAfter?: number[];
}

class PlanGenerateDoc {
  @ApiProperty({ type: [PlanSectionDoc] }) sections: PlanSectionDoc[];
}

/** A plan: its name and exactly one of zones (with categories), generate or pretix. Unknown fields are 400. */
export class SeatingPlanDto implements SeatingPlanInput {
  @ApiProperty({ example: 'Main hall', maxLength: 80 })
  @IsString({ message: 'name is required (at most 80 characters).' }) @Length(1, 80, { message: 'name is required (at most 80 characters).' })
  name: string;

  @ApiPropertyOptional({ type: [SeatingCategoryDoc], description: 'With zones' })
  @IsOptional() @IsArray({ message: 'categories must be a list of {name, color}.' })
  categories?: SeatingCategoryDoc[];

  @ApiPropertyOptional({ type: [PlanZoneInputDoc], description: 'The plan seat by seat' })
  @IsOptional() @IsArray({ message: 'zones must be a list of {name, rows}.' })
  zones?: PlanZoneInputDoc[];

  @ApiPropertyOptional({ type: PlanGenerateDoc, description: 'The generator: sections of lettered rows of numbered seats' })
  @IsOptional() @IsObject({ message: 'generate must be {sections: [...]}.' })
  generate?: PlanGenerateDoc;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: "pretix's seating-plan JSON (categories, zones of rows of seats), mapped onto this shape" })
  @IsOptional() @IsObject({ message: "pretix must be pretix's seating-plan JSON." })
  pretix?: Record<string, unknown>;
}
