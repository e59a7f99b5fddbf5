import { Inject, Injectable } from '@nestjs/common';
import { and, count, eq } from 'drizzle-orm';
import { DB, Database } from '../../db/database';
import { events, interests, isPublicEvent } from '../../db/schema';

/** One row per user and event (primary key); the count is counted, so it can never go below 0. */
@Injectable()
export class InterestRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** Interest is for events anyone can see; a draft or pending event is as unknown here as on its public page. */
  async eventExists(eventId: string): Promise<boolean> {
    const [row] = await this.db.select({ id: events.id }).from(events).where(and(eq(events.id, eventId), isPublicEvent));
    return !!row;
  }

  async count(eventId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(interests).where(eq(interests.eventId, eventId));
    return row.n;
  }

  async has(userId: string, eventId: string): Promise<boolean> {
    const [row] = await this.db.select({ u: interests.userId }).from(interests).where(and(eq(interests.userId, userId), eq(interests.eventId, eventId)));
    return !!row;
  }

  /** True when this call created the interest, false when it already existed (races included). */
  async add(userId: string, eventId: string): Promise<boolean> {
    const rows = await this.db.insert(interests).values({ userId, eventId }).onConflictDoNothing().returning({ u: interests.userId });
    return rows.length === 1;
  }

  async remove(userId: string, eventId: string): Promise<void> {
    await this.db.delete(interests).where(and(eq(interests.userId, userId), eq(interests.eventId, eventId)));
  }
}
