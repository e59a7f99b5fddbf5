import { ApiProperty } from '@nestjs/swagger';
import { CONTENT_PAGES } from '@marketplace/shared-dto';
import { AboutInfoDto, ContactInfoDto } from './content.dto';
import type { ContentListEnvelope, ContentPage, ContentPageEnvelope, ContentPageVersion, Paged } from '@marketplace/shared-dto';

/** Swagger shapes of the content answers (the TypeScript shapes live in shared-dto). */
class ContentFieldsDoc implements Omit<ContentPage, 'createdAt'> {
  @ApiProperty() _id: string;
  @ApiProperty() id: string;
  @ApiProperty({ enum: CONTENT_PAGES }) page: (typeof CONTENT_PAGES)[number];
  @ApiProperty() title: string;
  @ApiProperty({ description: 'HTML as the administrator wrote it (not sanitised)' }) content: string;
  @ApiProperty() metaTitle: string;
  @ApiProperty() metaDescription: string;
  @ApiProperty() metaKeywords: string;
  @ApiProperty() isActive: boolean;
  @ApiProperty({ description: '1 when created; each update adds 1' }) version: number;
  @ApiProperty({ type: ContactInfoDto }) contactInfo: ContactInfoDto;
  @ApiProperty({ type: AboutInfoDto }) aboutInfo: AboutInfoDto;
  @ApiProperty() updatedAt: string;
}

export class ContentPageDoc extends ContentFieldsDoc implements ContentPage {
  @ApiProperty() createdAt: string;
}

class ContentPageWithSelfDoc extends ContentPageDoc implements NonNullable<ContentPageEnvelope['data']> {
  @ApiProperty({ type: ContentPageDoc, description: 'The same page again, for clients reading data.data' }) data: ContentPageDoc;
}

export class ContentPageEnvelopeDoc implements ContentPageEnvelope {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: ContentPageWithSelfDoc }) data: ContentPageWithSelfDoc;
}

class ContentPageListDoc implements Paged<ContentPage> {
  @ApiProperty({ type: [ContentPageDoc] }) data: ContentPageDoc[];
  @ApiProperty() total: number;
}

export class ContentListEnvelopeDoc implements ContentListEnvelope<ContentPage> {
  @ApiProperty({ type: ContentPageListDoc }) data: ContentPageListDoc;
  @ApiProperty() total: number;
}

/** The page as it was before an update; version and updatedAt are those it had then. */
export class ContentVersionDoc extends ContentFieldsDoc implements ContentPageVersion {
  @ApiProperty() contentPageId: string;
  @ApiProperty({ description: 'When this version was replaced by the next one' }) replacedAt: string;
}

class ContentVersionListDoc implements Paged<ContentPageVersion> {
  @ApiProperty({ type: [ContentVersionDoc] }) data: ContentVersionDoc[];
  @ApiProperty() total: number;
}

export class ContentHistoryEnvelopeDoc implements ContentListEnvelope<ContentPageVersion> {
  @ApiProperty({ type: ContentVersionListDoc }) data: ContentVersionListDoc;
  @ApiProperty() total: number;
}
