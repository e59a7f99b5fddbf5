import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

export class AddInterestDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'eventId must be a valid id.' })
  eventId: string;
}
