import { expect, test } from '@playwright/test';
import { DEMO_VENDOR, signInAt } from './sign-in';
import { expectFitsWidth, seriousViolations } from './buyer';

type Plan = { id: string; name: string; seatCount: number; zones: { rows: { seats: { guid: string; blocked?: boolean }[] }[] }[] };

test('an organiser generates a seating plan, blocks seats on the map by mouse and keyboard, and imports pretix JSON', async ({ page, request }) => {
  const token = (await (await request.post('/api/vendor/auth/login', { data: DEMO_VENDOR })).json()).token as string;
  const headers = { Authorization: `Bearer ${token}` };
  const venue = await (await request.post('/api/vendor/meta/venues', { headers, data: { name: `Kamani Auditorium ${Date.now()}`, city: 'New Delhi', address: 'Copernicus Marg' } })).json();
  const plans = async () => ((await (await request.get(`/api/vendor/meta/venues/${venue.id}/seating-plans`, { headers })).json()) as { data: Plan[] }).data;

  await signInAt(page, 'vendor', DEMO_VENDOR);
  await page.goto(`/vendor/meta/venues/${venue.id}/seating`);
  await expect(page.getByTestId('empty-state')).toContainText('This venue has no seating plan yet');

  // the preview applies the API's own rules as the organiser types
  const section = page.getByTestId('plan-section').first();
  await section.getByLabel('Seats per row').fill('600');
  await expect(section).toContainText('seatsPerRow must be a whole number from 1 to 500.');
  await expect(page.getByTestId('create-plan')).toBeDisabled();
  await section.getByLabel('Rows').fill('A-C');
  await section.getByLabel('Seats per row').fill('10');
  await expect(page.getByTestId('plan-seat-count')).toHaveText('30 seats');
  await expect(page.getByTestId('plan-preview').locator('circle[data-guid]')).toHaveCount(30);

  // a rule only the server knows shows beside its field
  await page.getByTestId('plan-name').fill('N'.repeat(81));
  await page.getByTestId('create-plan').click();
  await expect(page.getByTestId('new-plan')).toContainText('name is required (at most 80 characters).');
  expect(await plans()).toEqual([]);

  await page.getByTestId('plan-name').fill('Ground floor');
  await page.getByTestId('create-plan').click();
  const editor = page.getByTestId('plan-editor');
  await expect(editor).toContainText('30 seats, 0 blocked · 0 chosen');
  await expect(page.getByTestId('plan-row')).toContainText('Ground floor');

  // two seats by mouse, one more by keyboard (arrow right from the first, Enter)
  const seats = editor.locator('circle[data-guid]');
  await seats.nth(0).click();
  await seats.nth(5).click();
  await expect(editor).toContainText('2 chosen');
  await seats.nth(0).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(seats.nth(1)).toHaveAttribute('aria-checked', 'true');
  await expect(seats.nth(1)).toHaveAttribute('aria-label', 'Row A seat 2, Silver');
  await page.getByTestId('block-seats').click();
  await expect(editor).toContainText('30 seats, 3 blocked · 0 chosen');
  await page.getByTestId('save-plan').click();
  await expect(page.getByText('Seating plan "Ground floor" saved')).toBeVisible();
  const [saved] = await plans();
  const full = (await (await request.get(`/api/vendor/meta/venues/${venue.id}/seating-plans/${saved.id}`, { headers })).json()) as Plan;
  expect(full.zones[0].rows[0].seats.filter((s) => s.blocked).map((s) => s.guid)).toEqual(['stalls:a:1', 'stalls:a:2', 'stalls:a:6']);

  // the editor at a phone's width: nothing cut off, and axe finds nothing serious
  await page.setViewportSize({ width: 360, height: 800 });
  await expectFitsWidth(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1366, height: 900 });

  // pretix's export, uploaded as a file
  await editor.getByRole('button', { name: 'Close' }).click();
  const pretix = {
    name: 'Hall', categories: [{ name: 'Stalls', color: '#1565c0' }],
    zones: [{ name: 'Ground', position: { x: 0, y: 0 }, rows: [{ row_number: 'A', position: { x: 0, y: 0 }, seats: [
      { seat_guid: 'px-1', seat_number: '1', position: { x: 0, y: 0 }, category: 'Stalls' },
      { seat_guid: 'px-2', seat_number: '2', position: { x: 12, y: 0 }, category: 'Stalls' },
    ] }] }],
  };
  await page.getByTestId('pretix-file').setInputFiles({ name: 'hall.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(pretix)) });
  await expect(page.getByTestId('new-plan')).toContainText('From pretix: hall.json');
  await expect(page.getByTestId('plan-seat-count')).toHaveText('2 seats');
  await page.getByTestId('plan-name').fill('Imported from pretix');
  await page.getByTestId('create-plan').click();
  await expect(page.getByTestId('plan-editor')).toContainText('2 seats, 0 blocked');
  expect((await plans()).map((p) => [p.name, p.seatCount])).toEqual([['Ground floor', 30], ['Imported from pretix', 2]]);

  // in Hindi (issue 21): the page, the editor and each seat's name
  await page.getByTestId('language-switch').filter({ visible: true }).getByTestId('language-hi').click();
  await expect(page.getByRole('heading', { name: 'सीटिंग प्लान' })).toBeVisible();
  await expect(page.getByTestId('plan-editor')).toContainText('2 सीटें, 0 बंद · 0 चुनी गईं');
  await expect(page.getByTestId('plan-editor').locator('circle[data-guid]').first()).toHaveAttribute('aria-label', 'पंक्ति A सीट 1, Stalls');
  await expect(page.getByRole('button', { name: 'बड़ा करें' }).first()).toBeVisible();
  await page.getByTestId('language-switch').filter({ visible: true }).getByTestId('language-en').click();
});
