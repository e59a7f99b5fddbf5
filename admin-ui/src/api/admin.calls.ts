import type { Identifier } from 'react-admin';
import type {
  PayoutHistory, PayoutHoldAnswer,
  AdminProfileUpdateResponse, UpdateAdminProfileRequest,
  SecuritySettings, TotpDisableRequest, TotpRecoveryCodesRequest,
  AdminDashboardResponse, AdminProfile, AdminStats, CancelEventInput, CancelEventResult, ImageUploadResponse, InvoiceSummary, MetaKind, Paged, SiteLogo,
  PromoCode, PromoCodeInput, PromoCodePatch, SeatingPlanSummary,
  SettlementStatement, VendorPayoutSettings, VendorStatus,
} from '@marketplace/shared-dto';
import { isApiError, twoStepApi } from '@marketplace/shared-ui';
import { request } from './api.client';
import { toFormData } from './form-data';
import { pageOf, recordOf } from './envelope';

/** PATCH the status, falling back to PUT on the record when the PATCH route is missing (spec section 7). */
async function patchStatusWithFallback(path: string, status: string, reason?: string) {
  const body = reason ? { status, reason } : { status };
  try {
    return await request(`${path}/status`, { method: 'PATCH', body });
  } catch (error) {
    if (isApiError(error, 404) || isApiError(error, 405)) {
      return request(path, { method: 'PUT', body });
    }
    throw error;
  }
}

const twoStep = twoStepApi('/admin/auth', request);

export type ModerationKind = 'events' | MetaKind;
export type Decision = 'approved' | 'rejected';

/**
 * The back office's calls beyond react-admin's CRUD: session, dashboard, moderation, booking decisions,
 * vendor status, venue image operations, content toggle, logo, profile, two-step sign-in and security settings. Merged into the data provider
 * so that react-admin's error handling (a 401 logs out) covers them too.
 */
export const adminCalls = {
  me: () => request<AdminProfile>('/admin/auth/me'),
  dashboard: () => request<AdminDashboardResponse>('/admin/dashboard'),
  stats: () => request<AdminStats>('/admin/stats'),
  /** The site logo for the top bar (public read, `{success, data}`). */
  siteLogo: async () => recordOf(await request('/hero/logo', { anonymous: true })) as unknown as SiteLogo,
  adminLogo: async () => recordOf(await request('/hero/admin/logo')) as unknown as SiteLogo,
  saveLogo: (logo: SiteLogo) => request<{ success: boolean; message?: string }>('/hero/admin/logo', { method: 'PUT', body: logo }),
  uploadImage: (kind: 'banner' | 'logo', file: File) =>
    request<ImageUploadResponse>(`/hero/admin/upload-${kind}`, {
      method: 'POST',
      body: toFormData(kind === 'banner' ? { image: file } : { file }),
    }),
  /** A decision, with the reason mailed to the vendor when given. */
  moderate: (kind: ModerationKind, id: Identifier, status: Decision, reason?: string) =>
    patchStatusWithFallback(kind === 'events' ? `/admin/events/${id}` : `/admin/meta/${kind}/${id}`, status, reason),
  /** Moderation queues: new events and live events' pending changes (page 1, limit 50), and each reference kind. */
  pending: async (kind: ModerationKind | 'changes') =>
    pageOf(
      await request<Paged<Record<string, unknown>>>(kind === 'events' || kind === 'changes' ? '/admin/events' : `/admin/meta/${kind}`, {
        query: kind === 'events' ? { status: 'pending', page: 1, limit: 50 } : kind === 'changes' ? { revision: 'pending', page: 1, limit: 50 } : { status: 'pending' },
      }),
    ),
  /** The administrator's decision on a live event's pending changes. */
  decideRevision: (id: Identifier, decision: Decision, reason?: string) =>
    request(`/admin/events/${id}/revision/${decision === 'approved' ? 'approve' : 'reject'}`, { method: 'POST', body: reason ? { reason } : {} }),
  setVendorStatus: (id: Identifier, status: VendorStatus) =>
    request(`/admin/vendors/${id}/status`, { method: 'PATCH', body: { status } }),
  cancelEvent: (id: Identifier, input: CancelEventInput) =>
    request<CancelEventResult>(`/admin/events/${id}/cancel`, { method: 'POST', body: input }),
  /** An event's promo codes (issue 23). */
  promoCodes: (eventId: Identifier) => request<PromoCode[]>(`/admin/events/${eventId}/promo-codes`),
  /** A venue's seating plans without their seats (issue 24): the event form offers them. */
  seatingPlans: async (venueId: Identifier) => (await request<{ data: SeatingPlanSummary[] }>(`/admin/meta/venues/${venueId}/seating-plans`)).data,
  createPromoCode: (eventId: Identifier, body: PromoCodeInput) => request<PromoCode>(`/admin/events/${eventId}/promo-codes`, { method: 'POST', body }),
  updatePromoCode: (eventId: Identifier, id: string, body: PromoCodePatch) =>
    request<PromoCode>(`/admin/events/${eventId}/promo-codes/${id}`, { method: 'PATCH', body }),
  /** A booking's tax invoices, bills of supply and credit notes, and one of them as a PDF. */
  bookingInvoices: async (id: Identifier) => (await request<{ data: InvoiceSummary[] }>(`/admin/bookings/${id}/invoices`)).data,
  invoicePdf: (bookingId: Identifier, invoiceId: string) => request<Blob>(`/admin/bookings/${bookingId}/invoices/${invoiceId}`, { as: 'blob' }),
  decideBooking: (id: Identifier, decision: 'approve' | 'reject') =>
    request(`/admin/bookings/${id}/${decision}`, { method: 'POST' }),
  cashCollected: (id: Identifier) => request(`/admin/bookings/${id}/cash-collected`, { method: 'POST' }),
  setPrimaryImage: (venueId: Identifier, imageId: string) =>
    request(`/admin/meta/venues/${venueId}/images/${imageId}/primary`, { method: 'PATCH' }),
  deleteVenueImage: (venueId: Identifier, imageId: string) =>
    request(`/admin/meta/venues/${venueId}/images/${imageId}`, { method: 'DELETE' }),
  reorderVenueImages: (venueId: Identifier, order: string[]) =>
    request(`/admin/meta/venues/${venueId}/images/reorder`, { method: 'PATCH', body: { order } }),
  uploadVenueImages: (venueId: Identifier, images: File[], clearImages: boolean) =>
    request(`/admin/meta/venues/${venueId}`, { method: 'PUT', body: toFormData({ data: { clearImages }, images }) }),
  toggleContent: (id: Identifier) => request(`/content/${id}/toggle`, { method: 'PATCH' }),
  contentByPage: async (page: string) => recordOf(await request(`/content/page/${page}`)),
  updateProfile: (profile: UpdateAdminProfileRequest) =>
    request<AdminProfileUpdateResponse>('/admin/user/profile', { method: 'PUT', body: profile }),
  totpStatus: () => twoStep.status(),
  totpEnrol: () => twoStep.enrol(),
  totpConfirm: (code: string) => twoStep.confirm(code),
  totpDisable: (body: TotpDisableRequest) => twoStep.disable(body),
  totpNewRecoveryCodes: (body: TotpRecoveryCodesRequest) => twoStep.newRecoveryCodes(body),
  securitySettings: () => request<SecuritySettings>('/admin/settings/security'),
  saveSecuritySettings: (settings: SecuritySettings) =>
    request<SecuritySettings & { message: string }>('/admin/settings/security', { method: 'PUT', body: settings }),
  /** The reference lists the event form offers: the admin meta path read without a token answers approved items `{data}`. */
  options: async (kind: MetaKind) => pageOf(await request<Paged<Record<string, unknown>>>(`/admin/meta/${kind}`, { anonymous: true })).data,
  /** Organisers' settlements (one vendor or all), and a vendor's payout settings. */
  settlements: (query: { vendorId?: string; from?: string; to?: string }) => request<SettlementStatement>('/admin/settlements', { query }),
  payoutSettings: (vendorId: Identifier) => request<VendorPayoutSettings>(`/admin/vendors/${vendorId}/payout`),
  savePayoutSettings: (vendorId: Identifier, body: { razorpayAccountId: string | null; commissionBps: number | null }) =>
    request<VendorPayoutSettings>(`/admin/vendors/${vendorId}/payout`, { method: 'PUT', body }),
  /** Each transfer to organisers (one vendor or all), and an administrator's hold or release of a vendor's. */
  payoutHistory: (vendorId?: string) => request<PayoutHistory>('/admin/payouts', { query: { vendorId } }),
  holdPayouts: (vendorId: Identifier, held: boolean) => request<PayoutHoldAnswer>(`/admin/vendors/${vendorId}/payouts/${held ? 'hold' : 'release'}`, { method: 'POST' }),
};

export type AdminCalls = typeof adminCalls;
