// Benchmarks the built server on loopback: starts `api/dist/main.js` on a fresh data directory with the demo
// data, measures the hot public reads and the booking path with autocannon, prints a table, and stops.
// Not part of `npm test`: figures depend on the machine. Usage: npm run bench [-- --seconds 10]
import autocannon from 'autocannon';
import { startServer } from './server.mjs';

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 10;
const { base, stop } = await startServer();

async function json(path, init) {
  const res = await fetch(base + path, { ...init, headers: { 'content-type': 'application/json', ...(init?.headers ?? {}) } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

function run(title, opts) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base, connections: 20, duration: seconds, ...opts }, (err, r) => {
      if (err) return reject(err);
      resolve({ title, 'req/s': Math.round(r.requests.average), 'p50 ms': r.latency.p50, 'p99 ms': r.latency.p99, non2xx: r.non2xx, errors: r.errors });
    });
  });
}

try {
  const list = await json('/api/events/public?limit=12');
  const event = list.data[0];
  const login = await json('/api/user/auth/login', { method: 'POST', body: JSON.stringify({ email: 'buyer@utsav.test', password: 'Buyer@12345' }) });
  const auth = { authorization: `Bearer ${login.token}`, 'content-type': 'application/json' };
  const quoteBody = JSON.stringify({ eventId: event._id, qty: 2, ...(event.sessions?.[0] ? { sessionId: event.sessions[0]._id } : {}) });
  const results = [];
  results.push(await run('GET /api/health', { requests: [{ path: '/api/health' }] }));
  results.push(await run('GET /api/events/public?limit=12', { requests: [{ path: '/api/events/public?limit=12' }] }));
  results.push(await run('GET /api/events/public?date=weekend&minPrice=100', { requests: [{ path: '/api/events/public?date=weekend&minPrice=100' }] }));
  results.push(await run('GET /api/events/public/{slug}/{code}', { requests: [{ path: `/api/events/public/${event.slug}/${event.code}` }] }));
  results.push(await run('POST /api/user/bookings/quote', { requests: [{ method: 'POST', path: '/api/user/bookings/quote', headers: auth, body: quoteBody }] }));
  console.table(results);
} finally {
  await stop();
}
