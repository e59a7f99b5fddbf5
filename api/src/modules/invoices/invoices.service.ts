import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Readable } from 'node:stream';
import {
  allocateRefund, convenienceInvoiceLines, CONVENIENCE_RATE, creditNoteLines, financialYearCode, gstStateCodeOf, InvoiceKind, InvoiceLine,
  invoiceNumber, invoiceSeries, InvoiceSummary, MARKETPLACE_SERIES_CODE, Messages, OrderTax, rateOf, taxOf, taxOfOrder, TaxContext,
  ticketInvoiceLines, totalsOf, type Locale,
} from '@marketplace/shared-dto';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import type { Tx } from '../../db/database';
import { InvoiceSource, InvoicesRepository, InvoiceView, NewInvoice } from './invoices.repository';
import { toInvoiceSummary } from './invoices.dto';
import { renderInvoicePdf } from './invoice-pdf';
import { gstReportCsv } from './gst-report-csv';

/** Who asks for a booking's documents: its buyer, the organiser of its event, or the back office. */
export type InvoiceReader = { realm: 'user'; id: string } | { realm: 'vendor'; id: string } | { realm: 'admin' };

/** A supplier as its documents print it, with the code of its series. */
interface Supplier {
  vendorId: string | null;
  legalName: string;
  address: string | null;
  gstin: string | null;
  stateCode: string | null;
  code: string;
}

/** A document about to be numbered. */
type Draft = Omit<NewInvoice, 'series' | 'seq' | 'number'> & { supplierCode: string };

/**
 * Tax invoices, bills of supply and credit notes (docs/decisions.md, "Invoices and credit notes"). They are
 * issued inside the transaction that makes a booking paid (or confirms it free) and the one that settles a
 * refund as processed, so a document exists exactly when its money moved, and a rollback takes its number back.
 */
@Injectable()
export class InvoicesService {
  constructor(private readonly repo: InvoicesRepository, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * The booking's invoices, inside the caller's transaction (the one that marks it paid or confirms it free):
   * the organiser's ticket invoice (a tax invoice when it has a GSTIN and the tickets carry GST, else a bill of
   * supply; also at ₹0 for a free booking), and the marketplace's tax invoice of the convenience fee when there is
   * one. A booking that has its invoices gets no more. Call it last in the transaction: each number locks its
   * series' counter until the commit.
   */
  issueForBookingWithin(tx: Tx, bookingId: string): Promise<void> {
    return this.issueForBookingsWithin(tx, [bookingId]);
  }

  /** issueForBookingWithin for many bookings at once (the demo seed), numbered in the order given. */
  async issueForBookingsWithin(tx: Tx, bookingIds: string[]): Promise<void> {
    const sources = (await this.repo.sourcesWithin(tx, bookingIds)).filter((src) => !src.issued);
    if (!sources.length) return;
    await this.numberAndStore(tx, sources.flatMap((src) => this.draftsOf(src)), sources[0].today, false);
  }

  /** The ticket invoice, and the fee invoice when there is a fee. */
  private draftsOf(src: InvoiceSource): Draft[] {
    const { booking } = src;
    const gst = this.config.gst;
    const tax = booking.tax ?? this.taxNow(src);
    const place = tax.venueState ?? tax.billingState;
    const marketplace = this.marketplace();
    const organiser: Supplier = src.vendor
      ? {
          vendorId: src.ownerVendorId, legalName: src.vendor.legalName || src.vendor.companyName, address: src.vendor.address, gstin: src.vendor.gstin,
          stateCode: src.vendor.stateCode ?? src.vendor.gstin?.slice(0, 2) ?? null, code: src.vendor.invoiceCode,
        }
      : marketplace;
    const ticketLines = ticketInvoiceLines(
      src.eventTitle, src.lines.map((l) => ({ name: l.name, quantity: l.quantity, unitPrice: l.unitPrice, amount: l.amount })), tax, gst.sacAdmission,
    );
    const drafts: Draft[] = [
      this.draft(src, 'tickets', organiser.gstin && taxOf(tax.tickets) > 0 ? 'tax_invoice' : 'bill_of_supply', organiser, place, gst.sacAdmission, ticketLines),
    ];
    if (booking.conveniencePaise > 0) {
      const lines = convenienceInvoiceLines(booking.conveniencePaise, tax.convenience, CONVENIENCE_RATE, gst.sacConvenience);
      drafts.push(this.draft(src, 'convenience', 'tax_invoice', marketplace, tax.billingState, gst.sacConvenience, lines));
    }
    return drafts;
  }

  /**
   * The credit notes of a refund the provider processed, inside the transaction that records it (which holds the
   * booking's lock): the refund reverses the ticket invoice first, then the fee's (allocateRefund), each in
   * proportion (creditNoteLines); a donation has no document. A refund that made its notes makes no more.
   */
  async creditForRefundWithin(tx: Tx, refund: { id: string; bookingId: string; amountPaise: number }): Promise<void> {
    const { invoices, creditedAlready } = await this.repo.creditableWithin(tx, refund.bookingId, refund.id);
    if (creditedAlready || !invoices.length) return;
    const parts = allocateRefund(invoices.map((i) => ({ total: i.totalPaise, credited: i.creditedPaise })), refund.amountPaise);
    const today = await this.repo.todayWithin(tx);
    const drafts: Draft[] = [];
    invoices.forEach((inv, k) => {
      if (parts[k] <= 0) return;
      const lines = creditNoteLines(inv.lines, inv.creditedPaise, parts[k]);
      const totals = totalsOf(lines);
      drafts.push({
        bookingId: inv.bookingId, kind: 'credit_note', role: inv.role, orderNo: inv.orderNo, supplierVendorId: inv.supplierVendorId,
        supplierLegalName: inv.supplierLegalName, supplierAddress: inv.supplierAddress, supplierGstin: inv.supplierGstin, supplierStateCode: inv.supplierStateCode,
        buyerName: inv.buyerName, buyerPhone: inv.buyerPhone, buyerStateCode: inv.buyerStateCode, placeOfSupply: inv.placeOfSupply, sac: inv.sac,
        rate: rateOf(lines), lines, taxablePaise: totals.taxable, cgstPaise: totals.cgst, sgstPaise: totals.sgst, igstPaise: totals.igst, totalPaise: totals.total,
        currency: inv.currency, reversesId: inv.id, refundId: refund.id,
        supplierCode: inv.series.split('/')[0],
      });
    });
    await this.numberAndStore(tx, drafts, today, true);
  }

  /** GET …/bookings/{id}/invoices: the booking's documents, for its buyer, its organiser or the back office. */
  async list(reader: InvoiceReader, bookingId: string): Promise<{ data: InvoiceSummary[] }> {
    await this.readable(reader, bookingId);
    return { data: (await this.repo.listForBooking(bookingId)).map(toInvoiceSummary) };
  }

  /** The documents of a booking as stored, for the ticket mail (no access check: the caller is the system). */
  documentsOf(bookingId: string): Promise<InvoiceView[]> {
    return this.repo.listForBooking(bookingId);
  }

  /** GET …/bookings/{id}/invoices/{invoiceId}: the document as a PDF, drawn from its row alone. */
  async pdf(reader: InvoiceReader, bookingId: string, invoiceId: string): Promise<{ file: Buffer; filename: string }> {
    const { buyerLocale } = await this.readable(reader, bookingId);
    const invoice = await this.repo.findOfBooking(bookingId, invoiceId);
    if (!invoice) throw new NotFoundException(Messages.invoiceNotFound);
    // the buyer's copy in the buyer's language; the organiser and the back office read English
    return this.pdfOf(invoice, reader.realm === 'user' ? buyerLocale : 'en');
  }

  async pdfOf(invoice: InvoiceView, locale: Locale = 'en'): Promise<{ file: Buffer; filename: string }> {
    return { file: await renderInvoicePdf(invoice, locale), filename: `${invoice.kind === 'credit_note' ? 'credit-note' : 'invoice'}-${invoice.number.replace(/\//g, '-')}.pdf` };
  }

  /** GET admin/reports/gst?month=YYYY-MM: every document dated in that month (India) as CSV. */
  gstReport(month: string): Readable {
    const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month ?? '');
    if (!match) throw new BadRequestException({ message: Messages.gstReportMonth, details: { month: Messages.gstReportMonth } });
    const [year, mm] = [Number(match[1]), Number(match[2])];
    const last = new Date(Date.UTC(year, mm, 0)).getUTCDate();
    return gstReportCsv(this.repo.issuedBetween(`${month}-01`, `${month}-${String(last).padStart(2, '0')}`));
  }

  /** Someone else's booking (or a missing one) answers 404, whoever asks. */
  private async readable(reader: InvoiceReader, bookingId: string): Promise<{ buyerLocale: Locale }> {
    const access = await this.repo.bookingAccess(bookingId);
    const allowed = access && (reader.realm === 'admin' || (reader.realm === 'user' ? access.userId === reader.id : access.ownerVendorId === reader.id));
    if (!allowed) throw new NotFoundException(Messages.bookingNotFound);
    return access;
  }

  /**
   * Numbers the drafts (in their order within each series) and stores them. Each series' numbers are taken in one
   * statement; the organisers' series are taken before the marketplace's (and in code order among themselves), so
   * no two transactions wait on each other's counters in opposite orders.
   */
  private async numberAndStore(tx: Tx, drafts: Draft[], today: string, creditNotes: boolean): Promise<void> {
    const fy = financialYearCode(new Date(`${today}T12:00:00+05:30`));
    const bySeries = new Map<string, Draft[]>();
    for (const d of drafts) {
      const series = invoiceSeries(d.supplierCode, fy, creditNotes);
      bySeries.set(series, [...(bySeries.get(series) ?? []), d]);
    }
    const rank = (series: string) => (series.startsWith(`${MARKETPLACE_SERIES_CODE}${creditNotes ? 'C' : ''}/`) ? 1 : 0);
    const rows: NewInvoice[] = [];
    for (const series of [...bySeries.keys()].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))) {
      const mine = bySeries.get(series)!;
      const first = await this.repo.nextNumbersWithin(tx, series, mine.length);
      mine.forEach(({ supplierCode: _, ...draft }, i) => rows.push({ ...draft, series, seq: first + i, number: invoiceNumber(series, first + i, creditNotes) }));
    }
    await this.repo.insertWithin(tx, rows, today);
  }

  private draft(src: InvoiceSource, role: Draft['role'], kind: InvoiceKind, supplier: Supplier, place: string | null, sac: string, lines: InvoiceLine[]): Draft {
    const totals = totalsOf(lines);
    return {
      bookingId: src.booking.id, kind, role, orderNo: src.booking.orderNo, supplierVendorId: supplier.vendorId, supplierLegalName: supplier.legalName,
      supplierAddress: supplier.address, supplierGstin: supplier.gstin, supplierStateCode: supplier.stateCode, buyerName: src.buyerName,
      buyerPhone: src.buyerPhone, buyerStateCode: src.booking.billingState ?? place, placeOfSupply: place, sac, rate: rateOf(lines), lines,
      taxablePaise: totals.taxable, cgstPaise: totals.cgst, sgstPaise: totals.sgst, igstPaise: totals.igst, totalPaise: totals.total,
      currency: src.booking.currency, reversesId: null, refundId: null, supplierCode: supplier.code,
    };
  }

  private marketplace(): Supplier {
    const gst = this.config.gst;
    return { vendorId: null, legalName: gst.legalName, address: gst.address, gstin: gst.gstin, stateCode: gst.stateCode, code: MARKETPLACE_SERIES_CODE };
  }

  /**
   * The GST of a booking priced before GST was recorded (no stored split): derived now by the same rules the
   * quote applies (organiser's GSTIN state, venue's state, billing state defaulting to the venue's).
   */
  private taxNow(src: InvoiceSource): OrderTax & TaxContext {
    const marketplaceState = this.config.gst.stateCode;
    const organiserState = src.ownerVendorId ? src.vendor?.gstin?.slice(0, 2) ?? null : marketplaceState;
    const venueState = gstStateCodeOf(src.venueStateName);
    const context: TaxContext = {
      category: src.taxCategory, organiserState, venueState, marketplaceState,
      billingState: src.booking.billingState ?? venueState ?? organiserState ?? marketplaceState,
    };
    const order = { lines: src.lines, discount: src.booking.discountPaise, convenience: src.booking.conveniencePaise };
    return { ...taxOfOrder(order, context), ...context };
  }
}
