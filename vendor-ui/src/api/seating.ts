import type { SeatingPlan, SeatingPlanInput, SeatingPlanSummary } from '@marketplace/shared-dto';
import { request } from './client';

const path = (venueId: string) => `/vendor/meta/venues/${encodeURIComponent(venueId)}/seating-plans`;

export const seatingApi = {
  list: async (venueId: string) => (await request<{ data: SeatingPlanSummary[] }>(path(venueId))).data,
  get: (venueId: string, id: string) => request<SeatingPlan>(`${path(venueId)}/${encodeURIComponent(id)}`),
  create: (venueId: string, body: SeatingPlanInput) => request<SeatingPlan>(path(venueId), { method: 'POST', body }),
  update: (venueId: string, id: string, body: SeatingPlanInput) => request<SeatingPlan>(`${path(venueId)}/${encodeURIComponent(id)}`, { method: 'PUT', body }),
  remove: (venueId: string, id: string) => request<void>(`${path(venueId)}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};
