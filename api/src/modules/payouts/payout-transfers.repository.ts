import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, getTableColumns, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { JobInsert } from '../jobs/jobs.service';
import { DB, Database, Tx } from '../../db/database';
import { bookings, eventSessions, events, payments, payoutTransfers, vendors } from '../../db/schema';
import { PAYOUT_HOLD_JOB, PAYOUT_SYNC_JOB } from './payout-jobs';

export type TransferRow = typeof payoutTransfers.$inferSelect;

/** What sending a booking's transfer needs besides its settlement. */
export interface TransferContext {
  vendorId: string;
  eventId: string;
  currency: string;
  /** The captured payment the share comes out of; null: none (cash, free). */
  providerPaymentId: string | null;
  razorpayAccountId: string | null;
  hasBankAccount: boolean;
  payoutsHeld: boolean;
  /** The booked showtime's start (the event's when it has none). */
  showStartsAt: Date;
}

/** A transfer in a history, with its booking's and vendor's names. */
export interface TransferListRow extends TransferRow {
  orderNo: string;
  eventTitle: string;
  vendorName: string;
}

/** The payout_transfers table: one row per booking, changed only by conditional statements. */
@Injectable()
export class PayoutTransfersRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  async context(bookingId: string): Promise<TransferContext | undefined> {
    const [row] = await this.db.select({
      vendorId: vendors.id, eventId: events.id, currency: bookings.currency,
      providerPaymentId: sql<string | null>`(SELECT ${payments.providerPaymentId} FROM ${payments} WHERE ${payments.bookingId} = ${bookings.id}
        AND ${payments.status} = 'paid' ORDER BY ${payments.updatedAt} DESC LIMIT 1)`,
      razorpayAccountId: vendors.razorpayAccountId,
      hasBankAccount: sql<boolean>`${vendors.payoutAccountNumber} IS NOT NULL`,
      payoutsHeld: vendors.payoutsHeld,
      showStartsAt: sql<Date>`coalesce(${eventSessions.startsAt}, ${events.startAt})`.mapWith(events.startAt),
    })
      .from(bookings)
      .innerJoin(events, eq(events.id, bookings.eventId))
      .innerJoin(vendors, eq(vendors.id, events.ownerVendorId))
      .leftJoin(eventSessions, eq(eventSessions.id, bookings.sessionId))
      .where(eq(bookings.id, bookingId));
    return row;
  }

  async findByBooking(bookingId: string): Promise<TransferRow | undefined> {
    const [row] = await this.db.select().from(payoutTransfers).where(eq(payoutTransfers.bookingId, bookingId));
    return row;
  }

  /** The booking's transfer row, made once (two processes at once: one inserts, both read it). */
  async ensure(values: { bookingId: string; vendorId: string; eventId: string }): Promise<void> {
    await this.db.insert(payoutTransfers).values(values).onConflictDoNothing({ target: payoutTransfers.bookingId });
  }

  /**
   * Takes the booking's transfer for one piece of work with the provider: only one process holds it at a time
   * (until the claim runs out), decided by this one conditional UPDATE. A claim while it is unsent counts a try.
   */
  async claim(bookingId: string, claimSeconds: number): Promise<TransferRow | undefined> {
    const [row] = await this.db.update(payoutTransfers)
      .set({
        attempts: sql`${payoutTransfers.attempts} + CASE WHEN ${payoutTransfers.status} IN ('pending', 'awaiting_account') THEN 1 ELSE 0 END`,
        claimedUntil: sql`now() + make_interval(secs => ${claimSeconds})`,
      })
      .where(and(eq(payoutTransfers.bookingId, bookingId), or(isNull(payoutTransfers.claimedUntil), lt(payoutTransfers.claimedUntil, sql`now()`))))
      .returning();
    return row;
  }

  /** Records what the work found and lets the transfer go. */
  async release(id: string, change: Partial<typeof payoutTransfers.$inferInsert> = {}): Promise<TransferRow> {
    const [row] = await this.db.update(payoutTransfers).set({ ...change, claimedUntil: null, updatedAt: sql`now()` })
      .where(eq(payoutTransfers.id, id)).returning();
    return row;
  }

  async findById(id: string): Promise<TransferRow | undefined> {
    const [row] = await this.db.select().from(payoutTransfers).where(eq(payoutTransfers.id, id));
    return row;
  }

  /**
   * A provider's webhook about a transfer, by our id (its notes) or the provider's, in one transaction with
   * the event id (a redelivery changes nothing). Moves only forward: sent → processed | failed, and the
   * reversed amount only up. Answers whether anything changed.
   */
  async settleFromWebhook(
    ref: { id?: string; providerTransferId: string },
    change: { status?: 'processed' | 'failed'; failureReason?: string; reversedPaise?: number },
    firstDelivery: (tx: Tx) => Promise<boolean>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await firstDelivery(tx))) return false;
      const which = ref.id ? eq(payoutTransfers.id, ref.id) : eq(payoutTransfers.providerTransferId, ref.providerTransferId);
      const t = payoutTransfers;
      const rows = change.reversedPaise !== undefined
        ? await tx.update(t).set({ reversedPaise: sql`least(${t.amountPaise}, ${change.reversedPaise})`, reversedAt: sql`now()`, updatedAt: sql`now()` })
          .where(and(which, lt(t.reversedPaise, change.reversedPaise), inArray(t.status, ['sent', 'processed']))).returning({ id: t.id })
        : await tx.update(t).set({
          status: change.status, failureReason: change.failureReason ?? null, updatedAt: sql`now()`,
          processedAt: change.status === 'processed' ? sql`now()` : undefined, failedAt: change.status === 'failed' ? sql`now()` : undefined,
        }).where(and(which, eq(t.status, 'sent'))).returning({ id: t.id });
      return rows.length > 0;
    });
  }

  /** A vendor's transfers with their names, newest first; all vendors' without one. */
  list(vendorId?: string): Promise<TransferListRow[]> {
    return this.db.select({
      ...getTableColumns(payoutTransfers),
      orderNo: bookings.orderNo, eventTitle: events.title, vendorName: vendors.companyName,
    })
      .from(payoutTransfers)
      .innerJoin(bookings, eq(bookings.id, payoutTransfers.bookingId))
      .innerJoin(events, eq(events.id, payoutTransfers.eventId))
      .innerJoin(vendors, eq(vendors.id, payoutTransfers.vendorId))
      .where(vendorId ? eq(payoutTransfers.vendorId, vendorId) : undefined)
      .orderBy(desc(payoutTransfers.createdAt), desc(payoutTransfers.id));
  }

  /**
   * Sets a vendor's hold and, in the same transaction, a `hold` job per transfer the provider still holds (sent,
   * on hold, not wholly reversed, not failed). Answers the vendor's id and how many jobs were added; undefined: no vendor.
   */
  async setVendorHeld(vendorId: string, held: boolean, holdJob: JobInsert, action: string): Promise<number | undefined> {
    return this.db.transaction(async (tx) => {
      const [vendor] = await tx.update(vendors).set({ payoutsHeld: held, updatedAt: sql`now()` }).where(eq(vendors.id, vendorId)).returning({ id: vendors.id });
      if (!vendor) return undefined;
      const t = payoutTransfers;
      // only money still on hold: a transfer whose date has passed is settled to the organiser's bank, beyond a hold
      const holdable = and(eq(t.vendorId, vendorId), inArray(t.status, ['sent', 'processed']), lt(t.reversedPaise, t.amountPaise),
        eq(t.onHold, true), or(isNull(t.onHoldUntil), sql`${t.onHoldUntil} > now()`));
      const [{ n }] = await tx.select({ n: count() }).from(t).where(holdable);
      await tx.execute(holdJob(sql`SELECT ${`${PAYOUT_HOLD_JOB}:`}::text || ${t.id}::text || ':' || ${action}::text AS key,
        jsonb_build_object('transferId', ${t.id}::text) AS payload FROM ${t} WHERE ${holdable}`));
      return n;
    });
  }

  /** A sync job for each of the vendor's transfers waiting for an account, once it has one (`cause` makes the keys new). */
  async enqueueAwaiting(vendorId: string, syncJob: JobInsert, cause: string): Promise<void> {
    const t = payoutTransfers;
    await this.db.execute(syncJob(sql`SELECT ${`${PAYOUT_SYNC_JOB}:`}::text || ${t.bookingId}::text || ':' || ${cause}::text AS key,
      jsonb_build_object('bookingId', ${t.bookingId}::text) AS payload FROM ${t}
      WHERE ${t.vendorId} = ${vendorId} AND ${t.status} = 'awaiting_account'`));
  }
}
