import { expect, test } from '@playwright/test';
import { expectFitsWidth } from './buyer';
import { sellerWithApprovedEvent } from './seller';
import { signInAt } from './sign-in';
import { englishLeftoversOf } from './english-leftovers';
import { en } from '../../vendor-ui/src/i18n/en';
import { hi } from '../../vendor-ui/src/i18n/hi';
import { kitWords } from '../../shared-ui/src/i18n/kit-words';

for (const { label, viewport } of [
  { label: 'at 360 px', viewport: { width: 360, height: 740 } },
  { label: 'on a desktop', viewport: { width: 1280, height: 800 } },
]) {
  test.describe(`the vendor portal in Hindi ${label} (issue 21)`, () => {
    test.use({ viewport });

    test('English | हिंदी turns the dashboard, the events list and the login form Hindi, nothing is cut off, and a reload keeps it', async ({ page, request }) => {
      // an organiser of its own: the choice is saved on the account, and the demo organiser's must stay English for the other files
      const startsAt = new Date(Date.now() + 25 * 86_400_000).toISOString();
      const { seller } = await sellerWithApprovedEvent(request, `Sur ${Date.now()}`, 'Ravi Kumar', {
        title: `Sur Sandhya ${Date.now()}`, description: 'An evening of ragas.', category: 'music', eventType: 'offline', startDate: startsAt.slice(0, 10), startTime: '19:00',
        location: { name: 'India Habitat Centre', address: 'Lodhi Road', city: 'New Delhi', state: 'Delhi', zipCode: '110003', country: 'India' },
        ticketTypes: [{ name: 'General', price: 400, quantity: 50 }],
      });
      await signInAt(page, 'vendor', seller);
      const phone = viewport.width < 600;
      // on phones the switch is in the menu drawer, from 600 px in the top bar
      if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
      const switcher = page.getByTestId('language-switch').filter({ visible: true });
      await switcher.getByTestId('language-hi').click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      // choosing closes the phone menu, as a link in it does
      if (phone) await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.getByTestId('counter-total')).toContainText('मेरे इवेंट');
      await expectFitsWidth(page);

      await page.goto('/vendor/events');
      await expect(page.getByPlaceholder('इवेंट खोजें')).toBeVisible();
      await expect(page.getByRole('button', { name: 'इवेंट बनाएँ' }).or(page.getByRole('link', { name: 'इवेंट बनाएँ' }))).toBeVisible();
      await expect(page.getByTestId('event-row').first()).toBeVisible();
      await expectFitsWidth(page);

      await page.reload();
      await expect(page.getByPlaceholder('इवेंट खोजें')).toBeVisible();

      await page.getByTestId('logout').click();
      await expect(page.getByTestId('login-submit')).toHaveText('साइन इन करें');
      await expect(page.getByLabel('पासवर्ड')).toBeVisible();
      await expectFitsWidth(page);
      await page.getByTestId('language-switch').getByTestId('language-en').click();
      await expect(page.getByTestId('login-submit')).toHaveText('Sign in');
    });
  });
}

/** The English texts of the portal's catalogue and of the UI kit's (`kit`) that the page shows. */
const englishLeftovers = englishLeftoversOf({ ...en, kit: kitWords('en') }, { ...hi, kit: kitWords('hi') });

for (const { label, viewport } of [
  { label: 'at 360 px', viewport: { width: 360, height: 740 } },
  { label: 'on a desktop', viewport: { width: 1280, height: 800 } },
]) {
  test.describe(`the organiser's screens in Hindi ${label} (issue 21)`, () => {
    test.use({ viewport });

    test('the event detail, the event form and the door screen speak Hindi, nothing is cut off, and the choice is saved on the account', async ({ page, request, browser }) => {
      const startsAt = new Date(Date.now() + 20 * 86_400_000).toISOString();
      const { seller, event } = await sellerWithApprovedEvent(request, `Mehfil ${Date.now()}`, 'अनन्या शर्मा', {
        title: 'एक शाम ग़ालिब के नाम', description: 'ग़ज़लों की एक शाम।', category: 'music', eventType: 'offline', startDate: startsAt.slice(0, 10), startTime: '19:30',
        location: { name: 'कमानी सभागार', address: 'कोपरनिकस मार्ग', city: 'नई दिल्ली', state: 'दिल्ली', zipCode: '110001', country: 'भारत' },
        ticketTypes: [{ name: 'सामान्य', price: 500, quantity: 40 }, { name: 'आगे की पंक्ति', price: 1200, quantity: 10 }],
        sessions: [{ startsAt, label: 'शाम का शो' }],
      });
      await signInAt(page, 'vendor', seller);
      const phone = viewport.width < 600;
      if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByTestId('language-switch').filter({ visible: true }).getByTestId('language-hi').click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      // signed in, the choice is the account's: the organiser's mail follows it
      const token = await page.evaluate(() => localStorage.getItem('vendorToken'));
      await expect.poll(async () => (await (await request.get('/api/vendor/auth/me', { headers: { Authorization: `Bearer ${token}` } })).json()).locale).toBe('hi');
      // another browser, which never chose, signs in in the account's language
      const elsewhere = await browser.newPage({ baseURL: new URL(page.url()).origin, viewport });
      await signInAt(elsewhere, 'vendor', seller);
      await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(elsewhere.getByTestId('counter-total')).toContainText('मेरे इवेंट');
      await elsewhere.close();

      await page.goto(`/vendor/events/${event.id}`);
      await expect(page.getByTestId('event-detail')).toContainText('एक शाम ग़ालिब के नाम');
      await expect(page.getByTestId('sales-table')).toContainText('आगे की पंक्ति');
      await expect(page.getByText('शो के अनुसार टिकट', { exact: true })).toBeVisible();
      await expect(page.getByTestId('promo-create')).toHaveText('कोड बनाएँ');
      await expectFitsWidth(page);
      expect(await englishLeftovers(page, ['eventDetail', 'eventForm', 'eventsList', 'kit', 'sales', 'eventWords', 'common', 'nav'])).toEqual([]);

      await page.getByTestId('cancel-event').click();
      await expect(page.getByTestId('cancel-event-dialog')).toContainText('पुष्टि के लिए इवेंट का नाम लिखें:');
      expect(await englishLeftovers(page, ['kit'])).toEqual([]);
      await page.getByTestId('cancel-close').click();

      await page.getByTestId('edit-event').click();
      await expect(page.getByTestId('event-form')).toBeVisible();
      await expect(page.getByLabel('शीर्षक', { exact: false }).first()).toHaveValue('एक शाम ग़ालिब के नाम');
      await expect(page.getByTestId('event-submit')).toBeVisible();
      await expectFitsWidth(page);
      expect(await englishLeftovers(page, ['eventForm', 'ticketing', 'eventWords', 'common', 'nav', 'images'])).toEqual([]);

      await page.goto('/vendor/checkin');
      await page.getByRole('combobox', { name: 'इवेंट' }).click();
      await page.getByTestId(`checkin-event-${event.id}`).click();
      await page.getByRole('combobox', { name: 'शो का समय' }).click();
      await page.getByTestId(`checkin-session-${event.sessions[0].id}`).click();
      await expect(page.getByTestId('checkin-count')).toHaveText('0 में से 0 का चेक-इन हुआ');
      await expect(page.getByTestId('checkin-result')).toHaveText('टिकट स्कैन करें या उसका नंबर लिखें।');
      await page.getByTestId('checkin-code').fill('NOSUCHTICKET');
      await page.getByTestId('checkin-submit').click();
      await expect(page.getByTestId('checkin-result')).toHaveAttribute('data-tone', 'refused');
      await expect(page.getByTestId('checkin-result-title')).not.toHaveText(/[A-Za-z]{3}/);
      await expectFitsWidth(page);
      expect(await englishLeftovers(page, ['checkin', 'nav'])).toEqual([]);
    });
  });
}
