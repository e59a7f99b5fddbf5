import { ApiProperty } from '@nestjs/swagger';

/** The answer of calls that only confirm: `{message}`. */
export class MessageDoc {
  @ApiProperty() message: string;
}
