import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { EventSales, PromoCodeSales, SalesDay, SalesRow, SeatCategorySales } from '@marketplace/shared-dto';

/** Swagger shapes of the sales answer (the TypeScript shapes live in shared-dto). Units of the type; money in rupees. */
class SalesFiguresDoc implements NonNullable<EventSales['totals']> {
  @ApiProperty() quantity: number;
  @ApiProperty({ description: 'Units (tickets) of confirmed bookings' }) sold: number;
  @ApiProperty({ description: 'Seats those tickets take (a pack of 4 is one ticket, 4 seats)' }) soldSeats: number;
  @ApiProperty({ description: 'Units of pending bookings and of open waitlist offers' }) held: number;
  @ApiProperty({ description: 'Units on sale' }) left: number;
  @ApiProperty({ example: 998, description: 'Ticket amounts of confirmed bookings, before fees' }) gross: number;
  @ApiProperty({ example: 49.9, description: "Convenience fees, a booking's shared among its lines by amount" }) fees: number;
  @ApiProperty({ example: 0, description: "Refunds promised or paid, a booking's shared among its lines by amount" }) refunded: number;
  @ApiProperty() checkedIn: number;
}

class SalesRowDoc extends SalesFiguresDoc implements SalesRow {
  @ApiProperty({ format: 'uuid' }) sessionId: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'null for an event without showtimes' }) startsAt: string | null;
  @ApiProperty() label: string;
  @ApiProperty({ format: 'uuid' }) ticketTypeId: string;
  @ApiProperty() ticketType: string;
}

class SalesDayDoc implements SalesDay {
  @ApiProperty({ example: '2026-11-21', description: 'A day in India' }) day: string;
  @ApiProperty({ description: 'Tickets (units) of confirmed bookings, as sold' }) tickets: number;
  @ApiProperty({ description: 'Seats those tickets take' }) seats: number;
  @ApiProperty() gross: number;
}

class PromoCodeSalesDoc implements PromoCodeSales {
  @ApiProperty({ example: 'DIWALI-10' }) code: string;
  @ApiProperty({ description: 'Confirmed bookings that used the code' }) uses: number;
  @ApiProperty({ example: 99.8, description: 'Rupees the code took off those bookings' }) discount: number;
}

class SalesEventDoc implements NonNullable<EventSales['event']> {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() title: string;
}

class SeatCategorySalesDoc implements SeatCategorySales {
  @ApiProperty({ example: 'Gold' }) category: string;
  @ApiProperty({ format: 'uuid' }) ticketTypeId: string;
  @ApiProperty({ description: 'Seats for sale (blocked ones left out)' }) seats: number;
  @ApiProperty({ description: 'Seats of confirmed bookings' }) sold: number;
  @ApiProperty({ description: 'Seats of pending bookings' }) held: number;
  @ApiProperty() available: number;
}

export class EventSalesDoc implements EventSales {
  @ApiProperty({ type: SalesEventDoc }) event: SalesEventDoc;
  @ApiProperty({ type: [SalesRowDoc] }) rows: SalesRowDoc[];
  @ApiProperty({ type: SalesFiguresDoc }) totals: SalesFiguresDoc;
  @ApiProperty({ type: [SalesDayDoc] }) daily: SalesDayDoc[];
  @ApiProperty({ type: [PromoCodeSalesDoc], description: 'Every code of the event with its confirmed uses and discount' }) promoCodes: PromoCodeSalesDoc[];
  @ApiProperty({ type: [SeatCategorySalesDoc], description: "A seated event's seats per plan category, in plan order (issue 24); empty for general admission" })
  seatCategories: SeatCategorySalesDoc[];
}
