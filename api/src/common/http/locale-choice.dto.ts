import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { type Locale, LOCALES, Messages, type UpdateLocaleRequest } from '@marketplace/shared-dto';

/** A language chosen with a switch (the buyer's on the site, the organiser's in the portal): their mail follows it. */
export class LocaleChoiceDto implements UpdateLocaleRequest {
  @ApiProperty({ enum: LOCALES, example: 'hi' })
  @IsIn(LOCALES, { message: Messages.localeUnknown })
  locale: Locale;
}
