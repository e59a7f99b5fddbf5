import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EventWaitlist, Messages, WaitlistEntry, WaitlistJoined, WaitlistJoinRequest } from '@marketplace/shared-dto';
import { WaitlistRepository } from './waitlist.repository';

const refuse = (field: string, message: string) => new BadRequestException({ message, details: { [field]: message } });

/**
 * The waitlist of sold-out showtime × types (issue 23): a buyer joins only while fewer than the asked quantity
 * are left (the joining statement decides), sees their place, and leaves; the organiser sees the counts.
 */
@Injectable()
export class WaitlistService {
  constructor(private readonly repo: WaitlistRepository) {}

  async join(userId: string, dto: WaitlistJoinRequest): Promise<WaitlistJoined> {
    const event = await this.repo.event(dto.eventId);
    if (!event || event.status !== 'approved' || !event.isPublished || !event.isActive) throw new NotFoundException(Messages.eventNotBookable);
    if (!event.waitlistEnabled) throw new ConflictException(Messages.waitlistNotEnabled);
    const shown = event.sessions.filter((s) => !s.implicit);
    const session = dto.sessionId ? shown.find((s) => s.id === dto.sessionId) : shown.length ? undefined : event.sessions.find((s) => s.implicit);
    if (!session) throw refuse('sessionId', dto.sessionId ? Messages.sessionNotOfEvent : Messages.sessionRequired);
    if (session.cancelledAt) throw new ConflictException(Messages.showtimeCancelled);
    if (session.startsAt.getTime() <= Date.now()) throw new BadRequestException(Messages.eventNotBookable);
    const type = event.types.find((t) => t.id === dto.ticketTypeId);
    if (!type) throw refuse('ticketTypeId', Messages.ticketTypeUnknown);
    if (type.hidden && type.accessCode !== dto.accessCode?.trim().toUpperCase()) throw refuse('accessCode', Messages.accessCodeNeeded);
    if (dto.quantity > type.maxPerOrder) throw refuse('quantity', Messages.waitlistQuantity(type.maxPerOrder));

    const joined = await this.repo.join({ userId, eventId: event.id, sessionId: session.id, ticketTypeId: type.id, quantity: dto.quantity });
    if (joined === 'available') throw new ConflictException({ message: Messages.waitlistTicketsAvailable, details: { quantity: Messages.waitlistTicketsAvailable } });
    if (joined === 'duplicate') throw new ConflictException(Messages.waitlistAlreadyJoined);
    return { id: joined.id, position: joined.position, status: 'waiting' };
  }

  async list(userId: string): Promise<WaitlistEntry[]> {
    return (await this.repo.list(userId)).map((r) => ({
      id: r.id, eventId: r.eventId, eventTitle: r.eventTitle, eventSlug: r.eventSlug, eventCode: r.eventCode,
      sessionId: r.implicit ? null : r.sessionId, startsAt: new Date(r.startsAt).toISOString(), ticketTypeId: r.ticketTypeId, ticketType: r.ticketType,
      quantity: r.quantity, status: r.status, position: r.position, offerExpiresAt: r.offerExpiresAt ? new Date(r.offerExpiresAt).toISOString() : null,
      createdAt: new Date(r.createdAt).toISOString(),
    }));
  }

  async leave(userId: string, id: string): Promise<void> {
    if (!(await this.repo.leave(userId, id))) throw new NotFoundException(Messages.waitlistEntryNotFound);
  }

  async forVendor(vendorId: string, eventId: string): Promise<EventWaitlist> {
    if (!(await this.repo.ownedEvent(eventId, vendorId))) throw new NotFoundException(Messages.eventNotFound);
    const rows = (await this.repo.counts(eventId)).map((r) => ({
      sessionId: r.implicit ? null : r.sessionId, startsAt: new Date(r.startsAt).toISOString(), label: r.label, ticketTypeId: r.ticketTypeId, ticketType: r.ticketType,
      waiting: r.waiting, waitingQuantity: r.waitingQuantity, offered: r.offered, converted: r.converted, expired: r.expired,
    }));
    return { rows, wouldSell: rows.reduce((n, r) => n + r.waitingQuantity, 0) };
  }
}
