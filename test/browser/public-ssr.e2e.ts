import { expect, test, type Locator, type Page } from '@playwright/test';
import { codeFor, newPhone } from './buyer';

/**
 * The served HTML of the busiest pages is the page itself, rendered by the server, and React adopts it
 * (hydrates) instead of building it again: the same DOM, no mismatch, and then a working app.
 */

/** Console errors and warnings, and uncaught errors, from the page's start (a hydration mismatch is reported as one). */
function problems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') seen.push(`${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => seen.push(`uncaught: ${e.message}`));
  return seen;
}

/**
 * Keeps the page's LCP picture as the HTML parser inserts it, before any script of the page runs, so the
 * test can ask afterwards whether React kept that very element.
 */
async function catchServerPicture(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { ssrPicture?: Element };
    new MutationObserver((_changes, observer) => {
      const img = document.querySelector('#root img[fetchpriority="high"]');
      if (!img) return;
      w.ssrPicture = img;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Notes whether the server's CSS (a `<style>` with the rules the page uses) is ever taken out of the page: put back,
 * the browser would parse its rules again and restyle the whole page while the app starts.
 */
async function watchServerStyle(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { ssrStyleRemoved?: boolean };
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.removedNodes) if (node instanceof HTMLStyleElement && node.id === 'ssr-css') w.ssrStyleRemoved = true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * The server's CSS is in the head and has stayed there since the parser put it there, and the browser's emotion
 * has added none of its rules again: neither a component's class nor CssBaseline's page-wide rules (a new `html`,
 * `body` or `*` rule restyles every element while the app starts).
 */
const serverStyleKept = (page: Page) => page.evaluate(() => {
  const server = document.head.querySelector<HTMLStyleElement>('style#ssr-css');
  if (!server || (window as unknown as { ssrStyleRemoved?: boolean }).ssrStyleRemoved) return false;
  const added = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].flatMap((s) => [...(s.sheet?.cssRules ?? [])].map((r) => r.cssText));
  const names = server.dataset.names!.split(' ').filter((n) => !n.startsWith('animation-'));
  const pageWide = /^(html|body|\*)[\s,{:]/;
  return names.length > 0 && !added.some((rule) => pageWide.test(rule) || names.some((n) => rule.includes(`.css-${n}`)));
});

/** The LCP picture on screen is the element the server's HTML made, and React has taken it as its own (hydrated). */
const adoptedPicture = (page: Page) => page.evaluate(() => {
  const kept = (window as unknown as { ssrPicture?: Element }).ssrPicture;
  const shown = document.querySelector('#root img[fetchpriority="high"]');
  return Boolean(kept && kept === shown && Object.keys(kept).some((k) => k.startsWith('__reactFiber$')));
});

/** React has taken the server's element as its own (before that, a click on a link loads a page as without script). */
const adopted = (locator: Locator) => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$')));

/** A click that the app handles (client-side routing) leaves the window as it was; a full page load would not. */
async function markWindow(page: Page) {
  await page.evaluate(() => { (window as unknown as { sameApp?: boolean }).sameApp = true; });
}
const sameWindow = (page: Page) => page.evaluate(() => (window as unknown as { sameApp?: boolean }).sameApp === true);

async function eventPath(page: Page): Promise<string> {
  const body = await (await page.request.get('/api/events/public?limit=1')).json() as { data: { slug: string; code: string }[] };
  return `/events/${body.data[0].slug}/${body.data[0].code}`;
}

test.describe('public site: the first view comes rendered by the server and React adopts it', () => {
  test('the HTML as served (no script) holds the page: titles, cards and the LCP picture with its size', async ({ page }) => {
    const home = await (await page.request.get('/')).text();
    expect(home).toMatch(/<div id="root"><.+data-testid="hero"/s);
    expect(home).toMatch(/<img [^>]*fetchPriority="high"[^>]*>/);
    expect(home).not.toContain('rel="preload" as="fetch"'); // the answers come with the page
    const events = await (await page.request.get('/events')).text();
    expect(events).toMatch(/data-testid="event-card-title"[^>]*>[^<]+</);
    const path = await eventPath(page);
    const detail = await (await page.request.get(path)).text();
    const img = /<img [^>]*fetchPriority="high"[^>]*>/.exec(detail)?.[0];
    expect(img).toMatch(/width="\d+"/);
    expect(img).toMatch(/height="\d+"/);
    expect(detail).toMatch(/data-testid="event-title"[^>]*>[^<]+</);
  });

  test('home: hydrated without a warning, the hero picture is the server\'s element, its CSS stays in place, a card opens its event', async ({ page }) => {
    const seen = problems(page);
    await catchServerPicture(page);
    await watchServerStyle(page);
    await page.goto('/');
    await expect.poll(() => adoptedPicture(page)).toBe(true);
    expect(await serverStyleKept(page)).toBe(true);
    const card = page.getByTestId('trending').getByTestId('event-card').first();
    await markWindow(page);
    await card.click();
    await expect(page).toHaveURL(/\/events\/[^/]+\/[^/]+$/);
    await expect(page.getByTestId('event-title')).toBeVisible();
    expect(await sameWindow(page)).toBe(true);
    expect(seen).toEqual([]);
  });

  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    test(`events (${viewport.width} px): hydrated without a warning, with its filters; a card opens its event`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const seen = problems(page);
      await page.goto('/events?minPrice=100');
      const card = page.getByTestId('event-card').first();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      if (viewport.width < 600) {
        await expect(page.getByTestId('filters-toggle')).toBeVisible();
        await page.getByTestId('filters-toggle').click();
      }
      await expect(page.getByTestId('min-price')).toHaveValue('100');
      await markWindow(page);
      await card.click();
      await expect(page.getByTestId('event-title')).toBeVisible();
      expect(await sameWindow(page)).toBe(true);
      expect(seen).toEqual([]);
    });
  }

  test('a button pressed before the scripts have run is pressed again once React has the page (360 px)', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/assets/**/*.js', async (route) => { await scriptsHeld; await route.continue(); });
    await page.goto('/events?minPrice=100', { waitUntil: 'domcontentloaded' });
    await page.getByTestId('filters-toggle').click();
    await expect(page.getByTestId('filters')).toBeHidden();
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('filters')).toBeVisible();
    await expect(page.getByTestId('min-price')).toHaveValue('100');
  });

  test('event page: hydrated without a warning, the banner is the server\'s element, Book Now works', async ({ page }) => {
    const path = await eventPath(page);
    const seen = problems(page);
    await catchServerPicture(page);
    await page.goto(path);
    await expect.poll(() => adoptedPicture(page)).toBe(true);
    await markWindow(page);
    await page.getByTestId('book-now').click();
    // not signed in: the app sends the buyer to its login page, without loading a page
    await expect(page).toHaveURL(/\/login$/);
    expect(await sameWindow(page)).toBe(true);
    expect(seen).toEqual([]);
  });

  test('event page (390 px): parts without controls keep the server\'s HTML, their links move within the app, the next event shows its own', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const seen = problems(page);
    await page.goto(await eventPath(page));
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // the controls are React's; the related events' cards are left as the server rendered them
    expect(await adopted(page.getByTestId('share'))).toBe(true);
    const card = page.getByTestId('related').getByTestId('event-card').first();
    expect(await adopted(card)).toBe(false);
    const title = (await card.getByTestId('event-card-title').textContent())!;
    await markWindow(page);
    await card.click();
    await expect(page.getByTestId('event-title')).toHaveText(title);
    expect(await sameWindow(page)).toBe(true);
    // the related events are the new event's (an event is never its own related), rendered by React this time
    const related = page.getByTestId('related').getByTestId('event-card');
    await expect.poll(() => adopted(related.first())).toBe(true);
    await expect(related.getByTestId('event-card-title').filter({ hasText: title })).toHaveCount(0);
    expect(seen).toEqual([]);
  });
});

test.describe('without JavaScript: content pages, login and 404 are server-rendered', () => {
  test.use({ javaScriptEnabled: false });
  for (const width of [360, 768, 1366]) {
    test(`about, contact, privacy, terms and login show their words; an unknown path answers 404 with Not Found (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/about', '/contact', '/privacy-policy', '/terms-of-service']) {
        const res = await page.goto(path);
        expect(res?.status()).toBe(200);
        await expect(page.getByTestId('page-title')).not.toBeEmpty();
        await expect(page.getByTestId('content-body')).toBeVisible();
      }
      expect((await page.goto('/login'))?.status()).toBe(200);
      await expect(page.getByText('Sign in to Utsav')).toBeVisible();
      const missing = await page.goto('/no-such-page');
      expect(missing?.status()).toBe(404);
      await expect(page.getByTestId('not-found')).toHaveText('Not Found');
    });
  }
});

test.describe('signed-in header', () => {
  test('a signed-in buyer never sees the signed-out Account button, before or after hydration; About hydrates without a warning', async ({ page, request }) => {
    const phone = newPhone();
    expect((await request.post('/api/user/auth/send-otp', { data: { phone } })).ok()).toBeTruthy();
    const verified = await request.post('/api/user/auth/verify-otp', { data: { phone, otp: await codeFor(request, phone), name: 'Meera Iyer', email: `${phone.slice(1)}@buyer.test` } });
    const { token, user } = await verified.json();
    const seen = problems(page);
    await page.addInitScript(([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
      const w = window as unknown as { sawAccountButton?: boolean };
      new MutationObserver(() => { if (document.querySelector('[data-testid="account-button"]')) w.sawAccountButton = true; })
        .observe(document, { childList: true, subtree: true });
    }, [token as string, JSON.stringify(user)]);
    await page.goto('/about');
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
    await expect(page.getByTestId('content-body')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sawAccountButton?: boolean }).sawAccountButton ?? false)).toBe(false);
    expect(seen).toEqual([]);
  });
});
