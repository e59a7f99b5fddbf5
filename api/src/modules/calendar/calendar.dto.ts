import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { type Locale, LOCALES, Messages } from '@marketplace/shared-dto';

export class CalendarQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only this showtime' })
  @IsOptional() @IsUUID('all', { message: Messages.invalidId })
  sessionId?: string;

  @ApiPropertyOptional({ enum: LOCALES, description: "The reader's language: 'Online' / 'To be announced' and the event page's link in it (default en)" })
  @IsOptional() @IsIn(LOCALES, { message: Messages.localeUnknown })
  locale?: Locale;
}
