import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/guards/realm-auth.guards';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { csvFile } from '../bookings/csv-file';
import { PayoutsService } from './payouts.service';
import { PayoutTransfersService } from './payout-transfers.service';
import { AdminSettlementsQueryDto, PayoutHistoryQueryDto, VendorPayoutDto } from './payouts.dto';
import { PayoutHistoryDoc, PayoutHoldAnswerDoc, SettlementStatementDoc, VendorPayoutSettingsDoc } from './payouts.docs';

@ApiTags('admin: payouts')
@Controller('admin')
@AdminOnly()
export class PayoutsAdminController {
  constructor(private readonly payouts: PayoutsService, private readonly transfers: PayoutTransfersService) {}

  @Get('payouts')
  @ApiOperation({ summary: "Organisers' payout history, for one vendor (vendorId) or all: each transfer with its state, amount, date and reason" })
  @ApiOkResponse({ type: PayoutHistoryDoc })
  @ApiBadRequestResponse({ description: 'vendorId is not an id' })
  history(@Query() query: PayoutHistoryQueryDto) {
    return this.transfers.history(query.vendorId);
  }

  @Post('vendors/:id/payouts/hold')
  @HttpCode(200)
  @ApiOperation({ summary: "Hold all of a vendor's transfers (on hold with no date), now and for new ones, until released" })
  @ApiOkResponse({ type: PayoutHoldAnswerDoc })
  @ApiBadRequestResponse({ description: 'The id is not an id' })
  @ApiNotFoundResponse({ description: 'Vendor not found' })
  hold(@Param('id', ParseIdPipe) id: string) {
    return this.transfers.setHeld(id, true);
  }

  @Post('vendors/:id/payouts/release')
  @HttpCode(200)
  @ApiOperation({ summary: "Release a vendor's hold: its transfers are held until PAYOUT_HOLD_HOURS after their show again (released if that has passed)" })
  @ApiOkResponse({ type: PayoutHoldAnswerDoc })
  @ApiBadRequestResponse({ description: 'The id is not an id' })
  @ApiNotFoundResponse({ description: 'Vendor not found' })
  release(@Param('id', ParseIdPipe) id: string) {
    return this.transfers.setHeld(id, false);
  }

  @Get('settlements')
  @ApiOperation({ summary: "Organisers' settlements per event and in total, for one vendor (vendorId) or all; filters eventId, from, to as the vendor's statement" })
  @ApiOkResponse({ type: SettlementStatementDoc })
  @ApiBadRequestResponse({ description: 'vendorId or eventId is not an id, or from/to is not a date' })
  statement(@Query() query: AdminSettlementsQueryDto) {
    return this.payouts.statement(query.vendorId, query);
  }

  @Get('settlements.csv')
  @ApiOperation({ summary: 'Settlements as CSV (filters as the statement): a row per booking with every figure, rupees, IST' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv, a header row then a row per booking' })
  @ApiBadRequestResponse({ description: 'vendorId or eventId is not an id, or from/to is not a date' })
  async csv(@Query() query: AdminSettlementsQueryDto): Promise<StreamableFile> {
    return csvFile(await this.payouts.csv(query.vendorId, query), 'settlements');
  }

  @Get('vendors/:id/payout')
  @ApiOperation({ summary: "A vendor's payout settings: Route linked account, commission (own and applied), bank account masked" })
  @ApiOkResponse({ type: VendorPayoutSettingsDoc })
  @ApiNotFoundResponse({ description: 'Vendor not found' })
  settings(@Param('id', ParseIdPipe) id: string) {
    return this.payouts.payoutSettings(id);
  }

  @Put('vendors/:id/payout')
  @ApiOperation({ summary: "Link a vendor to its Razorpay Route account (razorpayAccountId 'acc_…', null unlinks) and set its commission (commissionBps, null: the default)" })
  @ApiOkResponse({ type: VendorPayoutSettingsDoc })
  @ApiBadRequestResponse({ description: 'Not an acc_ id, or commissionBps outside 0–10000' })
  @ApiNotFoundResponse({ description: 'Vendor not found' })
  save(@Param('id', ParseIdPipe) id: string, @Body() dto: VendorPayoutDto) {
    return this.payouts.savePayoutSettings(id, dto);
  }
}
