import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectFitsWidth, newBuyer, paidEvent, signIn } from './buyer';

/** axe's serious and critical findings on the page. */
async function serious(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${page.url()} ${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/** The page after React has it and nothing is loading (the dashboard, outside the site's layout, has no hydration mark). */
async function settled(page: Page) {
  if (!page.url().endsWith('/dashboard')) await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  else await expect(page.getByTestId('stat-phone')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

test.describe('the public site in Hindi at 360 px (issue 21)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('home, events, event, booking and dashboard in Hindi: lang="hi", Hindi words, nothing cut off, no sideways scroll, axe finds nothing serious', async ({ page, request }) => {
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    const event = await paidEvent(request);
    const buyer = await newBuyer(request, 'अनन्या शर्मा');
    await signIn(page, buyer);

    const pages: { path: string; words: string }[] = [
      { path: '/hi', words: 'सभी इवेंट देखें' },
      { path: '/hi/events', words: 'दिल्ली-एनसीआर के इवेंट' },
      { path: `/hi/events/${event.slug}/${event.code}`, words: 'अभी बुक करें' },
      { path: `/hi/book/${event.slug}/${event.code}`, words: 'सहायता केंद्र' },
      { path: '/hi/dashboard', words: '' },
    ];
    const found: string[] = [];
    for (const { path, words } of pages) {
      await page.goto(path);
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      if (words) await expect(page.getByText(words).first()).toBeVisible();
      // the event's title stays as entered
      if (path.includes('/events/')) await expect(page.getByTestId('event-title')).toHaveText(event.title);
      await expectFitsWidth(page);
      found.push(...(await serious(page)));
    }
    expect(found).toEqual([]);
    expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
  });

  test('the switch in the mobile menu keeps the page and its query, both ways; in-app links stay in Hindi', async ({ page }) => {
    await page.goto('/events?q=qawwali&sort=price');
    await settled(page);
    await page.getByTestId('mobile-menu-button').click();
    await page.getByTestId('drawer-language').getByTestId('language-hi').click();
    await expect(page).toHaveURL(/\/hi\/events\?q=qawwali&sort=price$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await settled(page);
    await expect(page.getByTestId('events-title')).toHaveText('दिल्ली-एनसीआर के इवेंट');
    await expect(page.getByTestId('events-search')).toHaveValue('qawwali');

    // a link inside the app keeps the language
    await page.getByTestId('brand').click();
    await expect(page).toHaveURL(/\/hi$/);

    await page.goto('/hi/events?q=qawwali');
    await settled(page);
    await page.getByTestId('mobile-menu-button').click();
    await page.getByTestId('drawer-language').getByTestId('language-en').click();
    await expect(page).toHaveURL(/\/events\?q=qawwali$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await settled(page);
    await expect(page.getByTestId('events-title')).toHaveText('Events In Delhi-NCR');
  });

  test('a signed-in buyer\'s choice is saved on the profile', async ({ page, request }) => {
    const buyer = await newBuyer(request, 'Ravi Kumar');
    await signIn(page, buyer);
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/events');
    await settled(page);
    await page.getByTestId('header').getByTestId('language-hi').click();
    await expect(page).toHaveURL(/\/hi\/events$/);
    const dashboard = await (await request.get('/api/user/dashboard', { headers: { Authorization: `Bearer ${buyer.token}` } })).json();
    expect(dashboard.profile.locale).toBe('hi');
  });
});
