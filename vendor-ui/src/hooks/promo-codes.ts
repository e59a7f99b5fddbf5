import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PromoCodeInput, PromoCodePatch } from '@marketplace/shared-dto';
import { promoCodesApi } from '../api/promo-codes';

const key = (eventId: string) => ['vendor', 'promo-codes', eventId];

export function usePromoCodes(eventId: string) {
  return useQuery({ queryKey: key(eventId), queryFn: () => promoCodesApi.list(eventId) });
}

export function useCreatePromoCode(eventId: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (body: PromoCodeInput) => promoCodesApi.create(eventId, body), onSuccess: () => client.invalidateQueries({ queryKey: key(eventId) }) });
}

export function useUpdatePromoCode(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: PromoCodePatch }) => promoCodesApi.update(eventId, id, patch),
    onSuccess: () => client.invalidateQueries({ queryKey: key(eventId) }),
  });
}
