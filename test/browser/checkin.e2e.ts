import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_VENDOR, signInAt } from './sign-in';
import QRCode from 'qrcode';
import { ADMIN } from './playwright.config';

/** The seeded demo organiser, whose events have confirmed bookings (and so tickets). */
const W = 640;
const H = 480;

type Ticket = { id: string; number: string; token: string; sessionId: string; holderName: string; ticketType: string; checkedInAt: string | null };

/**
 * A YUV4MPEG2 video (I420) of a QR code carrying `text`, black on white in the middle of the frame:
 * what Chromium's fake camera plays in a loop.
 */
function qrVideo(text: string, path: string): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const scale = Math.floor(400 / (size + 8));
  const left = Math.floor((W - size * scale) / 2);
  const top = Math.floor((H - size * scale) / 2);
  const y = Buffer.alloc(W * H, 235);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!qr.modules.get(row, col)) continue;
      for (let dy = 0; dy < scale; dy++) y.fill(16, (top + row * scale + dy) * W + left + col * scale, (top + row * scale + dy) * W + left + (col + 1) * scale);
    }
  }
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  writeFileSync(path, Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), frame, frame, frame, frame, frame]));
}

async function tokenOf(request: APIRequestContext, path: string, data: object): Promise<string> {
  const res = await request.post(path, { data });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).token;
}

test.describe.serial('door check-in (vendor portal)', () => {
  // The camera test feeds Chromium's fake camera a QR video that the page decodes. Once in several CI runs the decoder
  // reported nothing within 45 s on a quiet machine (the screen stayed idle, no camera error; the next run passed):
  // the group gets one retry, which the report marks as flaky, rather than a red run for the fake camera.
  test.describe.configure({ retries: 1 });
  let vendorAuth: Record<string, string>;
  let adminAuth: Record<string, string>;
  let eventId: string;
  let sessionId: string | undefined;
  let tickets: Ticket[];

  /** A showtime of the demo organiser with at least three tickets nobody has used: their tokens, from the back office. */
  test.beforeAll(async ({ request }) => {
    vendorAuth = { Authorization: `Bearer ${await tokenOf(request, '/api/vendor/auth/login', DEMO_VENDOR)}` };
    adminAuth = { Authorization: `Bearer ${await tokenOf(request, '/api/admin/auth/login', ADMIN)}` };
    const events = (await (await request.get('/api/vendor/events?limit=100', { headers: vendorAuth })).json()).data as { id: string; startDate: string; sessions: { id: string }[] }[];
    for (const event of events.filter((e) => new Date(e.startDate).getTime() > Date.now())) {
      const bookings = (await (await request.get(`/api/admin/bookings?eventId=${event.id}&status=confirmed&limit=100`, { headers: adminAuth })).json()).data as { tickets: Ticket[] }[];
      const all = bookings.flatMap((b) => b.tickets).filter((t) => !t.checkedInAt);
      const session = event.sessions.find((s) => all.filter((t) => t.sessionId === s.id).length >= 3)?.id;
      const pick = event.sessions.length ? all.filter((t) => t.sessionId === session) : all;
      if ((event.sessions.length === 0 || session) && pick.length >= 3) {
        eventId = event.id;
        sessionId = session;
        tickets = pick;
        break;
      }
    }
    expect(tickets?.length).toBeGreaterThanOrEqual(3);
  });

  async function openDoor(page: Page) {
    await signInAt(page, 'vendor', DEMO_VENDOR);
    await page.goto(`/vendor/checkin?event=${eventId}${sessionId ? `&session=${sessionId}` : ''}`);
    await expect(page.getByTestId('checkin-count')).toHaveText(/^\d+ of \d+ checked in$/);
  }

  const serverList = async (request: APIRequestContext) =>
    (await (await request.get(`/api/vendor/events/${eventId}/checkins${sessionId ? `?sessionId=${sessionId}` : ''}`, { headers: vendorAuth })).json()) as
      { checkedIn: number; total: number; data: Ticket[] };

  test('the camera scans a real ticket: green with the holder, and the count moves', async ({ baseURL, request }, info) => {
    const video = join(info.outputDir, 'ticket-qr.y4m');
    mkdirSync(info.outputDir, { recursive: true });
    qrVideo(tickets[0].token, video);
    const before = await serverList(request);
    let browser: Browser | undefined;
    try {
      browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update',
          '--disable-sync', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
      });
      const context = await browser.newContext({ baseURL, permissions: ['camera'], viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      await openDoor(page);
      let sent = 0;
      page.on('request', (r) => { if (r.method() === 'POST' && r.url().endsWith('/api/vendor/checkins')) sent += 1; });
      await page.getByTestId('checkin-camera-toggle').click();
      // the fake camera starts and jsQR decodes in the page: on a loaded 2-core machine that alone can take tens of seconds
      await expect(page.getByTestId('checkin-result')).toHaveAttribute('data-tone', 'ok', { timeout: 45_000 });
      await expect(page.getByTestId('checkin-result-holder')).toHaveText(tickets[0].holderName);
      await expect(page.getByTestId('checkin-result-ticket')).toContainText(tickets[0].number);
      await expect(page.getByTestId('checkin-count')).toHaveText(`${before.checkedIn + 1} of ${before.total} checked in`);
      await page.screenshot({ path: '/tmp/vendor-checkin-camera.png', fullPage: true });
      // still held up to the camera well past the old 3 s repeat: not sent again, the screen keeps its first answer
      await page.waitForTimeout(12_000);
      await expect(page.getByTestId('checkin-result')).toHaveAttribute('data-tone', 'ok');
      await expect(page.getByTestId('checkin-result-title')).toHaveText('Checked in');
      expect(sent).toBe(1);
    } finally {
      await browser?.close();
    }
    const after = await serverList(request);
    expect(after.data.find((t) => t.id === tickets[0].id)?.checkedInAt).toBeTruthy();
  });

  test('the chosen event stays in the address, and the menu opens the door on it again', async ({ page }) => {
    await openDoor(page);
    await page.goto('/vendor/checkin');
    await page.getByRole('combobox', { name: 'Event' }).click();
    await page.getByTestId(`checkin-event-${eventId}`).click();
    if (sessionId) {
      await page.getByRole('combobox', { name: 'Showtime' }).click();
      await page.getByTestId(`checkin-session-${sessionId}`).click();
    }
    await expect(page).toHaveURL(new RegExp(`[?&]event=${eventId}`));
    await expect(page.getByTestId('checkin-count')).toHaveText(/^\d+ of \d+ checked in$/);
    await page.goto('/vendor/dashboard');
    await page.getByTestId('sidebar').getByRole('link', { name: 'Check-in' }).filter({ visible: true }).click();
    await expect(page).toHaveURL(new RegExp(`/vendor/checkin\\?event=${eventId}${sessionId ? `&session=${sessionId}` : ''}$`));
    await expect(page.getByTestId('checkin-count')).toHaveText(/^\d+ of \d+ checked in$/);
  });

  test('offline, tickets are checked against the kept list and queued; back online they sync and a conflict is shown', async ({ page, context, request }) => {
    await openDoor(page);
    await context.setOffline(true);
    await expect(page.getByTestId('checkin-network')).toHaveText('Offline');

    // pasted token: on the list, admitted on the phone and queued
    await page.getByTestId('checkin-code').fill(tickets[1].token);
    await page.getByTestId('checkin-submit').click();
    await expect(page.getByTestId('checkin-result')).toHaveAttribute('data-tone', 'ok');
    await expect(page.getByTestId('checkin-result-offline')).toBeVisible();
    await expect(page.getByTestId('checkin-result-holder')).toHaveText(tickets[1].holderName);
    // the already-scanned ticket is refused from the kept list, and a forged one is not on it
    await page.getByTestId('checkin-code').fill(tickets[0].number);
    await page.getByTestId('checkin-submit').click();
    await expect(page.getByTestId('checkin-result-title')).toHaveText(/^Already checked in at \d\d:\d\d$/);
    await page.getByTestId('checkin-code').fill(`${tickets[1].token.split('.')[0]}.forged`);
    await page.getByTestId('checkin-submit').click();
    await expect(page.getByTestId('checkin-result-title')).toHaveText('Not on this showtime’s list');
    // a ticket number typed in, admitted offline, while another gate admits it online first
    await page.getByTestId('checkin-code').fill(tickets[2].number.toLowerCase());
    await page.getByTestId('checkin-submit').click();
    await expect(page.getByTestId('checkin-result')).toHaveAttribute('data-tone', 'ok');
    await expect(page.getByTestId('checkin-queued')).toHaveText('2 waiting to sync');
    await page.screenshot({ path: '/tmp/vendor-checkin-offline.png', fullPage: true });
    expect((await request.post('/api/vendor/checkins', { headers: vendorAuth, data: { token: tickets[2].token } })).status()).toBe(200);
    expect((await serverList(request)).data.find((t) => t.id === tickets[1].id)?.checkedInAt).toBeNull();

    await context.setOffline(false);
    await expect(page.getByTestId('checkin-queued')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByTestId('checkin-network')).toHaveText('Online');
    const conflict = page.getByTestId('checkin-conflict');
    await expect(conflict).toHaveCount(1);
    await expect(conflict).toContainText(tickets[2].number);
    await expect(conflict).toContainText(/Already checked in at \d\d:\d\d/);
    const server = await serverList(request);
    expect(server.data.find((t) => t.id === tickets[1].id)?.checkedInAt).toBeTruthy();
    await expect(page.getByTestId('checkin-count')).toHaveText(`${server.checkedIn} of ${server.total} checked in`);
  });
});
