import { BadRequestException, ConflictException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import {
  Messages, MetaKind, ModerationStatus, Paged, PENDING_APPROVALS_LIMIT, ReferenceItem, SubmissionResponse, WithMessage,
} from '@marketplace/shared-dto';
import type { AdminPrincipal, VendorPrincipal } from '../../common/decorators/principal.decorator';
import { pageOf } from '../../common/http/list-query.dto';
import { KIND_WORDS, requireName } from './meta-kinds';
import { MetaListQueryDto, SubmissionDto, toPublicReferenceItem, toReferenceItem } from './meta.dto';
import { ReferenceRepository, SIMPLE_KINDS, SimpleKind } from './reference.repository';
import { PerformersService } from './performers.service';
import { VenuesService } from './venues.service';

/** Reference lists are short; this caps what one answer carries. */
export const REFERENCE_LIST_LIMIT = 1000;

/** The answer of a vendor submission, and whether it created something (201) or found an approved twin (200). */
export interface SubmissionResult {
  created: boolean;
  body: SubmissionResponse;
}

const isSimple = (kind: MetaKind): kind is SimpleKind => (SIMPLE_KINDS as readonly string[]).includes(kind);

/**
 * What the five kinds share: the lists of each audience, the moderation queues and decisions, and vendor
 * submissions with their duplicate rules.
 */
@Injectable()
export class MetaService {
  constructor(
    private readonly refs: ReferenceRepository,
    private readonly venues: VenuesService,
    private readonly performers: PerformersService,
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
    const { rows, total } = await this.refs.listOwned(kind, { q: query.q, limit, offset });
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
    const { rows, total } = await this.refs.listOwned(kind, { status: query.status, q: query.q, limit, offset });
    return { data: rows.map(toReferenceItem), total };
  }

  async setStatus(kind: MetaKind, id: string, status: ModerationStatus): Promise<WithMessage<ReferenceItem>> {
    if (!(await this.refs.setStatus(kind, id, status))) throw new NotFoundException(Messages.itemNotFound(KIND_WORDS[kind].singular));
    const row = await this.refs.findOwned(kind, id);
    return { ...toReferenceItem(row!), message: Messages.statusChanged(status) };
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
}
