import { ApiProperty } from '@nestjs/swagger';

export class EventInterestDoc {
  @ApiProperty({ example: 12 }) count: number;
  @ApiProperty() isInterested: boolean;
}
