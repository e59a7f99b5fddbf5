import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { Messages, PromoCode, PromoCodeInput, PromoCodePatch, PromoRule, rupeesToPaise } from '@marketplace/shared-dto';
import { NewPromoCode, PromoCodeRow, PromoCodesRepository, PromoWriteRefused } from './promo-codes.repository';

/** Whose codes: an administrator's (any event) or a vendor's (its own events). */
export type PromoActor = { kind: 'admin' } | { kind: 'vendor'; vendorId: string };

/** A code a booking may use, as pricing and the hold statement take it. */
export interface UsablePromo {
  id: string;
  rule: PromoRule;
  maxUsesPerBuyer: number;
}

const bad = (field: string, message: string) => new BadRequestException({ message, details: { [field]: message } });
const conflict = (field: string, message: string) => new ConflictException({ message, details: { [field]: message } });
const hasAtMost2Decimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

function toResponse(r: PromoCodeRow): PromoCode {
  return {
    id: r.id, eventId: r.eventId, code: r.code, kind: r.kind, value: r.valueHundredths / 100, maxUses: r.maxUses, maxUsesPerBuyer: r.maxUsesPerBuyer,
    validFrom: r.validFrom?.toISOString() ?? null, validUntil: r.validUntil?.toISOString() ?? null, ticketTypeIds: r.ticketTypeIds, minTickets: r.minTickets,
    active: r.active, uses: r.uses, remaining: r.maxUses === null ? null : Math.max(0, r.maxUses - r.uses), createdAt: r.createdAt.toISOString(),
  };
}

/**
 * Promo codes of an event (issue 23): made, edited, disabled and deleted by its vendor or an administrator,
 * and checked for a booking. A use is taken and given back by the booking's hold and release statements.
 */
@Injectable()
export class PromoCodesService {
  constructor(private readonly repo: PromoCodesRepository) {}

  async list(actor: PromoActor, eventId: string): Promise<PromoCode[]> {
    await this.event(actor, eventId);
    return (await this.repo.list(eventId)).map(toResponse);
  }

  async create(actor: PromoActor, eventId: string, dto: PromoCodeInput): Promise<PromoCode> {
    const event = await this.event(actor, eventId);
    const values = this.valuesOf(dto, event.ticketTypeIds, null);
    return toResponse(await this.written(() => this.repo.insert({ ...values, eventId } as NewPromoCode)));
  }

  async update(actor: PromoActor, eventId: string, id: string, dto: PromoCodePatch): Promise<PromoCode> {
    const event = await this.event(actor, eventId);
    const existing = await this.repo.find(eventId, id);
    if (!existing) throw new NotFoundException(Messages.promoCodeNotFound);
    const values = this.valuesOf(dto, event.ticketTypeIds, existing);
    const row = await this.written(() => this.repo.update(eventId, id, { ...values, ...(dto.active === undefined ? {} : { active: dto.active }) }), existing.uses);
    if (!row) throw new NotFoundException(Messages.promoCodeNotFound);
    return toResponse(row);
  }

  async delete(actor: PromoActor, eventId: string, id: string): Promise<void> {
    await this.event(actor, eventId);
    if (!(await this.written(() => this.repo.delete(eventId, id)))) throw new NotFoundException(Messages.promoCodeNotFound);
  }

  /**
   * The event's code for this order, or the refusal in the words: unknown or disabled (400), not yet
   * or no longer valid, no use left, the buyer's uses spent (409), too few eligible tickets (400). The uses
   * read here give the early answer; the hold statement decides them.
   */
  async usable(eventId: string, code: string, buyerId: string, items: { ticketTypeId: string; quantity: number }[]): Promise<UsablePromo> {
    const row = /^[A-Za-z0-9-]{4,20}$/.test(code) ? await this.repo.findByCode(eventId, code) : undefined;
    if (!row || !row.active) throw bad('promoCode', Messages.promoCodeInvalid);
    const now = Date.now();
    if (row.validFrom && row.validFrom.getTime() > now) throw conflict('promoCode', Messages.promoCodeNotActiveYet);
    if (row.validUntil && row.validUntil.getTime() <= now) throw conflict('promoCode', Messages.promoCodeExpired);
    const eligible = items.filter((i) => !row.ticketTypeIds || row.ticketTypeIds.includes(i.ticketTypeId)).reduce((n, i) => n + i.quantity, 0);
    if (eligible < row.minTickets) throw bad('promoCode', Messages.promoCodeMinTickets(row.minTickets));
    if (row.maxUses !== null && row.uses >= row.maxUses) throw conflict('promoCode', Messages.promoCodeUsedUp);
    if ((await this.repo.buyerUses(row.id, buyerId)) >= row.maxUsesPerBuyer) throw conflict('promoCode', Messages.promoCodeBuyerUsedUp);
    return { id: row.id, rule: { code: row.code, kind: row.kind, valueHundredths: row.valueHundredths, ticketTypeIds: row.ticketTypeIds }, maxUsesPerBuyer: row.maxUsesPerBuyer };
  }

  /** The refusal a hold statement met on the code's uses, in the words. */
  usedUp(reason: 'promo_uses' | 'promo_buyer'): ConflictException {
    return conflict('promoCode', reason === 'promo_uses' ? Messages.promoCodeUsedUp : Messages.promoCodeBuyerUsedUp);
  }

  private async event(actor: PromoActor, eventId: string) {
    const event = await this.repo.eventOf(eventId, actor.kind === 'vendor' ? actor.vendorId : null);
    if (!event) throw new NotFoundException(Messages.eventNotFound);
    return event;
  }

  /** The stored columns of a create (existing null) or of the fields a patch sends, checked against the kind and the event. */
  private valuesOf(dto: PromoCodePatch, eventTypes: string[], existing: PromoCodeRow | null): Partial<NewPromoCode> {
    const kind = dto.kind ?? existing?.kind;
    const out: Partial<NewPromoCode> = {};
    if (dto.code !== undefined) out.code = dto.code.toUpperCase();
    if (dto.kind !== undefined) out.kind = dto.kind;
    if (dto.value !== undefined || (dto.kind !== undefined && existing)) {
      const value = dto.value ?? existing!.valueHundredths / 100;
      if (!hasAtMost2Decimals(value)) throw bad('value', kind === 'percent' ? Messages.promoPercentRange : Messages.promoRupeesValue);
      if (kind === 'percent' && (value < 1 || value > 100)) throw bad('value', Messages.promoPercentRange);
      if (kind !== 'percent' && value <= 0) throw bad('value', Messages.promoRupeesValue);
      out.valueHundredths = rupeesToPaise(value);
    }
    if (dto.maxUses !== undefined) out.maxUses = dto.maxUses;
    if (dto.maxUsesPerBuyer !== undefined) out.maxUsesPerBuyer = dto.maxUsesPerBuyer;
    if (dto.minTickets !== undefined) out.minTickets = dto.minTickets;
    if (dto.validFrom !== undefined) out.validFrom = dto.validFrom ? new Date(dto.validFrom) : null;
    if (dto.validUntil !== undefined) out.validUntil = dto.validUntil ? new Date(dto.validUntil) : null;
    const from = out.validFrom === undefined ? existing?.validFrom : out.validFrom;
    const until = out.validUntil === undefined ? existing?.validUntil : out.validUntil;
    if (from && until && until.getTime() <= from.getTime()) throw bad('validUntil', Messages.promoValidUntilAfterFrom);
    if (dto.ticketTypeIds !== undefined) {
      if (dto.ticketTypeIds && (!dto.ticketTypeIds.length || dto.ticketTypeIds.some((id) => !eventTypes.includes(id)))) {
        throw bad('ticketTypeIds', Messages.promoTicketTypesOfEvent);
      }
      out.ticketTypeIds = dto.ticketTypeIds ? [...new Set(dto.ticketTypeIds)] : null;
    }
    return out;
  }

  /** Runs a write, turning what the database refused into the answer's words. */
  private async written<T>(run: () => Promise<T>, uses = 0): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (!(err instanceof PromoWriteRefused)) throw err;
      if (err.reason === 'duplicate') throw conflict('code', Messages.promoCodeTaken);
      if (err.reason === 'below_uses') throw conflict('maxUses', Messages.promoMaxUsesBelowUses(uses));
      throw new ConflictException(Messages.promoCodeUsedNoDelete);
    }
  }
}
