import { ApiProperty } from '@nestjs/swagger';
import { INVOICE_KINDS } from '@marketplace/shared-dto';
import type { InvoiceKind, InvoiceRole, InvoiceSummary } from '@marketplace/shared-dto';

/** Swagger shapes of the invoice answers (the TypeScript shapes live in shared-dto). Money in rupees. */
class PlaceOfSupplyDoc {
  @ApiProperty({ example: '07', description: 'GST state code' }) code: string;
  @ApiProperty({ example: 'Delhi' }) name: string;
}

class InvoiceRefDoc {
  @ApiProperty() id: string;
  @ApiProperty({ example: 'V7Q2/2627/000001' }) number: string;
}

export class InvoiceDoc implements InvoiceSummary {
  @ApiProperty() _id: string;
  @ApiProperty() id: string;
  @ApiProperty({ example: 'V7Q2/2627/000001', description: 'Per supplier and financial year (April–March, India), consecutive; at most 16 characters' })
  number: string;
  @ApiProperty({ enum: INVOICE_KINDS, example: 'tax_invoice' }) kind: InvoiceKind;
  @ApiProperty({ example: 'Dilli Live Entertainment Private Limited', description: "The supplier's legal name: the organiser for tickets, the marketplace for the convenience fee" })
  supplier: string;
  @ApiProperty({ type: String, nullable: true, example: '07AADCD4321K1ZT', description: 'Null for an organiser without a GSTIN' }) supplierGstin: string | null;
  @ApiProperty({ example: '2026-04-01', description: 'Date of issue in India' }) date: string;
  @ApiProperty({ example: '2026-04-01T06:30:00.000Z' }) issuedAt: string;
  @ApiProperty({ enum: ['tickets', 'convenience'], description: "What it is for: the organiser's tickets or the marketplace's convenience fee" }) role: InvoiceRole;
  @ApiProperty({ type: PlaceOfSupplyDoc, nullable: true, description: "The venue's state for tickets, the billing state for the fee" }) placeOfSupply: PlaceOfSupplyDoc | null;
  @ApiProperty({ example: '999692', description: 'SAC: 999692 admission to events, 998599 the convenience fee (configuration)' }) sac: string;
  @ApiProperty({ type: Number, nullable: true, example: 18, description: 'GST %; null when the lines carry different rates' }) rate: number | null;
  @ApiProperty({ example: 1000 }) taxable: number;
  @ApiProperty({ example: 90 }) cgst: number;
  @ApiProperty({ example: 90 }) sgst: number;
  @ApiProperty({ example: 0 }) igst: number;
  @ApiProperty({ example: 1180, description: 'taxable + CGST + SGST + IGST' }) total: number;
  @ApiProperty({ type: InvoiceRefDoc, nullable: true, description: "A credit note's invoice; null for invoices" }) reverses: InvoiceRefDoc | null;
}

export class InvoiceListDoc {
  @ApiProperty({ type: [InvoiceDoc], description: 'In the order issued: the ticket invoice, the fee invoice, then credit notes' }) data: InvoiceDoc[];
}
