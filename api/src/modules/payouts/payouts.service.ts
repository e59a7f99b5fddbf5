import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { Readable } from 'node:stream';
import {
  addSettlements, maskAccountNumber, Messages, paiseToRupees, PayoutAccountAnswer, SettlementEventRow, SettlementFigures,
  SettlementStatement, VendorPayoutSettings,
} from '@marketplace/shared-dto';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import { dayBound } from '../bookings/bookings.dto';
import { PayoutsRepository, SettlementFilter, VendorPayoutRow } from './payouts.repository';
import { SettledBooking, settlementsCsv } from './settlements-csv';
import { renderStatementPdf } from './statement-pdf';
import type { PayoutAccountDto, VendorPayoutDto } from './payouts.dto';
import { PayoutTransfersService } from './payout-transfers.service';
import { settlementOf } from './settlement-of';

interface StatementQuery {
  eventId?: string;
  from?: string;
  to?: string;
}

/** What organisers are owed, booking by booking (shared-dto's settleBooking), and where their payouts go. */
@Injectable()
export class PayoutsService {
  constructor(
    private readonly repo: PayoutsRepository,
    private readonly transfers: PayoutTransfersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async statement(vendorId: string | undefined, query: StatementQuery): Promise<SettlementStatement> {
    const settled = await this.settled(filterOf(vendorId, query));
    const byEvent = new Map<string, SettledBooking[]>();
    for (const s of settled) {
      const group = byEvent.get(s.row.eventId);
      if (group) group.push(s);
      else byEvent.set(s.row.eventId, [s]);
    }
    const data: SettlementEventRow[] = [...byEvent.values()].map((group) => {
      const { eventId, eventTitle, vendorId: owner, vendorName } = group[0].row;
      return { eventId, eventTitle, vendorId: owner, vendorName, ...figures(group) };
    });
    return { totals: figures(settled), data };
  }

  async csv(vendorId: string | undefined, query: StatementQuery): Promise<Readable> {
    return settlementsCsv(await this.settled(filterOf(vendorId, query)));
  }

  /** One event's statement as a PDF, for its own organiser (404 for anyone else's or a missing event). */
  async statementPdf(vendorId: string, eventId: string): Promise<{ file: Buffer; filename: string }> {
    const event = await this.repo.ownedEvent(eventId, vendorId);
    if (!event) throw new NotFoundException(Messages.eventNotFound);
    const settled = await this.settled({ vendorId, eventId });
    const file = await renderStatementPdf({ vendorName: event.vendorName, eventTitle: event.title, settled, totals: addSettlements(settled.map((s) => s.settlement)) });
    return { file, filename: `settlement-${event.code}.pdf` };
  }

  async account(vendorId: string): Promise<PayoutAccountAnswer> {
    return { account: accountOf(await this.vendor(vendorId)) };
  }

  async saveAccount(vendorId: string, dto: PayoutAccountDto): Promise<PayoutAccountAnswer> {
    const row = await this.repo.saveAccount(vendorId, dto);
    if (!row) throw new NotFoundException(Messages.vendorNotFound);
    // the sandbox links a simulated account to a saved bank account: payouts awaiting one go
    await this.transfers.accountLinked(vendorId);
    return { account: accountOf(row) };
  }

  async payoutSettings(vendorId: string): Promise<VendorPayoutSettings> {
    return this.settingsOf(await this.vendor(vendorId));
  }

  async savePayoutSettings(vendorId: string, dto: VendorPayoutDto): Promise<VendorPayoutSettings> {
    const row = await this.repo.savePayoutSettings(vendorId, { razorpayAccountId: dto.razorpayAccountId, commissionBps: dto.commissionBps });
    if (!row) throw new NotFoundException(Messages.vendorNotFound);
    if (row.razorpayAccountId) await this.transfers.accountLinked(vendorId);
    return this.settingsOf(row);
  }

  private async vendor(vendorId: string): Promise<VendorPayoutRow> {
    const row = await this.repo.vendorPayout(vendorId);
    if (!row) throw new NotFoundException(Messages.vendorNotFound);
    return row;
  }

  private settingsOf(row: VendorPayoutRow): VendorPayoutSettings {
    return {
      vendorId: row.id, razorpayAccountId: row.razorpayAccountId, commissionBps: row.commissionBps,
      effectiveCommissionBps: row.commissionBps ?? this.config.defaultCommissionBps, account: accountOf(row),
      payoutsHeld: row.payoutsHeld,
    };
  }

  private async settled(filter: SettlementFilter): Promise<SettledBooking[]> {
    const rows = await this.repo.settlementBookings(filter);
    return rows.map((row) => ({ row, settlement: settlementOf(row, this.config.defaultCommissionBps) }));
  }
}

/** The statement's filters as the repository takes them: booking days in India. */
const filterOf = (vendorId: string | undefined, query: StatementQuery): SettlementFilter =>
  ({ vendorId, eventId: query.eventId, from: dayBound(query.from, 'start'), to: dayBound(query.to, 'end') });

/**
 * A statement's figures in rupees. Paid out: in the organiser's linked account and no longer held; on hold: sent
 * and held (until its date, or by an administrator); pending: the rest of what is payable (not yet sent, awaiting
 * an account, failed; negative while a reversal is on its way).
 */
function figures(settled: SettledBooking[]): SettlementFigures {
  const sum = addSettlements(settled.map((s) => s.settlement));
  let paidOut = 0;
  let onHold = 0;
  for (const { row } of settled) {
    if (row.transferHeld) onHold += row.transferred;
    else if (row.transferProcessed) paidOut += row.transferred;
  }
  return {
    bookings: settled.length, ticketRevenue: paiseToRupees(sum.ticketRevenue), refunds: paiseToRupees(sum.refunds),
    commission: paiseToRupees(sum.commission), commissionGst: paiseToRupees(sum.commissionGst), tcs: paiseToRupees(sum.tcs),
    payable: paiseToRupees(sum.payable), paidOut: paiseToRupees(paidOut), onHold: paiseToRupees(onHold), pending: paiseToRupees(sum.payable - paidOut - onHold),
  };
}

function accountOf(row: VendorPayoutRow): PayoutAccountAnswer['account'] {
  if (!row.payoutAccountHolder || !row.payoutIfsc || !row.payoutAccountNumber) return null;
  return { accountHolder: row.payoutAccountHolder, ifsc: row.payoutIfsc, accountNumber: maskAccountNumber(row.payoutAccountNumber) };
}
