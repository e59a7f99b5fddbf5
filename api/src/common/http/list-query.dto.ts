import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { AtMost } from './number-range';
import { MAX_PAGE } from '@marketplace/shared-dto';

/** page, limit, q, status, sort, order: the list query of every table (DESIGN.md section 5). */
export class ListQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @AtMost('page', MAX_PAGE)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 1000, default: 10 })
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(1000)
  limit?: number;

  @ApiPropertyOptional({ description: 'Free-text search' })
  @IsOptional() @IsString() @MaxLength(200)
  q?: string;

  @ApiPropertyOptional()
  @IsOptional() @IsString() @MaxLength(40)
  status?: string;

  @ApiPropertyOptional({ description: 'Field to sort by' })
  @IsOptional() @IsString() @MaxLength(40)
  sort?: string;

  @ApiPropertyOptional({ enum: ['asc', 'desc', 'ASC', 'DESC'] })
  @IsOptional() @IsIn(['asc', 'desc', 'ASC', 'DESC'])
  order?: 'asc' | 'desc' | 'ASC' | 'DESC';
}

export function pageOf(query: { page?: number; limit?: number }, defaultLimit = 10) {
  const limit = query.limit ?? defaultLimit;
  const page = query.page ?? 1;
  return { limit, offset: (page - 1) * limit, page };
}
