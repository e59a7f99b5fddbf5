import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, inArray, isNull, lt, or, SQL, sql } from 'drizzle-orm';
import type { JobInsert } from '../jobs/jobs.service';
import { REFUND_PROCESSED_JOB } from './refund-jobs';
import { DB, Database, Tx } from '../../db/database';
import { bookings, events, paymentWebhookEvents, payments, refunds } from '../../db/schema';
import type { BookingRow } from '../bookings/bookings.service';
import type { PaymentRow } from './payments.repository';

export type RefundRow = typeof refunds.$inferSelect;
export type Requester = RefundRow['requestedBy'];

/** A booking with what a refund needs: its event's owner and the captured payment the money goes back to. */
export interface RefundTarget {
  booking: BookingRow;
  ownerVendorId: string | null;
  payment: PaymentRow | null;
}

export interface RefundAsk {
  bookingId: string;
  /** Paise; null asks for everything not yet refunded. */
  amountPaise: number | null;
  reason: string;
  idempotencyKey: string;
  requestedBy: Requester;
  actorId: string | null;
}

/**
 * What a refund request did: created a refund (beside the booking as it was before it, locked); found the one
 * this idempotency key made (replay); or was refused because nothing, or less than asked, is left to refund,
 * or the key was made for another request.
 */
export type RefundAskOutcome =
  | { kind: 'created'; refund: RefundRow; booking: BookingRow }
  | { kind: 'replay'; refund: RefundRow }
  | { kind: 'too_much'; leftPaise: number }
  | { kind: 'key_reused' }
  | { kind: 'no_payment' };

/** What the provider (answer or webhook) says about a refund. */
export type RefundState = 'pending' | 'processed' | 'failed';

const OPEN: RefundRow['status'][] = ['requested', 'pending'];

/**
 * Refunds and the booking's money columns (payment_status, refunded_paise, refund dates: what this module
 * records about a booking; its status, seats and tickets change only through BookingsService). Every change
 * to a refund happens in one transaction with the booking it belongs to: the booking row is locked for a
 * request, so the over-refund check, the idempotency key and the amount promised back (bookings.refunded_paise)
 * agree under any concurrency.
 */
@Injectable()
export class RefundsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** A transaction the service runs a refund request in, the booking's cancellation included (see RefundsService.request). */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  async findTarget(bookingId: string, tx: Database = this.db): Promise<RefundTarget | undefined> {
    const [row] = await tx
      .select({ booking: bookings, ownerVendorId: events.ownerVendorId })
      .from(bookings)
      .innerJoin(events, eq(events.id, bookings.eventId))
      .where(eq(bookings.id, bookingId));
    if (!row) return undefined;
    return { ...row, payment: await this.paidPayment(tx, bookingId) };
  }

  async findById(id: string): Promise<RefundRow | undefined> {
    const [row] = await this.db.select().from(refunds).where(eq(refunds.id, id));
    return row;
  }

  /**
   * Records a refund request exactly once per idempotency key, inside the caller's transaction. The booking
   * row is locked first, so concurrent identical requests queue here: the first one inserts, the others find its row.
   */
  async requestWithin(tx: Tx, ask: RefundAsk): Promise<RefundAskOutcome> {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, ask.bookingId)).for('update');
    const payment = booking && (await this.paidPayment(tx, booking.id));
    if (!booking || !payment) return { kind: 'no_payment' };

    const [existing] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.bookingId, booking.id), eq(refunds.idempotencyKey, ask.idempotencyKey), sql`${refunds.status} <> 'failed'`));
    if (existing) {
      const same = existing.reason === ask.reason && (ask.amountPaise === null || ask.amountPaise === existing.amountPaise);
      return same ? { kind: 'replay', refund: existing } : { kind: 'key_reused' };
    }

    const leftPaise = booking.totalPaise - booking.refundedPaise;
    const amountPaise = ask.amountPaise ?? leftPaise;
    if (amountPaise <= 0 || amountPaise > leftPaise) return { kind: 'too_much', leftPaise };

    const [refund] = await tx
      .insert(refunds)
      .values({
        bookingId: booking.id, paymentId: payment.id, provider: payment.provider, amountPaise, currency: booking.currency,
        reason: ask.reason, idempotencyKey: ask.idempotencyKey, requestedBy: ask.requestedBy, actorId: ask.actorId,
      })
      .returning();
    await tx.update(bookings).set({ refundedPaise: sql`${bookings.refundedPaise} + ${amountPaise}` }).where(eq(bookings.id, booking.id));
    return { kind: 'created', refund, booking };
  }

  /**
   * Takes a requested refund for one try at the provider: only one process holds it at a time (until the
   * claim runs out), and `attempts` tells a retry that an earlier try may already have reached the provider.
   */
  async claim(id: string, claimSeconds: number): Promise<(RefundRow & { providerPaymentId: string }) | undefined> {
    const [row] = await this.db
      .update(refunds)
      .set({ attempts: sql`${refunds.attempts} + 1`, claimedUntil: sql`now() + make_interval(secs => ${claimSeconds})`, updatedAt: sql`now()` })
      .where(and(eq(refunds.id, id), eq(refunds.status, 'requested'), or(isNull(refunds.claimedUntil), lt(refunds.claimedUntil, sql`now()`))))
      .returning();
    if (!row) return undefined;
    const [payment] = await this.db.select({ providerPaymentId: payments.providerPaymentId }).from(payments).where(eq(payments.id, row.paymentId));
    return { ...row, providerPaymentId: payment.providerPaymentId! };
  }

  /** A try failed for a passing reason (outage): the claim goes, and the refund.send job decides when to try again. */
  async release(id: string, error: string): Promise<void> {
    await this.db
      .update(refunds)
      .set({ claimedUntil: null, lastError: error.slice(0, 500), updatedAt: sql`now()` })
      .where(and(eq(refunds.id, id), eq(refunds.status, 'requested')));
  }

  /**
   * Moves a refund forward (requested → pending → processed | failed; never back), by our id or the
   * provider's, and the booking with it. A failed refund gives its amount back to what may be refunded; a
   * processed one calls `onProcessed` in the same transaction (its credit notes). With a webhook event id, a
   * redelivery changes nothing. Answers whether anything changed.
   */
  async settle(
    ref: { id?: string; providerRefundId?: string },
    state: RefundState,
    opts: { providerRefundId?: string; error?: string; webhookEventId?: string; processedJob?: JobInsert; onProcessed?: (tx: Tx, refund: RefundRow) => Promise<void> } = {},
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (opts.webhookEventId) {
        const fresh = await tx.insert(paymentWebhookEvents).values({ eventId: opts.webhookEventId }).onConflictDoNothing().returning();
        if (!fresh.length) return false;
      }
      const which = ref.id ? eq(refunds.id, ref.id) : eq(refunds.providerRefundId, ref.providerRefundId!);
      // the booking first: settlements of its refunds then queue here, and each one's statements below see
      // every refund the ones before it settled, so the last one sets the booking's true payment status
      await this.lockBooking(tx, sql`(SELECT ${refunds.bookingId} FROM ${refunds} WHERE ${which})`);
      const from = state === 'pending' ? eq(refunds.status, 'requested') : inArray(refunds.status, OPEN);
      const [row] = await tx
        .update(refunds)
        .set({
          status: state,
          providerRefundId: sql`coalesce(${refunds.providerRefundId}, ${opts.providerRefundId ?? null})`,
          claimedUntil: null,
          processedAt: state === 'processed' ? sql`now()` : undefined,
          failedAt: state === 'failed' ? sql`now()` : undefined,
          lastError: opts.error?.slice(0, 500),
          updatedAt: sql`now()`,
        })
        .where(and(which, from))
        .returning();
      if (!row) return false;
      if (state === 'failed') {
        await tx.update(bookings).set({ refundedPaise: sql`${bookings.refundedPaise} - ${row.amountPaise}` }).where(eq(bookings.id, row.bookingId));
      }
      if (state === 'processed' && opts.processedJob) {
        await tx.execute(opts.processedJob(sql`SELECT ${`${REFUND_PROCESSED_JOB}:${row.id}`}::text AS key,
          jsonb_build_object('refundId', ${row.id}::text, 'bookingId', ${row.bookingId}::text, 'amountPaise', ${row.amountPaise}::int) AS payload`));
      }
      await this.syncPaymentStatus(tx, row.bookingId);
      // last: the credit notes' numbers lock their series until the commit
      if (state === 'processed' && opts.onProcessed) await opts.onProcessed(tx, row);
      return true;
    });
  }

  /**
   * A refund that could not even be asked for (refused in the database), kept as failed with why, so the
   * booking shows 'Refund failed' and the back office can retry it. The key stays free for the retry.
   */
  async recordFailed(f: { bookingId: string; paymentId: string; amountPaise: number; reason: string; error: string; idempotencyKey: string }): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.lockBooking(tx, sql`${f.bookingId}::uuid`);
      const [payment] = await tx.select().from(payments).where(eq(payments.id, f.paymentId));
      await tx.insert(refunds).values({
        bookingId: f.bookingId, paymentId: f.paymentId, provider: payment.provider, amountPaise: f.amountPaise, currency: payment.currency,
        reason: f.reason, idempotencyKey: f.idempotencyKey, requestedBy: 'system', status: 'failed', failedAt: sql`now()`, lastError: f.error.slice(0, 500),
      });
      await this.syncPaymentStatus(tx, f.bookingId);
    });
  }

  /** The booking's latest failed refund, the one a retry asks again. */
  async latestFailed(bookingId: string): Promise<RefundRow | undefined> {
    const [row] = await this.db.select().from(refunds).where(and(eq(refunds.bookingId, bookingId), eq(refunds.status, 'failed')))
      .orderBy(desc(refunds.createdAt)).limit(1);
    return row;
  }

  /** Locks the booking `id` names (a value or a subquery) until the transaction ends. */
  private async lockBooking(tx: Tx, id: SQL): Promise<void> {
    await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id)).for('update');
  }

  async listForBooking(bookingId: string): Promise<RefundRow[]> {
    return this.db.select().from(refunds).where(eq(refunds.bookingId, bookingId)).orderBy(desc(refunds.createdAt));
  }

  /**
   * Sets the booking's payment status to what its refunds now make it: in the caller's transaction, which
   * holds the booking's lock, or in its own, under that lock.
   */
  async sync(bookingId: string, tx?: Tx): Promise<void> {
    if (tx) return this.syncPaymentStatus(tx, bookingId);
    await this.db.transaction(async (own) => {
      await this.lockBooking(own, sql`${bookingId}::uuid`);
      await this.syncPaymentStatus(own, bookingId);
    });
  }

  /** The captured payment of the booking: what its refunds go back to. */
  private async paidPayment(tx: Database, bookingId: string): Promise<PaymentRow | null> {
    const [row] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'paid')))
      .orderBy(desc(payments.updatedAt))
      .limit(1);
    return row ?? null;
  }

  /**
   * The booking's payment status and refund dates, derived in one statement from its refunds: a refund
   * with the provider → refund_pending; the latest one failed → refund_failed; nothing back yet on a
   * cancelled booking → refund_due; otherwise refunded (cancelled, or all of it) or partially_refunded.
   */
  private async syncPaymentStatus(tx: Database, bookingId: string): Promise<void> {
    const mine = sql`${refunds.bookingId} = ${bookings.id}`;
    await tx
      .update(bookings)
      .set({
        paymentStatus: sql`CASE
          WHEN EXISTS (SELECT 1 FROM ${refunds} WHERE ${mine} AND ${refunds.status} IN ('requested', 'pending')) THEN 'refund_pending'
          WHEN (SELECT ${refunds.status} FROM ${refunds} WHERE ${mine} ORDER BY ${refunds.createdAt} DESC LIMIT 1) = 'failed' THEN 'refund_failed'
          WHEN ${bookings.refundedPaise} = 0 THEN CASE WHEN ${bookings.status} = 'cancelled' THEN 'refund_due' ELSE 'paid' END
          WHEN ${bookings.status} = 'cancelled' OR ${bookings.refundedPaise} >= ${bookings.totalPaise} THEN 'refunded'
          ELSE 'partially_refunded' END`,
        refundRequestedAt: sql`(SELECT max(${refunds.createdAt}) FROM ${refunds} WHERE ${mine} AND ${refunds.status} <> 'failed')`,
        refundedAt: sql`(SELECT max(${refunds.processedAt}) FROM ${refunds} WHERE ${mine} AND ${refunds.status} = 'processed')`,
        updatedAt: sql`now()`,
      })
      .where(eq(bookings.id, bookingId));
  }
}
