import type { PayoutAccount, PayoutAccountAnswer, PayoutHistory, SettlementStatement } from '@marketplace/shared-dto';
import { request } from './client';

export interface SettlementFilters {
  eventId?: string;
  from?: string;
  to?: string;
}

export const payoutsApi = {
  settlements: (filters: SettlementFilters) => request<SettlementStatement>('/vendor/settlements', { query: { ...filters } }),
  history: () => request<PayoutHistory>('/vendor/payouts'),
  account: () => request<PayoutAccountAnswer>('/vendor/payout-account'),
  saveAccount: (body: PayoutAccount) => request<PayoutAccountAnswer>('/vendor/payout-account', { method: 'PUT', body }),
};
