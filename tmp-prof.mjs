import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:4301';
const [slug, code, session] = process.argv.slice(2);
const post = async (p, b) => (await fetch(base + '/api' + p, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) })).json();
const phone = `+9194${String(Date.now()).slice(-8)}`;
await post('/user/auth/send-otp', { phone });
const otp = (await (await fetch(`${base}/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`)).json()).data[0].body.match(/\d{6}/)[0];
const buyer = await post('/user/auth/verify-otp', { phone, otp, name: 'Prof Buyer', email: `${phone.slice(1)}@m.test` });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
await page.goto(base + '/about');
await page.evaluate((b) => { localStorage.setItem('token', b.token); localStorage.setItem('user', JSON.stringify(b.user)); }, buyer);
const cdp = await page.context().newCDPSession(page);
await cdp.send('Performance.enable');
const script = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration').value;
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
for (let run = 0; run < 3; run++) {
  await page.goto(`${base}/book/${slug}/${code}?step=1&session=${session}`);
  await page.locator('html[data-hydrated=true]').waitFor({ state: 'attached' });
  await page.getByTestId('continue').waitFor();
  await page.waitForTimeout(500);
  const before = await script();
  if (run === 2) await cdp.send('Profiler.start');
  await page.getByTestId('continue').click();
  await page.locator('circle[data-guid]').nth(700).waitFor({ state: 'attached' });
  console.log('script ms', Math.round((await script() - before) * 1000));
  if (run === 2) {
    const { profile } = await cdp.send('Profiler.stop');
    const self = new Map(); const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const dt = profile.timeDeltas; const counts = new Map();
    profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
    for (const [id, us] of counts) { const n = byId.get(id); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + us); }
    console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, us]) => `${(us / 1000).toFixed(1)}ms ${k}`).join('\n'));
  }
}
await browser.close();
