import { Body, Controller, Get, Param, Put, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, VendorPrincipal } from '../../common/decorators/principal.decorator';
import { VendorOnly } from '../../common/guards/realm-auth.guards';
import { csvFile } from '../bookings/csv-file';
import { pdfFile } from '../invoices/pdf-file';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { PayoutsService } from './payouts.service';
import { PayoutTransfersService } from './payout-transfers.service';
import { PayoutAccountDto, SettlementsQueryDto } from './payouts.dto';
import { PayoutAccountAnswerDoc, PayoutHistoryDoc, SettlementStatementDoc } from './payouts.docs';

@ApiTags('vendor: payouts')
@Controller('vendor')
@VendorOnly()
export class PayoutsVendorController {
  constructor(private readonly payouts: PayoutsService, private readonly transfers: PayoutTransfersService) {}

  @Get('payouts')
  @ApiOperation({ summary: 'My payout history: a transfer per paid booking with its state (pending, awaiting_account, on_hold, processed, reversed, failed), amount, date and reason' })
  @ApiOkResponse({ type: PayoutHistoryDoc })
  history(@CurrentPrincipal() vendor: VendorPrincipal) {
    return this.transfers.history(vendor.id);
  }

  @Get('settlements')
  @ApiOperation({
    summary: 'What I am owed: per event and in total, ticket revenue, refunds, commission, its GST, TCS, payable, paid out, on hold and pending (rupees)',
    description: 'Over bookings with money received (refunded ones included), booked between from and to (days in Asia/Kolkata). '
      + 'A refund comes out of the ticket revenue first; commission, its GST and TCS follow what is left.',
  })
  @ApiOkResponse({ type: SettlementStatementDoc })
  @ApiBadRequestResponse({ description: 'eventId is not an id, or from/to is not a date' })
  statement(@CurrentPrincipal() vendor: VendorPrincipal, @Query() query: SettlementsQueryDto) {
    return this.payouts.statement(vendor.id, query);
  }

  @Get('settlements.csv')
  @ApiOperation({ summary: 'My settlement as CSV (filters as the statement): a row per booking with every figure, rupees, IST' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv, a header row then a row per booking' })
  @ApiBadRequestResponse({ description: 'eventId is not an id, or from/to is not a date' })
  async csv(@CurrentPrincipal() vendor: VendorPrincipal, @Query() query: SettlementsQueryDto): Promise<StreamableFile> {
    return csvFile(await this.payouts.csv(vendor.id, query), 'settlements');
  }

  @Get('settlements/:eventId/statement.pdf')
  @ApiOperation({ summary: 'The settlement statement of one of my events as an A4 PDF: the totals line by line, then every booking' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'application/pdf' })
  @ApiBadRequestResponse({ description: 'The id is not an id' })
  @ApiNotFoundResponse({ description: "Another vendor's or a missing event" })
  async statementPdf(@CurrentPrincipal() vendor: VendorPrincipal, @Param('eventId', ParseIdPipe) eventId: string): Promise<StreamableFile> {
    return pdfFile(await this.payouts.statementPdf(vendor.id, eventId));
  }

  @Get('payout-account')
  @ApiOperation({ summary: 'The bank account my payouts go to, the number masked (null while none is entered)' })
  @ApiOkResponse({ type: PayoutAccountAnswerDoc })
  account(@CurrentPrincipal() vendor: VendorPrincipal) {
    return this.payouts.account(vendor.id);
  }

  @Put('payout-account')
  @ApiOperation({ summary: "Set the bank account my payouts go to: accountHolder, ifsc ('Enter a valid IFSC.'), accountNumber (9–18 digits); answered masked" })
  @ApiOkResponse({ type: PayoutAccountAnswerDoc })
  @ApiBadRequestResponse({ description: 'A missing holder, an invalid IFSC or account number (details name the field)' })
  saveAccount(@CurrentPrincipal() vendor: VendorPrincipal, @Body() dto: PayoutAccountDto) {
    return this.payouts.saveAccount(vendor.id, dto);
  }
}
