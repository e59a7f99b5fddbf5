import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { UpdateUserProfileRequest } from '@marketplace/shared-dto';

export class UpdateUserProfileDto implements UpdateUserProfileRequest {
  @ApiProperty({ example: 'Priya Nair' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value))
  @IsString() @IsNotEmpty({ message: 'Name is required.' }) @MaxLength(120)
  name: string;

  @ApiProperty({ example: 'priya@example.com' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: 'A valid email is required.' }) @MaxLength(200)
  email: string;
}
