import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, sql } from 'drizzle-orm';
import { DB, Database } from '../../db/database';
import { events, promoCodeBuyers, promoCodes, ticketTypes } from '../../db/schema';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type NewPromoCode = typeof promoCodes.$inferInsert;

/** Why the database refused a write of a code. */
export type PromoWriteRefusal = 'duplicate' | 'below_uses' | 'used';

export class PromoWriteRefused extends Error {
  constructor(readonly reason: PromoWriteRefusal) {
    super(`promo code write refused: ${reason}`);
  }
}

function refusalOf(err: unknown): PromoWriteRefusal | null {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = e?.cause?.code ? e.cause : e;
  if (pg?.code === '23505') return 'duplicate';
  if (pg?.code === '23514' && pg.constraint === 'promo_codes_uses_check') return 'below_uses';
  // RESTRICT (23001) or NO ACTION (23503): a booking names the code
  if (pg?.code === '23001' || pg?.code === '23503') return 'used';
  return null;
}

/** Promo codes of events. Uses move only in the booking hold and release statements (bookings repository). */
@Injectable()
export class PromoCodesRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** The event (of this vendor when `vendorId` is given) with its ticket type ids, or undefined. */
  async eventOf(eventId: string, vendorId: string | null): Promise<{ id: string; ticketTypeIds: string[] } | undefined> {
    const [row] = await this.db
      .select({ id: events.id, ticketTypeIds: sql<string[]>`coalesce((SELECT jsonb_agg(t.id) FROM ${ticketTypes} t WHERE t.event_id = ${events}.id), '[]')` })
      .from(events)
      .where(and(eq(events.id, eventId), vendorId ? eq(events.ownerVendorId, vendorId) : undefined));
    return row;
  }

  list(eventId: string): Promise<PromoCodeRow[]> {
    return this.db.select().from(promoCodes).where(eq(promoCodes.eventId, eventId)).orderBy(asc(promoCodes.createdAt), asc(promoCodes.code));
  }

  async find(eventId: string, id: string): Promise<PromoCodeRow | undefined> {
    const [row] = await this.db.select().from(promoCodes).where(and(eq(promoCodes.eventId, eventId), eq(promoCodes.id, id)));
    return row;
  }

  /** The event's code, matched upper-case. */
  async findByCode(eventId: string, code: string): Promise<PromoCodeRow | undefined> {
    const [row] = await this.db.select().from(promoCodes).where(and(eq(promoCodes.eventId, eventId), eq(promoCodes.code, code.toUpperCase())));
    return row;
  }

  /** The buyer's uses of a code held now. */
  async buyerUses(promoCodeId: string, userId: string): Promise<number> {
    const [row] = await this.db.select({ uses: promoCodeBuyers.uses }).from(promoCodeBuyers)
      .where(and(eq(promoCodeBuyers.promoCodeId, promoCodeId), eq(promoCodeBuyers.userId, userId)));
    return row?.uses ?? 0;
  }

  /** Inserts a code; the unique (event, code) refuses a duplicate (PromoWriteRefused). */
  async insert(values: NewPromoCode): Promise<PromoCodeRow> {
    return this.refusing(async () => (await this.db.insert(promoCodes).values(values).returning())[0]);
  }

  /** Edits a code; a duplicate code or a maximum below the uses taken is refused by the database (PromoWriteRefused). */
  async update(eventId: string, id: string, values: Partial<NewPromoCode>): Promise<PromoCodeRow | undefined> {
    return this.refusing(async () => (await this.db.update(promoCodes).set({ ...values, updatedAt: new Date() })
      .where(and(eq(promoCodes.eventId, eventId), eq(promoCodes.id, id))).returning())[0]);
  }

  /** Deletes a code no booking ever used (the bookings' foreign key refuses otherwise: PromoWriteRefused 'used'). */
  async delete(eventId: string, id: string): Promise<boolean> {
    return this.refusing(async () => (await this.db.delete(promoCodes).where(and(eq(promoCodes.eventId, eventId), eq(promoCodes.id, id))).returning({ id: promoCodes.id })).length === 1);
  }

  private async refusing<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      const reason = refusalOf(err);
      if (reason) throw new PromoWriteRefused(reason);
      throw err;
    }
  }
}
