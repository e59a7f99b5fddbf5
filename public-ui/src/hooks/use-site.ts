import { useQuery } from '@tanstack/react-query';
import type { ContentPageKey } from '@marketplace/shared-dto';
import { getContentPage, getLogo, listBanners } from '../api/site';

export const useLogo = () => useQuery({ queryKey: ['logo'], queryFn: getLogo, staleTime: 5 * 60_000 });
export const useBanners = () => useQuery({ queryKey: ['banners'], queryFn: listBanners });
export const useContentPage = (page: ContentPageKey) => useQuery({ queryKey: ['content', page], queryFn: () => getContentPage(page) });
