import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './buyer';
import { DEMO_VENDOR, signInAt } from './sign-in';


const ADMIN_SCREENS = [
  '/admin/dashboard', '/admin/approvals', '/admin/bookings', '/admin/tickets', '/admin/vendors', '/admin/events', '/admin/events/new',
  '/admin/categories', '/admin/tags', '/admin/languages', '/admin/performers', '/admin/performers/add', '/admin/venues', '/admin/venues/add',
  '/admin/hero/banners', '/admin/hero/banners/add', '/admin/hero/logo', '/admin/content', '/admin/content/create', '/admin/settings',
  '/admin/reports/gst', '/admin/reports/payouts',
];
const VENDOR_SCREENS = [
  '/vendor/dashboard', '/vendor/events', '/vendor/events/new', '/vendor/bookings', '/vendor/tickets', '/vendor/checkin',
  '/vendor/meta/venues', '/vendor/meta/venues/add', '/vendor/meta/categories', '/vendor/meta/tags', '/vendor/settings', '/vendor/business', '/vendor/payouts',
];

async function walk(page: Page, screens: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of screens) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main')).toBeVisible();
    // the screen's content, not its loading state
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    found.push(...(await seriousViolations(page)).map((v) => `${path} ${v}`));
  }
  return found;
}

/** Issue 25: axe finds nothing serious or critical on any back-office or vendor screen, on a phone or a desktop. */
for (const width of [360, 1366]) {
  test.describe(`axe on the back office and the vendor portal at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('back office screens', async ({ page }) => {
      test.setTimeout(300_000);
      await signInAt(page, 'admin');
      expect(await walk(page, ADMIN_SCREENS)).toEqual([]);
    });

    test('vendor portal screens', async ({ page }) => {
      test.setTimeout(300_000);
      await signInAt(page, 'vendor', DEMO_VENDOR);
      expect(await walk(page, VENDOR_SCREENS)).toEqual([]);
    });
  });
}

/** Issue 25: the vendor's lists on a phone keep each row's status and actions on screen (the rows stack, no sideways scroll). */
test.describe('vendor lists at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('events and venues show their status and actions on screen', async ({ page }) => {
    await signInAt(page, 'vendor', DEMO_VENDOR);
    const onScreen = async (target: ReturnType<Page['locator']>) => {
      await expect(target).toBeVisible();
      const box = (await target.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    };
    await page.goto('/vendor/events');
    const event = page.getByTestId('event-row').first();
    await onScreen(event.getByTestId('status-chip'));
    await onScreen(event.getByRole('link', { name: 'Edit' }));
    await page.goto('/vendor/meta/venues');
    await onScreen(page.getByTestId('venue-row').first().getByTestId('status-chip'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
