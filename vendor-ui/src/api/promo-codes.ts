import type { PromoCode, PromoCodeInput, PromoCodePatch } from '@marketplace/shared-dto';
import { request } from './client';

const path = (eventId: string) => `/vendor/events/${encodeURIComponent(eventId)}/promo-codes`;

export const promoCodesApi = {
  list: (eventId: string) => request<PromoCode[]>(path(eventId)),
  create: (eventId: string, body: PromoCodeInput) => request<PromoCode>(path(eventId), { method: 'POST', body }),
  update: (eventId: string, id: string, body: PromoCodePatch) => request<PromoCode>(`${path(eventId)}/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
};
