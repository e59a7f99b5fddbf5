import { Inject, Injectable } from '@nestjs/common';
import { asc, eq } from 'drizzle-orm';
import { DB, Database } from '../../db/database';
import { heroBanners, siteLogo } from '../../db/schema';

export type BannerRow = typeof heroBanners.$inferSelect;
export type BannerValues = Omit<typeof heroBanners.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type LogoRow = typeof siteLogo.$inferSelect;

/** The single logo row has this id. */
const LOGO_ID = 1;

/** Homepage hero banners and the site logo. */
@Injectable()
export class HeroRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  listBanners(activeOnly: boolean): Promise<BannerRow[]> {
    const q = this.db.select().from(heroBanners);
    return (activeOnly ? q.where(eq(heroBanners.isActive, true)) : q).orderBy(asc(heroBanners.order), asc(heroBanners.createdAt));
  }

  async findBanner(id: string): Promise<BannerRow | undefined> {
    const [row] = await this.db.select().from(heroBanners).where(eq(heroBanners.id, id));
    return row;
  }

  async createBanner(values: BannerValues): Promise<BannerRow> {
    const [row] = await this.db.insert(heroBanners).values(values).returning();
    return row;
  }

  async updateBanner(id: string, values: Partial<BannerValues>): Promise<BannerRow | undefined> {
    const [row] = await this.db.update(heroBanners).set({ ...values, updatedAt: new Date() }).where(eq(heroBanners.id, id)).returning();
    return row;
  }

  async deleteBanner(id: string): Promise<BannerRow | undefined> {
    const [row] = await this.db.delete(heroBanners).where(eq(heroBanners.id, id)).returning();
    return row;
  }

  async findLogo(): Promise<LogoRow | undefined> {
    const [row] = await this.db.select().from(siteLogo).where(eq(siteLogo.id, LOGO_ID));
    return row;
  }

  async saveLogo(values: { name: string; imageUrl: string; imageAlt: string }): Promise<LogoRow> {
    const [row] = await this.db
      .insert(siteLogo)
      .values({ id: LOGO_ID, ...values })
      .onConflictDoUpdate({ target: siteLogo.id, set: { ...values, updatedAt: new Date() } })
      .returning();
    return row;
  }

  /** Whether any banner or the logo still shows this image. */
  async isImageUsed(url: string): Promise<boolean> {
    const [banner] = await this.db.select({ id: heroBanners.id }).from(heroBanners).where(eq(heroBanners.imageUrl, url)).limit(1);
    if (banner) return true;
    const [logo] = await this.db.select({ id: siteLogo.id }).from(siteLogo).where(eq(siteLogo.imageUrl, url)).limit(1);
    return Boolean(logo);
  }
}
