import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEFAULT_CANCEL_CUTOFF_HOURS } from '@marketplace/shared-dto';

/** A phone number nobody has used: each login below is a new buyer, so the tests need no demo data. */
export const newPhone = () => `+9198${String(Date.now()).slice(-8)}`;

/** The code the development SMS outbox holds for a phone (the server's log provider keeps it readable). */
export async function codeFor(request: APIRequestContext, phone: string): Promise<string> {
  const res = await request.get(`/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { data: { body: string }[] };
  const code = body.data[0]?.body.match(/\d{6}/)?.[0];
  expect(code, `a code was sent to ${phone}`).toBeTruthy();
  return code!;
}

/** Logs a new buyer in through the form on the current page (the /login page or the login modal). */
export async function loginAsNewBuyer(page: Page, request: APIRequestContext, name: string) {
  const phone = newPhone();
  await page.getByTestId('login-phone').fill(phone);
  await page.getByTestId('login-send').click();
  await expect(page.getByTestId('login-code')).toBeVisible();
  await page.getByTestId('login-code').fill(await codeFor(request, phone));
  // the form learns that the phone is new only from the verified code
  await page.getByTestId('login-verify').click();
  await expect(page.getByTestId('login-error')).toHaveText('Name and email are required for new users.');
  await page.getByTestId('login-name').fill(name);
  await page.getByTestId('login-email').fill(`${phone.slice(1)}@buyer.test`);
  await page.getByTestId('login-verify').click();
  return phone;
}

/**
 * The booking wizard from its first step: picks the showtime (by label) when given, adds `counts` of each
 * type (by name) with the + stepper, and continues to step 3.
 */
export async function bookTypes(page: Page, counts: Record<string, number>, showtime?: string) {
  if (showtime) await page.getByTestId('showtime').filter({ hasText: showtime }).click();
  await page.getByTestId('continue').click();
  for (const [name, n] of Object.entries(counts)) {
    const row = page.getByTestId('ticket-type').filter({ has: page.getByTestId('ticket-type-name').getByText(name, { exact: true }) });
    for (let i = 0; i < n; i++) await row.getByTestId('quantity-plus').click();
    await expect(row.getByTestId('quantity')).toHaveText(String(n));
  }
  await page.getByTestId('continue').click();
}

let seq = 0;
const uniquePhone = () => `+9197${String(Date.now()).slice(-6)}${String((seq += 1) % 100).padStart(2, '0')}`;

export interface Buyer { token: string; user: { id: string; name: string; email: string; phone: string } }
export interface ApiEvent { _id: string; slug: string; code: string; title: string; price: number | null; ticketsAvailable: number; startDate: string; sessions: { _id: string }[] }

/** A new buyer logged in through the API (phone code from the development outbox). */
export async function newBuyer(request: APIRequestContext, name: string): Promise<Buyer> {
  const phone = uniquePhone();
  expect((await request.post('/api/user/auth/send-otp', { data: { phone } })).ok()).toBeTruthy();
  const outbox = await (await request.get(`/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`)).json();
  const otp = outbox.data[0].body.match(/\d{6}/)[0];
  const res = await request.post('/api/user/auth/verify-otp', { data: { phone, otp, name, email: `${phone.slice(1)}@buyer.test` } });
  expect(res.ok()).toBeTruthy();
  return res.json();
}

/** Opens the site as this buyer (the session the login form would store). */
export async function signIn(page: Page, buyer: Buyer) {
  await page.goto('/about');
  await page.evaluate((b) => {
    localStorage.setItem('token', b.token);
    localStorage.setItem('user', JSON.stringify(b.user));
  }, buyer);
}

/**
 * Nothing wider than the screen: no sideways scroll, and every visible element inside the viewport's width.
 * Polled, since a layout switches on a media query a render after the viewport changes.
 */
export async function expectFitsWidth(page: Page) {
  await expect.poll(() => page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const cut = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (!r.width || !r.height || style.visibility === 'hidden' || el.closest('[aria-hidden="true"]')) return false;
        // content inside a scrolling container (a chip row, a carousel) is meant to scroll
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          const o = getComputedStyle(p).overflowX;
          if (o === 'auto' || o === 'scroll' || o === 'hidden' || o === 'clip') return false;
        }
        return r.left < -1 || r.right > width + 1;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} ${el.getAttribute('data-testid') ?? ''}`);
    return { scroll: document.documentElement.scrollWidth - width, cut: cut.slice(0, 5) };
  })).toEqual({ scroll: 0, cut: [] });
}

/**
 * A paid event without showtimes and with tickets to spare (lists answer cards; the detail has the showtimes), of
 * the organiser whose event ids are `ownIds` when given.
 */
export async function paidEvent(request: APIRequestContext, ownIds?: Set<string>): Promise<ApiEvent> {
  const cards = (await (await request.get('/api/events/public?limit=50')).json()).data as { slug: string; code: string; price: number | null; soldOut: boolean }[];
  let event: ApiEvent | undefined;
  for (const c of cards.filter((x) => (x.price ?? 0) > 0 && !x.soldOut)) {
    const detail = (await (await request.get(`/api/events/public/${c.slug}/${c.code}`)).json()) as ApiEvent;
    // far enough ahead that its bookings can still be cancelled (the demo's dates follow the day it was seeded)
    if ((!ownIds || ownIds.has(detail._id)) && detail.ticketsAvailable >= 20 && detail.sessions.length === 0 && Date.parse(detail.startDate) > Date.now() + 2 * DEFAULT_CANCEL_CUTOFF_HOURS * 3_600_000) { event = detail; break; }
  }
  expect(event, 'the demo data has a paid event without showtimes, two days ahead or more').toBeTruthy();
  return event!;
}

/** Rules held to whatever axe calls their impact: one h1 per page, headings in order. */
const HEADING_RULES = ['page-has-heading-one', 'heading-order'];

/**
 * Waits for running CSS transitions to end: axe reads colours as they are at that instant, and a button that has
 * just been enabled fades from the disabled grey to its colours over 250 ms (a contrast finding no user sees).
 */
export async function transitionsDone(page: Page) {
  await page.waitForFunction(() => document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState === 'running').length === 0);
}

/**
 * axe's serious and critical findings (WCAG 2.1 A and AA), as rule (impact): targets [why] (an empty list passes). With
 * `headings` (the default) best practice too, and its heading findings whatever their impact; without, WCAG alone (issue
 * 25's walk over every back-office screen, two of which skip heading levels).
 */
export async function seriousViolations(page: Page, { headings = true } = {}): Promise<string[]> {
  await transitionsDone(page);
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', ...(headings ? ['best-practice'] : [])];
  const result = await new AxeBuilder({ page }).withTags(tags).analyze();
  const h1s = headings ? await page.locator('h1').count() : 0;
  return (h1s > 1 ? [`${h1s} h1 elements`] : []).concat(result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || (headings && HEADING_RULES.includes(v.id)))
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} [${n.any[0]?.message ?? ''}]`).join(' | ')}`));
}
