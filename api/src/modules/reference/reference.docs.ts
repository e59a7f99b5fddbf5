import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MODERATION_STATUSES } from '@marketplace/shared-dto';
import type { ReferenceItem } from '@marketplace/shared-dto';

/** Swagger shapes of the reference-data answers (the TypeScript shapes live in shared-dto/types/meta.types.ts). */
export { MessageDoc } from '../../common/http/message.docs';

class OwnerDoc {
  @ApiProperty() company: string;
  @ApiProperty() name: string;
}

export class PublicItemDoc {
  @ApiProperty() _id: string;
  @ApiProperty() id: string;
  @ApiProperty() name: string;
}

export class PublicItemListDoc {
  @ApiProperty({ type: [PublicItemDoc] }) data: PublicItemDoc[];
}

export class ReferenceItemDoc extends PublicItemDoc implements ReferenceItem {
  @ApiProperty({ enum: MODERATION_STATUSES }) status: (typeof MODERATION_STATUSES)[number];
  @ApiProperty({ enum: ['admin', 'vendor'] }) source: 'admin' | 'vendor';
  @ApiPropertyOptional({ type: OwnerDoc, nullable: true }) owner: OwnerDoc | null;
  @ApiProperty() createdAt: string;
}

export class ReferenceItemMessageDoc extends ReferenceItemDoc {
  @ApiProperty() message: string;
}

export class ReferenceListDoc {
  @ApiProperty({ type: [ReferenceItemDoc] }) data: ReferenceItemDoc[];
  @ApiProperty() total: number;
}

export class SubmissionDoc extends PublicItemDoc {
  @ApiProperty({ enum: MODERATION_STATUSES, description: 'pending for a new name, approved when it already exists approved' }) status: (typeof MODERATION_STATUSES)[number];
  @ApiProperty({ example: 'Submitted for admin approval.' }) message: string;
}
