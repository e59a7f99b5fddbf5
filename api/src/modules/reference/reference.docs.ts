import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MODERATION_STATUSES } from '@marketplace/shared-dto';
import type { Envelope, Paged, PublicReferenceItem, ReferenceItem, SubmissionOwner, WithMessage } from '@marketplace/shared-dto';

/** Swagger shapes of the reference-data answers (the TypeScript shapes live in shared-dto/types/meta.types.ts). */
export { MessageDoc } from '../../common/http/message.docs';

class OwnerDoc implements SubmissionOwner {
  @ApiProperty() company: string;
  @ApiProperty() name: string;
}

export class PublicItemDoc implements PublicReferenceItem {
  @ApiProperty() _id: string;
  @ApiProperty() id: string;
  @ApiProperty() name: string;
}

export class PublicItemListDoc implements Envelope<PublicReferenceItem[]> {
  @ApiProperty({ type: [PublicItemDoc] }) data: PublicItemDoc[];
}

export class ReferenceItemDoc extends PublicItemDoc implements ReferenceItem {
  @ApiProperty({ enum: MODERATION_STATUSES }) status: (typeof MODERATION_STATUSES)[number];
  @ApiProperty({ enum: ['admin', 'vendor'] }) source: 'admin' | 'vendor';
  @ApiPropertyOptional({ type: OwnerDoc, nullable: true }) owner: OwnerDoc | null;
  @ApiProperty() createdAt: string;
}

export class ReferenceItemMessageDoc extends ReferenceItemDoc implements WithMessage<ReferenceItem> {
  @ApiProperty() message: string;
}

/** A rename answers the item; a decision through PUT also its message. */
export class ReferenceUpdateDoc extends ReferenceItemDoc implements ReferenceItem {
  @ApiPropertyOptional({ description: "With `status`: 'Approved' or 'Rejected'" }) message?: string;
}

export class ReferenceListDoc implements Paged<ReferenceItem> {
  @ApiProperty({ type: [ReferenceItemDoc] }) data: ReferenceItemDoc[];
  @ApiProperty() total: number;
}

/** Either answer of SubmissionResponse: the new pending item, or the approved one of that name. */
export class SubmissionDoc extends PublicItemDoc implements WithMessage<PublicReferenceItem & Pick<ReferenceItem, 'status'>> {
  @ApiProperty({ enum: MODERATION_STATUSES, description: 'pending for a new name, approved when it already exists approved' }) status: (typeof MODERATION_STATUSES)[number];
  @ApiProperty({ example: 'Submitted for admin approval.' }) message: string;
}
