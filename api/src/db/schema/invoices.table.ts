import { sql } from 'drizzle-orm';
import { AnyPgColumn, check, date, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { InvoiceLine } from '@marketplace/shared-dto';
import { idColumn } from './columns';
import { vendors } from './accounts.table';
import { bookings, refunds } from './bookings.table';

/**
 * Tax invoices, bills of supply and credit notes (docs/decisions.md, "Invoices and credit notes"). A row is a
 * document: written once, in the transaction of the payment or refund that causes it, never changed; its PDF
 * is drawn from the row alone (supplier, buyer and place of supply are copies as they were at the time).
 */
export const invoices = pgTable('invoices', {
  id: idColumn(),
  bookingId: uuid('booking_id').notNull().references(() => bookings.id, { onDelete: 'restrict' }),
  kind: text('kind', { enum: ['tax_invoice', 'bill_of_supply', 'credit_note'] }).notNull(),
  /** What it is for: the organiser's tickets or the marketplace's convenience fee (a credit note: its invoice's). */
  role: text('role', { enum: ['tickets', 'convenience'] }).notNull(),
  /** Per supplier and financial year ('V7Q2/2627', credit notes 'V7Q2C/2627'); seq is its place in the series, from 1, without gaps. */
  series: text('series').notNull(),
  seq: integer('seq').notNull(),
  /** series/seq as printed: 'V7Q2/2627/000001' (rule 46(b): at most 16 characters). */
  number: text('number').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** The date of issue in India. */
  issueDate: date('issue_date', { mode: 'string' }).notNull(),
  orderNo: text('order_no').notNull(),
  /** The organiser that supplies it; null: the marketplace. */
  supplierVendorId: uuid('supplier_vendor_id').references(() => vendors.id, { onDelete: 'restrict' }),
  supplierLegalName: text('supplier_legal_name').notNull(),
  supplierAddress: text('supplier_address'),
  /** Null for an organiser without a GSTIN (a bill of supply). */
  supplierGstin: text('supplier_gstin'),
  supplierStateCode: text('supplier_state_code'),
  buyerName: text('buyer_name'),
  buyerPhone: text('buyer_phone'),
  /** The buyer's billing state (GST code). */
  buyerStateCode: text('buyer_state_code'),
  /** Place of supply (GST state code): the venue's for tickets, the buyer's billing state for the fee. */
  placeOfSupply: text('place_of_supply'),
  sac: text('sac').notNull(),
  /** Percent of GST; null when the lines carry different rates. */
  rate: integer('rate'),
  lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
  taxablePaise: integer('taxable_paise').notNull(),
  cgstPaise: integer('cgst_paise').notNull(),
  sgstPaise: integer('sgst_paise').notNull(),
  igstPaise: integer('igst_paise').notNull(),
  totalPaise: integer('total_paise').notNull(),
  currency: text('currency').notNull().default('INR'),
  /** A credit note's invoice, and the refund that caused it. */
  reversesId: uuid('reverses_id').references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
  refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('invoices_number_uq').on(t.number),
  uniqueIndex('invoices_series_seq_uq').on(t.series, t.seq),
  // one ticket invoice and one fee invoice per booking
  uniqueIndex('invoices_booking_role_uq').on(t.bookingId, t.role).where(sql`kind <> 'credit_note'`),
  // a refund reverses each invoice once
  uniqueIndex('invoices_refund_reverses_uq').on(t.refundId, t.reversesId),
  index('invoices_booking_idx').on(t.bookingId, t.issuedAt),
  index('invoices_issue_date_idx').on(t.issueDate, t.number),
  index('invoices_reverses_idx').on(t.reversesId),
  check('invoices_amounts_add_up', sql`${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise}
    AND ${t.taxablePaise} >= 0 AND ${t.cgstPaise} >= 0 AND ${t.sgstPaise} >= 0 AND ${t.igstPaise} >= 0`),
  check('invoices_credit_note_reverses', sql`(${t.kind} = 'credit_note') = (${t.reversesId} IS NOT NULL)`),
]);

/**
 * The last number given in each series. The statement that takes a number (INSERT … ON CONFLICT DO UPDATE SET
 * last = last + 1 RETURNING last) locks the series' row until its transaction ends: a rollback gives the
 * number back, so numbers stay consecutive under any concurrency.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  series: text('series').primaryKey(),
  last: integer('last').notNull(),
});

/** Source of the organisers' series codes (vendors.invoice_code's default). */
export const vendorInvoiceCodeSeq = pgSequence('vendor_invoice_code_seq', { startWith: 1 });
