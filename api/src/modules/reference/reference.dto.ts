import { BadRequestException } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { plainToInstance, Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { MODERATION_STATUSES, ModerationStatus, PublicReferenceItem, ReferenceItem } from '@marketplace/shared-dto';
import { ListQueryDto } from '../../common/http/list-query.dto';
import type { ListSort } from '../../db/query-helpers';
import type { OwnedRow } from './reference.repository';

/**
 * An object or list that may arrive as JSON text (multipart fields), turned into `cls` instances so that
 * their own rules (and the unknown-field check) apply. Text that is not JSON stays text for validation to report.
 */
export const JsonDto = (cls: new () => object) =>
  Transform(({ value }) => {
    let parsed: unknown = value;
    if (typeof value === 'string') {
      try {
        parsed = JSON.parse(value);
      } catch {
        return value;
      }
    }
    return parsed && typeof parsed === 'object' ? plainToInstance(cls, parsed) : parsed;
  });

export const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** The decisions an administrator takes on a submission. */
export const DECISIONS = ['approved', 'rejected'] as const;

/** `?status=` of the admin lists: a moderation queue of that status. */
export class MetaListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: MODERATION_STATUSES, description: 'pending answers the moderation queue (administrators only)' })
  @IsOptional() @IsIn(MODERATION_STATUSES, { message: `status must be one of ${MODERATION_STATUSES.join(', ')}` })
  status?: ModerationStatus;
}

/** `{name}`. Required, with a message per kind ('Language name is required.'…), so the service checks it. */
export class NameDto {
  @ApiPropertyOptional({ example: 'Comedy' })
  @IsOptional() @trim() @IsString({ message: 'Name must be text.' }) @MaxLength(120)
  name?: string;
}

/** A vendor's proposal: `{name}`, performers `{name, role}`. */
export class SubmissionDto extends NameDto {
  @ApiPropertyOptional({ description: 'Performers only', example: 'Singer' })
  @IsOptional() @trim() @IsString({ message: 'Role must be text.' }) @MaxLength(80)
  role?: string;
}

export class StatusDto {
  @ApiPropertyOptional({ enum: DECISIONS })
  @IsIn(DECISIONS, { message: 'status must be approved or rejected' })
  status: (typeof DECISIONS)[number];

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 1000, description: 'Why: mailed to the vendor who proposed the item' })
  @IsOptional() @IsString() @MaxLength(1000, { message: 'The reason must be at most 1000 characters.' })
  reason?: string | null;
}

/** `PUT /meta/{categories|tags|languages}/{id}`: a rename `{name}`, or the moderation fallback `{status}`. */
export class UpdateReferenceDto extends NameDto {
  @ApiPropertyOptional({ enum: DECISIONS })
  @IsOptional() @IsIn(DECISIONS, { message: 'status must be approved or rejected' })
  status?: (typeof DECISIONS)[number];

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 1000, description: 'With `status`: why, mailed to the vendor who proposed the item' })
  @IsOptional() @IsString() @MaxLength(1000, { message: 'The reason must be at most 1000 characters.' })
  reason?: string | null;
}

export const toReferenceItem = (r: OwnedRow): ReferenceItem => ({
  _id: r.id,
  id: r.id,
  name: r.name,
  status: r.status,
  source: r.source,
  owner: r.ownerCompany !== null ? { company: r.ownerCompany, name: r.ownerName ?? '' } : null,
  createdAt: r.createdAt.toISOString(),
  ...(r.role !== null ? { role: r.role } : {}),
});

export const toPublicReferenceItem = (r: { id: string; name: string }): PublicReferenceItem => ({ _id: r.id, id: r.id, name: r.name });

/**
 * The list's `sort` among the fields it can sort by, or 400 in the style of the other lists ('Sort must be
 * one of: …'); `order` defaults to ascending. The fields differ by kind on one route, so the service checks them.
 */
export function checkedSort<F extends string>(query: { sort?: string; order?: string }, fields: readonly F[]): ListSort<F> {
  if (!query.sort) return {};
  if (!(fields as readonly string[]).includes(query.sort)) {
    const message = `Sort must be one of: ${fields.join(', ')}.`;
    throw new BadRequestException({ message, details: { sort: message } });
  }
  return { sort: query.sort as F, order: query.order?.toLowerCase() === 'desc' ? 'desc' : 'asc' };
}

/** DELETE …/meta/{kind}/{id}?mergeInto=: the item that takes the deleted one's place on the events using it. */
export class DeleteReferenceQueryDto {
  @ApiPropertyOptional({ description: 'Id of another item of the same kind; needed when events use the item' })
  @IsOptional() @IsUUID('all', { message: 'mergeInto must be an id.' })
  mergeInto?: string;
}
