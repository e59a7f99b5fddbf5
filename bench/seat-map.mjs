// The seat map's render time (issue 24): the script time Chromium spends when the vendor portal's plan preview
// goes from 200 to 2,000 seats (the shared plan reader and the UI kit's SeatMap that the buyer's picker uses),
// and when the public site's seat picker opens on a 2,000-seat showtime (the map read, the legend, the 2,000
// named seats), on a desktop (no CPU slowdown), median of 5, beside the target of 100 ms. Exits 0 whatever it finds; a run
// that starts at a load average above 1.5 reports nothing. Usage: npm run bench:seat-map -w bench
import { chromium } from 'playwright-core';
import { against, chromiumVersion, mayReport, startConditions } from './conditions.mjs';
import { startServer } from './server.mjs';

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const RUNS = 5;
const VENDOR = { email: 'vendor@utsav.test', password: 'Vendor@12345' };
const ADMIN = { email: 'bench@utsav.test', password: 'Bench@12345' };
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (!mayReport(startConditions())) process.exit(0);
const { base, stop } = await startServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const post = async (path, body, token) => {
  const res = await fetch(`${base}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
};
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const { token } = await (await fetch(`${base}/api/vendor/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(VENDOR) })).json();
  const venue = await (await fetch(`${base}/api/vendor/meta/venues`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: `Bench hall ${Date.now()}`, city: 'New Delhi', address: 'Bench Marg' }),
  })).json();

  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await page.goto(`${base}/vendor/login`);
  await page.getByTestId('login-email').fill(VENDOR.email);
  await page.getByTestId('login-password').fill(VENDOR.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/vendor\/dashboard$/);
  await page.goto(`${base}/vendor/meta/venues/${venue.id}/seating`);
  const rows = page.getByTestId('section-rows');
  const perRow = page.getByTestId('section-seats');
  await rows.fill('A-T');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const scriptSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration')?.value ?? Number.NaN;

  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    await perRow.fill('10');
    await page.getByTestId('plan-seat-count').filter({ hasText: /^200 seats$/ }).waitFor();
    const before = await scriptSeconds();
    await perRow.fill('100');
    await page.getByTestId('plan-seat-count').filter({ hasText: /^2,000 seats$/ }).waitFor();
    await page.getByTestId('plan-preview').locator('circle[data-guid]').nth(1999).waitFor({ state: 'attached' });
    times.push(Math.round((await scriptSeconds() - before) * 1000));
  }
  console.log('\nSeat map, 200 → 2,000 seats in the vendor portal\'s plan preview (desktop, no CPU slowdown):', JSON.stringify({ chromium: chromiumVersion(CHROMIUM), runs: times }));
  console.table({ 'script ms (median)': { value: against(median(times), '≤100') } });

  // the buyer's picker: a seated showtime of 2,000 seats (20 rows of 100 in two categories), opened from step 1
  const plan = await post(`/vendor/meta/venues/${venue.id}/seating-plans`, {
    name: 'Bench plan', generate: { sections: [{ name: 'Stalls', category: 'Gold', rows: 'A-J', seatsPerRow: 100 }, { name: 'Balcony', category: 'Silver', rows: 'K-T', seatsPerRow: 100 }] },
  }, token);
  const startsAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const event = await post('/vendor/events', {
    title: `Bench seated ${Date.now()}`, description: 'The picker bench.', eventType: 'offline', startDate: startsAt.slice(0, 10), startTime: '19:00',
    venueChoice: 'existing', venue: venue.id, contactInfo: { organizerName: 'Bench', organizerEmail: VENDOR.email },
    ticketTypes: [{ name: 'Gold', price: 1200, quantity: 1 }, { name: 'Silver', price: 500, quantity: 1 }], sessions: [{ startsAt, label: 'Bench show' }],
    seatingPlanId: plan.id, seatCategories: [{ category: 'Gold', ticketTypeId: 'Gold' }, { category: 'Silver', ticketTypeId: 'Silver' }],
  }, token);
  const admin = (await post('/admin/auth/login', ADMIN)).token;
  const approved = await fetch(`${base}/api/admin/events/${event.id}/status`, { method: 'PATCH', headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` }, body: JSON.stringify({ status: 'approved' }) });
  if (!approved.ok) throw new Error(`approve: ${approved.status}`);
  const phone = `+9196${String(Date.now()).slice(-8)}`;
  await post('/user/auth/send-otp', { phone });
  const otp = (await (await fetch(`${base}/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`)).json()).data[0].body.match(/\d{6}/)[0];
  const buyer = await post('/user/auth/verify-otp', { phone, otp, name: 'Bench Buyer', email: `${phone.slice(1)}@bench.test` });
  const buyerPage = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await buyerPage.goto(`${base}/about`);
  await buyerPage.evaluate((b) => { localStorage.setItem('token', b.token); localStorage.setItem('user', JSON.stringify(b.user)); }, buyer);
  const buyerCdp = await buyerPage.context().newCDPSession(buyerPage);
  await buyerCdp.send('Performance.enable');
  const buyerScript = async () => (await buyerCdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration')?.value ?? Number.NaN;
  const pickerTimes = [];
  for (let run = 0; run < RUNS; run += 1) {
    await buyerPage.goto(`${base}/book/${event.slug}/${event.code}?step=1&session=${event.sessions[0].id}`);
    await buyerPage.locator('html[data-hydrated=true]').waitFor({ state: 'attached' });
    await buyerPage.getByTestId('continue').waitFor();
    const before = await buyerScript();
    await buyerPage.getByTestId('continue').click();
    await buyerPage.getByTestId('seat-picker').locator('circle[data-guid]').nth(1999).waitFor({ state: 'attached' });
    pickerTimes.push(Math.round((await buyerScript() - before) * 1000));
  }
  console.log('\nSeat picker, a 2,000-seat showtime opened on the public site (desktop, no CPU slowdown):', JSON.stringify({ runs: pickerTimes }));
  console.table({ 'script ms (median)': { value: against(median(pickerTimes), '≤100') } });
} finally {
  await browser.close();
  await stop();
}
