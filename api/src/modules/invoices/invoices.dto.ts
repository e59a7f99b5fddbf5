import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { gstStateName, InvoiceSummary, Messages, totalsInRupees } from '@marketplace/shared-dto';
import type { InvoiceView } from './invoices.repository';

/** GET admin/reports/gst: the month, as YYYY-MM. */
export class GstReportQueryDto {
  @ApiProperty({ example: '2026-04', description: 'A month as YYYY-MM: the documents dated in it (India)' })
  @IsString({ message: Messages.gstReportMonth }) @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: Messages.gstReportMonth })
  month: string;
}

/** A stored document as the list calls answer it (rupees). */
export function toInvoiceSummary(r: InvoiceView): InvoiceSummary {
  return {
    _id: r.id,
    id: r.id,
    number: r.number,
    kind: r.kind,
    supplier: r.supplierLegalName,
    supplierGstin: r.supplierGstin,
    date: r.issueDate,
    issuedAt: r.issuedAt.toISOString(),
    role: r.role,
    placeOfSupply: r.placeOfSupply ? { code: r.placeOfSupply, name: gstStateName(r.placeOfSupply) ?? r.placeOfSupply } : null,
    sac: r.sac,
    rate: r.rate,
    ...totalsInRupees({ taxable: r.taxablePaise, cgst: r.cgstPaise, sgst: r.sgstPaise, igst: r.igstPaise, total: r.totalPaise }),
    reverses: r.reversesId ? { id: r.reversesId, number: r.reversesNumber ?? '' } : null,
  };
}

