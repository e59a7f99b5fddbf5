import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, VendorPrincipal } from '../../common/decorators/principal.decorator';
import { VendorOnly } from '../../common/guards/realm-auth.guards';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { InvoicesService } from './invoices.service';
import { InvoiceListDoc } from './invoices.docs';
import { pdfFile } from './pdf-file';

@ApiTags('vendor: bookings')
@Controller('vendor/bookings')
@VendorOnly()
export class InvoicesVendorController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get(':id/invoices')
  @ApiOperation({ summary: 'The documents of a booking of my event (my ticket invoice, the fee invoice, credit notes), in the order issued' })
  @ApiOkResponse({ type: InvoiceListDoc })
  @ApiNotFoundResponse({ description: 'No such booking among my events' })
  list(@CurrentPrincipal() vendor: VendorPrincipal, @Param('id', ParseIdPipe) id: string) {
    return this.invoices.list({ realm: 'vendor', id: vendor.id }, id);
  }

  @Get(':id/invoices/:invoiceId')
  @ApiOperation({ summary: 'One of those documents as a PDF' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'application/pdf' })
  @ApiNotFoundResponse({ description: 'No such booking among my events, or no such document of it' })
  async pdf(@CurrentPrincipal() vendor: VendorPrincipal, @Param('id', ParseIdPipe) id: string, @Param('invoiceId', ParseIdPipe) invoiceId: string) {
    return pdfFile(await this.invoices.pdf({ realm: 'vendor', id: vendor.id }, id, invoiceId));
  }
}
