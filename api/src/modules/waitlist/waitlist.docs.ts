import { ApiProperty } from '@nestjs/swagger';
import { EventWaitlist, WAITLIST_STATUSES, WaitlistCounts, WaitlistEntry, WaitlistJoined, WaitlistStatus } from '@marketplace/shared-dto';

export class WaitlistJoinedDoc implements WaitlistJoined {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 3, description: 'The place in the queue of the showtime × type (1 = next)' }) position: number;
  @ApiProperty({ enum: ['waiting'] }) status: 'waiting';
}

export class WaitlistEntryDoc implements WaitlistEntry {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) eventId: string;
  @ApiProperty() eventTitle: string;
  @ApiProperty() eventSlug: string;
  @ApiProperty() eventCode: string;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'null for an event without showtimes' }) sessionId: string | null;
  @ApiProperty() startsAt: string;
  @ApiProperty({ format: 'uuid' }) ticketTypeId: string;
  @ApiProperty() ticketType: string;
  @ApiProperty() quantity: number;
  @ApiProperty({ enum: WAITLIST_STATUSES }) status: WaitlistStatus;
  @ApiProperty({ type: Number, nullable: true, description: 'The place among the waiting entries (1 = next); null unless waiting' }) position: number | null;
  @ApiProperty({ type: String, nullable: true }) offerExpiresAt: string | null;
  @ApiProperty() createdAt: string;
}

class WaitlistCountsDoc implements WaitlistCounts {
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'null for an event without showtimes' }) sessionId: string | null;
  @ApiProperty() startsAt: string;
  @ApiProperty() label: string;
  @ApiProperty({ format: 'uuid' }) ticketTypeId: string;
  @ApiProperty() ticketType: string;
  @ApiProperty({ description: 'Entries waiting' }) waiting: number;
  @ApiProperty({ description: 'Tickets the waiting entries ask for' }) waitingQuantity: number;
  @ApiProperty() offered: number;
  @ApiProperty() converted: number;
  @ApiProperty() expired: number;
}

export class EventWaitlistDoc implements EventWaitlist {
  @ApiProperty({ type: [WaitlistCountsDoc] }) rows: WaitlistCountsDoc[];
  @ApiProperty({ example: 6, description: "Tickets the waiting entries ask for in all: 'N more seats would sell'" }) wouldSell: number;
}
