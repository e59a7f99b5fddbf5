// Security benchmarks on the built server (not part of `npm test`: figures depend on the machine):
//  1. /api/health latency alone, then during a flood of wrong-password logins (every one reaches the
//     password hash: rotating client addresses via X-Forwarded-For and rotating emails, so no limit cuts in).
//  2. The server's memory (RSS) while uploads stream to disk: 12 x 24 MB videos in one performer form,
//     and 12 x 24 MB images in one venue form (stopped at the first file over its 10 MB cap).
// Usage: npm run bench:security -w bench [-- --seconds 10]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 10;
const port = Number(process.env.BENCH_PORT || 3200);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-bench-security-'));
const MB = 1024 * 1024;

const server = spawn(process.execPath, [join(root, 'api/dist/main.js')], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn', NODE_ENV: 'development', TRUST_PROXY: '1' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]) / 1024;

async function waitForHealth() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base, duration: seconds, ...opts }, (err, r) => (err ? reject(err) : resolve(r)));
  });
}

const health = (r) => ({ 'req/s': Math.round(r.requests.average), 'p50 ms': r.latency.p50, 'p99 ms': r.latency.p99, 'max ms': r.latency.max });

/** Peak and final RSS while `work` runs, sampled every 20 ms. */
async function rssDuring(work) {
  global.gc?.();
  const before = rssMb();
  let peak = before;
  const timer = setInterval(() => { peak = Math.max(peak, rssMb()); }, 20);
  const status = await work();
  clearInterval(timer);
  await new Promise((r) => setTimeout(r, 1000));
  return { status, 'RSS before MB': Math.round(before), 'peak MB': Math.round(peak), 'growth MB': Math.round(peak - before), 'after 1 s MB': Math.round(rssMb()) };
}

try {
  await waitForHealth();

  const alone = await cannon({ connections: 10, requests: [{ path: '/api/health' }] });
  let n = 0;
  const [during, flood] = await Promise.all([
    cannon({ connections: 10, requests: [{ path: '/api/health' }] }),
    cannon({
      connections: 40,
      requests: [{
        method: 'POST',
        path: '/api/vendor/auth/login',
        setupRequest: (req) => {
          n += 1;
          return {
            ...req,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
            body: JSON.stringify({ email: `flood${n}@bench.test`, password: 'wrong-password' }),
          };
        },
      }],
    }),
  ]);
  console.log('\n/api/health alone and during a 40-connection wrong-password flood');
  console.table({
    'health alone': health(alone),
    'health during flood': health(during),
    'flood logins': { 'req/s': Math.round(flood.requests.average), 'p50 ms': flood.latency.p50, 'p99 ms': flood.latency.p99, 'max ms': flood.latency.max },
  });

  const login = await (await fetch(`${base}/api/admin/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@utsav.test', password: 'Admin@12345' }),
  })).json();
  const auth = { authorization: `Bearer ${login.token}` };
  // an MP4 header (ftyp box) followed by 24 MB of data
  const video = new Blob([Buffer.concat([Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'), Buffer.alloc(24 * MB - 24, 7)])]);
  const image = new Blob([Buffer.alloc(24 * MB, 7)]);
  const form = (files, field, name) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(files.fields)) f.append(k, v);
    for (let i = 0; i < 12; i++) f.append(field, files.blob, `${name}${i}`);
    return f;
  };
  const performer = await rssDuring(async () => (await fetch(`${base}/api/admin/performers`, {
    method: 'POST', headers: auth, body: form({ fields: { name: 'Bench Band' }, blob: video }, 'videoFiles', 'clip.mp4'),
  })).status);
  const venue = await rssDuring(async () => (await fetch(`${base}/api/admin/meta/venues`, {
    method: 'POST', headers: auth, body: form({ fields: { data: JSON.stringify({ name: 'Bench Hall', city: 'Delhi', address: 'Road' }) }, blob: image }, 'images', 'photo.jpg'),
  })).status);
  console.log('\nServer RSS while 12 x 24 MB uploads stream to disk');
  console.table({ '12 x 24 MB videos, one performer form (stored)': performer, '12 x 24 MB images, one venue form (413 at the first)': venue });
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
