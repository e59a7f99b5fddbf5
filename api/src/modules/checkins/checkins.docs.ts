import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { CheckInConflict, CheckInList, CheckInListItem, CheckInResult, CheckInTicket, CheckInUndone } from '@marketplace/shared-dto';

import { BookedSeatDoc } from '../bookings/bookings.docs';

/** Swagger shapes of the door's answers (the TypeScript shapes live in shared-dto). */
class CheckInEventDoc implements NonNullable<CheckInTicket['event']> {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() title: string;
}

class CheckInSessionDoc implements NonNullable<CheckInTicket['session']> {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() startsAt: string;
  @ApiProperty() label: string;
}

export class CheckInTicketDoc implements CheckInTicket {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'UT-7K2M9QX4AB-1' }) number: string;
  @ApiProperty({ example: 'Gold' }) ticketType: string;
  @ApiProperty() holderName: string;
  @ApiProperty({ type: BookedSeatDoc, nullable: true, description: "The reserved seat ('Stalls · Row F · Seat 12'); null for general admission" }) seat: BookedSeatDoc | null;
  @ApiProperty({ type: CheckInEventDoc }) event: CheckInEventDoc;
  @ApiPropertyOptional({ type: CheckInSessionDoc, nullable: true, description: 'null for an event without showtimes' }) session: CheckInSessionDoc | null;
}

export class CheckInResultDoc implements CheckInResult {
  @ApiProperty({ enum: ['ok'] }) result: 'ok';
  @ApiProperty() checkedInAt: string;
  @ApiProperty({ type: CheckInTicketDoc }) ticket: CheckInTicketDoc;
}

export class CheckInConflictDoc implements CheckInConflict {
  @ApiProperty({ example: 409 }) statusCode: number;
  @ApiProperty({ example: 'CHECK_IN_ALREADY' }) code: string;
  @ApiProperty({ example: 'Already checked in at 19:42' }) message: string;
  @ApiProperty({ example: 'Already checked in at 19:42' }) error: string;
  @ApiProperty({ enum: ['already', 'cancelled', 'other_showtime'] }) result: 'already' | 'cancelled' | 'other_showtime';
  @ApiPropertyOptional({ description: "When it was checked in (result 'already')" }) checkedInAt?: string;
  @ApiProperty({ type: CheckInTicketDoc }) ticket: CheckInTicketDoc;
}

export class CheckInUndoneDoc implements CheckInUndone {
  @ApiProperty({ enum: ['undone'] }) result: 'undone';
  @ApiProperty({ type: CheckInTicketDoc }) ticket: CheckInTicketDoc;
}

class CheckInListItemDoc implements CheckInListItem {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() number: string;
  @ApiProperty({ format: 'uuid' }) ticketTypeId: string;
  @ApiProperty() ticketType: string;
  @ApiProperty() holderName: string;
  @ApiProperty({ format: 'uuid' }) sessionId: string;
  @ApiProperty({ type: BookedSeatDoc, nullable: true, description: 'The reserved seat; null for general admission' }) seat: BookedSeatDoc | null;
  @ApiPropertyOptional({ type: String, nullable: true }) checkedInAt: string | null;
  @ApiProperty({ description: "SHA-256 of the ticket's token, hex: a scanner checks offline without holding tokens" }) tokenHash: string;
}

export class CheckInListDoc implements CheckInList {
  @ApiProperty() checkedIn: number;
  @ApiProperty() total: number;
  @ApiProperty({ type: [CheckInListItemDoc] }) data: CheckInListItemDoc[];
}
