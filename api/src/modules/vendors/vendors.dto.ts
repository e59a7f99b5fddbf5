import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { VENDOR_STATUSES, VendorStatus } from '@marketplace/shared-dto';
import { ListQueryDto } from '../../common/http/list-query.dto';
import { VENDOR_SORTS, VendorSort } from './vendors.repository';

const statusMessage = `Status must be one of: ${VENDOR_STATUSES.join(', ')}.`;
const SORTS = Object.keys(VENDOR_SORTS) as VendorSort[];

/** page, limit, q (company, contact or email), status, sort, order. */
export class VendorListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: VENDOR_STATUSES })
  @IsOptional() @IsIn(VENDOR_STATUSES, { message: statusMessage })
  declare status?: VendorStatus;

  @ApiPropertyOptional({ enum: SORTS, default: 'createdAt' })
  @IsOptional() @IsIn(SORTS, { message: `Sort must be one of: ${SORTS.join(', ')}.` })
  declare sort?: VendorSort;
}

export class VendorStatusDto {
  @ApiProperty({ enum: VENDOR_STATUSES })
  @IsIn(VENDOR_STATUSES, { message: statusMessage })
  status: VendorStatus;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 1000, description: 'Why: mailed to the vendor' })
  @IsOptional() @IsString() @MaxLength(1000, { message: 'The reason must be at most 1000 characters.' })
  reason?: string | null;
}
