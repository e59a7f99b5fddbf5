import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SeatingPlanInput } from '@marketplace/shared-dto';
import { seatingApi } from '../api/seating';

const key = (venueId: string) => ['vendor', 'seating-plans', venueId];

export function useSeatingPlans(venueId: string) {
  return useQuery({ queryKey: key(venueId), queryFn: () => seatingApi.list(venueId) });
}

export function useSeatingPlan(venueId: string, id: string | null) {
  return useQuery({ queryKey: [...key(venueId), id], queryFn: () => seatingApi.get(venueId, id!), enabled: !!id });
}

/** Every write refreshes the venue's plans (and the open plan). */
export function useSaveSeatingPlan(venueId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: SeatingPlanInput }) => (id ? seatingApi.update(venueId, id, body) : seatingApi.create(venueId, body)),
    onSuccess: () => client.invalidateQueries({ queryKey: key(venueId) }),
  });
}

export function useDeleteSeatingPlan(venueId: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: string) => seatingApi.remove(venueId, id), onSuccess: () => client.invalidateQueries({ queryKey: key(venueId) }) });
}
