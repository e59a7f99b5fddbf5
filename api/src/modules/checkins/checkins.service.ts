import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { CheckInList, CheckInResult, CheckInTicket, CheckInUndone, DEFAULT_TIMEZONE, Messages } from '@marketplace/shared-dto';
import type { Readable } from 'node:stream';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import { signTicketToken, ticketTokenHash, verifyTicketToken } from '../bookings/ticket-token';
import { formatTicketDate } from '../bookings/ticket-pdf';
import { CheckinsRepository, TicketFacts } from './checkins.repository';
import { CheckInDto, CheckInListQueryDto } from './checkins.dto';
import { attendeesCsv } from './attendees-csv';

/** Whose door: a vendor admits tickets of its own events only; the back office any (vendorId null). */
export interface DoorScope {
  vendorId: string | null;
}

const HH_MM = new Intl.DateTimeFormat('en-GB', { timeZone: DEFAULT_TIMEZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The reserved seat of a ticket, null for general admission. */
const seatOf = (t: Pick<TicketFacts, 'seatGuid' | 'seatLabel'>) => (t.seatGuid ? { guid: t.seatGuid, label: t.seatLabel ?? '' } : null);

export function toCheckInTicket(t: TicketFacts): CheckInTicket {
  return {
    id: t.id, number: t.number, ticketType: t.ticketType, holderName: t.holderName, seat: seatOf(t),
    event: { id: t.eventId, title: t.eventTitle },
    session: t.sessionImplicit ? null : { id: t.sessionId, startsAt: t.sessionStartsAt.toISOString(), label: t.sessionLabel },
  };
}

/**
 * The door: a ticket is admitted once, decided by one conditional UPDATE in the database, so simultaneous
 * scans at several gates (several processes) let exactly one through. Everything read around it only
 * explains a refusal.
 */
@Injectable()
export class CheckinsService {
  constructor(private readonly repo: CheckinsRepository, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async checkIn(scope: DoorScope, dto: CheckInDto): Promise<CheckInResult> {
    const ticket = await this.ticketOf(scope, dto);
    if (dto.sessionId && dto.sessionId !== ticket.sessionId) {
      const showtime = `${formatTicketDate(ticket.sessionStartsAt, ticket.eventTimezone)}${ticket.sessionLabel ? ` (${ticket.sessionLabel})` : ''}`;
      throw new ConflictException({ message: Messages.otherShowtime(showtime), extra: { result: 'other_showtime', ticket: toCheckInTicket(ticket) } });
    }
    const checkedInAt = await this.repo.checkIn(ticket.id);
    if (checkedInAt) return { result: 'ok', checkedInAt: checkedInAt.toISOString(), ticket: toCheckInTicket(ticket) };

    // refused: read again to say why (the UPDATE decided; this read only explains)
    const now = (await this.repo.findById(ticket.id))!;
    if (now.bookingStatus !== 'confirmed') {
      throw new ConflictException({ message: Messages.ticketCancelled, extra: { result: 'cancelled', ticket: toCheckInTicket(now) } });
    }
    const at = now.checkedInAt!;
    throw new ConflictException({
      message: Messages.alreadyCheckedIn(HH_MM.format(at)),
      extra: { result: 'already', checkedInAt: at.toISOString(), ticket: toCheckInTicket(now) },
    });
  }

  /** Undoes a mistaken scan. */
  async undo(scope: DoorScope, ticketId: string): Promise<CheckInUndone> {
    const ticket = await this.owned(scope, await this.repo.findById(ticketId));
    if (!(await this.repo.undo(ticket.id))) throw new ConflictException(Messages.notCheckedIn);
    return { result: 'undone', ticket: toCheckInTicket(ticket) };
  }

  /** The showtime's valid tickets (or the whole event's), with the hash of each token for checking offline. */
  async list(scope: DoorScope, eventId: string, query: CheckInListQueryDto): Promise<CheckInList> {
    await this.event(scope, eventId, query.sessionId);
    const rows = await this.repo.valid(eventId, query.sessionId);
    return {
      checkedIn: rows.filter((r) => r.checkedInAt).length,
      total: rows.length,
      data: rows.map((r) => ({
        id: r.id, number: r.number, ticketTypeId: r.ticketTypeId, ticketType: r.ticketType, holderName: r.holderName, sessionId: r.sessionId, seat: seatOf(r),
        checkedInAt: r.checkedInAt?.toISOString() ?? null, tokenHash: ticketTokenHash(signTicketToken(r.id, this.config.ticketSecret)),
      })),
    };
  }

  /** Every ticket of the event as CSV, a row each. */
  async attendees(scope: DoorScope, eventId: string): Promise<Readable> {
    await this.event(scope, eventId);
    return attendeesCsv(this.repo.attendeeBatches(eventId));
  }

  private async event(scope: DoorScope, eventId: string, sessionId?: string) {
    const event = await this.repo.ownedEvent(eventId, scope.vendorId);
    if (!event) throw new NotFoundException(Messages.eventNotFound);
    if (sessionId && !event.sessionIds.includes(sessionId)) {
      throw new BadRequestException({ message: Messages.sessionNotOfEvent, details: { sessionId: Messages.sessionNotOfEvent } });
    }
    return event;
  }

  /** The ticket a token names (a forged or altered token, or one naming no ticket, is 'Invalid ticket'), or the number typed in. */
  private async ticketOf(scope: DoorScope, dto: CheckInDto): Promise<TicketFacts> {
    if (dto.token !== undefined) {
      const id = verifyTicketToken(dto.token, this.config.ticketSecret);
      const ticket = id && isUUID(id) ? await this.repo.findById(id) : undefined;
      if (!ticket) throw new BadRequestException({ message: Messages.invalidTicket, details: { token: Messages.invalidTicket } });
      return this.owned(scope, ticket);
    }
    if (dto.number === undefined) throw new BadRequestException({ message: Messages.checkInWhat, details: { token: Messages.checkInWhat } });
    return this.owned(scope, await this.repo.findByNumber(dto.number.trim().toUpperCase()));
  }

  /** Another vendor's ticket answers like a missing one. */
  private async owned(scope: DoorScope, ticket: TicketFacts | undefined): Promise<TicketFacts> {
    if (!ticket || (scope.vendorId && ticket.ownerVendorId !== scope.vendorId)) throw new NotFoundException(Messages.ticketNotFound);
    return ticket;
  }
}
