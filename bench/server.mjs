// Starts the built server for a benchmark on a fresh data directory with the demo data; `stop()` ends it
// and removes the directory.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '..', '..');

/**
 * How `npm start`, `npm run serve` and the Docker image run node: a 256 MB old generation, within which V8 collects
 * a flood's garbage instead of growing the heap (the render flood's RSS peak: about 600 MB without, 430 with).
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=256'];

export async function startServer(env = {}) {
  const port = Number(process.env.BENCH_PORT || 3200);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-bench-'));
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'api/dist/main.js')], {
    // MALLOC_ARENA_MAX=2 as `npm start`, `npm run serve` and the Docker image run it (glibc's default of 8 arenas per
    // core keeps freed native memory in many arenas: more RSS than the product has)
    env: { ...process.env, MALLOC_ARENA_MAX: '2', PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, pid: server.pid, stop };
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error('server did not start');
}
