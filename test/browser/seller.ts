import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN } from './playwright.config';

/** The administrator's bearer header, from the API. */
export async function adminHeaders(request: APIRequestContext) {
  return { Authorization: `Bearer ${(await (await request.post('/api/admin/auth/login', { data: ADMIN })).json()).token}` };
}

/**
 * A new organiser registered through the API, with one event made from `event` (its contact is the organiser)
 * and approved by the administrator: the organiser's credentials for the portal's login, and the event as created.
 */
export async function sellerWithApprovedEvent(request: APIRequestContext, companyName: string, contactName: string, event: Record<string, unknown>) {
  const seller = { email: `${companyName.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@browser.test`, password: 'Stage@2025' };
  const registered = await request.post('/api/vendor/auth/register', { data: { ...seller, companyName, contactName } });
  expect(registered.ok(), await registered.text()).toBeTruthy();
  const vendor = { Authorization: `Bearer ${(await registered.json()).token}` };
  const created = await request.post('/api/vendor/events', {
    headers: vendor,
    data: { contactInfo: { organizerName: contactName, organizerEmail: seller.email }, ...event },
  });
  expect(created.status(), await created.text()).toBe(201);
  const made = await created.json();
  expect((await request.patch(`/api/admin/events/${made.id}/status`, { headers: await adminHeaders(request), data: { status: 'approved' } })).ok()).toBeTruthy();
  return { seller, event: made };
}
