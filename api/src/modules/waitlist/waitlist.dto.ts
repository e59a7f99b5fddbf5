import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, IsUUID, MaxLength, Min } from 'class-validator';
import { MAX_TICKETS_PER_BOOKING, Messages, WaitlistJoinRequest } from '@marketplace/shared-dto';

const validId = (field: string) => IsUUID('all', { message: `${field} must be a valid id.` });
const QUANTITY = Messages.waitlistQuantity(MAX_TICKETS_PER_BOOKING);

/** Body of joining a waitlist; unknown fields are 400. */
export class JoinWaitlistDto implements WaitlistJoinRequest {
  @ApiProperty({ format: 'uuid' }) @validId('eventId')
  eventId: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Required when the event has showtimes' }) @IsOptional() @validId('sessionId')
  sessionId?: string;

  @ApiProperty({ format: 'uuid' }) @validId('ticketTypeId')
  ticketTypeId: string;

  @ApiProperty({ minimum: 1, maximum: MAX_TICKETS_PER_BOOKING, description: "Tickets wanted (at most the type's maximum per order)" })
  @IsInt({ message: QUANTITY }) @Min(1, { message: QUANTITY })
  quantity: number;

  @ApiPropertyOptional({ example: 'INVITE-2026', description: 'The access code of a hidden ticket type' })
  @IsOptional() @IsString({ message: Messages.accessCodeNeeded }) @MaxLength(100, { message: Messages.accessCodeNeeded })
  accessCode?: string;
}
