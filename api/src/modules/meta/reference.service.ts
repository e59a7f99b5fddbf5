import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { Messages, ReferenceItem } from '@marketplace/shared-dto';
import { KIND_WORDS, requireName } from './meta-kinds';
import { NameDto, toReferenceItem, UpdateCategoryDto } from './meta.dto';
import { ReferenceRepository, SimpleKind } from './reference.repository';

/** The spec's 409 texts for categories; tags and languages name the clash. */
function duplicateMessage(kind: SimpleKind, name: string, rename: boolean): string {
  if (kind === 'categories') return rename ? Messages.categoryRenameExists : Messages.categoryExists;
  return Messages.nameExists(KIND_WORDS[kind].singular, name);
}

/** Administrators' writes on categories, tags and languages (one implementation for the three). */
@Injectable()
export class ReferenceService {
  constructor(private readonly refs: ReferenceRepository) {}

  /** Created approved. Names are compared trimmed and case-insensitively. */
  async create(kind: SimpleKind, dto: NameDto): Promise<ReferenceItem> {
    const name = requireName(kind, dto.name);
    const existing = await this.refs.findByName(kind, name);
    if (existing) throw new ConflictException(duplicateMessage(kind, existing.name, false));
    const row = await this.refs.create(kind, { name, status: 'approved', source: 'admin' });
    return this.item(kind, row.id);
  }

  /** A rename `{name}`, and/or the moderation fallback `{status}`. */
  async update(kind: SimpleKind, id: string, dto: UpdateCategoryDto): Promise<ReferenceItem> {
    if (dto.status === undefined || dto.name !== undefined) {
      const name = requireName(kind, dto.name);
      const clash = await this.refs.findByName(kind, name, id);
      if (clash) throw new ConflictException(duplicateMessage(kind, clash.name, true));
      if (!(await this.refs.rename(kind, id, name))) this.notFound(kind);
    }
    if (dto.status !== undefined && !(await this.refs.setStatus(kind, id, dto.status))) this.notFound(kind);
    return this.item(kind, id);
  }

  async delete(kind: SimpleKind, id: string): Promise<{ message: string }> {
    if (!(await this.refs.delete(kind, id))) this.notFound(kind);
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
