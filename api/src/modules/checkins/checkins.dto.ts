import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import type { CheckInRequest } from '@marketplace/shared-dto';

const validId = (field: string) => IsUUID('all', { message: `${field} must be a valid id.` });

/** One of token (scanned) or number (typed at the door). */
export class CheckInDto implements CheckInRequest {
  @ApiPropertyOptional({ description: 'The string the ticket QR carries' })
  @IsOptional() @IsString({ message: 'token must be text.' }) @MaxLength(200, { message: 'Invalid ticket' })
  token?: string;

  @ApiPropertyOptional({ example: 'UT-7K2M9QX4AB-1', description: 'The ticket number, when typed instead of scanned' })
  @IsOptional() @IsString({ message: 'number must be text.' }) @MaxLength(40, { message: 'number is too long.' })
  number?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The showtime being admitted: a ticket of another one is refused' })
  @IsOptional() @validId('sessionId')
  sessionId?: string;
}

export class CheckInListQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'One showtime; the whole event without it' })
  @Transform(({ value }) => (value === '' ? undefined : value))
  @IsOptional() @validId('sessionId')
  sessionId?: string;
}
