import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, UserPrincipal } from '../../common/decorators/principal.decorator';
import { UserOnly } from '../../common/guards/realm-auth.guards';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { InvoicesService } from './invoices.service';
import { InvoiceListDoc } from './invoices.docs';
import { pdfFile } from './pdf-file';

@ApiTags('user: bookings')
@Controller('user/bookings')
@UserOnly()
export class InvoicesPublicController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get(':id/invoices')
  @ApiOperation({ summary: "My booking's tax invoices, bills of supply and credit notes, in the order issued" })
  @ApiOkResponse({ type: InvoiceListDoc })
  @ApiNotFoundResponse({ description: 'No such booking of mine' })
  list(@CurrentPrincipal() user: UserPrincipal, @Param('id', ParseIdPipe) id: string) {
    return this.invoices.list({ realm: 'user', id: user.id }, id);
  }

  @Get(':id/invoices/:invoiceId')
  @ApiOperation({ summary: 'One of those documents as a PDF (rule 46 of the CGST Rules: supplier, number, date, buyer, place of supply, SAC, tax, total in figures and words)' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'application/pdf' })
  @ApiNotFoundResponse({ description: 'No such booking of mine, or no such document of it' })
  async pdf(@CurrentPrincipal() user: UserPrincipal, @Param('id', ParseIdPipe) id: string, @Param('invoiceId', ParseIdPipe) invoiceId: string) {
    return pdfFile(await this.invoices.pdf({ realm: 'user', id: user.id }, id, invoiceId));
  }
}
