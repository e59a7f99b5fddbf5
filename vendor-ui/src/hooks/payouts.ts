import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayoutAccount } from '@marketplace/shared-dto';
import { payoutsApi, type SettlementFilters } from '../api/payouts';

export function useSettlements(filters: SettlementFilters) {
  return useQuery({ queryKey: ['vendor', 'settlements', filters], queryFn: () => payoutsApi.settlements(filters), placeholderData: keepPreviousData });
}

export function usePayoutHistory() {
  return useQuery({ queryKey: ['vendor', 'payouts'], queryFn: payoutsApi.history });
}

export function usePayoutAccount() {
  return useQuery({ queryKey: ['vendor', 'payout-account'], queryFn: payoutsApi.account });
}

export function useSavePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: PayoutAccount) => payoutsApi.saveAccount(account),
    onSuccess: (answer) => queryClient.setQueryData(['vendor', 'payout-account'], answer),
  });
}
