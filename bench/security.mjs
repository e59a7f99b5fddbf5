// Security benchmarks on the built server (not part of `npm test`: figures depend on the machine):
//  1. The server's memory (RSS) while uploads stream to disk: 12 x 24 MB videos in one performer form,
//     and 12 x 24 MB images in one venue form (stopped at the first file over its 10 MB cap).
//  2. /api/health latency alone, then during a flood of wrong-password logins (every one reaches the
//     password hash: rotating client addresses via X-Forwarded-For and rotating emails, so no limit cuts in).
//  3. /api/health latency (one connection, one request at a time) and the server's RSS during a flood of
//     server-rendered search pages, every one a new query (/events?q=<random>), 20 connections: the render
//     budget (SSR_MAX_RENDERS_AT_ONCE, SSR_MAX_RENDERS_PER_SECOND, SSR_CACHE_MB) keeps health p99 < 200 ms
//     and RSS ≤ 500 MB.
// Usage: npm run bench:security -w bench [-- --seconds 10] [--only-render-flood] [--ignore-load]
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { mayReport, startConditions } from './conditions.mjs';
import { startServer } from './server.mjs';

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 10;
// the third part alone (issue 19's flood), on a server that has done nothing else since seeding
const onlyRenderFlood = process.argv.includes('--only-render-flood');
if (!mayReport(startConditions())) process.exit(0);
const MB = 1024 * 1024;
// TRUST_PROXY lets the flood rotate client addresses (X-Forwarded-For), so the per-IP limit does not cut in
const { base, pid, stop } = await startServer({ TRUST_PROXY: '1' });
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

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
  if (!onlyRenderFlood) await uploadsAndLoginFlood();
  await renderFlood();
} finally {
  await stop();
}

async function uploadsAndLoginFlood() {
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
}

async function renderFlood() {
  const renderTargets = { 'health p99 ms': 200, 'RSS peak MB': 500 };
  let q = 0;
  const rendered = await rssDuring(async () => {
    const [probe, pages] = await Promise.all([
      cannon({ connections: 1, requests: [{ path: '/api/health' }] }),
      cannon({
        connections: 20,
        requests: [{ path: '/events', setupRequest: (req) => ({ ...req, path: `/events?q=${(q += 1).toString(36)}${Math.random().toString(36).slice(2, 8)}` }) }],
      }),
    ]);
    return { probe, pages };
  });
  const { probe, pages } = rendered.status;
  console.log(`\n/api/health (one connection) and RSS during a 20-connection flood of distinct /events?q= pages (targets: ${JSON.stringify(renderTargets)})`);
  console.table({
    'health during page flood': health(probe),
    'pages': { 'req/s': Math.round(pages.requests.average), 'p50 ms': pages.latency.p50, 'p99 ms': pages.latency.p99, 'max ms': pages.latency.max },
    'server RSS': { 'before MB': rendered['RSS before MB'], 'peak MB': rendered['peak MB'], 'after 1 s MB': rendered['after 1 s MB'] },
  });
  console.log(`health p99 ${probe.latency.p99} ms (target < ${renderTargets['health p99 ms']}): ${probe.latency.p99 < renderTargets['health p99 ms'] ? 'met' : 'MISSED'}; `
    + `RSS peak ${rendered['peak MB']} MB (target ≤ ${renderTargets['RSS peak MB']}): ${rendered['peak MB'] <= renderTargets['RSS peak MB'] ? 'met' : 'MISSED'}`);
}
