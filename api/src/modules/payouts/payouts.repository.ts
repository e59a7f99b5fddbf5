import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gte, inArray, lte, SQL, sql } from 'drizzle-orm';
import type { PaymentStatus } from '@marketplace/shared-dto';
import { DB, Database } from '../../db/database';
import { bookings, events, payoutTransfers, vendors } from '../../db/schema';

/** Payment states of a booking whose money was received (refunds may since have taken some or all of it back). */
const MONEY_RECEIVED: PaymentStatus[] = ['paid', 'refund_due', 'refund_pending', 'partially_refunded', 'refunded', 'refund_failed'];

export interface SettlementFilter {
  vendorId?: string;
  bookingId?: string;
  eventId?: string;
  from?: Date;
  to?: Date;
}

/** What settling one booking needs (paise). */
export interface SettlementBookingRow {
  bookingId: string;
  orderNo: string;
  createdAt: Date;
  paymentStatus: PaymentStatus;
  eventId: string;
  eventTitle: string;
  vendorId: string;
  vendorName: string;
  subtotal: number;
  discount: number;
  convenience: number;
  delivery: number;
  donation: number;
  total: number;
  refunded: number;
  /** The tickets' taxable value as priced; null for a booking priced before GST was recorded. */
  ticketTaxable: number | null;
  /** Whether the organiser charged GST on the tickets (had a GSTIN when the booking was priced). */
  organiserHadGstin: boolean;
  commissionBps: number | null;
  /** Paise with the organiser now: sent and not reversed (0 before it is sent, or when it failed). */
  transferred: number;
  /** Whether that money is held: until its date, or by an administrator with no date. */
  transferHeld: boolean;
  /** Whether the provider has put it in the linked account. */
  transferProcessed: boolean;
}

export interface VendorPayoutRow {
  id: string;
  commissionBps: number | null;
  razorpayAccountId: string | null;
  payoutAccountHolder: string | null;
  payoutIfsc: string | null;
  payoutAccountNumber: string | null;
  payoutsHeld: boolean;
}

const payoutColumns = {
  id: vendors.id, commissionBps: vendors.commissionBps, razorpayAccountId: vendors.razorpayAccountId,
  payoutAccountHolder: vendors.payoutAccountHolder, payoutIfsc: vendors.payoutIfsc, payoutAccountNumber: vendors.payoutAccountNumber,
  payoutsHeld: vendors.payoutsHeld,
};

/** Bookings with money received, with what their organisers' settlement needs; and the vendors' payout settings. */
@Injectable()
export class PayoutsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  settlementBookings(filter: SettlementFilter): Promise<SettlementBookingRow[]> {
    const where: SQL[] = [inArray(bookings.paymentStatus, MONEY_RECEIVED)];
    if (filter.vendorId) where.push(eq(events.ownerVendorId, filter.vendorId));
    if (filter.eventId) where.push(eq(bookings.eventId, filter.eventId));
    if (filter.bookingId) where.push(eq(bookings.id, filter.bookingId));
    if (filter.from) where.push(gte(bookings.createdAt, filter.from));
    if (filter.to) where.push(lte(bookings.createdAt, filter.to));
    return this.db.select({
      bookingId: bookings.id, orderNo: bookings.orderNo, createdAt: bookings.createdAt, paymentStatus: bookings.paymentStatus,
      eventId: events.id, eventTitle: events.title, vendorId: vendors.id, vendorName: vendors.companyName,
      subtotal: bookings.subtotalPaise, discount: bookings.discountPaise, convenience: bookings.conveniencePaise, delivery: bookings.deliveryPaise,
      donation: bookings.donationPaise, total: bookings.totalPaise, refunded: bookings.refundedPaise,
      ticketTaxable: sql<number | null>`(${bookings.tax}->'tickets'->>'taxable')::int`,
      organiserHadGstin: sql<boolean>`coalesce(${bookings.tax}->>'organiserState' IS NOT NULL, ${vendors.gstin} IS NOT NULL)`,
      commissionBps: vendors.commissionBps,
      transferred: sql<number>`CASE WHEN ${payoutTransfers.status} IN ('sent', 'processed') THEN ${payoutTransfers.amountPaise} - ${payoutTransfers.reversedPaise} ELSE 0 END`
        .mapWith(Number),
      transferHeld: sql<boolean>`coalesce(${payoutTransfers.onHold} AND (${payoutTransfers.onHoldUntil} IS NULL OR ${payoutTransfers.onHoldUntil} > now()), false)`,
      transferProcessed: sql<boolean>`coalesce(${payoutTransfers.status} = 'processed', false)`,
    })
      .from(bookings)
      .innerJoin(events, eq(events.id, bookings.eventId))
      .innerJoin(vendors, eq(vendors.id, events.ownerVendorId))
      .leftJoin(payoutTransfers, eq(payoutTransfers.bookingId, bookings.id))
      .where(and(...where))
      .orderBy(asc(vendors.companyName), asc(events.title), asc(events.id), asc(bookings.createdAt));
  }

  async ownedEvent(eventId: string, vendorId: string): Promise<{ title: string; code: string; vendorName: string } | undefined> {
    const [row] = await this.db.select({ title: events.title, code: events.code, vendorName: vendors.companyName }).from(events)
      .innerJoin(vendors, eq(vendors.id, events.ownerVendorId))
      .where(and(eq(events.id, eventId), eq(events.ownerVendorId, vendorId)));
    return row;
  }

  async vendorPayout(vendorId: string): Promise<VendorPayoutRow | undefined> {
    const [row] = await this.db.select(payoutColumns).from(vendors).where(eq(vendors.id, vendorId));
    return row;
  }

  async saveAccount(vendorId: string, account: { accountHolder: string; ifsc: string; accountNumber: string }): Promise<VendorPayoutRow | undefined> {
    const [row] = await this.db.update(vendors)
      .set({ payoutAccountHolder: account.accountHolder, payoutIfsc: account.ifsc, payoutAccountNumber: account.accountNumber, updatedAt: sql`now()` })
      .where(eq(vendors.id, vendorId)).returning(payoutColumns);
    return row;
  }

  async savePayoutSettings(vendorId: string, change: { razorpayAccountId?: string | null; commissionBps?: number | null }): Promise<VendorPayoutRow | undefined> {
    const [row] = await this.db.update(vendors).set({ ...change, updatedAt: sql`now()` }).where(eq(vendors.id, vendorId)).returning(payoutColumns);
    return row;
  }
}
