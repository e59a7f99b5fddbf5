import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EventCardDoc } from '../events/events.docs';
import { MODERATION_STATUSES, PERFORMER_CATEGORIES } from '@marketplace/shared-dto';
import { PublicItemDoc } from '../reference/reference.docs';
import type {
  AdminPerformerList, Envelope, FlaggedErrorBody, Performer, PerformerEnvelope, PerformerPortfolio, PerformerSocialMedia, PerformerVideo, PublicPerformer,
  PublicPerformerDetail,
} from '@marketplace/shared-dto';

/** Swagger shapes of the performer answers (the TypeScript shapes live in shared-dto). */
class UrlDoc implements NonNullable<Performer['gallery'][number]> {
  @ApiProperty() url: string;
}

class PortfolioDoc implements PerformerPortfolio {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: [UrlDoc] }) images: UrlDoc[];
}

class VideoDoc implements PerformerVideo {
  @ApiProperty() title: string;
  @ApiProperty() url: string;
  @ApiProperty() description: string;
}

class SocialMediaDoc implements PerformerSocialMedia {
  @ApiPropertyOptional() instagram?: string;
  @ApiPropertyOptional() twitter?: string;
  @ApiPropertyOptional() youtube?: string;
  @ApiPropertyOptional() website?: string;
}

export class PerformerDoc extends PublicItemDoc implements Performer {
  @ApiProperty() slug: string;
  @ApiProperty({ enum: PERFORMER_CATEGORIES }) category: (typeof PERFORMER_CATEGORIES)[number];
  @ApiPropertyOptional({ type: String, nullable: true }) role: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) bio: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) description: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) profileImage: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) photo: string | null;
  @ApiProperty({ type: [UrlDoc] }) gallery: UrlDoc[];
  @ApiProperty({ type: [PortfolioDoc] }) portfolios: PortfolioDoc[];
  @ApiProperty({ type: [VideoDoc] }) videos: VideoDoc[];
  @ApiProperty({ type: [UrlDoc] }) videoFiles: UrlDoc[];
  @ApiProperty({ type: SocialMediaDoc }) socialMedia: SocialMediaDoc;
  @ApiProperty() isActive: boolean;
  @ApiProperty() sortOrder: number;
  @ApiProperty({ enum: MODERATION_STATUSES }) status: (typeof MODERATION_STATUSES)[number];
  @ApiProperty({ enum: ['admin', 'vendor'] }) source: 'admin' | 'vendor';
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class PerformerListDoc implements AdminPerformerList {
  @ApiProperty({ type: [PerformerDoc] }) data: PerformerDoc[];
  @ApiProperty({ type: [PerformerDoc], description: 'The same list, for the spec client reading `performers`' }) performers: PerformerDoc[];
  @ApiProperty() total: number;
}

export class PerformerEnvelopeDoc implements PerformerEnvelope {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiPropertyOptional() message?: string;
  @ApiProperty({ type: PerformerDoc }) data: PerformerDoc;
}

export class PerformerErrorDoc implements FlaggedErrorBody {
  @ApiPropertyOptional({ enum: [false], description: 'Absent only when the request was refused before it reached these endpoints (a NUL character)' }) success?: false;
  @ApiProperty() statusCode: number;
  @ApiProperty({ example: 'PERFORMER_NOT_FOUND' }) code: string;
  @ApiPropertyOptional({ type: Object, additionalProperties: { type: 'string' }, description: 'Field name → message' }) details?: Record<string, string>;
  @ApiProperty() error: string;
  @ApiProperty() message: string;
}

export class PublicPerformerDoc extends PublicItemDoc implements PublicPerformer {
  @ApiProperty() slug: string;
  @ApiProperty() role: string;
  @ApiProperty() category: string;
  @ApiPropertyOptional({ type: String, nullable: true }) profileImage: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) photo: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) image: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) bio: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) instagram: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) twitter: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) youtube: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) website: string | null;
}

export class PublicPerformerListDoc implements Envelope<PublicPerformer[]> {
  @ApiProperty({ type: [PublicPerformerDoc] }) data: PublicPerformerDoc[];
}

class PublicPerformerDetailDoc extends PublicPerformerDoc implements PublicPerformerDetail {
  @ApiPropertyOptional({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ type: [UrlDoc] }) gallery: UrlDoc[];
  @ApiProperty({ type: [VideoDoc] }) videos: VideoDoc[];
  @ApiProperty({ type: [EventCardDoc], description: 'Upcoming public events, soonest first' }) events: EventCardDoc[];
}

export class PublicPerformerDetailEnvelopeDoc implements Envelope<PublicPerformerDetail> {
  @ApiProperty({ type: PublicPerformerDetailDoc }) data: PublicPerformerDetailDoc;
}
