import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize, IsArray, IsBoolean, IsEmail, IsIn, IsInt, IsNumber, IsObject, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateNested,
} from 'class-validator';
import type { Venue, VenueImage } from '@marketplace/shared-dto';
import { BooleanField } from '../../common/uploads/json-field.transform';
import { DECISIONS } from '../reference/reference.dto';
import type { VenueImageRow, VenueRow } from './venues.repository';
import { AtMost } from '../../common/http/number-range';
import { MAX_TICKETS, PUBLIC_VENUE_FIELDS, PublicVenue } from '@marketplace/shared-dto';

/** Text fields are trimmed; an empty one means "no value" (null). */
const Text = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value));

/** Empty capacity, lat and lng become null; numeric text (multipart) becomes a number. */
const NullableNumber = () =>
  Transform(({ value }) => {
    if (value === '' || value === null) return null;
    if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
    return value;
  });

class VenueCoordinatesDto {
  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @NullableNumber() @IsNumber({}, { message: 'latitude must be a number' }) @Min(-90) @Max(90)
  latitude?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @NullableNumber() @IsNumber({}, { message: 'longitude must be a number' }) @Min(-180) @Max(180)
  longitude?: number | null;
}

export class VenueLocationDto {
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @Text() @IsString() @MaxLength(160) name?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @Text() @IsString() @MaxLength(300) address?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @Text() @IsString() @MaxLength(100) city?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @Text() @IsString() @MaxLength(100) state?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @Text() @IsString() @MaxLength(20) zipCode?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @Text() @IsString() @MaxLength(100) country?: string | null;

  @ApiPropertyOptional({ type: VenueCoordinatesDto })
  @IsOptional() @IsObject() @ValidateNested() @Type(() => VenueCoordinatesDto)
  coordinates?: VenueCoordinatesDto;
}

/**
 * A venue's details. The flat address fields and `location` say the same thing; the flat ones win.
 * Name, city and address are required on create (checked after merging, with the spec's message).
 */
export class VenueDto {
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @Text() @IsString() @MaxLength(160) name?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @Text() @IsString() @MaxLength(5000) description?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Empty becomes null' })
  @IsOptional() @NullableNumber() @IsInt({ message: 'capacity must be a whole number' }) @Min(0) @AtMost('capacity', MAX_TICKETS)
  capacity?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @Text() @IsString() @MaxLength(300) website?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @Text() @IsString() @MaxLength(30) phone?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional() @Text() @IsEmail({}, { message: 'A valid email is required.' })
  email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @Text() @IsString() @MaxLength(1000) mapUrl?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Cover image URL; or upload the file `photo`' }) @IsOptional() @Text() @IsString() @MaxLength(500) photo?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @Text() @IsString() @MaxLength(300) address?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @Text() @IsString() @MaxLength(100) city?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @Text() @IsString() @MaxLength(100) state?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @Text() @IsString() @MaxLength(100) country?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @Text() @IsString() @MaxLength(20) zipCode?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @NullableNumber() @IsNumber({}, { message: 'lat must be a number' }) @Min(-90) @Max(90)
  lat?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @NullableNumber() @IsNumber({}, { message: 'lng must be a number' }) @Min(-180) @Max(180)
  lng?: number | null;

  @ApiPropertyOptional({ type: VenueLocationDto })
  @IsOptional() @IsObject() @ValidateNested() @Type(() => VenueLocationDto)
  location?: VenueLocationDto;

  @ApiPropertyOptional({ type: [String], description: 'A list, or text split on commas' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter(Boolean) : value))
  @IsArray() @ArrayMaxSize(50) @IsString({ each: true }) @MaxLength(100, { each: true })
  facilities?: string[];

  @ApiPropertyOptional({ description: 'Update: remove every current image before adding the uploaded ones' })
  @IsOptional() @BooleanField() @IsBoolean()
  clearImages?: boolean;
}

/** Administrators may also decide a submission through `PUT /meta/venues/{id} {status}`. */
export class AdminVenueDto extends VenueDto {
  @ApiPropertyOptional({ enum: DECISIONS })
  @IsOptional() @IsIn(DECISIONS, { message: 'status must be approved or rejected' })
  status?: (typeof DECISIONS)[number];
}

export class ReorderImagesDto {
  @ApiPropertyOptional({ type: [String], description: 'Every image id of the venue, in the new order' })
  @IsArray({ message: 'order must be a list of image ids' }) @ArrayMaxSize(200) @IsUUID('all', { each: true, message: 'order must list image ids' })
  order: string[];
}

/** The files of a venue form: cover `photo`, gallery `images` (the vendor portal sends `images[]`). */
export interface VenueFiles {
  photo?: Express.Multer.File[];
  images?: Express.Multer.File[];
  'images[]'?: Express.Multer.File[];
}

export const VENUE_FILE_FIELDS = [
  { name: 'photo', maxCount: 1 },
  { name: 'images', maxCount: 30 },
  { name: 'images[]', maxCount: 30 },
];

const toVenueImage = (i: VenueImageRow): VenueImage => ({ _id: i.id, src: i.src, alt: i.alt, isPrimary: i.isPrimary });

export function toVenue(v: VenueRow, images: VenueImageRow[]): Venue {
  return {
    _id: v.id,
    id: v.id,
    name: v.name,
    slug: v.slug,
    description: v.description,
    capacity: v.capacity,
    website: v.website,
    phone: v.phone,
    email: v.email,
    mapUrl: v.mapUrl,
    photo: v.photo,
    images: images.map(toVenueImage),
    address: v.address,
    city: v.city,
    state: v.state,
    country: v.country,
    zipCode: v.zipCode,
    lat: v.lat,
    lng: v.lng,
    location: {
      name: v.name, address: v.address, city: v.city, state: v.state, zipCode: v.zipCode, country: v.country,
      coordinates: { latitude: v.lat, longitude: v.lng },
    },
    facilities: v.facilities,
    status: v.status,
    source: v.source,
    createdAt: v.createdAt.toISOString(),
    updatedAt: v.updatedAt.toISOString(),
  };
}

/** A venue as the public reads it: only the allow-listed fields. */
export function toPublicVenue(venue: Venue): PublicVenue {
  return Object.fromEntries(PUBLIC_VENUE_FIELDS.map((k) => [k, venue[k]])) as PublicVenue;
}
