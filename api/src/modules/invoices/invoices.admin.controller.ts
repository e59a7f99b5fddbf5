import { Controller, Get, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/guards/realm-auth.guards';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { InvoicesService } from './invoices.service';
import { GstReportQueryDto } from './invoices.dto';
import { InvoiceListDoc } from './invoices.docs';
import { pdfFile } from './pdf-file';

@ApiTags('admin: bookings')
@Controller('admin')
@AdminOnly()
export class InvoicesAdminController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get('bookings/:id/invoices')
  @ApiOperation({ summary: "A booking's tax invoices, bills of supply and credit notes, in the order issued" })
  @ApiOkResponse({ type: InvoiceListDoc })
  @ApiNotFoundResponse({ description: 'No such booking' })
  list(@Param('id', ParseIdPipe) id: string) {
    return this.invoices.list({ realm: 'admin' }, id);
  }

  @Get('bookings/:id/invoices/:invoiceId')
  @ApiOperation({ summary: 'One of those documents as a PDF' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'application/pdf' })
  @ApiNotFoundResponse({ description: 'No such booking, or no such document of it' })
  async pdf(@Param('id', ParseIdPipe) id: string, @Param('invoiceId', ParseIdPipe) invoiceId: string) {
    return pdfFile(await this.invoices.pdf({ realm: 'admin' }, id, invoiceId));
  }

  @ApiTags('admin: reports')
  @Get('reports/gst')
  @ApiOperation({
    summary: 'Every invoice and credit note dated in the month (India) as CSV, for GSTR-1 / GSTR-8: Number, Date, Kind, Supplier GSTIN, Buyer state code, '
      + 'SAC, Taxable, Rate, CGST, SGST, IGST, Total (rupees), then Place of supply, Supplier, Against invoice, Order no. A row per document; a document '
      + 'whose lines carry two rates has a row per rate',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv, a header row then a row per document (per rate)' })
  @ApiBadRequestResponse({ description: 'month is not YYYY-MM' })
  gst(@Query() query: GstReportQueryDto): StreamableFile {
    return new StreamableFile(this.invoices.gstReport(query.month), {
      type: 'text/csv; charset=utf-8', disposition: `attachment; filename="gst-${query.month}.csv"`,
    });
  }
}
