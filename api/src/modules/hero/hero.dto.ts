import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { Allow, IsBoolean, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import type { HeroBanner, SiteLogo } from '@marketplace/shared-dto';
import { BooleanField, NumberField } from '../../common/uploads/json-field.transform';
import type { BannerRow, LogoRow } from './hero.repository';
import { AtMost } from '../../common/http/number-range';
import { MAX_ORDER } from '@marketplace/shared-dto';

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** 'uploads/x.png' (as some clients keep it) becomes the root-relative '/uploads/x.png'. */
const imageUrl = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const url = value.trim();
    return url.startsWith('uploads/') ? `/${url}` : url;
  });

/** An http(s) URL or a root-relative path (uploads); empty means no image. */
const IMAGE_URL = /^(|https?:\/\/[^\s]+|\/[^\s]*)$/;

export class ImageRefDto {
  @ApiProperty({ example: '/uploads/hero/3f1c.jpg', description: 'http(s) URL or a root-relative path such as /uploads/...' })
  @imageUrl() @IsString() @Matches(IMAGE_URL, { message: 'Image URL must be an http(s) URL or a path starting with /.' }) @MaxLength(2000)
  url: string;

  @ApiPropertyOptional({ default: '' }) @IsOptional() @trim() @IsString() @MaxLength(300)
  alt?: string;
}

export class CreateBannerDto {
  @ApiProperty() @trim() @IsString() @IsNotEmpty({ message: 'Title is required.' }) @MaxLength(200)
  title: string;

  @ApiPropertyOptional() @IsOptional() @trim() @IsString() @MaxLength(300) subtitle?: string;
  @ApiPropertyOptional() @IsOptional() @trim() @IsString() @MaxLength(2000) description?: string;

  @ApiPropertyOptional({ type: ImageRefDto })
  @IsOptional() @IsObject() @ValidateNested() @Type(() => ImageRefDto) image?: ImageRefDto;

  @ApiPropertyOptional({ default: 'Learn More' }) @IsOptional() @trim() @IsString() @MaxLength(60) buttonText?: string;
  @ApiPropertyOptional() @IsOptional() @trim() @IsString() @MaxLength(2000) buttonLink?: string;
  @ApiPropertyOptional({ default: true }) @IsOptional() @BooleanField() @IsBoolean() isActive?: boolean;

  @ApiPropertyOptional({ default: 0, minimum: 0 })
  @IsOptional() @NumberField() @IsInt({ message: 'Order must be a whole number.' }) @Min(0, { message: 'Order must be 0 or more.' }) @AtMost('Order', MAX_ORDER)
  order?: number;

  @ApiPropertyOptional({ default: true }) @IsOptional() @BooleanField() @IsBoolean() showOverlay?: boolean;

  @ApiPropertyOptional({ default: 40, minimum: 0, maximum: 100 })
  @IsOptional() @NumberField()
  @IsInt({ message: 'Overlay opacity must be a whole number.' })
  @Min(0, { message: 'Overlay opacity must be between 0 and 100.' })
  @Max(100, { message: 'Overlay opacity must be between 0 and 100.' })
  overlayOpacity?: number;
}

/** The whole banner (then image.url is required), or just {isActive}, or just {order}. */
export class UpdateBannerDto extends PartialType(CreateBannerDto) {
  // a client may send back the banner it loaded; its ids are accepted and ignored
  @ApiPropertyOptional({ type: String, description: 'Ignored' }) @IsOptional() @Allow() _id?: unknown;
  @ApiPropertyOptional({ type: String, description: 'Ignored' }) @IsOptional() @Allow() id?: unknown;
}

export class LogoDto {
  @ApiProperty() @trim() @IsString() @IsNotEmpty({ message: 'Logo name is required.' }) @MaxLength(120)
  name: string;

  @ApiProperty({ type: ImageRefDto })
  @IsObject({ message: 'Logo image is required' }) @ValidateNested() @Type(() => ImageRefDto)
  image: ImageRefDto;
}

export const toHeroBanner = (b: BannerRow): HeroBanner => ({
  _id: b.id,
  id: b.id,
  title: b.title,
  subtitle: b.subtitle,
  description: b.description,
  image: { url: b.imageUrl, alt: b.imageAlt },
  buttonText: b.buttonText,
  buttonLink: b.buttonLink,
  isActive: b.isActive,
  order: b.order,
  showOverlay: b.showOverlay,
  overlayOpacity: b.overlayOpacity,
});

export const toSiteLogo = (l: LogoRow): SiteLogo => ({ name: l.name, image: { url: l.imageUrl, alt: l.imageAlt } });
