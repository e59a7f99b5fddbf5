import { expect, test, type Page } from '@playwright/test';
import { expectFitsWidth, newBuyer, paidEvent, seriousViolations, signIn } from './buyer';
import { ADMIN } from './playwright.config';
import { englishLeftoversOf } from './english-leftovers';
import { en } from '../../public-ui/src/i18n/en';
import { hi } from '../../public-ui/src/i18n/hi';

/** axe's findings on the page, each under its address. */
const serious = async (page: Page) => (await seriousViolations(page)).map((v) => `${page.url()} ${v}`);

/** The page after React has it and nothing is loading (the dashboard, outside the site's layout, has no hydration mark). */
async function settled(page: Page) {
  if (!page.url().endsWith('/dashboard')) await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  else await expect(page.getByTestId('stat-phone')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** The English catalogue texts the page shows. */
const englishLeftovers = englishLeftoversOf(en, hi);

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

  test("the dashboard, which has no site header, switches language from its Settings tab at 360 px and keeps the tab", async ({ page, request }) => {
    const buyer = await newBuyer(request, 'Meena Joshi');
    await signIn(page, buyer);
    await page.setViewportSize({ width: 360, height: 760 });
    await page.goto('/dashboard?tab=settings');
    await expect(page.getByTestId('settings-name')).toHaveValue('Meena Joshi');
    await page.getByTestId('settings-language').getByTestId('language-hi').click();
    await expect(page).toHaveURL(/\/hi\/dashboard\?tab=settings$/);
    await expect(page.getByTestId('settings-language')).toContainText(hi.settings.languageHint);
    await expectFitsWidth(page);
    const dashboard = await (await request.get('/api/user/dashboard', { headers: { Authorization: `Bearer ${buyer.token}` } })).json();
    expect(dashboard.profile.locale).toBe('hi');
  });

  test('a booking in Hindi, from quantity to review and a cash booking, then the bookings and tickets tabs: Hindi words, no English chrome, nothing cut off, axe finds nothing serious', async ({ page, request }) => {
    const event = await paidEvent(request);
    const buyer = await newBuyer(request, 'अनन्या शर्मा');
    await signIn(page, buyer);
    const found: string[] = [];
    const check = async (namespaces: (keyof typeof en)[]) => {
      await expectFitsWidth(page);
      found.push(...(await serious(page)));
      expect(await englishLeftovers(page, ['common', 'header', ...namespaces])).toEqual([]);
    };

    await page.goto(`/hi/book/${event.slug}/${event.code}`);
    await settled(page);
    await expect(page.getByTestId('step-heading')).toHaveText('समय चुनें');
    await page.getByTestId('continue').click();
    await expect(page.getByTestId('step-heading')).toHaveText('टिकट चुनें');
    const type = page.getByTestId('ticket-type').first();
    await type.getByTestId('quantity-plus').click();
    await type.getByTestId('quantity-plus').click();
    await expect(type.getByTestId('quantity')).toHaveText('2');
    await expect(page.getByTestId('quantity-announcement')).toContainText('चुने गए: 2');
    await expect(type.getByTestId('quantity-plus')).toHaveAttribute('aria-label', /^एक .+ और जोड़ें$/);
    await check(['booking', 'showtimes']);

    await page.getByTestId('continue').click();
    await expect(page.getByTestId('step-heading')).toHaveText('जाँचें और भुगतान करें');
    await expect(page.getByTestId('quote-total')).toHaveText(/^₹[\d,]+\.\d\d$/);
    await expect(page.getByTestId('quote')).toContainText('ऑर्डर का सारांश');
    await expect(page.getByTestId('pay')).toContainText('चुकाएँ');
    await check(['booking', 'pay']);

    // the switch keeps the wizard's place and choices (path and query), both ways
    const hindiUrl = new URL(page.url());
    await page.getByTestId('mobile-menu-button').click();
    await page.getByTestId('drawer-language').getByTestId('language-en').click();
    await expect(page).toHaveURL(`${hindiUrl.origin}${hindiUrl.pathname.replace(/^\/hi/, '')}${hindiUrl.search}`);
    await settled(page);
    await expect(page.getByTestId('step-heading')).toHaveText('Review & Pay');
    await page.getByTestId('mobile-menu-button').click();
    await page.getByTestId('drawer-language').getByTestId('language-hi').click();
    await expect(page).toHaveURL(hindiUrl.href);
    await settled(page);
    await expect(page.getByTestId('step-heading')).toHaveText('जाँचें और भुगतान करें');

    await page.getByTestId('payment-methods').getByText('नकद भुगतान', { exact: true }).click();
    await expect(page.getByTestId('pay')).toHaveText('बुकिंग पक्की करें');
    await page.getByTestId('pay').click();
    await expect(page).toHaveURL(/\/hi\/booking\/success\//);
    await expect(page.getByTestId('success-title')).toHaveText('बुकिंग मिल गई');
    await expect(page.getByTestId('booking-status')).toHaveText('लंबित');
    await expect(page.getByTestId('next-steps')).toContainText('आगे क्या होगा:');
    await check(['confirmation', 'pay']);

    // an administrator approves it: the buyer now has tickets
    const bookingId = page.url().split('/').pop()!;
    const admin = await (await request.post('/api/admin/auth/login', { data: ADMIN })).json();
    expect((await request.post(`/api/admin/bookings/${bookingId}/approve`, { headers: { Authorization: `Bearer ${admin.token}` } })).ok()).toBeTruthy();

    await page.goto('/hi/dashboard?tab=bookings');
    const card = page.locator(`[data-booking-id="${bookingId}"]`);
    await expect(card.getByTestId('booking-status')).toHaveText('पक्की');
    await expect(page.getByRole('heading', { name: 'मेरी बुकिंग' })).toBeVisible();
    await expect(card.getByTestId('booking-view')).toHaveText('देखें');
    await expect(card.getByTestId('booking-card-qty')).toHaveText('2');
    await page.waitForLoadState('networkidle');
    await check(['dashboard']);

    await card.getByTestId('booking-view').click();
    await expect(page.getByTestId('booking-details')).toContainText('बुकिंग का विवरण');
    await expect(page.getByTestId('booking-details').getByTestId('booking-status')).toHaveText('पक्की');
    await page.getByTestId('booking-details').getByRole('button', { name: 'बंद करें' }).click();

    await page.goto('/hi/dashboard?tab=tickets');
    const booking = page.locator(`[data-testid="ticket-booking"][data-booking-id="${bookingId}"]`);
    await expect(booking.getByTestId('ticket-position')).toHaveText(['2 में से टिकट 1', '2 में से टिकट 2']);
    await expect(booking.getByTestId('ticket-pdf')).toHaveText('PDF डाउनलोड करें');
    await expect(booking.getByTestId('ticket-qr').first()).toHaveAttribute('alt', /का QR कोड$/);
    await check(['dashboard', 'tickets']);
    expect(found).toEqual([]);
  });

  test('login, artists, venues and the content pages in Hindi: lang="hi", Hindi words, no English chrome, nothing cut off, axe finds nothing serious', async ({ page }) => {
    test.setTimeout(180_000); // eight pages, each analysed whole
    const found: string[] = [];
    // [path, words the page shows, the namespaces whose English must not show]: About's and Contact's titles and
    // bodies are the CMS's, English as entered, and may say 'About' or 'Contact'
    const chrome: (keyof typeof en)[] = ['common', 'header', 'footer'];
    const pages: [string, string, (keyof typeof en)[]][] = [
      ['/hi/login', 'उत्सव में साइन इन करें', [...chrome, 'login']],
      ['/hi/performers', hi.performers.intro, [...chrome, 'performers']],
      ['/hi/venues', hi.venues.intro, [...chrome, 'venues']],
      ['/hi/about', hi.about.whatTitle, ['common']],
      ['/hi/contact', hi.contact.formTitle, ['common', 'contact']],
      ['/hi/help-center', hi.help.title, [...chrome, 'help']],
    ];
    for (const [path, words, namespaces] of pages) {
      await page.goto(path);
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByText(words).first()).toBeVisible();
      await expectFitsWidth(page);
      found.push(...(await serious(page)));
      expect(await englishLeftovers(page, namespaces)).toEqual([]);
    }
    // a venue's and an artist's own page, reached from their lists (links stay under /hi)
    for (const [list, card, words] of [['/hi/venues', 'venue-card', hi.venues.openMap], ['/hi/performers', 'performer-card', hi.performers.all]] as const) {
      await page.goto(list);
      await settled(page);
      await page.getByTestId(card).first().locator('a').or(page.getByTestId(card).first().and(page.locator('a'))).first().click();
      await expect(page).toHaveURL(/\/hi\/(venues|performers)\/.+/);
      await settled(page);
      await expect(page.getByText(words).first()).toBeVisible();
      await expectFitsWidth(page);
      found.push(...(await serious(page)));
      expect(await englishLeftovers(page, [...chrome, 'venues', 'performers'])).toEqual([]);
    }
    expect(found).toEqual([]);
  });
});
