import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsUUID } from 'class-validator';

export class SalesQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'One showtime; the whole event without it' })
  @Transform(({ value }) => (value === '' ? undefined : value))
  @IsOptional() @IsUUID('all', { message: 'sessionId must be a valid id.' })
  sessionId?: string;
}
