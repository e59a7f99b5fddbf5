import { BadRequestException, ConflictException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import {
  Messages, MetaKind, ModerationStatus, Paged, PENDING_APPROVALS_LIMIT, ReferenceItem, SubmissionResponse, WithMessage,
} from '@marketplace/shared-dto';
import type { AdminPrincipal, VendorPrincipal } from '../../common/decorators/principal.decorator';
import { pageOf } from '../../common/http/list-query.dto';
import { PerformersService } from '../performers/performers.service';
import { VenuesService } from '../venues/venues.service';
import { KIND_WORDS, requireName } from './reference-kinds';
import { NoticesService } from '../notices/notices.service';
import { decisionMail, VENDOR_TEXTS } from '../../common/vendor-texts';
import { checkedSort, MetaListQueryDto, NameDto, SubmissionDto, toPublicReferenceItem, toReferenceItem, UpdateReferenceDto } from './reference.dto';
import { REFERENCE_SORTS, ReferenceRepository, SIMPLE_KINDS, SimpleKind } from './reference.repository';

/** Reference lists are short; this caps what one answer carries. */
export const REFERENCE_LIST_LIMIT = 1000;

/** The answer of a vendor submission, and whether it created something (201) or found an approved twin (200). */
export interface SubmissionResult {
  created: boolean;
  body: SubmissionResponse;
}

const isSimple = (kind: MetaKind): kind is SimpleKind => (SIMPLE_KINDS as readonly string[]).includes(kind);

/** The spec's 409 texts for categories; tags and languages name the clash when added, and say it as categories do when renamed. */
function duplicateMessage(kind: SimpleKind, name: string, rename: boolean): string {
  if (kind === 'categories') return rename ? Messages.categoryRenameExists : Messages.categoryExists;
  return rename ? Messages.renameExists(KIND_WORDS[kind].singular) : Messages.nameExists(KIND_WORDS[kind].singular, name);
}

/**
 * Categories, tags and languages (one implementation for the three), and what the five kinds share: the
 * lists of each audience, the moderation queues and decisions, and vendor submissions with their duplicate rules.
 */
@Injectable()
export class ReferenceService {
  constructor(
    private readonly refs: ReferenceRepository,
    private readonly venues: VenuesService,
    private readonly performers: PerformersService,
    private readonly notices: NoticesService,
  ) {}

  /**
   * `GET /api/admin/meta/{kind}`: without a token the approved items (the event form's reads); with an
   * administrator's token every item with its status, or with `?status=` that moderation queue.
   */
  async adminList(kind: MetaKind, query: MetaListQueryDto, admin: AdminPrincipal | null) {
    if (!admin) {
      if (query.status && query.status !== 'approved') throw new UnauthorizedException();
      return this.publicList(kind);
    }
    if (query.status) return this.queue(kind, query);
    if (kind === 'venues') return this.venues.adminList(query);
    if (kind === 'performers') return this.performers.list(query);
    const { limit, offset } = pageOf(query, REFERENCE_LIST_LIMIT);
    const { rows, total } = await this.refs.listOwned(kind, { q: query.q, limit, offset, ...checkedSort(query, REFERENCE_SORTS) });
    return { data: rows.map(toReferenceItem), total };
  }

  /** Approved items only, `{data}`. */
  async publicList(kind: MetaKind) {
    if (kind === 'venues') return this.venues.publicList();
    if (kind === 'performers') return this.performers.publicList();
    const { rows } = await this.refs.listOwned(kind, { status: 'approved', limit: REFERENCE_LIST_LIMIT, offset: 0 });
    return { data: rows.map(toPublicReferenceItem) };
  }

  /** A moderation queue: newest first, with the submitting vendor. */
  async queue(kind: MetaKind, query: MetaListQueryDto): Promise<Paged<ReferenceItem>> {
    const { limit, offset } = pageOf(query, PENDING_APPROVALS_LIMIT);
    const { rows, total } = await this.refs.listOwned(kind, { status: query.status, q: query.q, limit, offset, ...checkedSort(query, REFERENCE_SORTS) });
    return { data: rows.map(toReferenceItem), total };
  }

  /** A decision; the vendor who proposed the item is mailed it, with the reason when given. */
  async setStatus(kind: MetaKind, id: string, status: ModerationStatus, reason?: string | null): Promise<WithMessage<ReferenceItem>> {
    const before = await this.refs.findOwned(kind, id);
    if (!before || !(await this.refs.setStatus(kind, id, status))) throw new NotFoundException(Messages.itemNotFound(KIND_WORDS[kind].singular));
    const row = (await this.refs.findOwned(kind, id))!;
    const why = reason?.trim();
    if (row.ownerEmail && before.status !== status && status !== 'pending') {
      const word = KIND_WORDS[kind].singular;
      const locale = row.ownerLocale ?? 'en';
      const words = VENDOR_TEXTS[locale];
      await this.notices.send(`${kind}-status:${id}:${status}:${Date.now()}`, [{ email: row.ownerEmail }],
        decisionMail(locale, row.ownerName, words.nameSubject(word, row.name, status), words.name(word, row.name, status), why));
    }
    return { ...toReferenceItem(row), message: Messages.statusChanged(status) };
  }

  /** The vendor's own submissions of a kind, with their status. */
  async vendorList(kind: MetaKind, vendorId: string): Promise<Paged<ReferenceItem>> {
    const { rows, total } = await this.refs.listOwned(kind, { ownerVendorId: vendorId, limit: REFERENCE_LIST_LIMIT, offset: 0 });
    return { data: rows.map(toReferenceItem), total };
  }

  /**
   * A vendor proposes a name: new names wait for approval; a name already approved answers approved
   * (nothing created); a name pending or rejected is a 409 naming it.
   */
  async submit(kind: MetaKind, vendor: VendorPrincipal, dto: SubmissionDto): Promise<SubmissionResult> {
    const name = requireName(kind, dto.name);
    if (dto.role && kind !== 'performers') {
      throw new BadRequestException({ message: Messages.roleOnlyForPerformers, details: { role: Messages.roleOnlyForPerformers } });
    }
    const words = KIND_WORDS[kind];
    const existing = await this.refs.findByName(kind, name);
    if (existing?.status === 'approved') {
      return { created: false, body: { ...toPublicReferenceItem(existing), status: 'approved', message: Messages.alreadyApproved(words.singular) } };
    }
    if (existing) {
      const message = existing.status === 'pending' ? Messages.pendingDuplicate(words.singular, existing.name) : Messages.rejectedDuplicate(words.singular, existing.name);
      throw new ConflictException(message);
    }
    const owner = { status: 'pending' as const, source: 'vendor' as const, ownerVendorId: vendor.id };
    const id = isSimple(kind)
      ? (await this.refs.create(kind, { name, ...owner })).id
      : await this.performers.createSubmission(name, dto.role ?? null, vendor.id);
    const row = await this.refs.findOwned(kind, id);
    return { created: true, body: { ...toReferenceItem(row!), message: words.submitted } };
  }

  /** An administrator adds a category, tag or language, approved. Names are compared trimmed and case-insensitively. */
  async create(kind: SimpleKind, dto: NameDto): Promise<ReferenceItem> {
    const name = requireName(kind, dto.name);
    const existing = await this.refs.findByName(kind, name);
    if (existing) throw new ConflictException(duplicateMessage(kind, existing.name, false));
    const row = await this.refs.create(kind, { name, status: 'approved', source: 'admin' });
    return this.item(kind, row.id);
  }

  /** A rename `{name}`, and/or the moderation fallback `{status, reason}` (a decision mailed as PATCH …/status mails it). */
  async update(kind: SimpleKind, id: string, dto: UpdateReferenceDto): Promise<ReferenceItem | WithMessage<ReferenceItem>> {
    if (dto.status === undefined || dto.name !== undefined) {
      const name = requireName(kind, dto.name);
      const clash = await this.refs.findByName(kind, name, id);
      if (clash) {
        const message = duplicateMessage(kind, clash.name, true);
        throw new ConflictException({ message, details: { name: message } });
      }
      if (!(await this.refs.rename(kind, id, name))) this.notFound(kind);
    }
    if (dto.status !== undefined) return this.setStatus(kind, id, dto.status, dto.reason);
    return this.item(kind, id);
  }

  /**
   * Deletes an item no event uses. One that events use is refused (409 with their count) unless `mergeInto`
   * names another item of the kind, which then takes its place on those events.
   */
  async delete(kind: SimpleKind, id: string, mergeInto?: string): Promise<{ message: string }> {
    const word = KIND_WORDS[kind].singular;
    if (mergeInto) {
      if (mergeInto === id) throw new BadRequestException({ message: Messages.mergeIntoSelf, details: { mergeInto: Messages.mergeIntoSelf } });
      if (!(await this.refs.findOwned(kind, mergeInto))) {
        const message = Messages.itemNotFound(word);
        throw new BadRequestException({ message, details: { mergeInto: message } });
      }
      if (!(await this.refs.mergeAndDelete(kind, id, mergeInto))) this.notFound(kind);
      return { message: Messages.deleted };
    }
    const result = await this.refs.deleteUnused(kind, id);
    if (result === 'missing') this.notFound(kind);
    if (typeof result === 'number') throw new ConflictException({ message: Messages.referenceInUse(word, result), extra: { usedBy: result } });
    return { message: Messages.deleted };
  }

  private async item(kind: SimpleKind, id: string): Promise<ReferenceItem> {
    const row = await this.refs.findOwned(kind, id);
    return row ? toReferenceItem(row) : this.notFound(kind);
  }

  private notFound(kind: SimpleKind): never {
    throw new NotFoundException(Messages.itemNotFound(KIND_WORDS[kind].singular));
  }
}
