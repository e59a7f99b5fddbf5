import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signInAt } from './sign-in';
import { ADMIN } from './playwright.config';
import { newBuyer } from './buyer';

const DAY = 86_400_000;
/** Below this width (MUI's md) the lists are <SimpleList>s with a ⋮ menu per row. */
const TABLE_FROM = 900;

interface Setup {
  admin: Record<string, string>;
  company: string;
  category: string;
  tag: string;
  language: string;
  buyer: string;
  newEvent: string;
  liveEvent: string;
}

/**
 * Everything the walk acts on, made through the API: a vendor, its live event with a cash booking
 * and a moved (sold) showtime waiting as a revision, a second event awaiting approval, a category, a
 * vendor-submitted tag and a language.
 */
async function setUp(request: APIRequestContext, width: number): Promise<Setup> {
  const stamp = `${width}-${Date.now()}`;
  const company = `Row Actions ${stamp}`;
  const vendorForm = { companyName: company, contactName: 'Ira Sen', email: `rows-${stamp}@browser.test`, password: 'Stage@2025' };
  const registered = await request.post('/api/vendor/auth/register', { data: vendorForm });
  expect(registered.ok(), await registered.text()).toBeTruthy();
  const vendor = { Authorization: `Bearer ${(await registered.json()).token}` };
  const admin = { Authorization: `Bearer ${(await (await request.post('/api/admin/auth/login', { data: ADMIN })).json()).token}` };

  const friday = new Date(Date.now() + 9 * DAY).toISOString();
  const form = (title: string) => ({
    title, description: 'Songs of the coast.', category: 'music', eventType: 'offline', startDate: friday.slice(0, 10), startTime: '19:30',
    location: { name: 'Kala Academy', address: 'Campal', city: 'Panaji', state: 'Goa', zipCode: '403001', country: 'India' },
    pricing: { isFree: false, pricingType: 'simple', currency: 'INR', price: 300 }, ticketsAvailable: 30,
    contactInfo: { organizerName: 'Ira Sen', organizerEmail: vendorForm.email },
  });
  const liveEvent = `Konkan Nights ${stamp}`;
  const created = await request.post('/api/vendor/events', { headers: vendor, data: { ...form(liveEvent), sessions: [{ startsAt: friday, label: 'Friday' }] } });
  expect(created.status(), await created.text()).toBe(201);
  const event = await created.json();
  expect((await request.patch(`/api/admin/events/${event.id}/status`, { headers: admin, data: { status: 'approved' } })).ok()).toBeTruthy();

  const buyer = await newBuyer(request, `Cash Buyer ${stamp}`);
  const booked = await request.post('/api/user/bookings/create', {
    headers: { Authorization: `Bearer ${buyer.token}` }, data: { eventId: event.id, sessionId: event.sessions[0].id, qty: 1, paymentMethod: 'cod' },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  // moving a showtime that has sales waits for the administrator
  const moved = new Date(Date.parse(friday) + 2 * 3600_000).toISOString();
  const edited = await request.put(`/api/vendor/events/${event.id}`, {
    headers: vendor,
    data: {
      ...form(liveEvent), sessions: [{ _id: event.sessions[0].id, startsAt: moved, label: 'Friday' }],
      ticketTypes: event.ticketTypes.map((t: { id: string; name: string; price: number; quantity: number }) => ({ _id: t.id, name: t.name, price: t.price, quantity: t.quantity })),
    },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  expect((await edited.json()).pendingRevision?.changes?.length).toBeGreaterThan(0);

  const newEvent = `Fado Evening ${stamp}`;
  expect((await request.post('/api/vendor/events', { headers: vendor, data: form(newEvent) })).status()).toBe(201);

  const category = `Row Category ${stamp}`;
  const language = `Row Language ${stamp}`;
  const tag = `Row Tag ${stamp}`;
  expect((await request.post('/api/admin/meta/categories', { headers: admin, data: { name: category } })).ok()).toBeTruthy();
  expect((await request.post('/api/admin/meta/languages', { headers: admin, data: { name: language } })).ok()).toBeTruthy();
  expect((await request.post('/api/vendor/meta/tags', { headers: vendor, data: { name: tag } })).ok()).toBeTruthy();
  return { admin, company, category, tag, language, buyer: buyer.user.name, newEvent, liveEvent };
}


/** A list row (a table row from 900 px, a <SimpleList> line below) holding `text`. */
const listRow = (page: Page, text: string) => page.locator('tbody tr, main li').filter({ hasText: text });

/** Fully on screen without any sideways scrolling: reachable at this width. */
async function expectOnScreen(target: Locator, width: number) {
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  expect(box.x, 'starts on screen').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'ends on screen').toBeLessThanOrEqual(width);
}

/** A row's action: in its Actions cell from 900 px, behind the row's ⋮ menu below. */
async function rowAction(page: Page, row: Locator, testId: string, width: number): Promise<Locator> {
  if (width < TABLE_FROM) {
    await expectOnScreen(row.getByTestId('row-menu'), width);
    await row.getByTestId('row-menu').click();
    const action = page.getByTestId('row-menu-actions').getByTestId(testId);
    await expectOnScreen(action, width);
    return action;
  }
  const action = row.getByTestId(testId);
  await expectOnScreen(action, width);
  return action;
}

/** Closes an open row menu (it stays open after an action, for the action's own confirmation): a click outside it. */
async function closeRowMenu(page: Page) {
  const menu = page.getByTestId('row-menu-actions');
  if (!(await menu.isVisible())) return;
  await page.mouse.click(2, 2);
  await expect(menu).toBeHidden();
}

async function searchList(page: Page, path: string, placeholder: string, text: string) {
  await page.goto(path);
  await page.getByPlaceholder(placeholder).fill(text);
  await expect(listRow(page, text)).toHaveCount(1);
  return listRow(page, text);
}

for (const width of [360, 768, 1366]) {
  test.describe(`back office row actions at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('every list offers its row actions on screen, and each one acts', async ({ page, request }) => {
      test.setTimeout(240_000);
      const s = await setUp(request, width);
      await signInAt(page, 'admin');

      // categories: rename
      let row = await searchList(page, '/admin/categories', 'Search by name', s.category);
      await (await rowAction(page, row, 'rename', width)).click();
      await page.getByTestId('rename-input').fill(`${s.category} renamed`);
      await page.getByTestId('rename-save').click();
      await closeRowMenu(page);
      await expect(listRow(page, `${s.category} renamed`)).toHaveCount(1);

      // tags: approve a vendor's submission
      row = await searchList(page, '/admin/tags', 'Search by name', s.tag);
      await expect(row.getByTestId('status')).toHaveText('Pending');
      await (await rowAction(page, row, 'row-approve', width)).click();
      await expect(row.getByTestId('status')).toHaveText('Approved');
      await closeRowMenu(page);

      // languages: delete, confirmed
      row = await searchList(page, '/admin/languages', 'Search by name', s.language);
      await (await rowAction(page, row, 'delete', width)).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await expect(listRow(page, s.language)).toHaveCount(0);

      // bookings: cash collected
      row = await searchList(page, '/admin/bookings', 'Search order, buyer or event', s.buyer);
      await expect(row).toContainText('Cash on delivery • Unpaid');
      await (await rowAction(page, row, 'cash-collected', width)).click();
      await expect(row).toContainText('Cash on delivery • Paid');
      await closeRowMenu(page);

      // content pages: Activate/Deactivate flips the badge and back; Preview opens the page
      await page.goto('/admin/content');
      row = listRow(page, 'Version').first();
      const badge = row.getByTestId('status');
      const before = await badge.innerText();
      await (await rowAction(page, row, 'content-toggle', width)).click();
      await expect(badge).not.toHaveText(before);
      await closeRowMenu(page);
      await (await rowAction(page, row, 'content-toggle', width)).click();
      await expect(badge).toHaveText(before);
      await closeRowMenu(page);
      await (await rowAction(page, row, 'content-preview', width)).click();
      await expect(page).toHaveURL(/\/admin\/content\/preview\//);

      // approvals: a new event approved; a live event's changes seen field by field and rejected with a reason
      await page.goto('/admin/approvals');
      row = page.getByTestId('pending-events').getByTestId('row').filter({ hasText: s.newEvent });
      await expect(row).toContainText('Awaiting approval');
      await expectOnScreen(row.getByTestId('reject'), width);
      await row.getByTestId('approve').click();
      await expect(page.getByText('Event approved')).toBeVisible();
      await expect(row).toHaveCount(0);

      await page.getByTestId('tab-changes').click();
      row = page.getByTestId('pending-changes').getByTestId('row').filter({ hasText: s.liveEvent });
      await expect(row.getByTestId('revision-change')).toContainText(/^Showtime Friday: date and time: .+ → .+$/);
      await expectOnScreen(row.getByTestId('approve'), width);
      await page.screenshot({ path: `/tmp/shots/admin-approvals-changes-${width}.png`, fullPage: true });
      await row.getByTestId('reject').click();
      await page.getByTestId('reject-reason').fill('The Friday buyers were promised 7:30 pm.');
      await page.getByTestId('reject-confirm').click();
      await expect(page.getByText('Changes rejected')).toBeVisible();
      await expect(row).toHaveCount(0);

      // vendors: Suspend, confirmed (last: it stops the vendor's sales)
      row = await searchList(page, '/admin/vendors', 'Search company, contact or email', s.company);
      await expect(row.getByTestId('status')).toHaveText('Approved');
      await (await rowAction(page, row, 'vendor-suspended', width)).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
      await expect(row.getByTestId('status')).toHaveText('Suspended');
    });
  });
}
