import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { EventSales, Messages, paiseToRupees, SalesRow } from '@marketplace/shared-dto';
import { SalesRepository } from './sales.repository';

/** The organiser's sales of one event: per showtime × type, totals, and confirmed sales per day. */
@Injectable()
export class SalesService {
  constructor(private readonly repo: SalesRepository) {}

  async forVendor(vendorId: string, eventId: string, sessionId?: string): Promise<EventSales> {
    const event = await this.repo.ownedEvent(eventId, vendorId);
    if (!event) throw new NotFoundException(Messages.eventNotFound);
    if (sessionId && !(await this.repo.sessionOf(eventId, sessionId))) {
      throw new BadRequestException({ message: Messages.sessionNotOfEvent, details: { sessionId: Messages.sessionNotOfEvent } });
    }
    const [facts, daily, codes, seatCategories] = await Promise.all([
      this.repo.rows(eventId, sessionId), this.repo.daily(eventId, sessionId), this.repo.promoCodes(eventId, sessionId), this.repo.seatCategories(eventId, sessionId),
    ]);
    const rows: SalesRow[] = facts.map((f) => ({
      sessionId: f.sessionId, startsAt: f.implicit ? null : new Date(f.startsAt).toISOString(), label: f.label,
      ticketTypeId: f.ticketTypeId, ticketType: f.ticketType, quantity: f.quantity, sold: f.sold, soldSeats: f.soldSeats, held: f.held - f.sold, left: f.available,
      gross: paiseToRupees(f.grossPaise), fees: paiseToRupees(f.feesPaise), refunded: paiseToRupees(f.refundedPaise), checkedIn: f.checkedIn,
    }));
    const sum = (pick: (f: (typeof facts)[number]) => number) => facts.reduce((n, f) => n + pick(f), 0);
    return {
      event,
      rows,
      totals: {
        quantity: sum((f) => f.quantity), sold: sum((f) => f.sold), soldSeats: sum((f) => f.soldSeats), held: sum((f) => f.held - f.sold), left: sum((f) => f.available),
        gross: paiseToRupees(sum((f) => f.grossPaise)), fees: paiseToRupees(sum((f) => f.feesPaise)), refunded: paiseToRupees(sum((f) => f.refundedPaise)),
        checkedIn: sum((f) => f.checkedIn),
      },
      daily: daily.map((d) => ({ day: d.day, tickets: d.tickets, seats: d.seats, gross: paiseToRupees(d.grossPaise) })),
      promoCodes: codes.map((c) => ({ code: c.code, uses: c.uses, discount: paiseToRupees(c.discountPaise) })),
      seatCategories,
    };
  }
}
