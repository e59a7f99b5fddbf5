import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { Allow, IsArray, IsBoolean, IsIn, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { CONTENT_PAGES } from '@marketplace/shared-dto';
import type {
  ContentAboutInfo, ContentContactInfo, ContentListEnvelope, ContentPage, ContentPageEnvelope, ContentPageKey, ContentPageVersion,
} from '@marketplace/shared-dto';
import type { ContentPageRow, ContentVersionRow } from './content.repository';

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const TEXT_MAX = 2000;
/** Page bodies are long HTML documents; the cap only stops abuse. */
const BODY_MAX = 500_000;

export class ContactInfoDto implements ContentContactInfo {
  @ApiPropertyOptional() @IsOptional() @trim() @IsString() @MaxLength(320) email?: string;
  @ApiPropertyOptional() @IsOptional() @trim() @IsString() @MaxLength(40) phone?: string;
  @ApiPropertyOptional() @IsOptional() @trim() @IsString() @MaxLength(TEXT_MAX) address?: string;
  @ApiPropertyOptional({ description: 'Map URL or iframe HTML, stored as given' })
  @IsOptional() @IsString() @MaxLength(10_000) mapEmbed?: string;
}

export class TeamMemberDto {
  @ApiProperty() @trim() @IsString() @IsNotEmpty({ message: 'Team member name is required.' }) @MaxLength(120) name: string;
  @ApiPropertyOptional() @IsOptional() @trim() @IsString() @MaxLength(120) position?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(TEXT_MAX) bio?: string;
  @ApiPropertyOptional() @IsOptional() @trim() @IsString() @MaxLength(TEXT_MAX) avatar?: string;
}

export class AboutInfoDto implements ContentAboutInfo {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(TEXT_MAX * 5) mission?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(TEXT_MAX * 5) vision?: string;
  @ApiPropertyOptional({ type: [TeamMemberDto] })
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => TeamMemberDto) teamMembers?: TeamMemberDto[];
}

export class CreateContentDto {
  @ApiProperty({ enum: CONTENT_PAGES })
  @IsIn(CONTENT_PAGES, { message: `Page must be one of: ${CONTENT_PAGES.join(', ')}.` })
  page: ContentPageKey;

  @ApiProperty() @trim() @IsString() @IsNotEmpty({ message: 'Title is required.' }) @MaxLength(200)
  title: string;

  @ApiProperty({ description: 'HTML allowed (admin-authored, stored as given); newlines render as line breaks' })
  @IsString() @IsNotEmpty({ message: 'Content is required.' }) @MaxLength(BODY_MAX)
  content: string;

  @ApiPropertyOptional() @IsOptional() @trim() @IsString() @MaxLength(200) metaTitle?: string;
  @ApiPropertyOptional() @IsOptional() @trim() @IsString() @MaxLength(TEXT_MAX) metaDescription?: string;
  @ApiPropertyOptional({ description: 'Comma separated' }) @IsOptional() @trim() @IsString() @MaxLength(TEXT_MAX) metaKeywords?: string;
  @ApiPropertyOptional({ default: true }) @IsOptional() @IsBoolean() isActive?: boolean;

  @ApiPropertyOptional({ type: ContactInfoDto, description: 'Shown by the contact page' })
  @IsOptional() @IsObject() @ValidateNested() @Type(() => ContactInfoDto) contactInfo?: ContactInfoDto;

  @ApiPropertyOptional({ type: AboutInfoDto, description: 'Shown by the about page' })
  @IsOptional() @IsObject() @ValidateNested() @Type(() => AboutInfoDto) aboutInfo?: AboutInfoDto;
}

/** Any subset of the create fields. `page` may be repeated but not changed. */
export class UpdateContentDto extends PartialType(OmitType(CreateContentDto, ['page'] as const)) {
  @ApiPropertyOptional({ enum: CONTENT_PAGES, description: 'Accepted when equal to the page being updated' })
  @IsOptional() @IsIn(CONTENT_PAGES, { message: `Page must be one of: ${CONTENT_PAGES.join(', ')}.` })
  page?: ContentPageKey;

  // a client may send back the page it loaded; its read-only fields are accepted and ignored
  @ApiPropertyOptional({ type: String, description: 'Ignored' }) @IsOptional() @Allow() _id?: unknown;
  @ApiPropertyOptional({ type: String, description: 'Ignored' }) @IsOptional() @Allow() id?: unknown;
  @ApiPropertyOptional({ type: Number, description: 'Ignored: the server counts versions' }) @IsOptional() @Allow() version?: unknown;
  @ApiPropertyOptional({ type: String, description: 'Ignored' }) @IsOptional() @Allow() createdAt?: unknown;
  @ApiPropertyOptional({ type: String, description: 'Ignored' }) @IsOptional() @Allow() updatedAt?: unknown;
}

type PageFields = Omit<ContentPage, '_id' | 'id' | 'createdAt' | 'updatedAt'>;

/** The page's own fields, as answered and as kept in a version snapshot. */
export function contentFields(row: ContentPageRow): PageFields {
  return {
    page: row.page,
    title: row.title,
    content: row.content,
    metaTitle: row.metaTitle ?? '',
    metaDescription: row.metaDescription ?? '',
    metaKeywords: row.metaKeywords ?? '',
    isActive: row.isActive,
    version: row.version,
    contactInfo: row.contactInfo ?? {},
    aboutInfo: { teamMembers: [], ...(row.aboutInfo ?? {}) },
  };
}

export const toContentPage = (row: ContentPageRow): ContentPage => ({
  _id: row.id,
  id: row.id,
  ...contentFields(row),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A snapshot holds contentFields() plus the updatedAt it had. */
export const toContentVersion = (row: ContentVersionRow): ContentPageVersion => {
  const snap = row.snapshot as PageFields & { updatedAt: string };
  return { ...snap, _id: row.id, id: row.id, contentPageId: row.contentPageId, version: row.version, replacedAt: row.createdAt.toISOString() };
};

export function pageEnvelope(row: ContentPageRow): ContentPageEnvelope {
  const page = toContentPage(row);
  return { success: true, data: { ...page, data: page } };
}

export const listEnvelope = <T>(items: T[]): ContentListEnvelope<T> => ({ data: { data: items, total: items.length }, total: items.length });
