import { useQuery } from '@tanstack/react-query';
import type { MetaKind } from '@marketplace/shared-dto';
import { useAdminData } from '../../api/use-admin-data';

export interface Option {
  id: string;
  name: string;
  city?: string | null;
  address?: string | null;
  state?: string | null;
  zipCode?: string | null;
  country?: string | null;
  location?: { name?: string; address?: string | null; city?: string | null; state?: string | null; zipCode?: string | null; country?: string | null };
}

/** The approved reference items the event form offers (public-style reads of /meta/{kind}). */
export function useEventOptions(kind: MetaKind) {
  const data = useAdminData();
  return useQuery({ queryKey: ['options', kind], queryFn: async () => (await data.options(kind)) as unknown as Option[], staleTime: 60_000 });
}
