import { useQuery } from '@tanstack/react-query';
import { getVenue, listCategories, listLanguages, listVenues } from '../api/meta';

export const useCategories = () => useQuery({ queryKey: ['categories'], queryFn: listCategories, staleTime: 5 * 60_000 });
export const useVenues = () => useQuery({ queryKey: ['venues'], queryFn: listVenues });
export const useLanguages = () => useQuery({ queryKey: ['languages'], queryFn: listLanguages, staleTime: 5 * 60_000 });
export const useVenue = (slug: string | undefined) => useQuery({ queryKey: ['venue', slug], queryFn: () => getVenue(slug!), enabled: Boolean(slug) });
