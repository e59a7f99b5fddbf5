import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, IsUrl, MaxLength, ValidateNested,
} from 'class-validator';
import {
  EventCard, Messages, PERFORMER_CATEGORIES, Performer, PublicPerformer, PublicPerformerDetail,
} from '@marketplace/shared-dto';
import { ListQueryDto } from '../../common/http/list-query.dto';
import { BooleanField, JsonField, NumberField } from '../../common/uploads/json-field.transform';
import { JsonDto, trim } from '../reference/reference.dto';
import type { PerformerRow } from './performers.repository';
import { InRange } from '../../common/http/number-range';
import { MAX_ORDER } from '@marketplace/shared-dto';

const CATEGORY_MESSAGE = `category must be one of ${PERFORMER_CATEGORIES.join(', ')}`;
const emptyToUndefined = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value));
/** Kept files arrive as URLs or `{url}` objects (as the answers show them). */
const UrlList = () => Transform(({ value }) => (Array.isArray(value) ? value.map((v) => (v && typeof v === 'object' && 'url' in v ? v.url : v)) : value));

export class PerformerListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: PERFORMER_CATEGORIES })
  @IsOptional() @IsIn(PERFORMER_CATEGORIES, { message: CATEGORY_MESSAGE })
  category?: string;
}

class PerformerSocialMediaDto {
  @ApiPropertyOptional() @IsOptional() @emptyToUndefined() @IsUrl({}, { message: 'instagram must be a URL' }) instagram?: string;
  @ApiPropertyOptional() @IsOptional() @emptyToUndefined() @IsUrl({}, { message: 'twitter must be a URL' }) twitter?: string;
  @ApiPropertyOptional() @IsOptional() @emptyToUndefined() @IsUrl({}, { message: 'youtube must be a URL' }) youtube?: string;
  @ApiPropertyOptional() @IsOptional() @emptyToUndefined() @IsUrl({}, { message: 'website must be a URL' }) website?: string;
}

class VideoDto {
  @ApiPropertyOptional() @IsOptional() @trim() @IsString() @MaxLength(200) title?: string;
  @ApiPropertyOptional() @IsUrl({}, { message: 'A video needs a valid url.' }) url: string;
  @ApiPropertyOptional() @IsOptional() @trim() @IsString() @MaxLength(2000) description?: string;
}

export class PortfolioDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(60) id?: string;
  @ApiPropertyOptional() @trim() @IsString({ message: Messages.portfolioNameRequired }) @MaxLength(160) name: string;
  @ApiPropertyOptional() @IsOptional() @trim() @IsString() @MaxLength(5000) description?: string;

  @ApiPropertyOptional({ type: [String], description: 'Images kept from before; new ones are the files portfolios[i][images]' })
  @IsOptional() @JsonField() @UrlList() @IsArray() @ArrayMaxSize(50) @IsString({ each: true })
  images?: string[];
}

/**
 * The performer form (multipart, or JSON). Objects and lists arrive as JSON text. On update, `gallery`,
 * `videoFiles` and `portfolios[i][images]` as text list the files to keep; uploaded files are added.
 */
export class PerformerFormDto {
  @ApiPropertyOptional({ description: 'Required on create' })
  @IsOptional() @trim() @IsString() @MaxLength(160)
  name?: string;

  @ApiPropertyOptional({ enum: PERFORMER_CATEGORIES, default: 'singer' })
  @IsOptional() @IsIn(PERFORMER_CATEGORIES, { message: CATEGORY_MESSAGE })
  category?: string;

  @ApiPropertyOptional() @IsOptional() @trim() @IsString() @MaxLength(80) role?: string;
  @ApiPropertyOptional() @IsOptional() @trim() @IsString() @MaxLength(5000) bio?: string;
  @ApiPropertyOptional() @IsOptional() @trim() @IsString() @MaxLength(20000) description?: string;

  @ApiPropertyOptional({ default: true }) @IsOptional() @BooleanField() @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;

  @ApiPropertyOptional({ default: 0 }) @IsOptional() @NumberField() @IsInt({ message: 'sortOrder must be a whole number' }) @InRange('sortOrder', -MAX_ORDER, MAX_ORDER)
  sortOrder?: number;

  @ApiPropertyOptional({ type: PerformerSocialMediaDto, description: 'JSON' })
  @IsOptional() @JsonDto(PerformerSocialMediaDto) @IsObject({ message: 'socialMedia must be a JSON object' }) @ValidateNested()
  socialMedia?: PerformerSocialMediaDto;

  @ApiPropertyOptional({ type: [VideoDto], description: 'JSON list' })
  @IsOptional() @JsonDto(VideoDto) @IsArray({ message: 'videos must be a JSON list' }) @ArrayMaxSize(50) @ValidateNested({ each: true })
  videos?: VideoDto[];

  @ApiPropertyOptional({ type: [PortfolioDto], description: 'portfolios[i][name], portfolios[i][description], or a JSON list' })
  @IsOptional() @JsonDto(PortfolioDto) @IsArray({ message: 'portfolios must be a list' }) @ArrayMaxSize(50) @ValidateNested({ each: true })
  portfolios?: PortfolioDto[];

  @ApiPropertyOptional({ description: 'Text: the profile image URL to keep; empty removes it. Or upload the file profileImage.' })
  @IsOptional() @IsString() @MaxLength(500)
  profileImage?: string;

  @ApiPropertyOptional({ type: [String], description: 'Update: gallery image URLs to keep (JSON); files galleryImages add more' })
  @IsOptional() @JsonField() @UrlList() @IsArray() @ArrayMaxSize(100) @IsString({ each: true })
  gallery?: string[];

  @ApiPropertyOptional({ type: [String], description: 'Update: video file URLs to keep (JSON); files videoFiles add more' })
  @IsOptional() @JsonField() @UrlList() @IsArray() @ArrayMaxSize(50) @IsString({ each: true })
  videoFiles?: string[];
}

export const toPerformer = (p: PerformerRow): Performer => ({
  _id: p.id,
  id: p.id,
  name: p.name,
  slug: p.slug,
  category: p.category,
  role: p.role,
  bio: p.bio,
  description: p.description,
  profileImage: p.profileImage,
  photo: p.profileImage,
  gallery: p.gallery,
  portfolios: p.portfolios,
  videos: p.videos,
  videoFiles: p.videoFiles,
  socialMedia: p.socialMedia,
  isActive: p.isActive,
  sortOrder: p.sortOrder,
  status: p.status,
  source: p.source,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

export const toPublicPerformer = (p: PerformerRow): PublicPerformer => ({
  _id: p.id,
  id: p.id,
  name: p.name,
  slug: p.slug,
  role: p.role || p.category,
  category: p.category,
  profileImage: p.profileImage,
  photo: p.profileImage,
  image: p.profileImage,
  bio: p.bio,
  instagram: p.socialMedia.instagram ?? null,
  twitter: p.socialMedia.twitter ?? null,
  youtube: p.socialMedia.youtube ?? null,
  website: p.socialMedia.website ?? null,
});

export const toPublicPerformerDetail = (p: PerformerRow, events: EventCard[]): PublicPerformerDetail => ({
  ...toPublicPerformer(p),
  description: p.description,
  gallery: p.gallery,
  videos: p.videos,
  events,
});
