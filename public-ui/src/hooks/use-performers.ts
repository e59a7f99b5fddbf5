import { useQuery } from '@tanstack/react-query';
import { getPerformer, listPerformers } from '../api/performers';

export const usePerformers = () => useQuery({ queryKey: ['performers'], queryFn: listPerformers });
export const usePerformer = (slug: string | undefined) =>
  useQuery({ queryKey: ['performer', slug], queryFn: () => getPerformer(slug!), enabled: Boolean(slug) });
