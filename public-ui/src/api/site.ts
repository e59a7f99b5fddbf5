import type { ContentPage, ContentPageKey, Envelope, HeroBanner, SiteLogo } from '@marketplace/shared-dto';
import { request } from './client';

export const listBanners = async () => (await request<Envelope<HeroBanner[]>>('/hero/banners')).data;
export const getLogo = async () => (await request<Envelope<SiteLogo>>('/hero/logo')).data;

/** The public client reads `data.data`; the server also answers the page at `data`. */
export async function getContentPage(page: ContentPageKey): Promise<ContentPage> {
  const body = await request<{ data: ContentPage & { data?: ContentPage } }>(`/content/public/${page}`);
  return body.data?.data ?? body.data;
}
