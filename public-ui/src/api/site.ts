import type { ContentPage, ContentPageKey, HeroBanner, SiteLogo } from '@marketplace/shared-dto';
import { itemOf, listOf, request } from './client';

export const listBanners = async () => listOf<HeroBanner>(await request('/hero/banners'));
export const getLogo = async () => itemOf<SiteLogo>(await request('/hero/logo'));

/** The public client reads `data.data`; the server also answers the page at `data`. */
export async function getContentPage(page: ContentPageKey): Promise<ContentPage> {
  const body = await request<{ data: ContentPage & { data?: ContentPage } }>(`/content/public/${page}`);
  return body.data?.data ?? body.data;
}
