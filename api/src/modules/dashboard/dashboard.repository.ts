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

  /** Rows of each table; tickets, seats and revenue (paise) are those of confirmed bookings. */
  async totals(): Promise<{ events: number; bookings: number; ticketsSold: number; seatsSold: number; users: number; venues: number; revenuePaise: number }> {
    const [[e], [b], [u], [v]] = await Promise.all([
      this.db.select({ n: count }).from(events),
      this.db
        .select({
          n: count,
          revenue: sql<string>`coalesce(sum(${bookings.totalPaise}) filter (where ${bookings.status} = 'confirmed'), 0)`,
          tickets: sql<string>`coalesce(sum(${bookings.quantity}) filter (where ${bookings.status} = 'confirmed'), 0)`,
          seats: sql<string>`coalesce(sum(${bookings.seats}) filter (where ${bookings.status} = 'confirmed'), 0)`,
        })
        .from(bookings),
      this.db.select({ n: count }).from(users),
      this.db.select({ n: count }).from(venues),
    ]);
    // sum() of integers is a bigint, which drivers hand back as text
    return {
      events: e.n, bookings: b.n, ticketsSold: Number(b.tickets), seatsSold: Number(b.seats), users: u.n, venues: v.n, revenuePaise: Number(b.revenue),
    };
  }

  async findUser(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  /** Changes the buyer's name and email; null when another account has the email (the unique index decides). */
  async updateUser(id: string, values: { name: string; email: string } | { locale: 'en' | 'hi' }): Promise<UserRow | null> {
    try {
      const [row] = await this.db.update(users).set({ ...values, updatedAt: new Date() }).where(eq(users.id, id)).returning();
      return row;
    } catch (err) {
      const e = err as { code?: string; cause?: { code?: string } };
      if (e.code === '23505' || e.cause?.code === '23505') return null;
      throw err;
    }
  }

  async countUserBookings(userId: string): Promise<number> {
    const [row] = await this.db.select({ n: count }).from(bookings).where(eq(bookings.userId, userId));
    return row.n;
  }
}
