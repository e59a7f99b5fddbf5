import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { MODERATION_STATUSES, PUBLIC_VENUE_FIELDS, PublicVenue } from '@marketplace/shared-dto';
import { PublicItemDoc } from '../reference/reference.docs';
import type { Envelope, Paged, Venue, VenueImage, VenueLocation, WithMessage } from '@marketplace/shared-dto';

/** Swagger shapes of the venue answers (the TypeScript shapes live in shared-dto). */
export class VenueImageDoc implements VenueImage {
  @ApiProperty() _id: string;
  @ApiProperty() src: string;
  @ApiProperty() alt: string;
  @ApiProperty() isPrimary: boolean;
}

class CoordinatesDoc implements NonNullable<VenueLocation['coordinates']> {
  @ApiPropertyOptional({ type: Number, nullable: true }) latitude: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) longitude: number | null;
}

class VenueLocationDoc implements VenueLocation {
  @ApiProperty() name: string;
  @ApiPropertyOptional({ type: String, nullable: true }) address: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) city: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) state: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) zipCode: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) country: string | null;
  @ApiProperty({ type: CoordinatesDoc }) coordinates: CoordinatesDoc;
}

export class VenueDoc extends PublicItemDoc implements Venue {
  @ApiProperty() slug: string;
  @ApiPropertyOptional({ type: String, nullable: true }) description: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) capacity: number | null;
  @ApiPropertyOptional({ type: String, nullable: true }) website: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) phone: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) email: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) mapUrl: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Cover image' }) photo: string | null;
  @ApiProperty({ type: [VenueImageDoc] }) images: VenueImageDoc[];
  @ApiPropertyOptional({ type: String, nullable: true }) address: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) city: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) state: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) country: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) zipCode: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) lat: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) lng: number | null;
  @ApiProperty({ type: VenueLocationDoc }) location: VenueLocationDoc;
  @ApiProperty({ type: [String] }) facilities: string[];
  @ApiProperty({ enum: MODERATION_STATUSES }) status: (typeof MODERATION_STATUSES)[number];
  @ApiProperty({ enum: ['admin', 'vendor'] }) source: 'admin' | 'vendor';
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class VenueMessageDoc extends VenueDoc implements WithMessage<Venue> {
  @ApiProperty({ example: 'Details saved' }) message: string;
}

/** A vendor's own venues. */
export class VenueListDoc implements Paged<Venue> {
  @ApiProperty({ type: [VenueDoc] }) data: VenueDoc[];
  @ApiProperty() total: number;
}

export class VenueEnvelopeDoc implements Envelope<Venue> {
  @ApiProperty({ type: VenueDoc }) data: VenueDoc;
}

/** What anyone sees of an approved venue: the public allow-list, never its moderation fields. */
export class PublicVenueDoc extends PickType(VenueDoc, PUBLIC_VENUE_FIELDS) implements PublicVenue {}

export class PublicVenueListDoc implements Envelope<PublicVenue[]> {
  @ApiProperty({ type: [PublicVenueDoc] }) data: PublicVenueDoc[];
}

export class PublicVenueEnvelopeDoc implements Envelope<PublicVenue> {
  @ApiProperty({ type: PublicVenueDoc }) data: PublicVenueDoc;
}
