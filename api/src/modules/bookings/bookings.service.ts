import { BadRequestException, ConflictException, HttpException, Inject, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import {
  bestAvailableSeats, BookingSummary, GroupDiscountRule, Locale, MAX_TICKETS_PER_BOOKING, Messages, OrderPricePaise, Paged, PAYMENT_HOLD_MINUTES,
  gstStateCodeOf, priceOrder, Quote, rupeesToPaise, SeatMapCategory, seatShortName, ShowtimeSeatMap, TaxContext, taxOfOrder, VendorTicketRow,
} from '@marketplace/shared-dto';
import type { BookingTax } from '../../db/schema';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import type { Tx } from '../../db/database';
import { newOrderNo } from '../../common/identifiers';
import { pageOf } from '../../common/http/list-query.dto';
import {
  Bookable, BookableEvent, BookingFilter, CancelEffects, Buyer, BookingRow, BookingsRepository, BookingViewRow, ConfirmEffects, HoldLine, HoldRefused, InventoryRow,
  Held, LineRow, SeatRow, SessionRow, TicketRow, TicketTypeRow, Verify,
} from './bookings.repository';
import {
  BookingListQueryDto, CreateBookingDto, dayBound, lineSeatsOf, QuoteBookingDto, Requested, requestedOf, toBookingPrice, toBookingResponse, toQuoteResponse, toSeatMap,
  toTicketResponse, toVendorTicketRow, venueOf, VendorTicketsQueryDto,
} from './bookings.dto';

// the row other modules (payments) read a booking as
export type { BookingRow } from './bookings.repository';

/**
 * What a captured payment did to its booking: confirmed (and paid); cancelled, so the money is owed back
 * (refund_due); or paid already through another order of the booking, so this payment goes back.
 */
export type PaymentTaken = 'confirmed' | 'cancelled' | 'paid_already';

interface Priced {
  /** The buyer, when read with the event (null when priced from a copy: the hold reads them). */
  buyer: Buyer | null;
  event: Bookable;
  session: SessionRow;
  order: OrderPricePaise;
  /** The order's GST and where it is supplied. */
  tax: BookingTax;
  /** The types of the lines, in line order. */
  types: TicketTypeRow[];
  /** The promo code asked for, checked (its use is taken by the hold when its discount applies). */
  promo: UsablePromo | null;
  /** The waitlist offer booked with (its seats are held for the buyer), checked. */
  offer: UsableOffer | null;
  /** A seated order's seats, in plan order, per line (in line order); empty lists for general admission. */
  lineSeats: SeatRow[][];
}

/** 'F-12' */
const shortOf = (s: SeatRow) => seatShortName(s.row, s.seat);

/** How many events' copies a process keeps for pricing (the oldest read goes first). */
const EVENT_COPIES = 500;

const onSaleAt = (t: TicketTypeRow, now: number) => (!t.salesStart || t.salesStart.getTime() <= now) && (!t.salesEnd || t.salesEnd.getTime() > now);
const refuse = (field: string, message: string) => new BadRequestException({ message, details: { [field]: message } });

/** The event's group discount (pricing.groupDiscount, maxDiscount in rupees) as the pricing function takes it. */
function groupDiscountOf(event: BookableEvent): GroupDiscountRule | null {
  const g = (event.pricing as { groupDiscount?: Record<string, unknown> } | null)?.groupDiscount;
  if (!g) return null;
  const max = typeof g.maxDiscount === 'number' ? rupeesToPaise(g.maxDiscount) : null;
  return { enabled: g.enabled === true, minQuantity: Number(g.minQuantity ?? 0), discountType: 'percentage', discountValue: Number(g.discountValue ?? 0), maxDiscountPaise: max };
}

/** 'Only N left' (or 'Sold out') for one type of a session; null when n units fit. */
function shortage(inv: InventoryRow | undefined, type: TicketTypeRow, n: number): string | null {
  const left = inv?.available ?? 0;
  if (left >= n) return null;
  return left === 0 ? Messages.soldOut : Messages.onlyLeft(left, type.name);
}
import { signTicketToken, ticketQrDataUrl, ticketQrPng } from './ticket-token';
import { renderTicketPdf } from './ticket-pdf';
import { BookingLineCsvRow, bookingsCsv } from './bookings-csv';
import type { Readable } from 'node:stream';
import { JobsService } from '../jobs/jobs.service';
import { BOOKING_CANCELLED_JOB, BOOKING_CONFIRMED_JOB, BOOKING_PAID_JOB, BOOKING_REFUND_DUE_JOB, refundDueJobKey } from './booking-jobs';
import { PublicCacheService } from '../public-cache/public-cache.service';
import { InvoicesService } from '../invoices/invoices.service';
import type { UserToken } from '../../common/decorators/principal.decorator';
import { PromoCodesService, UsablePromo } from '../promo-codes/promo-codes.service';
import { UsableOffer, WaitlistService } from '../waitlist/waitlist.service';

/**
 * Booking rules: the server prices every booking (priceOrder of shared-dto), holds all its lines in one
 * statement, and moves bookings only along pending → confirmed | cancelled, confirmed → cancelled.
 */
@Injectable()
export class BookingsService {
  /** The last read of each event, to price a create from without reading it again (see create). */
  private readonly copies = new Map<string, Bookable>();

  constructor(
    private readonly repo: BookingsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobsService,
    private readonly publicCache: PublicCacheService,
    private readonly invoices: InvoicesService,
    private readonly promoCodes: PromoCodesService,
    private readonly waitlist: WaitlistService,
  ) {}

  async quote(token: UserToken, dto: QuoteBookingDto): Promise<Quote> {
    const { order, event, tax, lineSeats } = await this.price(token, dto);
    return toQuoteResponse(order, event.currency, tax, lineSeats.map(lineSeatsOf));
  }

  /**
   * Prices as the quote does, then holds every line in one statement (see BookingsRepository.hold), which
   * answers what it stored. The price comes from this process's copy of the event when it has one: the hold
   * statement then checks that the event's catalogue is still at the copy's version and that the token is still
   * the buyer's, so a create is one statement. Whatever the copy may have got wrong (the hold refused, a rule
   * broken, a legacy order that picks its type by what is left) is priced again from a fresh read, as without a copy.
   * The public cache's notice to other processes goes in a batch.
   */
  async create(token: UserToken, dto: CreateBookingDto): Promise<BookingSummary> {
    const copy = 'legacy' in requestedOf(dto) ? undefined : this.copies.get(dto.eventId);
    let done = copy ? await this.holdFromCopy(token, dto, copy) : null;
    if (!done) {
      const priced = await this.price(token, dto);
      try {
        done = { priced, held: await this.hold(dto, token.id, priced) };
      } catch (err) {
        throw err instanceof HoldRefused ? await this.whyRefused(token, priced, err) : err;
      }
    }
    const { priced: { event, session, types, offer, order }, held } = done;
    const buyer = (held.buyer ?? done.priced.buyer)!;
    this.publicCache.eventChanged(event.id);
    // a free booking's tickets, or the offer to the next entry of what an offer's booking left
    if (order.total === 0 || offer) this.jobs.runSoon();
    const typeName = new Map(types.map((t) => [t.id, t.name]));
    return this.responseOf(
      {
        booking: held.booking, eventTitle: event.title, eventSlug: event.slug, eventCode: event.code, eventStartAt: event.startAt, eventEndAt: event.endAt,
        eventTimezone: event.timezone, eventType: event.eventType, eventCity: event.city, eventLocation: event.location, eventOnlineDetails: event.onlineDetails, eventBanner: event.bannerImage,
        venueName: event.venueName, venueCity: event.venueCity, sessionStartsAt: session.startsAt, sessionLabel: session.label, sessionImplicit: session.implicit,
        userName: buyer.name, userEmail: buyer.email, userPhone: buyer.phone, userLocale: buyer.locale,
      },
      held.lines,
      held.tickets.map((t) => ({ ...t, ticketType: typeName.get(t.ticketTypeId) ?? '' })),
    );
  }

  /** A create priced from the copy and held with its checks; null when the copy's answer is not to be trusted (see create). */
  private async holdFromCopy(token: UserToken, dto: CreateBookingDto, copy: Bookable): Promise<{ priced: Priced; held: Held } | null> {
    try {
      const priced = await this.price(token, dto, copy);
      return { priced, held: await this.hold(dto, token.id, priced, { catalogueVersion: copy.catalogueVersion, tokenVersion: token.tokenVersion }) };
    } catch (err) {
      if (err instanceof HttpException || err instanceof HoldRefused) return null;
      throw err;
    }
  }

  /** The hold of a priced order, in one statement; throws HoldRefused. */
  private async hold(dto: CreateBookingDto, userId: string, priced: Priced, verify: Verify | null = null): Promise<Held> {
    const { order, event, session, tax, promo, offer, lineSeats } = priced;
    // the code's use is taken only when its discount is the one applied
    const used = order.discountSource === 'promo' ? promo : null;
    // nothing to pay: confirmed at once (paymentStatus free), whatever the method or without one
    const free = order.total === 0;
    if (!free && !dto.paymentMethod) throw refuse('paymentMethod', Messages.paymentMethodRequired);
    const holdMinutes = free ? null : dto.paymentMethod === 'razorpay' ? PAYMENT_HOLD_MINUTES : this.config.codHoldHours * 60;
    const lines: HoldLine[] = order.lines.map((l, i) => ({
      ticketTypeId: l.ticketTypeId, sessionId: session.id, name: l.name, quantity: l.quantity, seats: l.seats, unitPricePaise: l.unitPrice, amountPaise: l.amount,
      ...lineSeatsOf(lineSeats[i]),
    }));
    return this.repo.hold(
      {
        orderNo: newOrderNo(), userId, eventId: event.id, sessionId: session.id, quantity: order.quantity, seats: order.seats,
        unitPricePaise: order.lines[0].unitPrice, subtotalPaise: order.subtotal, discountPaise: order.discount,
        conveniencePaise: order.convenience, deliveryPaise: order.delivery, donationPaise: order.donation, totalPaise: order.total,
        // a free order stores the method asked for, or online (the booking wizard's default): nothing is ever collected
        currency: event.currency, billingState: tax.billingState, tax, paymentMethod: dto.paymentMethod ?? 'razorpay', status: free ? 'confirmed' : 'pending',
        paymentStatus: free ? 'free' : 'unpaid', promoCode: used?.rule.code ?? null,
      },
      lines, holdMinutes, this.config.maxTicketsPerBuyerPerEvent, this.confirmEffects(),
      // a free booking is confirmed by the hold itself: its invoice is issued in the same transaction
      free ? (tx, bookingId) => this.invoices.issueForBookingWithin(tx, bookingId) : undefined,
      used && { id: used.id, maxUsesPerBuyer: used.maxUsesPerBuyer },
      offer && { entryId: offer.id, offers: this.waitlist.offers() },
      verify,
    );
  }

  /** Why a hold priced from a fresh read was refused, as the error to answer with (or thrown by the check that tells). */
  private async whyRefused(token: UserToken, priced: Priced, err: HoldRefused): Promise<HttpException> {
    const { order, event, session, types, promo, offer, lineSeats } = priced;
    const cap = this.config.maxTicketsPerBuyerPerEvent;
    if (err.reason === 'buyer_cap') return new ConflictException(Messages.buyerCapReached(cap, await this.repo.buyerSeats(token.id, event.id)));
    if (err.reason === 'promo_uses' || err.reason === 'promo_buyer') return this.promoCodes.usedUp(err.reason);
    // the offer expired or was used since the quote: say so
    if (offer) await this.waitlist.usableOffer(offer.id, token.id, event.id);
    // a code disabled or out of its dates since the quote refused the statement: say so
    if (order.discountSource === 'promo' && promo) await this.promoCodes.usable(event.id, promo.rule.code, token.id, order.lines);
    // a chosen seat taken meanwhile: the first of them is named
    const chosen = new Set(lineSeats.flat().map((s) => s.seatGuid));
    if (chosen.size) {
      const taken = (await this.repo.seatsOf(session.id, [...chosen])).find((s) => s.status !== 'available');
      if (taken) return new ConflictException(Messages.seatTaken(shortOf(taken)));
    }
    // the statement was refused as a whole; read what is left now to say why
    const now = (await this.repo.bookable(event.id, token)).event;
    if (now?.sellerSuspended) return new ConflictException(Messages.eventNotOnSale);
    return new ConflictException((now && this.shortageIn(session.id, now, types, order)) ?? Messages.soldOut);
  }

  async listForUser(userId: string, query: BookingListQueryDto): Promise<Paged<BookingSummary>> {
    return this.list({ ...this.filterOf(query), userId }, query);
  }

  async getForUser(userId: string, id: string): Promise<BookingSummary> {
    await this.owned(userId, id);
    return this.view(id);
  }

  /**
   * The buyer cancels: a pending booking at any time, a confirmed one until CANCEL_CUTOFF_HOURS before the
   * start. A paid booking is then refunded its ticket price: the refund-due job committed with the cancellation
   * (payments handles it) runs at once, so the answer shows where the refund stands.
   */
  async cancelForUser(userId: string, id: string): Promise<BookingSummary> {
    const booking = await this.owned(userId, id);
    if (!(await this.repo.cancelByUser(id, userId, this.config.cancelCutoffHours, this.cancelEffects(null)))) {
      if ((await this.found(id)).status === 'confirmed') throw new ConflictException(Messages.cancelCutoff(this.config.cancelCutoffHours));
      throw await this.refused(id, 'cancelled');
    }
    this.publicCache.eventChanged(booking.eventId);
    await this.jobs.runNow(refundDueJobKey(id, 'cancelled'));
    this.jobs.runSoon();
    return this.view(id);
  }

  /** The PDF: a page with the order and its price breakdown, then a page per ticket with its QR. Only a confirmed booking has one. */
  async ticketPdf(userId: string, id: string): Promise<{ file: Buffer; filename: string }> {
    await this.owned(userId, id);
    const r = (await this.repo.findView(id))!;
    const b = r.booking;
    if (b.status !== 'confirmed') throw new ConflictException(Messages.ticketNotReady);
    const venue = venueOf(r);
    const [lines, tickets] = await Promise.all([this.repo.linesOf([b.id]), this.repo.ticketsOf([b.id])]);
    const file = await renderTicketPdf({
      eventTitle: r.eventTitle,
      startsAt: r.sessionImplicit ? r.eventStartAt : r.sessionStartsAt ?? r.eventStartAt,
      timezone: r.eventTimezone,
      sessionLabel: r.sessionImplicit ? null : r.sessionLabel || null,
      venue: venue ? [venue.name, venue.city].filter(Boolean).join(', ') : 'To be announced',
      buyerName: r.userName ?? r.userPhone ?? r.userEmail ?? 'Ticket holder',
      price: toBookingPrice(b, lines.get(b.id) ?? []),
      bookingId: b.id,
      orderNo: b.orderNo,
      tickets: await Promise.all((tickets.get(b.id) ?? []).map(async (t) => ({
        number: t.number, ticketType: t.ticketType, holderName: t.holderName, seat: t.seatLabel, qrPng: await ticketQrPng(this.ticketToken(t.id)),
      }))),
      cancelCutoffHours: this.config.cancelCutoffHours,
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

  /** A booking for a notice to its buyer, with the buyer's language read in the same query. */
  async forNotice(id: string): Promise<{ booking: BookingSummary; locale: Locale }> {
    const row = await this.repo.findView(id);
    if (!row) throw new NotFoundException(Messages.bookingNotFound);
    const [booking] = await this.responses([row]);
    return { booking, locale: row.userLocale };
  }

  async approve(id: string): Promise<BookingSummary> {
    await this.found(id);
    if (!(await this.repo.approve(id, this.confirmEffects()))) throw await this.refused(id, 'approved');
    this.jobs.runSoon();
    return this.view(id);
  }

  /**
   * Cash collected for a cash-on-delivery booking, by an administrator or the event's vendor at the door: it is
   * paid (and confirmed, with its tickets, if still pending), so it counts as revenue. Another vendor's is 404.
   */
  async markCashCollected(id: string, vendorId: string | null = null): Promise<BookingSummary> {
    const booking = await this.found(id);
    if (vendorId && !(await this.repo.ownedByVendor(id, vendorId))) throw new NotFoundException(Messages.bookingNotFound);
    const collected = await this.repo.transaction(async (tx) => {
      const before = await this.repo.lockWithin(tx, id);
      if (!(await this.repo.markCashCollected(id, vendorId, this.confirmEffects(), tx))) return false;
      // paid now: its invoices in the same transaction
      await this.invoices.issueForBookingWithin(tx, id);
      // approved earlier, its tickets went out without invoices: they follow by mail
      if (before.status === 'confirmed') await this.jobs.enqueue(BOOKING_PAID_JOB, `${BOOKING_PAID_JOB}:${id}`, { bookingId: id }, tx);
      return true;
    });
    if (!collected) {
      const now = await this.found(id);
      throw new ConflictException(now.paymentMethod !== 'cod' ? Messages.cashNotCod : Messages.bookingTransition(now.status === 'confirmed' ? now.paymentStatus.replace('_', ' ') : now.status, 'marked paid'));
    }
    this.jobs.runSoon();
    this.publicCache.eventChanged(booking.eventId);
    return this.view(id);
  }

  async reject(id: string): Promise<BookingSummary> {
    const booking = await this.found(id);
    if (!(await this.repo.reject(id, this.cancelEffects()))) throw await this.refused(id, 'rejected');
    this.publicCache.eventChanged(booking.eventId);
    return this.view(id);
  }

  /** Bookings of the vendor's own events, newest first, 10 a page. */
  async listForVendor(vendorId: string, query: VendorTicketsQueryDto): Promise<Paged<VendorTicketRow>> {
    const { limit, offset } = pageOf(query, 10);
    const { rows, total } = await this.repo.list({ vendorId, ...this.vendorFilterOf(query) }, { limit, offset });
    const lines = await this.repo.linesOf(rows.map((r) => r.booking.id));
    return { data: rows.map((r) => toVendorTicketRow(r, lines.get(r.booking.id) ?? [])), total };
  }

  /** CSV of the vendor's bookings with the tickets screen's filters (eventId, from, to, status, q): a row per booking line. */
  exportForVendor(vendorId: string, query: VendorTicketsQueryDto): Readable {
    return bookingsCsv(this.lineBatches({ vendorId, ...this.vendorFilterOf(query) }), 'vendor');
  }

  /** CSV of all bookings with the admin list's filters: a row per booking line. */
  exportForAdmin(query: BookingListQueryDto): Readable {
    return bookingsCsv(this.lineBatches(this.filterOf(query)), 'admin');
  }

  /** The export's batches as a row per booking line (a booking without lines keeps one row of its own figures). */
  private async *lineBatches(filter: BookingFilter): AsyncGenerator<BookingLineCsvRow[]> {
    for await (const batch of this.repo.batches(filter)) {
      const lines = await this.repo.linesOf(batch.map((r) => r.booking.id));
      yield batch.flatMap((r): BookingLineCsvRow[] => {
        const own = lines.get(r.booking.id) ?? [];
        return own.length ? own.map((line) => ({ ...r, line })) : [{ ...r, line: null }];
      });
    }
  }

  /** The booking as stored, or undefined: for modules that act on a booking (payments) and check it themselves. */
  findById(id: string): Promise<BookingRow | undefined> {
    return this.repo.findById(id);
  }

  /**
   * A captured payment reaches its booking, inside the transaction that marks the payment paid (the payments
   * module's), so the payment, the confirmation, the tickets, the invoices and the delivery job commit together or not at all.
   * The booking's side stays here: payments asks through this service and never writes a booking's state.
   * The transaction is passed, not held ambiently, so what joins the caller's transaction shows in the signature.
   */
  async takePaymentWithin(tx: Tx, bookingId: string): Promise<PaymentTaken> {
    const effects = this.confirmEffects();
    if (await this.repo.confirmPaidWithin(tx, bookingId, effects)) {
      await this.invoices.issueForBookingWithin(tx, bookingId);
      return 'confirmed';
    }
    const booking = await this.repo.lockWithin(tx, bookingId);
    // Released by expiry while the buyer was paying: take the tickets again if they are still there.
    if (booking.status === 'cancelled' && booking.cancelReason === 'hold_expired' && (await this.repo.rehold(tx, booking))) {
      await this.repo.reopenPaidWithin(tx, booking.id, effects);
      await this.invoices.issueForBookingWithin(tx, booking.id);
      return 'confirmed';
    }
    if (booking.status !== 'cancelled') return 'paid_already';
    await this.repo.markRefundDueWithin(tx, booking.id, this.jobs.within(BOOKING_REFUND_DUE_JOB));
    return 'cancelled';
  }

  /** A full refund cancels a confirmed booking, giving its seats back, inside the refund's transaction. */
  cancelRefundedWithin(tx: Tx, bookingId: string): Promise<void> {
    return this.repo.cancelWithin(tx, bookingId, 'refunded', this.cancelEffects());
  }

  /**
   * The cancellation cascade of an event, or of one of its showtimes, cancelled by its organiser or an
   * administrator: every pending and confirmed booking of it is cancelled in ONE statement (seats given back),
   * each paid one gets its refund-due job (refunded in full, fees and donation included, through the refund
   * job), and each buyer a notice job (e-mail and SMS with `reason`). With `tx` it joins the caller's
   * transaction (the one that sets the event's status), so the event and its bookings change together;
   * without, it runs in its own. The jobs run once committed (at once here without `tx`, else by the poller
   * or the caller's runSoon). Answers how many bookings were cancelled.
   */
  async cancelEventBookings(input: { eventId: string; sessionId?: string | null; reason: string }, tx?: Tx): Promise<{ cancelled: number }> {
    const run = (t: Tx) => this.repo.cancelForEventWithin(t, input.eventId, input.sessionId ?? null, this.cancelEffects(input.reason));
    const cancelled = tx ? await run(tx) : await this.repo.transaction(run);
    if (!tx) {
      this.publicCache.eventChanged(input.eventId);
      this.jobs.runSoon();
    }
    return { cancelled };
  }

  /** Keeps the event's latest read for create to price from (see create). */
  private keepCopy(event: Bookable): void {
    this.copies.delete(event.id);
    this.copies.set(event.id, event);
    if (this.copies.size > EVENT_COPIES) this.copies.delete(this.copies.keys().next().value!);
  }

  ticketToken(ticketId: string): string {
    return signTicketToken(ticketId, this.config.ticketSecret);
  }

  /**
   * Quote rules shared by quote and create: a token not revoked (the guard left that to this read), a public event, a showtime of it (the implicit one when it
   * has none) that has not started, known types on sale, per-order limits, and seats left now. Create
   * checks the seats again in the hold statement itself; this read only gives the early, precise answer. With `copy`
   * (create only), the event is not read: the buyer and the seats left are then the hold statement's to check.
   */
  private async price(token: UserToken, dto: QuoteBookingDto, copy?: Bookable): Promise<Priced> {
    const requested = requestedOf(dto);
    const { buyer, event } = copy ? { buyer: null, event: copy } : await this.repo.bookable(dto.eventId, token);
    if (!copy && !buyer) throw new UnauthorizedException();
    if (!copy && event) this.keepCopy(event);
    if (!event || event.status !== 'approved' || !event.isPublished || !event.isActive) throw new NotFoundException(Messages.eventNotBookable);
    if (event.sellerSuspended) throw new ConflictException(Messages.eventNotOnSale);

    const { sessions, types } = event;
    const shown = sessions.filter((s) => !s.implicit);
    let session: SessionRow | undefined;
    if (dto.sessionId) {
      // an event without showtimes has its one implicit session: a seated one shows it (its map is read by its id)
      session = sessions.find((s) => s.id === dto.sessionId && (!s.implicit || !shown.length));
      if (!session) throw refuse('sessionId', Messages.sessionNotOfEvent);
    } else if (shown.length) {
      throw refuse('sessionId', Messages.sessionRequired);
    } else {
      session = sessions.find((s) => s.implicit);
    }
    if (!session || !types.length) throw new BadRequestException(Messages.eventNoPrice);
    if (session.cancelledAt) throw new ConflictException(Messages.showtimeCancelled);
    // a showtime is bookable until it starts; an event without showtimes until it ends
    const closesAt = session.implicit ? event.endAt ?? event.startAt : session.startsAt;
    if (closesAt.getTime() <= Date.now()) throw new BadRequestException(Messages.eventNotBookable);

    const now = Date.now();
    // a hidden type is sold only with its access code (issue 23)
    const accessCode = dto.accessCode?.trim().toUpperCase();
    const unlocked = (t: TicketTypeRow) => !t.hidden || (!!accessCode && t.accessCode === accessCode);
    // an offer's seats are held for its buyer: the order is its showtime × type, at most its quantity
    const offer = dto.waitlistEntryId === undefined ? null : await this.waitlist.usableOffer(dto.waitlistEntryId, token.id, event.id);
    let items: { type: TicketTypeRow; quantity: number; field: string; seats?: SeatRow[] }[];
    const seatedTypes = new Set(event.seatingPlanId ? event.seatCategories.map((m) => m.ticketTypeId) : []);
    if ('seats' in requested || 'best' in requested) {
      if (!seatedTypes.size) throw refuse('seats' in requested ? 'seats' : 'bestAvailable', Messages.seatsNotSeated);
      const chosen = await this.chosenSeats(session.id, event, types, requested);
      // a line per type, in the event's order of types, with its seats in plan order
      items = types.filter((t) => chosen.some((s) => s.ticketTypeId === t.id)).map((type) => {
        if (!unlocked(type)) throw refuse('accessCode', Messages.accessCodeNeeded);
        const seats = chosen.filter((s) => s.ticketTypeId === type.id);
        return { type, quantity: seats.length, field: 'seats', seats };
      });
    } else if (seatedTypes.size && ('legacy' in requested || requested.items.some((i) => seatedTypes.has(i.ticketTypeId)))) {
      throw refuse('legacy' in requested ? 'qty' : 'items', Messages.seatedOrder);
    } else if (offer && 'legacy' in requested) {
      items = [{ type: types.find((t) => t.id === offer.ticketTypeId)!, quantity: requested.legacy, field: 'qty' }];
    } else if ('legacy' in requested) {
      const selling = types.filter((t) => unlocked(t) && onSaleAt(t, now));
      if (!selling.length) throw new ConflictException(Messages.notOnSaleYet(types[0].name));
      // the first type on sale with units left in the showtime (a sold-out first tier does not turn the buyer away)
      const left = (t: TicketTypeRow) => event.inventory.find((r) => r.sessionId === session.id && r.ticketTypeId === t.id)?.available ?? 0;
      const first = selling.find((t) => left(t) > 0) ?? selling[0];
      items = [{ type: first, quantity: requested.legacy, field: 'qty' }];
    } else {
      items = requested.items.map((item, i) => {
        const type = types.find((t) => t.id === item.ticketTypeId);
        if (!type) throw refuse(`items.${i}.ticketTypeId`, Messages.ticketTypeUnknown);
        if (!unlocked(type)) throw refuse('accessCode', Messages.accessCodeNeeded);
        return { type, quantity: item.quantity, field: `items.${i}.qty` };
      });
    }
    if (offer) {
      if (offer.sessionId !== session.id || items.length !== 1 || items[0].type.id !== offer.ticketTypeId) throw refuse('waitlistEntryId', Messages.waitlistOfferOtherTickets);
      if (items[0].quantity > offer.quantity) throw refuse(items[0].field, Messages.waitlistOfferQuantity(offer.quantity));
    }
    const units = items.reduce((n, i) => n + i.quantity, 0);
    if (units > MAX_TICKETS_PER_BOOKING) throw refuse(items.length === 1 ? items[0].field : 'items', Messages.tooManyTickets(MAX_TICKETS_PER_BOOKING));
    for (const { type, quantity, field } of items) {
      if (type.salesStart && type.salesStart.getTime() > now) throw new ConflictException(Messages.notOnSaleYet(type.name));
      if (type.salesEnd && type.salesEnd.getTime() <= now) throw new ConflictException(Messages.salesEnded(type.name));
      if (quantity < type.minPerOrder) throw refuse(field, Messages.minPerOrder(type.minPerOrder, type.name));
      if (quantity > type.maxPerOrder) throw refuse(field, Messages.maxPerOrder(type.maxPerOrder, type.name));
    }
    const promo = dto.promoCode === undefined ? null
      : await this.promoCodes.usable(event.id, dto.promoCode, token.id, items.map((i) => ({ ticketTypeId: i.type.id, quantity: i.quantity })));
    // a free order carries no donation (priceOrder decides): it would turn a free booking into a payment
    const order = priceOrder(
      items.map(({ type, quantity }) => ({ type, quantity })),
      groupDiscountOf(event),
      dto.donation !== false,
      promo?.rule,
    );
    // from a copy, what is left is not known: the hold statement's checks decide (and a refusal prices again)
    const short = offer || copy ? null : this.shortageIn(session.id, event, items.map((i) => i.type), order);
    if (short) throw new ConflictException(short);
    const context = this.taxContext(event, dto.billingState);
    return {
      buyer, event, session, order, tax: { ...taxOfOrder(order, context), ...context }, types: items.map((i) => i.type), promo, offer,
      lineSeats: items.map((i) => i.seats ?? []),
    };
  }

  /**
   * The seats a seated order asks for, in plan order: the chosen ones (an unknown or blocked seat is 400, one taken
   * already 409 naming it), or the best side by side of a type (bestAvailableSeats of shared-dto, which the picker
   * previews with). The hold statement checks every one of them again.
   */
  private async chosenSeats(sessionId: string, event: Bookable, types: TicketTypeRow[], requested: Extract<Requested, { seats: string[] } | { best: unknown }>): Promise<SeatRow[]> {
    if ('seats' in requested) {
      const found = await this.repo.seatsOf(sessionId, requested.seats);
      const byGuid = new Map(found.map((s) => [s.seatGuid, s]));
      const picked = requested.seats.map((guid, i) => {
        const seat = byGuid.get(guid);
        if (!seat) throw refuse(`seats.${i}`, Messages.seatUnknown(guid));
        if (seat.status === 'blocked') throw refuse(`seats.${i}`, Messages.seatBlocked(shortOf(seat)));
        return seat;
      });
      const taken = picked.find((s) => s.status !== 'available');
      if (taken) throw new ConflictException(Messages.seatTaken(shortOf(taken)));
      return found;
    }
    const { ticketTypeId, quantity } = requested.best;
    const type = types.find((t) => t.id === ticketTypeId);
    if (!type || !event.seatCategories.some((m) => m.ticketTypeId === ticketTypeId)) throw refuse('bestAvailable.ticketTypeId', Messages.bestAvailableType);
    if (quantity > type.maxPerOrder) throw refuse('bestAvailable.quantity', Messages.maxPerOrder(type.maxPerOrder, type.name));
    const categories = event.seatCategories.map((m) => ({ name: m.category, color: '', ticketTypeId: m.ticketTypeId, price: 0 }));
    const all = await this.repo.seatsOf(sessionId);
    const guids = bestAvailableSeats(toSeatMap(all, categories), ticketTypeId, quantity);
    if (!guids) throw new ConflictException(Messages.bestAvailableNone(quantity, type.name));
    const wanted = new Set(guids);
    return all.filter((s) => wanted.has(s.seatGuid));
  }

  /** A seated showtime's map with the given categories (the public read adds their colours and prices); empty when it sells no seats. */
  async seatMap(sessionId: string, categories: SeatMapCategory[]): Promise<ShowtimeSeatMap> {
    return toSeatMap(await this.repo.seatsOf(sessionId), categories);
  }

  /**
   * Who supplies the order where. Tickets: the organiser (an event of no organiser is the marketplace's own),
   * registered in its GSTIN's state or unregistered (null), supplied at the venue's state. The fee: the
   * marketplace, supplied at the buyer's billing state, which defaults to the venue's.
   */
  private taxContext(event: BookableEvent, billingState: string | undefined): TaxContext {
    const marketplaceState = this.config.gst.stateCode;
    const organiserState = event.ownerVendorId ? event.sellerGstin?.slice(0, 2) ?? null : marketplaceState;
    const venueState = gstStateCodeOf(event.venueState ?? event.location?.state);
    return {
      category: event.taxCategory, organiserState, venueState, marketplaceState,
      billingState: billingState ?? venueState ?? organiserState ?? marketplaceState,
    };
  }

  /** Why the order does not fit what is left in the session now (per type, then the showtime's capacity); null when it fits. */
  private shortageIn(sessionId: string, { sessions, inventory }: Pick<Bookable, 'sessions' | 'inventory'>, types: TicketTypeRow[], order: OrderPricePaise): string | null {
    for (const [i, line] of order.lines.entries()) {
      const inv = inventory.find((r) => r.sessionId === sessionId && r.ticketTypeId === line.ticketTypeId);
      const short = shortage(inv, types[i], line.quantity);
      if (short) return short;
    }
    const session = sessions.find((s) => s.id === sessionId);
    if (session?.capacity === null || session?.capacity === undefined) return null;
    // the showtime's room, taken line by line: the first line it cannot hold is named with what would fit
    let room = session.capacity - session.seatsHeld;
    if (room <= 0) return Messages.soldOut;
    for (const [i, line] of order.lines.entries()) {
      const fits = Math.max(0, Math.floor(room / types[i].seatsPerUnit));
      if (line.quantity > fits) return fits === 0 ? Messages.soldOut : Messages.onlyLeft(fits, types[i].name);
      room -= line.seats;
    }
    return null;
  }

  /** The buyers to tell about a change of the event (of these showtimes, or all when null). */
  buyersOf(eventId: string, sessionIds: string[] | null) {
    return this.repo.buyersOf(eventId, sessionIds);
  }

  /**
   * A vendor was suspended: its pending bookings are released (after the suspension committed, so a hold racing
   * it either saw the suspension or committed first and is released here). Answers how many.
   */
  async releaseOfSuspendedVendor(vendorId: string): Promise<number> {
    const n = await this.repo.releaseOfVendor(vendorId, this.cancelEffects());
    if (n) this.jobs.runSoon();
    return n;
  }

  /** Gives back the seats of a batch of unpaid bookings whose hold ran out; answers how many (the background job's work). */
  releaseExpiredHolds(): Promise<number> {
    return this.repo.releaseExpiredHolds(this.cancelEffects());
  }

  /**
   * What a statement cancelling bookings also writes: the refund-due job of each paid one (payments refunds it),
   * the waitlist offers of the seats it frees (with their notice jobs) and, when the buyer is to be told (`reason` given, null for none in words), their notice job.
   */
  private cancelEffects(reason?: string | null): CancelEffects {
    return {
      refundDueJob: this.jobs.within(BOOKING_REFUND_DUE_JOB),
      offers: this.waitlist.offers(),
      notice: reason === undefined ? undefined : { job: this.jobs.within(BOOKING_CANCELLED_JOB), reason },
    };
  }

  /** What the statement confirming a booking also writes: its delivery job (ticket mail and SMS). */
  private confirmEffects(): ConfirmEffects {
    return { confirmedJob: this.jobs.within(BOOKING_CONFIRMED_JOB) };
  }

  private vendorFilterOf(query: VendorTicketsQueryDto): BookingFilter {
    return { eventId: query.eventId, vendorStatus: query.status, from: dayBound(query.from, 'start'), to: dayBound(query.to, 'end'), q: query.q };
  }

  private filterOf(query: BookingListQueryDto): BookingFilter {
    return { status: query.status, paymentStatus: query.paymentStatus, eventId: query.eventId ?? query.event, q: query.q };
  }

  private async list(filter: BookingFilter, query: BookingListQueryDto): Promise<Paged<BookingSummary>> {
    const { limit, offset } = pageOf(query, 10);
    const order = query.order?.toLowerCase() === 'asc' ? 'asc' : 'desc';
    const { rows, total } = await this.repo.list(filter, { limit, offset, sort: query.sort, order });
    return { data: await this.responses(rows), total };
  }

  private async view(id: string): Promise<BookingSummary> {
    const [response] = await this.responses([(await this.repo.findView(id))!]);
    return response;
  }

  /** Bookings with their lines and tickets (two reads for the whole page). */
  private async responses(rows: BookingViewRow[]): Promise<BookingSummary[]> {
    const ids = rows.map((r) => r.booking.id);
    const [lines, tickets] = await Promise.all([this.repo.linesOf(ids), this.repo.ticketsOf(ids)]);
    return Promise.all(rows.map((r) => this.responseOf(r, lines.get(r.booking.id) ?? [], tickets.get(r.booking.id) ?? [])));
  }

  /** One booking's answer; the QR shown beside a booking is its first ticket's. */
  private async responseOf(r: BookingViewRow, lines: LineRow[], tickets: TicketRow[]): Promise<BookingSummary> {
    const own = tickets.map((t) => toTicketResponse(t, this.ticketToken(t.id)));
    const qr = r.booking.status === 'confirmed' && own.length ? await ticketQrDataUrl(own[0].token) : null;
    return toBookingResponse(r, lines, own, qr, { cutoffHours: this.config.cancelCutoffHours, codHoldHours: this.config.codHoldHours });
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
