import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  AdminPerformerList, Messages, PERFORMER_CATEGORIES, PerformerEnvelope, PerformerPortfolio, PublicPerformer, PublicPerformerDetail,
} from '@marketplace/shared-dto';
import { slugify } from '../../common/identifiers';
import { listEnvelope } from '../../common/http/list-envelope';
import { pageOf } from '../../common/http/list-query.dto';
import { ImageStorage, UploadedImage } from '../../common/uploads/image-storage.service';
import { EventsService } from '../events/events.service';
import { requireName } from '../reference/reference-kinds';
import { checkedSort, MetaListQueryDto } from '../reference/reference.dto';
import { PerformerFormDto, PerformerListQueryDto, toPerformer, toPublicPerformer, toPublicPerformerDetail } from './performers.dto';
import { PERFORMER_SORTS, PerformerRow, PerformersRepository, PerformerValues } from './performers.repository';

const UPCOMING_EVENTS_LIMIT = 50;
const PORTFOLIO_FILES = /^portfolios\[(\d+)\]\[images\]$/;

/** Video files are checked by their first bytes: an ISO media `ftyp` box (MP4, MOV) or the EBML header (WebM). */
export function videoExtension(buffer: Buffer): 'mp4' | 'mov' | 'webm' | null {
  if (buffer.length >= 12 && buffer.toString('latin1', 4, 8) === 'ftyp') return buffer.toString('latin1', 8, 12) === 'qt  ' ? 'mov' : 'mp4';
  if (buffer.length >= 4 && buffer.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  return null;
}

const badFile = (field: string, message: string) => new BadRequestException({ message, details: { [field]: message } });

/** The uploaded files of the performer form, by role. */
interface PerformerFiles {
  profileImage?: UploadedImage;
  gallery: UploadedImage[];
  videos: UploadedImage[];
  portfolios: Map<number, UploadedImage[]>;
}

function sortFiles(files: UploadedImage[]): PerformerFiles {
  const sorted: PerformerFiles = { gallery: [], videos: [], portfolios: new Map() };
  for (const file of files) {
    const portfolio = PORTFOLIO_FILES.exec(file.fieldname);
    if (file.fieldname === 'profileImage' && !sorted.profileImage) sorted.profileImage = file;
    else if (file.fieldname === 'galleryImages') sorted.gallery.push(file);
    else if (file.fieldname === 'videoFiles') sorted.videos.push(file);
    else if (portfolio) sorted.portfolios.set(Number(portfolio[1]), [...(sorted.portfolios.get(Number(portfolio[1])) ?? []), file]);
    else throw badFile(file.fieldname, Messages.unexpectedFileField(file.fieldname));
  }
  return sorted;
}

/** Every server file a performer uses. */
function filesOf(p: PerformerRow | undefined): string[] {
  if (!p) return [];
  return [p.profileImage, ...p.gallery.map((g) => g.url), ...p.portfolios.flatMap((f) => f.images.map((i) => i.url)), ...p.videoFiles.map((v) => v.url)]
    .filter((u): u is string => !!u && u.startsWith('/uploads/'));
}

/** A vendor's role becomes the category when it is one of the list. */
function categoryOfRole(role: string | null): string {
  if (!role) return 'singer';
  const lower = role.toLowerCase();
  return (PERFORMER_CATEGORIES as readonly string[]).includes(lower) ? lower : 'other';
}

/** Performers: the back office form with its files, vendor proposals, and the public pages. */
@Injectable()
export class PerformersService {
  constructor(
    private readonly repo: PerformersRepository,
    private readonly storage: ImageStorage,
    private readonly events: EventsService,
  ) {}

  async list(query: PerformerListQueryDto | MetaListQueryDto): Promise<AdminPerformerList> {
    const sort = checkedSort(query, PERFORMER_SORTS);
    const { limit, offset } = pageOf(query, 100);
    const category = 'category' in query ? query.category : undefined;
    const { rows, total } = await this.repo.list({ q: query.q, category, limit, offset, ...sort });
    return listEnvelope(rows.map(toPerformer), total, 'performers');
  }

  async get(id: string): Promise<PerformerEnvelope> {
    return { success: true, data: toPerformer(await this.find(id)) };
  }

  async create(dto: PerformerFormDto, uploads: UploadedImage[]): Promise<PerformerEnvelope> {
    const name = requireName('performers', dto.name);
    const files = sortFiles(uploads);
    await this.check(files);
    const saved: string[] = [];
    try {
      const values = await this.formValues(dto, files, undefined, saved);
      const row = await this.repo.create({
        ...values,
        name,
        slug: await this.repo.freeSlug(slugify(name)),
        status: 'approved',
        source: 'admin',
      });
      return { success: true, message: Messages.performerCreated, data: toPerformer(row) };
    } catch (err) {
      await this.storage.discard(saved);
      throw err;
    }
  }

  async update(id: string, dto: PerformerFormDto, uploads: UploadedImage[]): Promise<PerformerEnvelope> {
    const current = await this.find(id);
    const name = dto.name === undefined ? undefined : requireName('performers', dto.name);
    const files = sortFiles(uploads);
    await this.check(files);
    const saved: string[] = [];
    let row: PerformerRow | undefined;
    try {
      const values = await this.formValues(dto, files, current, saved);
      const renamed = name !== undefined && name !== current.name;
      row = await this.repo.update(id, {
        ...values,
        ...(name !== undefined ? { name } : {}),
        ...(renamed ? { slug: await this.repo.freeSlug(slugify(name), id) } : {}),
      });
    } catch (err) {
      await this.storage.discard(saved);
      throw err;
    }
    if (!row) throw new NotFoundException(Messages.performerNotFound);
    const kept = new Set(filesOf(row));
    await this.storage.discard(filesOf(current).filter((f) => !kept.has(f)));
    return { success: true, message: Messages.performerUpdated, data: toPerformer(row) };
  }

  async delete(id: string): Promise<{ success: true; message: string }> {
    const row = await this.repo.delete(id);
    if (!row) throw new NotFoundException(Messages.performerNotFound);
    await this.storage.discard(filesOf(row));
    return { success: true, message: Messages.performerDeleted };
  }

  /** A vendor's proposal `{name, role}`, pending approval. Answers its id. */
  async createSubmission(name: string, role: string | null, vendorId: string): Promise<string> {
    const row = await this.repo.create({
      name,
      role,
      category: categoryOfRole(role),
      slug: await this.repo.freeSlug(slugify(name)),
      status: 'pending',
      source: 'vendor',
      ownerVendorId: vendorId,
    });
    return row.id;
  }

  /** `performers` and `data` carry the same list: the spec's clients read either. */
  async publicList(): Promise<{ data: PublicPerformer[]; performers: PublicPerformer[] }> {
    const list = (await this.repo.listPublic()).map(toPublicPerformer);
    return { data: list, performers: list };
  }

  /** An approved, active performer by slug, with its upcoming public events. */
  async publicDetail(slug: string): Promise<{ data: PublicPerformerDetail }> {
    const row = await this.repo.findPublicBySlug(slug);
    if (!row) throw new NotFoundException(Messages.performerNotFound);
    const { data: events } = await this.events.listPublic({ performer: row.id, limit: UPCOMING_EVENTS_LIMIT });
    return { data: toPublicPerformerDetail(row, events) };
  }

  private async find(id: string): Promise<PerformerRow> {
    const row = await this.repo.findById(id);
    if (!row) throw new NotFoundException(Messages.performerNotFound);
    return row;
  }

  /** Every image by content and every video by its first bytes, before anything is written. */
  private async check(files: PerformerFiles) {
    await this.storage.check([...(files.profileImage ? [files.profileImage] : []), ...files.gallery, ...[...files.portfolios.values()].flat()]);
    for (const video of files.videos) {
      if (!videoExtension(await this.storage.head(video, 12))) throw badFile('videoFiles', Messages.videoFileOnly);
    }
  }

  /**
   * The columns the form sets. Files are written here (their URLs pushed to `saved` so the caller can
   * remove them if the database step fails). Kept URLs are web addresses or files the performer already has.
   */
  private async formValues(dto: PerformerFormDto, files: PerformerFiles, current: PerformerRow | undefined, saved: string[]): Promise<Partial<PerformerValues>> {
    const own = new Set(filesOf(current));
    const keep = (urls: string[]) => urls.filter((u) => /^https?:\/\//i.test(u) || own.has(u));
    const store = async (list: UploadedImage[]) => {
      const urls = await this.storage.save('performers', list);
      saved.push(...urls);
      return urls;
    };
    const values: Partial<PerformerValues> = {
      category: dto.category,
      role: dto.role,
      bio: dto.bio,
      description: dto.description,
      isActive: dto.isActive,
      sortOrder: dto.sortOrder,
      socialMedia: dto.socialMedia && { ...dto.socialMedia },
      videos: dto.videos?.map((v) => ({ title: v.title ?? '', url: v.url, description: v.description ?? '' })),
    };
    if (files.profileImage) [values.profileImage] = await store([files.profileImage]);
    else if (dto.profileImage !== undefined) values.profileImage = keep([dto.profileImage])[0] ?? null;

    if (dto.gallery || files.gallery.length) {
      const kept = dto.gallery ? keep(dto.gallery) : (current?.gallery ?? []).map((g) => g.url);
      values.gallery = [...kept, ...(await store(files.gallery))].map((url) => ({ url }));
    }
    if (dto.videoFiles || files.videos.length) {
      const kept = dto.videoFiles ? keep(dto.videoFiles) : (current?.videoFiles ?? []).map((v) => v.url);
      const added: string[] = [];
      for (const video of files.videos) {
        const url = await this.storage.keep('performers', video, videoExtension(await this.storage.head(video, 12))!);
        saved.push(url);
        added.push(url);
      }
      values.videoFiles = [...kept, ...added].map((url) => ({ url }));
    }
    if (dto.portfolios || files.portfolios.size) {
      const texts = dto.portfolios ?? [];
      const missing = [...files.portfolios.keys()].find((i) => !texts[i]);
      if (missing !== undefined) throw badFile(`portfolios[${missing}][name]`, Messages.portfolioNameRequired);
      const portfolios: PerformerPortfolio[] = [];
      for (const [i, p] of texts.entries()) {
        const before = current?.portfolios.find((c) => p.id && c.id === p.id);
        const kept = p.images ? keep(p.images) : (before?.images ?? []).map((img) => img.url);
        const added = await store(files.portfolios.get(i) ?? []);
        portfolios.push({ id: p.id ?? randomUUID(), name: p.name, description: p.description ?? '', images: [...kept, ...added].map((url) => ({ url })) });
      }
      values.portfolios = portfolios;
    }
    return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  }
}
