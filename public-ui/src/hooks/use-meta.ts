import { useQuery } from '@tanstack/react-query';
import { listCategories, listVenues } from '../api/meta';

export const useCategories = () => useQuery({ queryKey: ['categories'], queryFn: listCategories, staleTime: 5 * 60_000 });
export const useVenues = () => useQuery({ queryKey: ['venues'], queryFn: listVenues });
