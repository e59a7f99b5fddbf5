import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, ne } from 'drizzle-orm';
import { DB, Database } from '../../db/database';
import { bookings, paymentWebhookEvents, payments } from '../../db/schema';
import { BookingRow, BookingsRepository, ConfirmEffects } from '../bookings/bookings.repository';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * What recording a captured payment did:
 * - confirmed: the booking is now confirmed and paid (re-holding its tickets if its hold had run out);
 * - refund_due: the money arrived but the booking could not take it (released with its tickets gone,
 *   cancelled, or already paid by another order); recorded and flagged, never dropped;
 * - already: this order was recorded before, nothing changed; duplicate: webhook event seen before;
 * - unknown: no order of ours.
 */
export type PaymentOutcome = 'confirmed' | 'refund_due' | 'already' | 'duplicate' | 'unknown';

@Injectable()
export class PaymentsRepository {
  constructor(@Inject(DB) private readonly db: Database, private readonly bookingsRepo: BookingsRepository) {}

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

  /**
   * Records a captured payment exactly once, in one transaction: the payment row goes created → paid by a
   * conditional UPDATE (a replay finds nothing to change), then the booking is confirmed and paid, its tickets issued
   * and its delivery job enqueued. A webhook's event id is stored in the same transaction, so a redelivered event changes nothing.
   */
  async recordPayment(orderId: string, paymentId: string, effects: ConfirmEffects, webhookEventId?: string): Promise<PaymentOutcome> {
    return this.db.transaction(async (tx) => {
      if (webhookEventId) {
        const fresh = await tx.insert(paymentWebhookEvents).values({ eventId: webhookEventId }).onConflictDoNothing().returning();
        if (!fresh.length) return 'duplicate';
      }
      const [payment] = await tx
        .update(payments)
        .set({ status: 'paid', providerPaymentId: paymentId, updatedAt: new Date() })
        .where(and(eq(payments.providerOrderId, orderId), eq(payments.status, 'created')))
        .returning();
      if (!payment) {
        const [known] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.providerOrderId, orderId));
        return known ? 'already' : 'unknown';
      }

      const paid = { status: 'confirmed' as const, paymentStatus: 'paid' as const, holdExpiresAt: null, updatedAt: new Date() };
      const [confirmed] = await tx
        .update(bookings)
        .set(paid)
        .where(and(eq(bookings.id, payment.bookingId), ne(bookings.status, 'cancelled'), eq(bookings.paymentStatus, 'unpaid')))
        .returning({ id: bookings.id });
      if (confirmed) {
        await this.bookingsRepo.confirmedWithin(tx, confirmed.id, effects);
        return 'confirmed';
      }

      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, payment.bookingId)).for('update');
      // Released by expiry while the buyer was paying: take the tickets again if they are still there.
      if (booking.status === 'cancelled' && booking.cancelReason === 'hold_expired'
        && (await this.bookingsRepo.rehold(tx, booking))) {
        await tx.update(bookings).set({ ...paid, cancelledAt: null, cancelReason: null }).where(eq(bookings.id, booking.id));
        await this.bookingsRepo.confirmedWithin(tx, booking.id, effects);
        return 'confirmed';
      }
      if (booking.status === 'cancelled') {
        await tx.update(bookings).set({ paymentStatus: 'refund_due', updatedAt: new Date() }).where(eq(bookings.id, booking.id));
      } else {
        // already paid through another order of the same booking: this second payment goes back
        await tx.update(payments).set({ status: 'refund_due', updatedAt: new Date() }).where(eq(payments.id, payment.id));
      }
      return 'refund_due';
    });
  }
}
