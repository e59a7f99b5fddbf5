import { expect, test, type Page } from '@playwright/test';

/** Every <img> on the page that has no width or height attribute (each would move the page when it loads). */
const imagesWithoutSize = (page: Page) =>
  page.locator('img').evaluateAll((imgs) => imgs.filter((i) => !i.getAttribute('width') || !i.getAttribute('height')).map((i) => i.outerHTML.slice(0, 120)));

/** Waits until the picture has loaded and been painted (an image becomes an LCP candidate only then). */
async function painted(page: Page, img: ReturnType<Page['locator']>) {
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** The element Chromium reports as the largest contentful paint so far. */
const lcpElement = (page: Page) =>
  page.evaluate(() => new Promise<{ tag: string; priority: string | null; src: string | null }>((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & { element?: Element })[];
      const el = entries[entries.length - 1]?.element;
      resolve({ tag: el?.tagName ?? '', priority: el?.getAttribute('fetchpriority') ?? null, src: el?.getAttribute('src') ?? null });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }));

test.describe('public site: the page holds still and its largest picture comes first', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('home: the first hero slide is the LCP image, fetched with high priority; no image lacks a size', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('trending').getByTestId('event-card').first()).toBeVisible();
    await painted(page, page.locator('img[fetchpriority="high"]'));
    const lcp = await lcpElement(page);
    expect(lcp.tag).toBe('IMG');
    expect(lcp.priority, `the LCP image ${lcp.src}`).toBe('high');
    await expect(page.locator('link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(1);
    // the picture came as the AVIF variant the preload named, not the original
    const hero = page.locator('img[fetchpriority="high"]');
    expect(await hero.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(/-w\d+\.avif$/);
    expect(await imagesWithoutSize(page)).toEqual([]);
    // pictures below the fold (cards, artists) wait until they are scrolled to; other tests' events may have no picture
    const belowTheFold = await page.locator('main img').evaluateAll((imgs) => imgs
      .filter((img) => !img.closest('[aria-label="Featured events"]'))
      .map((img) => ({ alt: (img as HTMLImageElement).alt, loading: (img as HTMLImageElement).loading })));
    expect(belowTheFold.length).toBeGreaterThan(0);
    expect(belowTheFold.filter((img) => img.loading !== 'lazy')).toEqual([]);
  });

  test('events page: the first card\'s picture (what a phone shows first) is fetched at once, the others wait to be scrolled to; every picture has a size', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByTestId('event-card').first()).toBeVisible();
    await expect(page.getByTestId('event-card').first().locator('picture source[type="image/avif"]')).toHaveAttribute('srcset', /-w400\.avif 400w/);
    await expect(page.getByTestId('event-card').first().locator('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(page.getByTestId('event-card').nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
    expect(await imagesWithoutSize(page)).toEqual([]);
  });

  test('event page: the banner is the LCP image, preloaded by the served HTML and fetched with high priority; no image lacks a size', async ({ page }) => {
    await page.goto('/events');
    await page.getByTestId('event-card').first().click();
    await expect(page.getByTestId('event-carousel')).toBeVisible();
    // the HTML as served, before any script: it names the banner's AVIF sizes
    const served = await (await page.request.get(page.url())).text();
    expect(served).toMatch(/<link rel="preload" as="image" [^>]*imagesrcset="[^"]*-w400\.avif 400w[^>]*fetchpriority="high"/);
    await page.reload();
    await painted(page, page.getByTestId('event-carousel').locator('img'));
    const lcp = await lcpElement(page);
    expect(lcp.tag).toBe('IMG');
    expect(lcp.priority, `the LCP image ${lcp.src}`).toBe('high');
    await expect(page.locator('link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(1);
    expect(await imagesWithoutSize(page)).toEqual([]);
  });
});
