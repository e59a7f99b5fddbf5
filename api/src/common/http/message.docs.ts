import { ApiProperty } from '@nestjs/swagger';
import type { MessageResponse, SuccessMessageResponse } from '@marketplace/shared-dto';

/** The answer of calls that only confirm: `{message}`. */
export class MessageDoc implements MessageResponse {
  @ApiProperty() message: string;
}

/** The hero, performer and content calls that only confirm: `{success: true, message}`. */
export class SuccessMessageDoc implements SuccessMessageResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty() message: string;
}
