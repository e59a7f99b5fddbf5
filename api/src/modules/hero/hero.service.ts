import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { BANNER_MAX_BYTES, HeroBanner, ImageUploadResponse, LOGO_MAX_BYTES, LogoUpdateResponse, Messages, Paged, SiteLogo } from '@marketplace/shared-dto';
import { listEnvelope } from '../../common/http/list-envelope';
import { ImageStorage, UploadedImage } from '../../common/uploads/image-storage.service';
import { BannerValues, HeroRepository } from './hero.repository';
import { CreateBannerDto, LogoDto, toHeroBanner, toSiteLogo, UpdateBannerDto } from './hero.dto';

/** Uploads of this module live here; only files under it are ever deleted by this module. */
const FOLDER = 'hero';
const OWN_FILES = `/uploads/${FOLDER}/`;

/** What the site shows until an administrator sets a logo: the name, no image. */
const DEFAULT_LOGO: SiteLogo = { name: 'Utsav', image: { url: '', alt: 'Utsav' } };

const LIMITS = {
  banner: { maxBytes: BANNER_MAX_BYTES, tooLargeMessage: Messages.bannerTooLarge },
  logo: { maxBytes: LOGO_MAX_BYTES, tooLargeMessage: Messages.logoTooLarge },
};

const invalid = (field: string, message: string) => new BadRequestException({ message, details: { [field]: message } });

@Injectable()
export class HeroService {
  constructor(private readonly repo: HeroRepository, private readonly images: ImageStorage) {}

  async listBanners(activeOnly: boolean): Promise<{ success: true } & Paged<HeroBanner>> {
    const banners = (await this.repo.listBanners(activeOnly)).map(toHeroBanner);
    return { success: true, ...listEnvelope(banners, banners.length) };
  }

  async getBanner(id: string): Promise<{ success: true; data: HeroBanner }> {
    const row = await this.repo.findBanner(id);
    if (!row) throw new NotFoundException(Messages.bannerNotFound);
    return { success: true, data: toHeroBanner(row) };
  }

  async createBanner(dto: CreateBannerDto): Promise<{ success: true; data: HeroBanner }> {
    const row = await this.repo.createBanner(bannerValues(dto) as BannerValues);
    return { success: true, data: toHeroBanner(row) };
  }

  /** A whole banner (it has a title) must keep an image; {isActive} or {order} alone change just that. */
  async updateBanner(id: string, dto: UpdateBannerDto): Promise<{ success: true; data: HeroBanner }> {
    if ((dto.title !== undefined || dto.image !== undefined) && !dto.image?.url) throw invalid('image.url', Messages.bannerImageRequired);
    const before = await this.repo.findBanner(id);
    if (!before) throw new NotFoundException(Messages.bannerNotFound);
    const row = await this.repo.updateBanner(id, bannerValues(dto));
    if (!row) throw new NotFoundException(Messages.bannerNotFound);
    await this.discardUnused([before.imageUrl]);
    return { success: true, data: toHeroBanner(row) };
  }

  async deleteBanner(id: string): Promise<{ success: true; message: string }> {
    const row = await this.repo.deleteBanner(id);
    if (!row) throw new NotFoundException(Messages.bannerNotFound);
    await this.discardUnused([row.imageUrl]);
    return { success: true, message: Messages.deleted };
  }

  /**
   * Checks the file (the first of whichever accepted field carried one) by content and size, stores it and
   * answers its URL; a banner or the logo then refers to it.
   */
  async upload(kind: 'banner' | 'logo', files: Record<string, UploadedImage[]> | undefined): Promise<ImageUploadResponse> {
    const file = Object.values(files ?? {}).flat()[0];
    if (!file) throw invalid(kind === 'banner' ? 'image' : 'file', Messages.selectImageFile);
    const [imageUrl] = await this.images.save(FOLDER, [file], LIMITS[kind]);
    return { success: true, imageUrl, message: Messages.imageUploaded };
  }

  async getLogo(): Promise<{ success: true; data: SiteLogo }> {
    const row = await this.repo.findLogo();
    return { success: true, data: row ? toSiteLogo(row) : DEFAULT_LOGO };
  }

  async updateLogo(dto: LogoDto): Promise<LogoUpdateResponse> {
    if (!dto.image.url) throw invalid('image.url', Messages.logoImageRequired);
    const before = await this.repo.findLogo();
    const row = await this.repo.saveLogo({ name: dto.name, imageUrl: dto.image.url, imageAlt: dto.image.alt ?? '' });
    await this.discardUnused([before?.imageUrl]);
    return { success: true, data: toSiteLogo(row), message: Messages.logoUpdated };
  }

  /** Deletes this module's uploaded files that no banner and not the logo shows any more. */
  private async discardUnused(urls: (string | undefined)[]): Promise<void> {
    for (const url of urls) {
      if (url?.startsWith(OWN_FILES) && !(await this.repo.isImageUsed(url))) await this.images.discard([url]);
    }
  }
}

/** The columns a create or update carries; fields not sent keep their value (or the column default). */
function bannerValues(dto: UpdateBannerDto): Partial<BannerValues> {
  const values: Partial<BannerValues> = {
    title: dto.title,
    subtitle: dto.subtitle,
    description: dto.description,
    imageUrl: dto.image?.url,
    imageAlt: dto.image ? dto.image.alt ?? '' : undefined,
    buttonText: dto.buttonText,
    buttonLink: dto.buttonLink,
    isActive: dto.isActive,
    order: dto.order,
    showOverlay: dto.showOverlay,
    overlayOpacity: dto.overlayOpacity,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}
