import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MODERATION_STATUSES } from '@marketplace/shared-dto';
import { PublicItemDoc } from '../reference/reference.docs';

/** Swagger shapes of the venue answers (the TypeScript shapes live in shared-dto). */
export class VenueImageDoc {
  @ApiProperty() _id: string;
  @ApiProperty() src: string;
  @ApiProperty() alt: string;
  @ApiProperty() isPrimary: boolean;
}

class CoordinatesDoc {
  @ApiPropertyOptional({ nullable: true }) latitude: number | null;
  @ApiPropertyOptional({ nullable: true }) longitude: number | null;
}

class VenueLocationDoc {
  @ApiProperty() name: string;
  @ApiPropertyOptional({ nullable: true }) address: string | null;
  @ApiPropertyOptional({ nullable: true }) city: string | null;
  @ApiPropertyOptional({ nullable: true }) state: string | null;
  @ApiPropertyOptional({ nullable: true }) zipCode: string | null;
  @ApiPropertyOptional({ nullable: true }) country: string | null;
  @ApiProperty({ type: CoordinatesDoc }) coordinates: CoordinatesDoc;
}

export class VenueDoc extends PublicItemDoc {
  @ApiProperty() slug: string;
  @ApiPropertyOptional({ nullable: true }) description: string | null;
  @ApiPropertyOptional({ nullable: true }) capacity: number | null;
  @ApiPropertyOptional({ nullable: true }) website: string | null;
  @ApiPropertyOptional({ nullable: true }) phone: string | null;
  @ApiPropertyOptional({ nullable: true }) email: string | null;
  @ApiPropertyOptional({ nullable: true }) mapUrl: string | null;
  @ApiPropertyOptional({ nullable: true, description: 'Cover image' }) photo: string | null;
  @ApiProperty({ type: [VenueImageDoc] }) images: VenueImageDoc[];
  @ApiPropertyOptional({ nullable: true }) address: string | null;
  @ApiPropertyOptional({ nullable: true }) city: string | null;
  @ApiPropertyOptional({ nullable: true }) state: string | null;
  @ApiPropertyOptional({ nullable: true }) country: string | null;
  @ApiPropertyOptional({ nullable: true }) zipCode: string | null;
  @ApiPropertyOptional({ nullable: true }) lat: number | null;
  @ApiPropertyOptional({ nullable: true }) lng: number | null;
  @ApiProperty({ type: VenueLocationDoc }) location: VenueLocationDoc;
  @ApiProperty({ type: [String] }) facilities: string[];
  @ApiProperty({ enum: MODERATION_STATUSES }) status: string;
  @ApiProperty({ enum: ['admin', 'vendor'] }) source: string;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class VenueMessageDoc extends VenueDoc {
  @ApiProperty({ example: 'Details saved' }) message: string;
}

export class VenueListDoc {
  @ApiProperty({ type: [VenueDoc] }) data: VenueDoc[];
  @ApiPropertyOptional({ type: [VenueDoc], description: 'Administrators: the same list' }) venues?: VenueDoc[];
  @ApiPropertyOptional() total?: number;
}

export class VenueEnvelopeDoc {
  @ApiProperty({ type: VenueDoc }) data: VenueDoc;
}
