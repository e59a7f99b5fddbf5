import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { FlaggedErrorBody, HeroBanner, ImageRef, ImageUploadResponse, LogoUpdateResponse, Paged, SiteLogo, SuccessEnvelope } from '@marketplace/shared-dto';

class ImageRefDoc implements ImageRef {
  @ApiProperty({ example: '/uploads/hero/3f1c.jpg' }) url: string;
  @ApiProperty() alt: string;
}

/** Swagger shapes of the hero and logo answers (the TypeScript shapes live in shared-dto). */
export class HeroBannerDoc implements HeroBanner {
  @ApiProperty() _id: string;
  @ApiProperty() id: string;
  @ApiProperty() title: string;
  @ApiProperty() subtitle: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: ImageRefDoc }) image: ImageRefDoc;
  @ApiProperty() buttonText: string;
  @ApiProperty() buttonLink: string;
  @ApiProperty() isActive: boolean;
  @ApiProperty() order: number;
  @ApiProperty() showOverlay: boolean;
  @ApiProperty({ minimum: 0, maximum: 100 }) overlayOpacity: number;
}

export class BannerListDoc implements SuccessEnvelope<HeroBanner[]>, Paged<HeroBanner> {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: [HeroBannerDoc], description: 'Ordered by order' }) data: HeroBannerDoc[];
  @ApiProperty() total: number;
}

export class BannerDoc implements SuccessEnvelope<HeroBanner> {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: HeroBannerDoc }) data: HeroBannerDoc;
}

export class SiteLogoDoc implements SiteLogo {
  @ApiProperty() name: string;
  @ApiProperty({ type: ImageRefDoc }) image: ImageRefDoc;
}

export class LogoDoc implements SuccessEnvelope<SiteLogo> {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: SiteLogoDoc }) data: SiteLogoDoc;
}

export class LogoUpdateDoc extends LogoDoc implements LogoUpdateResponse {
  @ApiProperty({ example: 'Logo updated successfully!' }) message: string;
}

export class ImageUploadDoc implements ImageUploadResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ example: '/uploads/hero/3f1c0c9e.png' }) imageUrl: string;
  @ApiProperty({ example: 'Image uploaded successfully!' }) message: string;
}

/** Errors of these endpoints: the one error body plus success: false. */
export class HeroErrorDoc implements FlaggedErrorBody {
  @ApiPropertyOptional({ enum: [false], description: 'Absent only when the request was refused before it reached these endpoints (a NUL character)' }) success?: false;
  @ApiProperty() statusCode: number;
  @ApiProperty({ example: 'BANNER_NOT_FOUND' }) code: string;
  @ApiProperty() error: string;
  @ApiProperty() message: string;
  @ApiProperty({ required: false, type: Object, additionalProperties: { type: 'string' }, description: 'Field name → message' }) details?: Record<string, string>;
}

/** A multipart body with one image file under any of the given field names. */
export const uploadBody = (fields: string[], hint: string) => ({
  schema: {
    type: 'object' as const,
    description: `${hint} One file under any of: ${fields.join(', ')}.`,
    properties: Object.fromEntries(fields.map((f) => [f, { type: 'string' as const, format: 'binary' }])),
  },
});
