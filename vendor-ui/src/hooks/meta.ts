import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { metaApi, venuesApi, type ReferenceKind, type VenueDetails, type VenueFiles } from '../api/meta';

export function useMySubmissions(kind: ReferenceKind) {
  return useQuery({ queryKey: ['vendor', 'meta', kind], queryFn: () => metaApi.mine(kind) });
}

export function useSubmitReference(kind: ReferenceKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; role?: string }) => metaApi.submit(kind, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['vendor', 'meta', kind] }),
  });
}

export interface Option {
  id: string;
  name: string;
  /** Shown beside the name when the vendor's own item still waits for approval. */
  pending?: boolean;
}

/** What the event form may pick: the approved items plus the vendor's own (not rejected) submissions. */
export function useReferenceOptions(kind: ReferenceKind) {
  const approved = useQuery({ queryKey: ['approved', kind], queryFn: () => metaApi.approved(kind), staleTime: 60_000 });
  const mine = useMySubmissions(kind);
  const options = new Map<string, Option>();
  for (const item of approved.data ?? []) options.set(item.id, { id: item.id, name: item.name });
  for (const item of mine.data ?? []) {
    if (item.status !== 'rejected' && !options.has(item.id)) options.set(item.id, { id: item.id, name: item.name, pending: item.status !== 'approved' });
  }
  return { options: [...options.values()].sort((a, b) => a.name.localeCompare(b.name)), loading: approved.isPending || mine.isPending };
}

export function useMyVenues() {
  return useQuery({ queryKey: ['vendor', 'venues'], queryFn: venuesApi.mine });
}

export function useApprovedVenues() {
  return useQuery({ queryKey: ['approved', 'venues'], queryFn: venuesApi.approved, staleTime: 60_000 });
}

export function useVenue(id: string | undefined) {
  return useQuery({ queryKey: ['vendor', 'venue', id], queryFn: () => venuesApi.get(id!), enabled: !!id });
}

/** Every venue write refreshes the vendor's venue list and the open venue. */
function useVenueMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'vendor' && (q.queryKey[1] === 'venues' || q.queryKey[1] === 'venue') }),
  });
}

export const useCreateVenue = () => useVenueMutation((a: { details: VenueDetails; files?: VenueFiles }) => venuesApi.create(a.details, a.files));
export const useUpdateVenueDetails = () => useVenueMutation((a: { id: string; details: VenueDetails }) => venuesApi.updateDetails(a.id, a.details));
export const useUpdateVenueImages = () => useVenueMutation((a: { id: string; files: VenueFiles }) => venuesApi.updateImages(a.id, a.files));
export const useDeleteVenue = () => useVenueMutation((id: string) => venuesApi.remove(id));
