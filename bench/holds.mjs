// The hold path under an on-sale rush, on a PostgreSQL server (DATABASE_URL): 50 connections, each a
// distinct buyer, POST /api/user/bookings/create for one seat at a time, measured
//   1. on one hot showtime × type (every hold hits the same inventory row),
//   2. spread over 50 events (no two connections share a row),
//   3. on the hot row again with two server processes sharing the connections,
//   4. reserved seats (issue 24): one seat a request, each the next one, on one hot showtime of a 5,000-seat plan,
// and then that showtime's seat map: its answer's size (gzip) and the time to compute it and to serve it cached.
// Each server is warmed up by a 3 s rush on the spread events first. Prints holds/s, p99, the CPU a hold costs the
// server and PostgreSQL (steadier than holds/s on a shared machine),
// and the ratios hot ÷ spread and two ÷ one, each beside its target, and exits 0
// whatever it finds; a run that starts at a load average above 1.5 reports nothing. Usage:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:holds [-- --seconds 10] [--cpu-prof DIR]
// `--cpu-prof DIR` writes the first server's CPU profile (node --cpu-prof) to DIR, to see where a hold's time goes.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { against, mayReport, startConditions } from './conditions.mjs';
import { SERVER_NODE_FLAGS } from './server.mjs';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const require = createRequire(join(root, 'api', 'package.json'));
const { Client } = require('pg');
const jwt = require('jsonwebtoken');

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('bench:holds needs DATABASE_URL (a PostgreSQL server)');
if (!mayReport(startConditions())) process.exit(0);
const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 10;
const port = Number(process.env.BENCH_PORT || 3200);
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 3;
const SECRET = 'bench-secret-bench-secret-bench-secret';
const dbName = `bench_holds_${Date.now()}`;
const dbUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
const profileDir = process.argv.includes('--cpu-prof') ? process.argv[process.argv.indexOf('--cpu-prof') + 1] : null;
const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-bench-holds-'));

async function admin(sql) {
  const c = new Client({ connectionString: serverUrl });
  await c.connect();
  try { await c.query(sql); } finally { await c.end(); }
}

function startServer(p, profile = false) {
  const flags = profile && profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...flags, join(root, 'api/dist/main.js')], {
    env: {
      ...process.env, PORT: String(p), DATA_DIR: dataDir, DATABASE_URL: dbUrl, SEED_DEMO: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'development',
      JWT_SECRET: SECRET, ADMIN_EMAIL: 'bench@utsav.test', ADMIN_PASSWORD: 'Bench@12345',
      // the cap is still checked on every hold; each buyer just may hold many seats here
      MAX_TICKETS_PER_BUYER_PER_EVENT: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, base: `http://127.0.0.1:${p}` };
}

async function waitForHealth(base) {
  for (let i = 0; i < 240; i++) {
    try { if ((await fetch(`${base}/api/health`)).ok) return; } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

async function json(base, path, init = {}) {
  const res = await fetch(base + path, { ...init, headers: { 'content-type': 'application/json', ...(init.headers ?? {}) } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** 50 connections, connection i sending as buyer i the body bodies[i]. Answers holds/s (2xx) and latencies. */
function rush(base, tokens, bodies, connections = CONNECTIONS, duration = seconds) {
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon({
      url: `${base}/api/user/bookings/create`, method: 'POST', connections, duration,
      setupClient(client) {
        const i = next++ % tokens.length;
        client.setHeaders({ authorization: `Bearer ${tokens[i]}`, 'content-type': 'application/json' });
        client.setBody(bodies[i % bodies.length]);
      },
    }, (err, r) => (err ? reject(err) : resolve(r)));
  });
}

/**
 * CPU seconds used so far by the server processes `pids` and by this database's PostgreSQL backends (Linux /proc):
 * what a hold costs each side, which moves far less with the machine's other load than holds/s.
 */
const USER_HZ = 100; // /proc's clock ticks a second on Linux (getconf CLK_TCK)
function cpuSeconds(pids) {
  const ticks = (pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return 0; // gone meanwhile
    }
  };
  let postgres = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let cmd = '';
    try { cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8'); } catch { continue; }
    if (cmd.startsWith('postgres: ') && cmd.includes(` ${dbName} `)) postgres += ticks(pid);
  }
  return { server: pids.reduce((n, pid) => n + ticks(pid), 0) / USER_HZ, postgres: postgres / USER_HZ };
}

/** The rush `run` (answers autocannon results) timed for CPU on the servers `pids` and PostgreSQL. */
async function measured(pids, run) {
  const before = cpuSeconds(pids);
  const results = await run();
  const after = cpuSeconds(pids);
  return { results, cpu: { server: after.server - before.server, postgres: after.postgres - before.postgres } };
}

const figures = (title, { results, cpu }) => {
  const ok = results.reduce((n, r) => n + r['2xx'], 0);
  return {
    title,
    'holds/s': Math.round(ok / seconds),
    'server CPU ms/hold': ok ? (1000 * cpu.server / ok).toFixed(2) : '–',
    'PostgreSQL CPU ms/hold': ok ? (1000 * cpu.postgres / ok).toFixed(2) : '–',
    'p50 ms': Math.max(...results.map((r) => r.latency.p50)),
    'p99 ms': Math.max(...results.map((r) => r.latency.p99)),
    refused: results.reduce((n, r) => n + r.non2xx, 0),
    errors: results.reduce((n, r) => n + r.errors, 0),
  };
};

const servers = [];
try {
  await admin(`CREATE DATABASE ${dbName}`);
  servers.push(startServer(port, true));
  await waitForHealth(servers[0].base);
  const base = servers[0].base;
  const { token: adminToken } = await json(base, '/api/admin/auth/login', { method: 'POST', body: JSON.stringify({ email: 'bench@utsav.test', password: 'Bench@12345' }) });
  const asAdmin = { authorization: `Bearer ${adminToken}` };
  const day = new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);
  const makeEvent = (n) => json(base, '/api/admin/events', {
    method: 'POST', headers: asAdmin,
    body: JSON.stringify({
      title: `Bench ${n}`, description: 'Bench', eventType: 'online', startDate: day, startTime: '19:00',
      contactInfo: { organizerName: 'Bench', organizerEmail: 'bench@utsav.test' },
      ticketTypes: [{ name: 'Silver', price: 500, quantity: 1_000_000 }, { name: 'Gold', price: 1500, quantity: 1_000_000 }],
    }),
  });
  const hot = await makeEvent('hot');
  const spread = [];
  for (let i = 0; i < CONNECTIONS; i++) spread.push(await makeEvent(i));

  // distinct buyers, with tokens signed as the server signs them
  const c = new Client({ connectionString: dbUrl });
  await c.connect();
  const { rows } = await c.query(`INSERT INTO users (name, email, phone)
    SELECT 'Bench buyer ' || g, 'bench' || g || '@utsav.test', '+9170000' || lpad(g::text, 5, '0') FROM generate_series(1, ${CONNECTIONS}) g RETURNING id`);
  await c.end();
  const tokens = rows.map((r) => jwt.sign({}, SECRET, { subject: r.id, audience: 'user', expiresIn: '1h' }));
  const body = (e) => JSON.stringify({ eventId: e.id, items: [{ ticketTypeId: e.ticketTypes[0].id, qty: 1 }], paymentMethod: 'cod' });

  // not counted: V8 compiles the request's path and each pooled connection prepares the hold, as on a server that
  // has been up a while; otherwise the first run measured (the hot one) pays for it alone
  await rush(base, tokens, spread.map(body), CONNECTIONS, WARM_UP_SECONDS);
  const results = [];
  const one = [servers[0].child.pid];
  results.push(figures('hot showtime × type, 1 process', await measured(one, async () => [await rush(base, tokens, [body(hot)])])));
  results.push(figures('spread over 50 events, 1 process', await measured(one, async () => [await rush(base, tokens, spread.map(body))])));
  servers.push(startServer(port + 1));
  await waitForHealth(servers[1].base);
  await rush(servers[1].base, tokens, spread.map(body), CONNECTIONS, WARM_UP_SECONDS);
  const half = CONNECTIONS / 2;
  results.push(figures('hot showtime × type, 2 processes', await measured(servers.map((x) => x.child.pid), () => Promise.all([
    rush(servers[0].base, tokens.slice(0, half), [body(hot)], half),
    rush(servers[1].base, tokens.slice(half), [body(hot)], half),
  ]))));
  const [hotOne, spreadOne, hotTwo] = results.map((r) => r['holds/s']);
  console.table(results.map((r, i) => (i === 0 ? { ...r, 'holds/s': against(hotOne, '≥600'), 'p99 ms': against(r['p99 ms'], '≤250') } : r)));
  console.log(`hot ÷ spread = ${against((hotOne / spreadOne).toFixed(2), '≥0.8')}; two processes ÷ one = ${against((hotTwo / hotOne).toFixed(2), '≥1.5')}`);

  // 4. reserved seats: a 5,000-seat plan (rows A-Y of 200), one showtime; request k holds seat k (in plan order; past the
  // last seat they are refused)
  const venue = await json(base, '/api/admin/meta/venues', { method: 'POST', headers: asAdmin, body: JSON.stringify({ name: `Bench arena ${Date.now()}`, city: 'New Delhi', address: 'Bench Marg' }) });
  const plan = await json(base, `/api/admin/meta/venues/${venue.id}/seating-plans`, {
    method: 'POST', headers: asAdmin, body: JSON.stringify({ name: 'Arena', generate: { sections: [{ name: 'S', category: 'Seat', rows: 'A-Y', seatsPerRow: 200 }] } }),
  });
  const seated = await json(base, '/api/admin/events', {
    method: 'POST', headers: asAdmin,
    body: JSON.stringify({
      title: 'Bench seated', description: 'Bench', eventType: 'offline', venue: venue.id, startDate: day, startTime: '19:00',
      contactInfo: { organizerName: 'Bench', organizerEmail: 'bench@utsav.test' }, sessions: [{ startsAt: `${day}T13:30:00.000Z`, label: 'Show' }],
      ticketTypes: [{ name: 'Seat', price: 500, quantity: 1 }], seatingPlanId: plan.id, seatCategories: [{ category: 'Seat', ticketTypeId: 'Seat' }],
    }),
  });
  const guids = plan.zones.flatMap((z) => z.rows.flatMap((r) => r.seats.map((x) => x.guid)));
  let k = 0;
  const seatHolds = await measured(one, async () => [await new Promise((resolve, reject) => {
    let client = 0;
    autocannon({
      url: `${base}/api/user/bookings/create`, method: 'POST', connections: CONNECTIONS, duration: seconds,
      setupClient(c) { c.setHeaders({ authorization: `Bearer ${tokens[client++ % tokens.length]}`, 'content-type': 'application/json' }); },
      requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ eventId: seated.id, sessionId: seated.sessions[0].id, seats: [guids[k++ % guids.length]], paymentMethod: 'cod' }) }) }],
    }, (err, r) => (err ? reject(err) : resolve(r)));
  })]);
  const seatFigures = figures('reserved seats, one hot showtime, 1 process', seatHolds);
  // the issue sets no target for seat holds: beside the hot row's figure above, what reading and flipping exact seats costs
  console.table([seatFigures]);
  // the map of that showtime: computed (first read after the holds) and cached, gzip
  const mapUrl = `${base}/api/events/public/${seated.slug}/${seated.code}/sessions/${seated.sessions[0].id}/seats`;
  const timed = async () => {
    const start = performance.now();
    const res = await fetch(mapUrl, { headers: { 'accept-encoding': 'gzip' } });
    const bytes = Number(res.headers.get('content-length'));
    await res.arrayBuffer();
    return { ms: performance.now() - start, bytes };
  };
  const computed = await timed();
  const cached = [];
  for (let i = 0; i < 20; i++) cached.push((await timed()).ms);
  const median = [...cached].sort((a, b) => a - b)[10];
  const gzip = (await timed()).bytes;
  console.table({ 'seat map, 5,000 seats': { 'computed ms': Math.round(computed.ms), 'cached ms (median of 20)': median.toFixed(1), 'gzip kB': against((gzip / 1000).toFixed(1), '≤150') } });

  // nothing oversold: held + available = quantity on every row, and the rows match the bookings
  const check = new Client({ connectionString: dbUrl });
  await check.connect();
  const bad = await check.query('SELECT count(*)::int AS n FROM ticket_inventory WHERE held + available <> quantity');
  const lines = await check.query(`SELECT (SELECT coalesce(sum(held), 0) FROM ticket_inventory)::int AS held,
    (SELECT coalesce(sum(bl.quantity), 0) FROM booking_lines bl JOIN bookings b ON b.id = bl.booking_id WHERE b.status <> 'cancelled')::int AS booked`);
  const seats = await check.query(`SELECT count(*)::int AS n FROM ticket_inventory i WHERE EXISTS (SELECT 1 FROM seat_inventory s WHERE s.session_id = i.session_id AND s.ticket_type_id = i.ticket_type_id)
    AND i.available <> (SELECT count(*) FROM seat_inventory s WHERE s.session_id = i.session_id AND s.ticket_type_id = i.ticket_type_id AND s.status = 'available')`);
  await check.end();
  console.log(`inventory rows out of balance: ${bad.rows[0].n}; seats held ${lines.rows[0].held}, in bookings ${lines.rows[0].booked}; seated rows whose count differs from their seats: ${seats.rows[0].n}`);
} finally {
  for (const s of servers) {
    s.child.kill('SIGTERM');
    await new Promise((r) => s.child.once('exit', r));
  }
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
}
