import { Injectable, NotFoundException } from '@nestjs/common';
import { EventInterest, Messages } from '@marketplace/shared-dto';
import { InterestRepository } from './interest.repository';

/** "I'm interested" marks: one per user per event. */
@Injectable()
export class InterestService {
  constructor(private readonly repo: InterestRepository) {}

  async get(eventId: string, userId: string | null): Promise<EventInterest> {
    await this.exists(eventId);
    const [count, isInterested] = await Promise.all([this.repo.count(eventId), userId ? this.repo.has(userId, eventId) : false]);
    return { count, isInterested };
  }

  /** `created` tells the controller to answer 201 (new) or 200 (already interested). */
  async add(eventId: string, userId: string): Promise<EventInterest & { created: boolean }> {
    await this.exists(eventId);
    const created = await this.repo.add(userId, eventId);
    return { count: await this.repo.count(eventId), isInterested: true, created };
  }

  async remove(eventId: string, userId: string): Promise<EventInterest> {
    await this.exists(eventId);
    await this.repo.remove(userId, eventId);
    return { count: await this.repo.count(eventId), isInterested: false };
  }

  private async exists(eventId: string) {
    if (!(await this.repo.eventExists(eventId))) throw new NotFoundException(Messages.interestEventNotFound);
  }
}
