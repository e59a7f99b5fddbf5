import { ApiProperty } from '@nestjs/swagger';
import type { EventInterest } from '@marketplace/shared-dto';

export class EventInterestDoc implements EventInterest {
  @ApiProperty({ example: 12 }) count: number;
  @ApiProperty() isInterested: boolean;
}
