import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { cleanRichText, CONTENT_PAGES, ContentListEnvelope, ContentPageEnvelope, ContentPageKey, ContentPageVersion, ContentPage, Messages } from '@marketplace/shared-dto';
import { ContentPageRow, ContentRepository, ContentValues } from './content.repository';
import { contentFields, CreateContentDto, listEnvelope, pageEnvelope, toContentPage, toContentVersion, UpdateContentDto } from './content.dto';

const isPageKey = (page: string): page is ContentPageKey => (CONTENT_PAGES as readonly string[]).includes(page);

/** The page identified either by id or by its key; unknown keys simply have no page (404). */
type PageRef = { id: string } | { page: string };

@Injectable()
export class ContentService {
  constructor(private readonly repo: ContentRepository) {}

  async list(): Promise<ContentListEnvelope<ContentPage>> {
    return listEnvelope((await this.repo.list()).map(toContentPage));
  }

  async get(ref: PageRef): Promise<ContentPageEnvelope> {
    return pageEnvelope(await this.find(ref));
  }

  /** The public site sees active pages only; an inactive page is as absent as a missing one. */
  async getPublic(page: string): Promise<ContentPageEnvelope> {
    const row = await this.find({ page });
    if (!row.isActive) throw new NotFoundException(Messages.contentNotFound);
    // the text leaves the server cleaned (the back office keeps what was written, to edit it)
    return pageEnvelope({ ...row, content: cleanRichText(row.content) });
  }

  async create(dto: CreateContentDto): Promise<ContentPageEnvelope> {
    // the unique index on page still answers 409 if two creates race past this check
    if (await this.repo.findByPage(dto.page)) throw new ConflictException(Messages.contentPageExists);
    return pageEnvelope(await this.repo.create(this.values(dto) as ContentValues));
  }

  async update(ref: PageRef, dto: UpdateContentDto): Promise<ContentPageEnvelope> {
    const existing = await this.find(ref);
    if (dto.page && dto.page !== existing.page) {
      throw new BadRequestException({ message: Messages.contentPageFixed, details: { page: Messages.contentPageFixed } });
    }
    const { title, content, metaTitle, metaDescription, metaKeywords, isActive, contactInfo, aboutInfo } = dto;
    const changes = this.values({ title, content, metaTitle, metaDescription, metaKeywords, isActive, contactInfo, aboutInfo });
    const row = await this.repo.updateWithHistory(existing.id, changes, (current) => ({
      ...contentFields(current),
      updatedAt: current.updatedAt.toISOString(),
    }));
    if (!row) throw new NotFoundException(Messages.contentNotFound);
    return pageEnvelope(row);
  }

  async delete(id: string): Promise<{ success: true; message: string }> {
    if (!(await this.repo.delete(id))) throw new NotFoundException(Messages.contentNotFound);
    return { success: true, message: Messages.deleted };
  }

  async toggle(id: string): Promise<ContentPageEnvelope> {
    const row = await this.repo.toggle(id);
    if (!row) throw new NotFoundException(Messages.contentNotFound);
    return pageEnvelope(row);
  }

  async history(id: string): Promise<ContentListEnvelope<ContentPageVersion>> {
    await this.find({ id });
    return listEnvelope((await this.repo.history(id)).map(toContentVersion));
  }

  private async find(ref: PageRef): Promise<ContentPageRow> {
    const row = 'id' in ref ? await this.repo.findById(ref.id) : isPageKey(ref.page) ? await this.repo.findByPage(ref.page) : undefined;
    if (!row) throw new NotFoundException(Messages.contentNotFound);
    return row;
  }

  /** Only the fields the request carried; HTML is admin-authored and stored as given. */
  private values(fields: Partial<ContentValues>): Partial<ContentValues> {
    return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  }
}
