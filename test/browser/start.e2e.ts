import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const ROOT = join(__dirname, '..', '..');
const PORT = Number(process.env.BROWSER_TEST_PORT || 3100) + 50;

// What a newcomer sees after `npm start` on a built tree: a short banner with the addresses and the demo logins,
// then one readable line per request; no route table, no JSON.
test('npm start on a fresh data directory prints at most 25 lines: the addresses, the demo logins, where the data lives', async () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-start-'));
  const { LOG_LEVEL: _ignored, ...env } = process.env;
  const child = spawn('node', ['scripts/start.mjs'], { cwd: ROOT, env: { ...env, PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: 'development' } });
  let output = '';
  child.stdout.on('data', (b) => (output += b));
  child.stderr.on('data', (b) => (output += b));
  try {
    await expect.poll(async () => (await fetch(`http://127.0.0.1:${PORT}/api/health`).catch(() => null))?.status, { timeout: 150_000 }).toBe(200);
    await expect.poll(() => output, { timeout: 10_000 }).toContain('Never expose this process');
    const atStart = output.trimEnd().split('\n');
    expect(atStart.length).toBeLessThanOrEqual(25);
    expect(output).toContain(`http://localhost:${PORT}/vendor/`);
    expect(output).toContain(`http://localhost:${PORT}/admin/`);
    expect(output).toContain(dataDir);
    expect(output).toMatch(/Demo administrator: admin@utsav\.test/);
    expect(output).toMatch(/Demo vendor: vendor@utsav\.test/);
    expect(output).not.toContain('Mapped {');
    await fetch(`http://127.0.0.1:${PORT}/api/health`);
    await expect.poll(() => output, { timeout: 10_000 }).toMatch(/GET \/api\/health 200 \d+ ms/);
  } finally {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
