import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests: the built product served by `npm run serve` on a fresh data directory with the demo
 * marketplace seeded, driven in Debian's Chromium (never a downloaded browser).
 */
const PORT = Number(process.env.BROWSER_TEST_PORT || 3100);
const dataDir = process.env.BROWSER_TEST_DATA_DIR || mkdtempSync(join(tmpdir(), 'marketplace-browser-'));
process.env.BROWSER_TEST_DATA_DIR = dataDir;

export const ADMIN = { email: 'admin@browser.test', password: 'browser-admin-1' };

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: join(dataDir, 'results'),
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    // run as npm run serve runs it (a 256 MB old generation), so the suite exercises the product's heap cap
    command: 'node --max-old-space-size=256 ../../api/dist/main.js',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      // the address the browser uses: links, share previews and the OpenAPI document's server are absolute
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      // pages are rendered as a visitor would get them, however fast the tests ask (the budget has its own tests)
      SSR_MAX_RENDERS_AT_ONCE: '8',
      SSR_MAX_RENDERS_PER_SECOND: '1000',
      // every browser test's buyer logs in from 127.0.0.1: more codes than one address may ask for by default
      OTP_MAX_SENDS_PER_IP: '1000',
    },
  },
});
