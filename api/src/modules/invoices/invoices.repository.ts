import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gt, gte, inArray, lte, ne, or, SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEFAULT_TIMEZONE, type Locale } from '@marketplace/shared-dto';
import { DB, Database, rowsOf, Tx } from '../../db/database';
import { bookingLines, bookings, events, invoiceCounters, invoices, users, vendors, venues } from '../../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id' | 'issuedAt' | 'issueDate' | 'createdAt'>;
/** A document with the number and date of the invoice a credit note reverses (null for invoices). */
export type InvoiceView = InvoiceRow & { reversesNumber: string | null; reversesDate: string | null };

/** What issuing a booking's invoices reads, in the transaction that makes it paid. */
export interface InvoiceSource {
  booking: typeof bookings.$inferSelect;
  lines: { name: string; quantity: number; seats: number; unitPrice: number; amount: number }[];
  eventTitle: string;
  taxCategory: (typeof events.$inferSelect)['taxCategory'];
  ownerVendorId: string | null;
  /** The organiser as it is now (its documents keep a copy); null for an event of no organiser. */
  vendor: { companyName: string; legalName: string | null; address: string | null; gstin: string | null; stateCode: string | null; invoiceCode: string } | null;
  /** The venue's state as entered, else the event location's. */
  venueStateName: string | null;
  buyerName: string | null;
  buyerPhone: string | null;
  /** The transaction's date in India ('2026-04-01'): the date its documents carry. */
  today: string;
  /** The booking has its invoices already. */
  issued: boolean;
}

/** A booking's invoice as a credit note needs it: the invoice and what its credit notes reversed so far (paise). */
export type CreditableInvoice = InvoiceRow & { creditedPaise: number };

const reversed = alias(invoices, 'reversed');
const viewColumns = { invoice: invoices, reversesNumber: reversed.number, reversesDate: reversed.issueDate };

/**
 * Invoices, credit notes and their series counters. Documents are only ever inserted; a number comes from the
 * series' counter row, updated in the caller's transaction (see nextNumberWithin).
 */
@Injectable()
export class InvoicesRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /**
   * The bookings, each with its lines, event, organiser, venue state and buyer, read inside the caller's transaction
   * (two statements however many), in the order of `bookingIds`.
   */
  async sourcesWithin(tx: Tx, bookingIds: string[]): Promise<InvoiceSource[]> {
    if (!bookingIds.length) return [];
    const rows = await tx
      .select({
        booking: bookings,
        eventTitle: events.title,
        taxCategory: events.taxCategory,
        ownerVendorId: events.ownerVendorId,
        eventLocationState: sql<string | null>`${events.location}->>'state'`,
        vendorCompanyName: vendors.companyName,
        vendorLegalName: vendors.legalName,
        vendorAddress: vendors.address,
        vendorGstin: vendors.gstin,
        vendorStateCode: vendors.stateCode,
        vendorInvoiceCode: vendors.invoiceCode,
        venueState: venues.state,
        buyerName: users.name,
        buyerPhone: users.phone,
        today: sql<string>`to_char(now() AT TIME ZONE ${DEFAULT_TIMEZONE}, 'YYYY-MM-DD')`,
        // written out whole: drizzle may leave a column of the outer query unqualified inside a subquery
        issued: sql<boolean>`EXISTS (SELECT 1 FROM invoices i WHERE i.booking_id = bookings.id AND i.kind <> 'credit_note')`,
      })
      .from(bookings)
      .innerJoin(events, eq(events.id, bookings.eventId))
      .innerJoin(users, eq(users.id, bookings.userId))
      .leftJoin(vendors, eq(vendors.id, events.ownerVendorId))
      .leftJoin(venues, eq(venues.id, events.venueId))
      .where(inArray(bookings.id, bookingIds));
    const lines = await tx
      .select({
        bookingId: bookingLines.bookingId, name: bookingLines.name, quantity: bookingLines.quantity, seats: bookingLines.seats,
        unitPrice: bookingLines.unitPricePaise, amount: bookingLines.amountPaise,
      })
      .from(bookingLines).where(inArray(bookingLines.bookingId, bookingIds)).orderBy(asc(bookingLines.bookingId), asc(bookingLines.position));
    const order = new Map(bookingIds.map((id, i) => [id, i]));
    return rows
      .sort((a, b) => order.get(a.booking.id)! - order.get(b.booking.id)!)
      .map((row) => ({
        booking: row.booking,
        lines: lines.filter((l) => l.bookingId === row.booking.id).map(({ bookingId: _, ...l }) => l),
        eventTitle: row.eventTitle,
        taxCategory: row.taxCategory,
        ownerVendorId: row.ownerVendorId,
        vendor: row.vendorInvoiceCode === null ? null : {
          companyName: row.vendorCompanyName!, legalName: row.vendorLegalName, address: row.vendorAddress, gstin: row.vendorGstin,
          stateCode: row.vendorStateCode, invoiceCode: row.vendorInvoiceCode,
        },
        venueStateName: row.venueState ?? row.eventLocationState,
        buyerName: row.buyerName,
        buyerPhone: row.buyerPhone,
        today: row.today,
        issued: row.issued,
      }));
  }

  /**
   * The next `n` numbers of a series, in the caller's transaction: one statement that creates the series' counter
   * at n or raises it by n, and keeps its row locked until the transaction ends. Concurrent documents of the
   * series queue on that row; a transaction that rolls back gives its numbers back, so a series has no gaps.
   * Answers the first of the n.
   */
  async nextNumbersWithin(tx: Tx, series: string, n: number): Promise<number> {
    const [row] = await rowsOf<{ last: number }>(tx, sql`
      INSERT INTO ${invoiceCounters} (series, last) VALUES (${series}, ${n}::int)
      ON CONFLICT (series) DO UPDATE SET last = ${invoiceCounters.last} + ${n}::int
      RETURNING last`);
    return Number(row.last) - n + 1;
  }

  /** The transaction's date in India. */
  async todayWithin(tx: Tx): Promise<string> {
    const [row] = await rowsOf<{ today: string }>(tx, sql`SELECT to_char(now() AT TIME ZONE ${DEFAULT_TIMEZONE}, 'YYYY-MM-DD') AS today`);
    return row.today;
  }

  /** Stores documents dated `today` (in India), a few hundred a statement. */
  async insertWithin(tx: Tx, rows: NewInvoice[], today: string): Promise<void> {
    for (let i = 0; i < rows.length; i += 200) await tx.insert(invoices).values(rows.slice(i, i + 200).map((r) => ({ ...r, issueDate: today })));
  }

  /**
   * The booking's invoices (not credit notes), the ticket invoice first, each with what its credit notes reversed
   * so far, and whether `refundId` made credit notes already; inside the caller's transaction, which holds the
   * booking's lock, so the sums are final.
   */
  async creditableWithin(tx: Tx, bookingId: string, refundId: string): Promise<{ invoices: CreditableInvoice[]; creditedAlready: boolean }> {
    const rows = await tx
      .select({
        invoice: invoices,
        // written out whole: drizzle leaves the outer query's column unqualified in a one-table select
        credited: sql<number>`(SELECT coalesce(sum(c.total_paise), 0)::int FROM invoices c WHERE c.reverses_id = invoices.id)`.mapWith(Number),
        refunded: sql<boolean>`EXISTS (SELECT 1 FROM invoices c WHERE c.refund_id = ${refundId}::uuid)`,
      })
      .from(invoices)
      .where(and(eq(invoices.bookingId, bookingId), ne(invoices.kind, 'credit_note')))
      .orderBy(sql`CASE WHEN ${invoices.role} = 'tickets' THEN 0 ELSE 1 END`, asc(invoices.issuedAt));
    return { invoices: rows.map((r) => ({ ...r.invoice, creditedPaise: r.credited })), creditedAlready: rows.some((r) => r.refunded) };
  }

  /** Who may read a booking's documents: its buyer (and the language the buyer reads) and the organiser of its event. */
  async bookingAccess(bookingId: string): Promise<{ userId: string; buyerLocale: Locale; ownerVendorId: string | null } | undefined> {
    const [row] = await this.db.select({ userId: bookings.userId, buyerLocale: users.locale, ownerVendorId: events.ownerVendorId }).from(bookings)
      .innerJoin(events, eq(events.id, bookings.eventId)).innerJoin(users, eq(users.id, bookings.userId)).where(eq(bookings.id, bookingId));
    return row;
  }

  /** The booking's documents in the order they were issued. */
  async listForBooking(bookingId: string, db: Database | Tx = this.db): Promise<InvoiceView[]> {
    const rows = await this.viewQuery(db).where(eq(invoices.bookingId, bookingId)).orderBy(asc(invoices.issuedAt), asc(invoices.series), asc(invoices.seq));
    return rows.map(flatten);
  }

  async findOfBooking(bookingId: string, invoiceId: string): Promise<InvoiceView | undefined> {
    const [row] = await this.viewQuery(this.db).where(and(eq(invoices.bookingId, bookingId), eq(invoices.id, invoiceId)));
    return row && flatten(row);
  }

  /**
   * Every document dated within [from, to] (days in India), by date and number, `size` at a time: each batch
   * continues after the last row of the one before, so a long download neither repeats nor skips rows.
   */
  async *issuedBetween(from: string, to: string, size = 500): AsyncGenerator<InvoiceView[]> {
    let after: { date: string; number: string } | null = null;
    for (;;) {
      const cursor: SQL | undefined = after
        ? or(gt(invoices.issueDate, after.date), and(eq(invoices.issueDate, after.date), gt(invoices.number, after.number)))
        : undefined;
      const rows: InvoiceView[] = (await this.viewQuery(this.db)
        .where(and(gte(invoices.issueDate, from), lte(invoices.issueDate, to), cursor))
        .orderBy(asc(invoices.issueDate), asc(invoices.number)).limit(size)).map(flatten);
      if (rows.length) yield rows;
      if (rows.length < size) return;
      const last: InvoiceView = rows[rows.length - 1];
      after = { date: last.issueDate, number: last.number };
    }
  }

  private viewQuery(db: Database | Tx) {
    return db.select(viewColumns).from(invoices).leftJoin(reversed, eq(reversed.id, invoices.reversesId)).$dynamic();
  }
}

const flatten = (r: { invoice: InvoiceRow; reversesNumber: string | null; reversesDate: string | null }): InvoiceView =>
  ({ ...r.invoice, reversesNumber: r.reversesNumber, reversesDate: r.reversesDate });
