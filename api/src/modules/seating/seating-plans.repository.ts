import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { SeatingLayout } from '@marketplace/shared-dto';
import { DB, Database, Tx } from '../../db/database';
import { seatingPlans } from '../../db/schema';

export type SeatingPlanRow = typeof seatingPlans.$inferSelect;
export type SeatingPlanSummaryRow = Omit<SeatingPlanRow, 'layout'> & { categories: SeatingLayout['categories'] };
export interface PlanValues { name: string; layout: SeatingLayout; seatCount: number }

/** Venues' seating plans. */
@Injectable()
export class SeatingPlansRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** A venue's plans without their seats (a plan can hold 20,000). */
  list(venueId: string): Promise<SeatingPlanSummaryRow[]> {
    return this.db
      .select({
        id: seatingPlans.id, venueId: seatingPlans.venueId, name: seatingPlans.name, seatCount: seatingPlans.seatCount,
        categories: sql<SeatingLayout['categories']>`${seatingPlans.layout} -> 'categories'`,
        createdAt: seatingPlans.createdAt, updatedAt: seatingPlans.updatedAt,
      })
      .from(seatingPlans)
      .where(eq(seatingPlans.venueId, venueId))
      .orderBy(asc(seatingPlans.createdAt), asc(seatingPlans.id));
  }

  async find(venueId: string, id: string): Promise<SeatingPlanRow | undefined> {
    const [row] = await this.db.select().from(seatingPlans).where(and(eq(seatingPlans.venueId, venueId), eq(seatingPlans.id, id)));
    return row;
  }

  async insert(venueId: string, values: PlanValues): Promise<SeatingPlanRow> {
    const [row] = await this.db.insert(seatingPlans).values({ venueId, ...values }).returning();
    return row;
  }

  /** In the caller's transaction when given (the events selling the plan's seats change with it). */
  async update(venueId: string, id: string, values: PlanValues, db: Database | Tx = this.db): Promise<SeatingPlanRow | undefined> {
    const [row] = await db.update(seatingPlans).set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(seatingPlans.venueId, venueId), eq(seatingPlans.id, id))).returning();
    return row;
  }

  async delete(venueId: string, id: string): Promise<boolean> {
    const rows = await this.db.delete(seatingPlans).where(and(eq(seatingPlans.venueId, venueId), eq(seatingPlans.id, id))).returning({ id: seatingPlans.id });
    return rows.length > 0;
  }

  /** A plan by id alone: an event reads the plan it chose (the event's venue is checked by the caller). */
  async findById(id: string): Promise<SeatingPlanRow | undefined> {
    const [row] = await this.db.select().from(seatingPlans).where(eq(seatingPlans.id, id));
    return row;
  }
}
