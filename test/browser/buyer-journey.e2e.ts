import { expect, test, type Page } from '@playwright/test';
import { expectFitsWidth } from './buyer';

/**
 * The buyer's journey of issue 20 at a phone, a tablet and a desktop width: finding events (search,
 * recent searches, filters and sort kept in the URL, a price range that cannot be inverted).
 */

const WIDTHS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'desktop', width: 1366, height: 900 },
];

/** Opens a page and waits until React has taken over the server's HTML (a click before that is lost). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** The header's search field: behind the search button on a phone, in the bar from 600 px. */
async function headerSearch(page: Page) {
  const toggle = page.getByTestId('header-search-toggle');
  if (await toggle.isVisible()) await toggle.click();
  return page.getByTestId('header-search').locator('visible=true');
}

async function cardTexts(page: Page) {
  await expect(page.getByTestId('event-results')).toHaveAttribute('aria-busy', 'false');
  return page.getByTestId('event-card').allTextContents();
}

/** Some cards, each saying `text` (polled: the previous list stays on screen until the new one comes). */
async function expectEveryCard(page: Page, text: string) {
  await expect.poll(async () => {
    const texts = await cardTexts(page);
    return texts.length > 0 && texts.every((t) => t.includes(text));
  }).toBe(true);
}

for (const size of WIDTHS) {
  test.describe(`finding events at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the header search finds events by city and remembers the search', async ({ page }) => {
      await open(page, '/about');
      const box = await headerSearch(page);
      await box.fill('Gurugram');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/events\?q=Gurugram$/);
      await expect(page.getByTestId('events-search')).toHaveValue('Gurugram');
      await expectEveryCard(page, 'Gurugram');

      // the list's own box narrows the list and the URL follows
      await page.getByTestId('events-search').fill('no such event anywhere');
      await expect(page).toHaveURL(/q=no\+such\+event\+anywhere/);
      await expect(page.getByText('No events match “no such event anywhere”.')).toBeVisible();

      // a recent search is one tap away
      await open(page, '/events');
      await expect(page.getByTestId('recent-search').first()).toHaveText('Gurugram');
      await page.getByTestId('recent-search').first().click();
      await expect(page).toHaveURL(/q=Gurugram/);
      await expectFitsWidth(page);
    });

    test('sort, city, venue and language live in the URL and survive a reload', async ({ page, request }) => {
      const venues = (await (await request.get('/api/meta/venues')).json()).data as { _id: string; name: string; city: string }[];
      const venue = venues.find((v) => v.city === 'New Delhi')!;
      await open(page, '/events');
      if (await page.getByTestId('filters-toggle').isVisible()) await page.getByTestId('filters-toggle').click();
      await page.getByTestId('sort').selectOption('price');
      await expect(page).toHaveURL(/sort=price/);
      await page.getByTestId('filter-city').selectOption('New Delhi');
      await expect(page).toHaveURL(/city=New\+Delhi/);
      await page.getByTestId('filter-venue').selectOption(venue._id);
      await expect(page).toHaveURL(new RegExp(`venue=${venue._id}`));
      await expectEveryCard(page, venue.name);

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      if (await page.getByTestId('filters-toggle').isVisible()) await page.getByTestId('filters-toggle').click();
      await expect(page.getByTestId('sort')).toHaveValue('price');
      await expect(page.getByTestId('filter-city')).toHaveValue('New Delhi');
      await expect(page.getByTestId('filter-venue')).toHaveValue(venue._id);

      const language = (await page.getByTestId('filter-language').locator('option').nth(1).getAttribute('value'))!;
      await page.getByTestId('filter-language').selectOption(language);
      await expect(page).toHaveURL(new RegExp(`language=${language}`));
      await expectFitsWidth(page);
    });

    test('a minimum typed above the maximum swaps the bounds instead of emptying the list', async ({ page }) => {
      await open(page, '/events');
      if (await page.getByTestId('filters-toggle').isVisible()) await page.getByTestId('filters-toggle').click();
      await page.getByTestId('max-price').fill('500');
      await expect(page).toHaveURL(/maxPrice=500/);
      await page.getByTestId('min-price').fill('2000');
      await page.getByTestId('min-price').blur();
      await expect(page).toHaveURL(/minPrice=500&maxPrice=2000|maxPrice=2000.*minPrice=500|minPrice=500.*maxPrice=2000/);
      await expect(page.getByTestId('min-price')).toHaveValue('500');
      await expect(page.getByTestId('max-price')).toHaveValue('2000');
      // every priced card is inside the range (the unpriced are always kept)
      await expect.poll(async () => {
        const prices = (await cardTexts(page)).map((t) => /Starting at ₹([\d,.]+)/.exec(t)?.[1]).filter(Boolean).map((p) => Number(p!.replace(/,/g, '')));
        return prices.length > 0 && prices.every((p) => p >= 500 && p <= 2000);
      }).toBe(true);
    });
  });
}
