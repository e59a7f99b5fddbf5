import type { Readable } from 'node:stream';
import { totalsOf } from '@marketplace/shared-dto';
import type { InvoiceLine, InvoiceTotals } from '@marketplace/shared-dto';
import { CsvColumn, csvStream, rupees } from '../bookings/bookings-csv';
import type { InvoiceView } from './invoices.repository';

/** A row of the report: a document, or the part of it at one rate. */
type Row = { doc: InvoiceView; rate: number; totals: InvoiceTotals };

const COLUMNS: CsvColumn<Row>[] = [
  { header: 'Number', value: (r) => r.doc.number },
  { header: 'Date', value: (r) => r.doc.issueDate },
  { header: 'Kind', value: (r) => r.doc.kind },
  { header: 'Supplier GSTIN', value: (r) => r.doc.supplierGstin ?? '' },
  { header: 'Buyer state code', value: (r) => r.doc.buyerStateCode ?? '' },
  { header: 'SAC', value: (r) => r.doc.sac },
  { header: 'Taxable', value: (r) => rupees(r.totals.taxable) },
  { header: 'Rate', value: (r) => r.rate },
  { header: 'CGST', value: (r) => rupees(r.totals.cgst) },
  { header: 'SGST', value: (r) => rupees(r.totals.sgst) },
  { header: 'IGST', value: (r) => rupees(r.totals.igst) },
  { header: 'Total', value: (r) => rupees(r.totals.total) },
  { header: 'Place of supply', value: (r) => r.doc.placeOfSupply ?? '' },
  { header: 'Supplier', value: (r) => r.doc.supplierLegalName },
  { header: 'Against invoice', value: (r) => r.doc.reversesNumber ?? '' },
  { header: 'Order no', value: (r) => r.doc.orderNo },
];

/** A document's rows: one, or one per rate when its lines carry several (GSTR-1 reports rate by rate). */
function rowsOf(doc: InvoiceView): Row[] {
  const byRate = new Map<number, InvoiceLine[]>();
  for (const line of doc.lines) byRate.set(line.rate, [...(byRate.get(line.rate) ?? []), line]);
  return [...byRate.entries()].sort(([a], [b]) => a - b).map(([rate, lines]) => ({ doc, rate, totals: totalsOf(lines) }));
}

/**
 * The GST report of a month: every invoice and credit note (credit notes with positive amounts: the kind says
 * they reverse), amounts in rupees, dates in India; csv-stringify quotes and keeps formulas out (CSV_OPTIONS).
 */
export function gstReportCsv(batches: AsyncIterable<InvoiceView[]>): Readable {
  return csvStream(COLUMNS, (async function* () {
    for await (const batch of batches) yield batch.flatMap(rowsOf);
  })());
}
