import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { DB, Database } from '../../db/database';
import { bookings, events, users, venues } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

const count = sql<number>`count(*)::int`;

/** Read-only counts over other areas' tables, for the two dashboards. */
@Injectable()
export class DashboardRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** Rows of each table; revenue is the sum of confirmed bookings' totals, in paise. */
  async totals(): Promise<{ events: number; bookings: number; users: number; venues: number; revenuePaise: number }> {
    const [[e], [b], [u], [v]] = await Promise.all([
      this.db.select({ n: count }).from(events),
      this.db
        .select({ n: count, revenue: sql<string>`coalesce(sum(${bookings.totalPaise}) filter (where ${bookings.status} = 'confirmed'), 0)` })
        .from(bookings),
      this.db.select({ n: count }).from(users),
      this.db.select({ n: count }).from(venues),
    ]);
    // sum() of integers is a bigint, which drivers hand back as text
    return { events: e.n, bookings: b.n, users: u.n, venues: v.n, revenuePaise: Number(b.revenue) };
  }

  async findUser(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  async countUserBookings(userId: string): Promise<number> {
    const [row] = await this.db.select({ n: count }).from(bookings).where(eq(bookings.userId, userId));
    return row.n;
  }
}
