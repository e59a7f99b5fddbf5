import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql } from 'drizzle-orm';
import { DB, Database, Tx } from '../../db/database';
import { bookings, paymentWebhookEvents, payments } from '../../db/schema';
import type { BookingRow } from '../bookings/bookings.service';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * Payment orders and webhook event ids, nothing else: a booking's state changes only through BookingsService,
 * which joins the transaction opened here when a payment is recorded.
 */
@Injectable()
export class PaymentsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** A transaction the service runs a payment's recording in, the booking's side included (see PaymentsService.record). */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  /** The latest unpaid order of the booking for its current total, reused when the buyer retries. */
  async findOpenOrder(bookingId: string, provider: PaymentRow['provider'], amountPaise: number): Promise<PaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, bookingId), eq(payments.provider, provider), eq(payments.status, 'created'), eq(payments.amountPaise, amountPaise)))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    return row;
  }

  async createPayment(values: typeof payments.$inferInsert): Promise<PaymentRow> {
    const [row] = await this.db.insert(payments).values(values).returning();
    return row;
  }

  async findByOrderId(orderId: string): Promise<{ payment: PaymentRow; booking: BookingRow } | undefined> {
    const [row] = await this.db
      .select({ payment: payments, booking: bookings })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(eq(payments.providerOrderId, orderId));
    return row;
  }

  /** Stores a webhook's event id; false when it was stored before (a redelivery). */
  async firstDelivery(tx: Tx, webhookEventId: string): Promise<boolean> {
    const fresh = await tx.insert(paymentWebhookEvents).values({ eventId: webhookEventId }).onConflictDoNothing().returning();
    return fresh.length > 0;
  }

  /** created → paid by a conditional UPDATE: a replay finds nothing to change (undefined). */
  async markPaid(tx: Tx, orderId: string, paymentId: string): Promise<PaymentRow | undefined> {
    const [payment] = await tx
      .update(payments)
      .set({ status: 'paid', providerPaymentId: paymentId, updatedAt: sql`now()` })
      .where(and(eq(payments.providerOrderId, orderId), eq(payments.status, 'created')))
      .returning();
    return payment;
  }

  async orderExists(tx: Tx, orderId: string): Promise<boolean> {
    const [known] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.providerOrderId, orderId));
    return !!known;
  }

  /** A payment its booking could not take goes back. */
  async markRefundDue(tx: Tx, paymentId: string): Promise<void> {
    await tx.update(payments).set({ status: 'refund_due', updatedAt: sql`now()` }).where(eq(payments.id, paymentId));
  }
}
