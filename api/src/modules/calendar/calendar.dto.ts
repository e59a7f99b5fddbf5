import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { Messages } from '@marketplace/shared-dto';

export class CalendarQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only this showtime' })
  @IsOptional() @IsUUID('all', { message: Messages.invalidId })
  sessionId?: string;
}
