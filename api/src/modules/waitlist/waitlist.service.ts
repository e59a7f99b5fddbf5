import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { EventWaitlist, Messages, WaitlistEntry, WaitlistJoined, WaitlistJoinRequest } from '@marketplace/shared-dto';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import type { Tx } from '../../db/database';
import { JobsService } from '../jobs/jobs.service';
import { OfferNoticeRow, waitlistOffers, WaitlistOffers, WaitlistRepository } from './waitlist.repository';
import { WAITLIST_OFFERED_JOB } from './waitlist-jobs';

// what offers() hands out, part of this module's surface: the bookings module's releases embed it
export type { OfferNoticeRow, WaitlistOffers } from './waitlist.repository';

/** An offer a booking may take: the entry's showtime × type and how many units it holds. */
export interface UsableOffer {
  id: string;
  sessionId: string;
  ticketTypeId: string;
  quantity: number;
}

const refuse = (field: string, message: string, As: typeof BadRequestException | typeof NotFoundException = BadRequestException) =>
  new As({ message, details: { [field]: message } });

/**
 * The waitlist of sold-out showtime × types (issue 23): a buyer joins only while fewer than the asked quantity
 * are left (the joining statement decides), sees their place, and leaves; the organiser sees the counts.
 */
@Injectable()
export class WaitlistService {
  private readonly offerSql: WaitlistOffers;

  constructor(
    private readonly repo: WaitlistRepository,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly jobs: JobsService,
  ) {
    this.offerSql = waitlistOffers(config.waitlistOfferHours, jobs.within(WAITLIST_OFFERED_JOB));
  }

  /**
   * The SQL every statement that frees units embeds, so freed units go to the queue in the statement that frees
   * them (see WaitlistOffers); the caller runs jobs.runSoon() once it committed.
   */
  offers(): WaitlistOffers {
    return this.offerSql;
  }

  /** Ends one batch of expired offers, offering their units on (the background task's work); answers how many. */
  async expireOffers(): Promise<number> {
    const n = await this.repo.expireOffers(this.offerSql);
    if (n) this.jobs.runSoon();
    return n;
  }

  /** Offers what the event has free to its queues, in the caller's transaction (its quantities or capacities were raised). */
  offerFreeWithin(tx: Tx, eventId: string): Promise<void> {
    return this.repo.offerFree(tx, eventId, this.offerSql);
  }

  /**
   * The offer a buyer books with: theirs, open, of this event; 404 for anyone else's or an unknown entry, 409 once
   * it expired or was used, 400 for another showtime or type or more tickets than offered.
   */
  async usableOffer(entryId: string, userId: string, eventId: string): Promise<UsableOffer> {
    const entry = await this.repo.offerOf(entryId);
    if (!entry || entry.userId !== userId) throw refuse('waitlistEntryId', Messages.waitlistEntryNotFound, NotFoundException);
    if (entry.eventId !== eventId) throw refuse('waitlistEntryId', Messages.waitlistOfferOtherEvent);
    if (entry.status === 'converted') throw new ConflictException(Messages.waitlistOfferUsed);
    if (entry.status === 'expired' || (entry.status === 'offered' && !entry.open)) throw new ConflictException(Messages.waitlistOfferExpired);
    if (entry.status !== 'offered') throw new ConflictException(Messages.waitlistNotOfferedYet);
    return { id: entry.id, sessionId: entry.sessionId, ticketTypeId: entry.ticketTypeId, quantity: entry.quantity };
  }

  /** What the offer notice needs; null once the entry is gone. */
  offerNotice(entryId: string): Promise<OfferNoticeRow | null> {
    return this.repo.offerNotice(entryId);
  }

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
    // freed reserved seats go back on the map for anyone to choose, never to a queue (see WaitlistOffers)
    if (event.seatCategories.some((m) => m.ticketTypeId === type.id)) throw refuse('ticketTypeId', Messages.waitlistSeated);

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
    if (!(await this.repo.leave(userId, id, this.offerSql))) throw new NotFoundException(Messages.waitlistEntryNotFound);
    this.jobs.runSoon();
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
