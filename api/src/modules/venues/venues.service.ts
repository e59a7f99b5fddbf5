import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { AdminVenueList, Messages, PublicVenue, Venue, WithMessage } from '@marketplace/shared-dto';
import { slugify } from '../../common/identifiers';
import { listEnvelope } from '../../common/http/list-envelope';
import { pageOf } from '../../common/http/list-query.dto';
import { ImageStorage } from '../../common/uploads/image-storage.service';
import { checkedSort, MetaListQueryDto } from '../reference/reference.dto';
import { AdminVenueDto, toPublicVenue, toVenue, VenueDto, VenueFiles } from './venues.dto';
import { VENUE_SORTS, VenueRow, VenueValues, VenueWithImages, VenuesRepository } from './venues.repository';
import type { Tx } from '../../db/database';

/** Who acts on a venue: an administrator (any venue), a vendor (own venues only) or the public (approved only). */
export type VenueActor = { kind: 'admin' } | { kind: 'vendor'; vendorId: string } | { kind: 'public' };

/** The new-venue block of the event form (its rules are checked with the event). */
export interface NewEventVenue {
  name: string;
  address?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  country?: string;
  capacity?: number | null;
  facilities?: string[];
  contactInfo?: { phone?: string; email?: string; website?: string };
}

/** The answer of a create, and whether it created a venue (201) or found an approved twin (200). */
export interface VenueCreateResult { created: boolean; body: WithMessage<Venue> }

const REQUIRED = ['name', 'city', 'address'] as const;
const LIST_LIMIT = 1000;

/**
 * The details as columns: flat fields win over `location`; undefined means "not given" (kept on update),
 * null means "cleared".
 */
type VenueDetails = { [K in keyof VenueValues]?: VenueValues[K] | null };

function detailsOf(d: VenueDto): VenueDetails {
  const loc = d.location ?? {};
  const pick = <T>(flat: T | undefined, nested: T | undefined) => (flat !== undefined ? flat : nested);
  const values: VenueDetails = {
    name: pick(d.name, loc.name),
    description: d.description,
    capacity: d.capacity,
    website: d.website,
    phone: d.phone,
    email: d.email,
    mapUrl: d.mapUrl,
    photo: d.photo,
    address: pick(d.address, loc.address),
    city: pick(d.city, loc.city),
    state: pick(d.state, loc.state),
    country: pick(d.country, loc.country),
    zipCode: pick(d.zipCode, loc.zipCode),
    lat: pick(d.lat, loc.coordinates?.latitude),
    lng: pick(d.lng, loc.coordinates?.longitude),
    facilities: d.facilities,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/**
 * 400 'Please fill name, city, and address.' naming the missing fields (on update, only those being
 * cleared); answers the details as columns.
 */
function checkRequired(values: VenueDetails, creating: boolean): Partial<VenueValues> {
  const missing = REQUIRED.filter((f) => (creating ? !values[f] : values[f] === null));
  if (missing.length) {
    throw new BadRequestException({ message: Messages.venueRequired, details: Object.fromEntries(missing.map((f) => [f, Messages.venueRequired])) });
  }
  return values as Partial<VenueValues>;
}

/**
 * A cover given as text must be a web address, or the current cover sent back: a server file is only
 * ever set by uploading it, so nobody can point a venue at (and later delete) another record's file.
 */
function checkPhotoText(photo: string | null | undefined, current: string | null) {
  if (photo && photo !== current && !/^https?:\/\//i.test(photo)) {
    throw new BadRequestException({ message: Messages.coverMustBeUploaded, details: { photo: Messages.coverMustBeUploaded } });
  }
}

@Injectable()
export class VenuesService {
  constructor(
    private readonly repo: VenuesRepository,
    private readonly storage: ImageStorage,
  ) {}

  async adminList(query: MetaListQueryDto): Promise<AdminVenueList> {
    const sort = checkedSort(query, VENUE_SORTS);
    const { limit, offset } = pageOf(query, LIST_LIMIT);
    const { items, total } = await this.repo.list({ q: query.q, limit, offset, ...sort });
    const data = items.map((i) => toVenue(i.venue, i.images));
    return listEnvelope(data, total, 'venues');
  }

  async publicList(): Promise<{ data: PublicVenue[] }> {
    const { items } = await this.repo.list({ status: 'approved', limit: LIST_LIMIT, offset: 0 });
    return { data: items.map((i) => toPublicVenue(toVenue(i.venue, i.images))) };
  }

  /** An approved venue as the public reads it. */
  async publicDetail(id: string): Promise<{ data: PublicVenue }> {
    return { data: toPublicVenue(await this.get(id, { kind: 'public' })) };
  }

  /** The public venue page's record (/venues/{slug}): an approved venue only. */
  async publicBySlug(slug: string): Promise<{ data: PublicVenue }> {
    const found = await this.repo.findBySlug(slug);
    if (!found || found.venue.status !== 'approved') throw new NotFoundException(Messages.venueNotFound);
    return { data: toPublicVenue(toVenue(found.venue, found.images)) };
  }

  async vendorList(vendorId: string): Promise<{ data: Venue[]; total: number }> {
    const { items, total } = await this.repo.list({ ownerVendorId: vendorId, limit: LIST_LIMIT, offset: 0 });
    return { data: items.map((i) => toVenue(i.venue, i.images)), total };
  }

  async get(id: string, actor: VenueActor): Promise<Venue> {
    const found = await this.find(id, actor);
    return toVenue(found.venue, found.images);
  }

  /** JSON or multipart (`data` + files, unpacked by DataFieldInterceptor). A vendor's venue waits for approval, unless the same one is already approved. */
  async create(body: VenueDto & AdminVenueDto, files: VenueFiles, actor: VenueActor): Promise<VenueCreateResult> {
    const values = checkRequired(detailsOf(body), true);
    checkPhotoText(values.photo, null);
    const name = values.name!;
    const city = values.city!;
    if (actor.kind === 'vendor') {
      const twin = await this.repo.findApprovedTwin(name, city);
      if (twin) return { created: false, body: { ...(await this.get(twin.id, { kind: 'admin' })), message: Messages.venueAlreadyApproved } };
    }
    const { photo, images } = await this.saveFiles(files);
    try {
      const id = await this.repo.create({
        ...values,
        name,
        slug: await this.repo.freeSlug(slugify(`${name} ${city}`)),
        photo: photo ?? values.photo ?? null,
        ...(actor.kind === 'vendor'
          ? { status: 'pending', source: 'vendor', ownerVendorId: actor.vendorId }
          : { status: 'approved', source: 'admin' }),
      }, images);
      const message = actor.kind === 'vendor' ? Messages.venueSubmitted : Messages.detailsSaved;
      return { created: true, body: { ...(await this.get(id, actor)), message } };
    } catch (err) {
      await this.storage.discard([photo, ...images]);
      throw err;
    }
  }

  /**
   * The event form's new venue, inside the event's transaction: approved when an administrator makes it,
   * pending (for moderation) from a vendor.
   */
  async createForEvent(tx: Tx, actor: VenueActor & { kind: 'admin' | 'vendor' }, v: NewEventVenue): Promise<VenueRow> {
    return this.repo.insert(tx, {
      name: v.name, address: v.address, city: v.city, state: v.state, zipCode: v.zipCode, country: v.country,
      capacity: v.capacity ?? null, facilities: v.facilities ?? [],
      phone: v.contactInfo?.phone ?? null, email: v.contactInfo?.email ?? null, website: v.contactInfo?.website ?? null,
      slug: await this.repo.freeSlug(slugify(v.name), tx),
      ...(actor.kind === 'vendor'
        ? { status: 'pending', source: 'vendor', ownerVendorId: actor.vendorId }
        : { status: 'approved', source: 'admin', ownerVendorId: null }),
    });
  }

  /**
   * Details (JSON, or multipart `data`), a new cover `photo`, more `images`, and `clearImages` to replace
   * them. A vendor's approved venue is locked (409); any other vendor change sends it back to review.
   */
  async update(id: string, details: VenueDto & AdminVenueDto, files: VenueFiles, actor: VenueActor): Promise<WithMessage<Venue>> {
    const found = await this.find(id, actor);
    this.assertEditable(found, actor);
    const values = checkRequired(detailsOf(details), false);
    checkPhotoText(values.photo, found.venue.photo);
    const clear = Boolean(details.clearImages);
    const { photo, images } = await this.saveFiles(files);
    let unused: string[];
    try {
      unused = await this.repo.update(id, {
        ...values,
        ...(photo ? { photo } : {}),
        ...(actor.kind === 'vendor' ? { status: 'pending' as const } : details.status ? { status: details.status } : {}),
      }, { clear, add: images });
    } catch (err) {
      await this.storage.discard([photo, ...images]);
      throw err;
    }
    await this.storage.discard(unused);
    const message = photo || images.length || clear ? Messages.imagesSaved : Messages.detailsSaved;
    return { ...(await this.get(id, actor)), message };
  }

  async delete(id: string, actor: VenueActor): Promise<{ message: string }> {
    this.assertEditable(await this.find(id, actor), actor);
    const files = await this.repo.delete(id);
    await this.storage.discard(files ?? []);
    return { message: Messages.deleted };
  }

  /** The image becomes the primary one and the venue's cover; a former cover no image uses is deleted. */
  async setPrimaryImage(id: string, imageId: string): Promise<WithMessage<Venue>> {
    await this.find(id, { kind: 'admin' });
    const result = await this.repo.setPrimary(id, imageId);
    if (!result) throw new NotFoundException(Messages.venueImageNotFound);
    if (result.unused) await this.storage.discard([result.unused]);
    return { ...(await this.get(id, { kind: 'admin' })), message: Messages.imagesSaved };
  }

  async deleteImage(id: string, imageId: string): Promise<WithMessage<Venue>> {
    await this.find(id, { kind: 'admin' });
    const src = await this.repo.deleteImage(id, imageId);
    if (!src) throw new NotFoundException(Messages.venueImageNotFound);
    await this.storage.discard([src]);
    return { ...(await this.get(id, { kind: 'admin' })), message: Messages.deleted };
  }

  /** `order` must name every image of the venue exactly once. */
  async reorderImages(id: string, order: string[]): Promise<WithMessage<Venue>> {
    await this.find(id, { kind: 'admin' });
    const current = await this.repo.imageIds(id);
    const same = order.length === current.length && new Set(order).size === order.length && order.every((i) => current.includes(i));
    if (!same) throw new BadRequestException({ message: Messages.venueImageOrder, details: { order: Messages.venueImageOrder } });
    await this.repo.reorder(id, order);
    return { ...(await this.get(id, { kind: 'admin' })), message: Messages.imagesSaved };
  }

  /** Another vendor's venue, and for the public a venue not approved, is simply not found. */
  private async find(id: string, actor: VenueActor): Promise<VenueWithImages> {
    const found = await this.repo.findById(id);
    const visible = found && (
      actor.kind === 'admin'
      || (actor.kind === 'vendor' && found.venue.ownerVendorId === actor.vendorId)
      || (actor.kind === 'public' && found.venue.status === 'approved'));
    if (!visible) throw new NotFoundException(Messages.venueNotFound);
    return found;
  }

  private assertEditable(found: VenueWithImages, actor: VenueActor) {
    if (actor.kind === 'vendor' && found.venue.status === 'approved') throw new ConflictException(Messages.venueApprovedLocked);
  }

  /** Checks every file by content before writing any, so a bad one leaves nothing behind. */
  private async saveFiles(files: VenueFiles): Promise<{ photo: string | undefined; images: string[] }> {
    const cover = files.photo ?? [];
    const gallery = [...(files.images ?? []), ...(files['images[]'] ?? [])];
    await this.storage.check([...cover, ...gallery]);
    const [photo] = await this.storage.save('venues', cover);
    try {
      return { photo, images: await this.storage.save('venues', gallery) };
    } catch (err) {
      await this.storage.discard([photo]);
      throw err;
    }
  }
}
