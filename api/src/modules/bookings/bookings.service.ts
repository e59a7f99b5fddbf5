import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  BookingSummary, MAX_TICKETS_PER_BOOKING, Messages, Paged, PAYMENT_HOLD_MINUTES, paiseToRupees, priceBreakdown, Quote,
  VendorTicketRow,
} from '@marketplace/shared-dto';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import { newOrderNo } from '../../common/identifiers';
import { pageOf } from '../../common/http/list-query.dto';
import { BookingFilter, BookingRow, BookingsRepository, BookingViewRow } from './bookings.repository';
import {
  BookingListQueryDto, bookingQuantity, CreateBookingDto, dayBound, QuoteBookingDto, toBookingResponse, toQuoteResponse,
  toVendorTicketRow, venueOf, VendorTicketsQueryDto,
} from './bookings.dto';
import { signTicketToken, ticketQrDataUrl, ticketQrPng } from './ticket-token';
import { renderTicketPdf } from './ticket-pdf';
import { PublicCacheService } from '../public-cache/public-cache.service';

/**
 * Booking rules: the server prices every booking (priceBreakdown of shared-dto), holds tickets with one
 * conditional UPDATE, and moves bookings only along pending → confirmed | cancelled, confirmed → cancelled.
 */
@Injectable()
export class BookingsService {
  constructor(
    private readonly repo: BookingsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly publicCache: PublicCacheService,
  ) {}

  async quote(dto: QuoteBookingDto): Promise<Quote> {
    const { breakdown, event } = await this.price(dto);
    return toQuoteResponse(breakdown, event.currency);
  }

  async create(userId: string, dto: CreateBookingDto): Promise<BookingSummary> {
    const { breakdown, event } = await this.price(dto);
    // nothing to pay: confirmed at once, whatever the method
    const free = breakdown.total === 0;
    const row = await this.repo.createWithHold(
      {
        orderNo: newOrderNo(),
        userId,
        eventId: event.id,
        sessionId: dto.sessionId ?? null,
        quantity: breakdown.quantity,
        unitPricePaise: breakdown.unitPrice,
        subtotalPaise: breakdown.subtotal,
        conveniencePaise: breakdown.convenience,
        deliveryPaise: breakdown.delivery,
        donationPaise: breakdown.donation,
        totalPaise: breakdown.total,
        currency: event.currency,
        paymentMethod: dto.paymentMethod,
        status: free ? 'confirmed' : 'pending',
      },
      !free && dto.paymentMethod === 'razorpay' ? PAYMENT_HOLD_MINUTES : null,
    );
    if (!row) throw new ConflictException(Messages.notEnoughTickets(await this.repo.ticketsAvailable(event.id)));
    await this.publicCache.eventChanged(event.id);
    return this.view(row.id);
  }

  async listForUser(userId: string, query: BookingListQueryDto): Promise<Paged<BookingSummary>> {
    return this.list({ ...this.filterOf(query), userId }, query);
  }

  async getForUser(userId: string, id: string): Promise<BookingSummary> {
    await this.owned(userId, id);
    return this.view(id);
  }

  async cancelForUser(userId: string, id: string): Promise<BookingSummary> {
    const booking = await this.owned(userId, id);
    if (!(await this.repo.cancelByUser(id, userId))) throw await this.refused(id, 'cancelled');
    await this.publicCache.eventChanged(booking.eventId);
    return this.view(id);
  }

  /** The PDF ticket; only a confirmed booking has one. */
  async ticketPdf(userId: string, id: string): Promise<{ file: Buffer; filename: string }> {
    await this.owned(userId, id);
    const r = (await this.repo.findView(id))!;
    const b = r.booking;
    if (b.status !== 'confirmed') throw new ConflictException(Messages.ticketNotReady);
    const venue = venueOf(r);
    const file = await renderTicketPdf({
      eventTitle: r.eventTitle,
      startsAt: r.sessionStartsAt ?? r.eventStartAt,
      timezone: r.eventTimezone,
      sessionLabel: r.sessionLabel || null,
      venue: venue ? [venue.name, venue.city].filter(Boolean).join(', ') : 'To be announced',
      holderName: r.userName ?? r.userPhone ?? r.userEmail ?? 'Ticket holder',
      quantity: b.quantity,
      totalRupees: paiseToRupees(b.totalPaise),
      bookingId: b.id,
      orderNo: b.orderNo,
      qrPng: await ticketQrPng(this.ticketToken(b.id)),
    });
    return { file, filename: `ticket-${b.orderNo}.pdf` };
  }

  async listForAdmin(query: BookingListQueryDto): Promise<Paged<BookingSummary>> {
    return this.list(this.filterOf(query), query);
  }

  async getForAdmin(id: string): Promise<BookingSummary> {
    await this.found(id);
    return this.view(id);
  }

  async approve(id: string): Promise<BookingSummary> {
    await this.found(id);
    if (!(await this.repo.approve(id))) throw await this.refused(id, 'approved');
    return this.view(id);
  }

  async reject(id: string): Promise<BookingSummary> {
    const booking = await this.found(id);
    if (!(await this.repo.reject(id))) throw await this.refused(id, 'rejected');
    await this.publicCache.eventChanged(booking.eventId);
    return this.view(id);
  }

  /** Bookings of the vendor's own events, newest first, 10 a page. */
  async listForVendor(vendorId: string, query: VendorTicketsQueryDto): Promise<Paged<VendorTicketRow>> {
    const { limit, offset } = pageOf(query, 10);
    const { rows, total } = await this.repo.list(
      { vendorId, eventId: query.eventId, vendorStatus: query.status, from: dayBound(query.from, 'start'), to: dayBound(query.to, 'end'), q: query.q },
      { limit, offset },
    );
    return { data: rows.map(toVendorTicketRow), total };
  }

  ticketToken(bookingId: string): string {
    return signTicketToken(bookingId, this.config.ticketSecret);
  }

  /** Quote rules shared by quote and create: a public, upcoming, priced event, a valid showtime, tickets left. */
  private async price(dto: QuoteBookingDto) {
    const quantity = bookingQuantity(dto);
    if (quantity > MAX_TICKETS_PER_BOOKING) throw new BadRequestException(Messages.tooManyTickets(MAX_TICKETS_PER_BOOKING));
    const event = await this.repo.findEvent(dto.eventId);
    if (!event || event.status !== 'approved' || !event.isPublished || !event.isActive) throw new NotFoundException(Messages.eventNotBookable);

    const sessions = await this.repo.sessionsOf(event.id);
    const session = dto.sessionId ? sessions.find((s) => s.id === dto.sessionId) : undefined;
    if (dto.sessionId && !session) throw new BadRequestException({ message: Messages.sessionNotOfEvent, details: { sessionId: Messages.sessionNotOfEvent } });
    if (sessions.length && !session) throw new BadRequestException({ message: Messages.sessionRequired, details: { sessionId: Messages.sessionRequired } });
    // a showtime is bookable until it starts; an event without showtimes until it ends
    const closesAt = session ? session.startsAt : event.endAt ?? event.startAt;
    if (closesAt.getTime() <= Date.now()) throw new BadRequestException(Messages.eventNotBookable);

    const unitPrice = event.isFree ? 0 : event.pricePaise;
    if (unitPrice === null) throw new BadRequestException(Messages.eventNoPrice);

    if (await this.repo.releaseExpiredHolds(event.id)) await this.publicCache.eventChanged(event.id);
    const available = await this.repo.ticketsAvailable(event.id);
    if (available < quantity) throw new ConflictException(Messages.notEnoughTickets(available));
    // a free ticket carries no donation: it would turn a free booking into a payment
    return { event, breakdown: priceBreakdown(unitPrice, quantity, unitPrice > 0 && dto.donation !== false) };
  }

  private filterOf(query: BookingListQueryDto): BookingFilter {
    return { status: query.status, eventId: query.eventId ?? query.event, q: query.q };
  }

  private async list(filter: BookingFilter, query: BookingListQueryDto): Promise<Paged<BookingSummary>> {
    const { limit, offset } = pageOf(query, 10);
    const order = query.order?.toLowerCase() === 'asc' ? 'asc' : 'desc';
    const { rows, total } = await this.repo.list(filter, { limit, offset, sort: query.sort, order });
    return { data: await Promise.all(rows.map((r) => this.toResponse(r))), total };
  }

  private async view(id: string): Promise<BookingSummary> {
    return this.toResponse((await this.repo.findView(id))!);
  }

  private async toResponse(r: BookingViewRow): Promise<BookingSummary> {
    const qr = r.booking.status === 'confirmed' ? await ticketQrDataUrl(this.ticketToken(r.booking.id)) : null;
    return toBookingResponse(r, qr);
  }

  private async found(id: string): Promise<BookingRow> {
    const booking = await this.repo.findById(id);
    if (!booking) throw new NotFoundException(Messages.bookingNotFound);
    return booking;
  }

  /** Someone else's booking answers exactly like a missing one. */
  private async owned(userId: string, id: string): Promise<BookingRow> {
    const booking = await this.repo.findById(id);
    if (!booking || booking.userId !== userId) throw new NotFoundException(Messages.bookingNotFound);
    return booking;
  }

  /** 409 naming the booking's current state (read again: the refused UPDATE may have lost a race). */
  private async refused(id: string, action: string) {
    const booking = await this.found(id);
    return new ConflictException(Messages.bookingTransition(booking.status, action));
  }
}
