import { createHmac } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { Messages } from '@marketplace/shared-dto';
import { JobsService } from '../../../api/src/modules/jobs/jobs.service';
import { PayoutTransfersService } from '../../../api/src/modules/payouts/payout-transfers.service';
import { startTestApp, TestApp } from '../support/test-app';
import { drainJobs, sleep } from '../support/jobs';
import { adminToken, bearer, registerVendor } from '../support/auth-helpers';
import { book, insertEvent, insertUser } from '../bookings/fixtures';

const KEY_ID = 'rzp_test_stubkey';
const KEY_SECRET = 'stub-key-secret';
const WEBHOOK_SECRET = 'stub-webhook-secret';
const HOUR = 3_600_000;
const sign = (data: string) => createHmac('sha256', WEBHOOK_SECRET).update(data).digest('hex');

interface StubTransfer {
  id: string; entity: 'transfer'; source: string; recipient: string; amount: number; currency: string; amount_reversed: number;
  status: string; notes: Record<string, string>; on_hold: boolean; on_hold_until: number | null;
}
interface Recorded { method?: string; url?: string; body: Record<string, unknown> }

/**
 * A stand-in for Razorpay Route as the official SDK calls it: orders, refunds (accepted, pending), transfers from a payment (kept and listed back
 * per payment), a transfer fetched, edited (its hold) and reversed; and one-off outages, lost answers, slow answers.
 */
function routeStub() {
  const requests: Recorded[] = [];
  const transfers: StubTransfer[] = [];
  let next: 'ok' | 'fail' | 'lose_answer' | 'refuse' = 'ok';
  let delayMs = 0;
  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.statusCode = status;
    res.end(JSON.stringify(body));
  };
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', async () => {
      const body = raw ? JSON.parse(raw) : {};
      const url = req.url ?? '';
      requests.push({ method: req.method, url, body });
      res.setHeader('Content-Type', 'application/json');
      if (delayMs) await sleep(delayMs);
      const transferCall = /^\/v1\/payments\/([^/?]+)\/transfers/.exec(url);
      const one = /^\/v1\/transfers\/([^/?]+)(\/reversals)?/.exec(url);
      const refundCall = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url);
      if (refundCall) return answer(res, 200, { id: `rfnd_STUB${requests.length}`, entity: 'refund', payment_id: refundCall[1], amount: body.amount, status: 'pending' });
      if (!transferCall && !one) {
        return answer(res, 200, { id: `order_STUB${requests.length}`, entity: 'order', amount: body.amount, currency: body.currency, receipt: body.receipt, status: 'created' });
      }
      const mode = next;
      next = 'ok';
      if (mode === 'fail') return answer(res, 500, { error: { code: 'SERVER_ERROR', description: 'down' } });
      if (mode === 'refuse') return answer(res, 400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The linked account is not activated' } });
      if (transferCall && req.method === 'POST') {
        const items = (body.transfers as Record<string, unknown>[]).map((t) => {
          const made: StubTransfer = {
            id: `trf_STUB${transfers.length + 1}`, entity: 'transfer', source: transferCall[1], recipient: t.account as string, amount: t.amount as number,
            currency: t.currency as string, amount_reversed: 0, status: 'processed', notes: t.notes as Record<string, string>,
            on_hold: t.on_hold as boolean, on_hold_until: (t.on_hold_until as number | undefined) ?? null,
          };
          transfers.push(made);
          return made;
        });
        // lose_answer: Route made the transfer but the answer never reached us
        return mode === 'lose_answer' ? answer(res, 502, { error: { code: 'GATEWAY_ERROR', description: 'timeout' } }) : answer(res, 200, { entity: 'collection', count: items.length, items });
      }
      if (transferCall) {
        const items = transfers.filter((t) => t.source === transferCall[1]);
        return answer(res, 200, { entity: 'collection', count: items.length, items });
      }
      const found = transfers.find((t) => t.id === one![1]);
      if (!found) return answer(res, 404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
      if (one![2]) {
        found.amount_reversed += body.amount as number;
        found.status = found.amount_reversed >= found.amount ? 'reversed' : 'partially_reversed';
        return answer(res, 200, { id: `rvrsl_STUB${requests.length}`, entity: 'reversal', transfer_id: found.id, amount: body.amount, currency: 'INR', notes: {} });
      }
      if (req.method === 'PATCH') {
        found.on_hold = !!body.on_hold;
        found.on_hold_until = (body.on_hold_until as number | undefined) ?? null;
      }
      return answer(res, 200, found);
    });
  });
  return {
    server, requests, transfers,
    failOnce: () => (next = 'fail'), loseAnswerOnce: () => (next = 'lose_answer'), refuseOnce: () => (next = 'refuse'),
    slow: (ms: number) => (delayMs = ms),
  };
}

describe('payouts: transfers to organisers through Razorpay Route (official SDK, local stub)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let jobs: JobsService;
  const stub = routeStub();
  beforeAll(async () => {
    await new Promise<void>((resolve) => stub.server.listen(0, '127.0.0.1', resolve));
    const { port } = stub.server.address() as AddressInfo;
    t = await startTestApp({
      RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET, RAZORPAY_API_BASE: `http://127.0.0.1:${port}`,
      // a retry is due at once, so a test drains it
      JOB_RETRY_BASE_MS: '1',
    });
    admin = bearer(await adminToken(t.http));
    jobs = t.app.get(JobsService);
  });
  let peer: Awaited<ReturnType<TestApp['startPeer']>> | null = null;
  afterAll(async () => {
    await peer?.close();
    await t?.close();
    await new Promise((resolve) => stub.server.close(resolve));
  });

  /** A vendor (linked to `account` unless null) with an event starting in 3 days. */
  async function organiser(account: string | null = `acc_${Math.random().toString(36).slice(2, 12)}`) {
    const vendor = await registerVendor(t.http);
    if (account) await t.http.put(`/api/admin/vendors/${vendor.id}/payout`).set(admin).send({ razorpayAccountId: account }).expect(200);
    const event = await insertEvent(t, { ownerVendorId: vendor.id, startAt: new Date(Date.now() + 72 * HOUR) });
    return { vendor, auth: bearer(vendor.token), event, account };
  }

  /** A booking of `qty` paid through the stub's order and checkout's signature (the transfer job not yet run). */
  async function paid(eventId: string, qty = 2) {
    const buyer = await insertUser(t);
    const booking = await book(t.http, buyer.auth, { eventId, qty, paymentMethod: 'razorpay' });
    const order = (await t.http.post('/api/payment/order').set(buyer.auth).send({ bookingId: booking.id }).expect(201)).body;
    const paymentId = `pay_${booking.orderNo.replace(/\W/g, '')}`;
    await t.http.post('/api/payment/verify').set(buyer.auth)
      .send({ razorpay_order_id: order.id, razorpay_payment_id: paymentId, razorpay_signature: createHmac('sha256', KEY_SECRET).update(`${order.id}|${paymentId}`).digest('hex') })
      .expect(200);
    return { buyer, booking, paymentId };
  }

  const statement = async (auth: Record<string, string>) => (await t.http.get('/api/vendor/settlements').set(auth).expect(200)).body.totals;
  const history = async (auth: Record<string, string>) => (await t.http.get('/api/vendor/payouts').set(auth).expect(200)).body.data;
  const transfersOf = (paymentId: string) => stub.transfers.filter((x) => x.source === paymentId);
  const transferPosts = (paymentId: string) => stub.requests.filter((r) => r.method === 'POST' && r.url === `/v1/payments/${paymentId}/transfers`);
  const webhook = (event: string, entity: Partial<StubTransfer> & { error?: { description: string } }, eventId: string) => {
    const raw = JSON.stringify({ event, payload: { transfer: { entity: { entity: 'transfer', ...entity } } } });
    return t.http.post('/api/payment/webhook').set('Content-Type', 'application/json').set('x-razorpay-event-id', eventId).set('x-razorpay-signature', sign(raw)).send(raw);
  };

  it("sends a captured booking's payable to the linked account, on hold until 48 hours after the show, as a job", async () => {
    const { auth, event, account } = await organiser();
    const { booking, paymentId } = await paid(event.id);
    // the request does not pay the organiser: a job does
    expect(transferPosts(paymentId)).toHaveLength(0);
    expect(await statement(auth)).toMatchObject({ paidOut: 0, onHold: 0 });
    const before = await statement(auth);
    expect(before.pending).toBe(before.payable);
    expect(before.payable).toBeGreaterThan(0);

    await drainJobs(jobs);
    const holdUntil = Math.floor((event.startAt.getTime() + 48 * HOUR) / 1000);
    expect(transferPosts(paymentId)).toEqual([expect.objectContaining({
      body: { transfers: [{ account, amount: Math.round(before.payable * 100), currency: 'INR', on_hold: true, on_hold_until: holdUntil, notes: expect.objectContaining({ bookingId: booking.id }) }] },
    })]);
    expect(await statement(auth)).toMatchObject({ payable: before.payable, onHold: before.payable, paidOut: 0, pending: 0 });
    const [row] = await history(auth);
    expect(row).toMatchObject({
      bookingId: booking.id, orderNo: booking.orderNo, state: 'on_hold', amount: before.payable, reversedAmount: 0,
      onHoldUntil: new Date(holdUntil * 1000).toISOString(), failureReason: null,
    });
    // the transfer's notes carry our id
    expect(transfersOf(paymentId)[0].notes.payoutId).toBe(row.id);
  });

  it('an outage retries; a lost answer is found by its notes and never pays twice', async () => {
    const { auth, event } = await organiser();
    const first = await paid(event.id, 1);
    stub.failOnce();
    await drainJobs(jobs);
    // the 500 made nothing; the retry made one
    expect(transferPosts(first.paymentId)).toHaveLength(2);
    expect(transfersOf(first.paymentId)).toHaveLength(1);

    const second = await paid(event.id, 3);
    stub.loseAnswerOnce();
    await drainJobs(jobs);
    // Route made it, the answer was lost: the retry looked it up (GET) instead of sending again
    expect(transferPosts(second.paymentId)).toHaveLength(1);
    expect(stub.requests.some((r) => r.method === 'GET' && r.url?.startsWith(`/v1/payments/${second.paymentId}/transfers`))).toBe(true);
    expect(transfersOf(second.paymentId)).toHaveLength(1);
    const rows = await history(auth);
    expect(rows.map((r: { state: string }) => r.state)).toEqual(['on_hold', 'on_hold']);
    const totals = await statement(auth);
    expect(totals.onHold).toBe(totals.payable);
  });

  it('a refused transfer is failed with the reason, and the money stays pending', async () => {
    const { auth, event } = await organiser();
    const { paymentId } = await paid(event.id, 1);
    stub.refuseOnce();
    await drainJobs(jobs);
    expect(transfersOf(paymentId)).toHaveLength(0);
    const [row] = await history(auth);
    expect(row).toMatchObject({ state: 'failed', failureReason: 'The linked account is not activated' });
    const totals = await statement(auth);
    expect(totals).toMatchObject({ onHold: 0, paidOut: 0, pending: totals.payable });
  });

  it('a vendor without a linked account accrues awaiting_account; linking one sends it', async () => {
    const { vendor, auth, event } = await organiser(null);
    const { paymentId } = await paid(event.id, 2);
    await drainJobs(jobs);
    const [waiting] = await history(auth);
    const totals = await statement(auth);
    expect(waiting).toMatchObject({ state: 'awaiting_account', amount: totals.payable });
    expect(totals.pending).toBe(totals.payable);
    expect(transferPosts(paymentId)).toHaveLength(0);

    await t.http.put(`/api/admin/vendors/${vendor.id}/payout`).set(admin).send({ razorpayAccountId: 'acc_LinkedLater01' }).expect(200);
    await drainJobs(jobs);
    expect(transfersOf(paymentId)).toEqual([expect.objectContaining({ recipient: 'acc_LinkedLater01', amount: Math.round(totals.payable * 100) })]);
    expect((await history(auth))[0]).toMatchObject({ state: 'on_hold', amount: totals.payable });
  });

  it("a refund reverses the organiser's share of it; an event cancelled by its organiser reverses all its transfers", async () => {
    const { auth, event } = await organiser();
    const one = await paid(event.id, 2);
    const two = await paid(event.id, 1);
    await drainJobs(jobs);
    const before = await statement(auth);

    await t.http.post(`/api/admin/bookings/${one.booking.id}/refund`).set(admin).send({ amount: 300, reason: 'Seat moved' }).expect(200);
    await drainJobs(jobs);
    const after = await statement(auth);
    const reversed = Math.round((before.payable - after.payable) * 100);
    expect(reversed).toBeGreaterThan(0);
    expect(stub.requests.filter((r) => r.url === `/v1/transfers/${transfersOf(one.paymentId)[0].id}/reversals`).map((r) => r.body)).toEqual([{ amount: reversed }]);
    expect(after).toMatchObject({ onHold: after.payable, pending: 0 });
    const row = (await history(auth)).find((r: { bookingId: string }) => r.bookingId === one.booking.id);
    expect(row).toMatchObject({ state: 'reversed', reversedAmount: reversed / 100 });

    await t.http.post(`/api/vendor/events/${event.id}/cancel`).set(auth).send({ reason: 'The venue flooded' }).expect(200);
    await drainJobs(jobs);
    for (const p of [one, two]) {
      const [trf] = transfersOf(p.paymentId);
      expect(trf.amount_reversed).toBe(trf.amount);
    }
    expect(await statement(auth)).toMatchObject({ payable: 0, onHold: 0, paidOut: 0, pending: 0 });
    expect((await history(auth)).map((r: { state: string; amount: number; reversedAmount: number }) => [r.state, r.amount === r.reversedAmount]))
      .toEqual([['reversed', true], ['reversed', true]]);
  });

  it('transfer webhooks move states, and a replay changes nothing', async () => {
    const { auth, event } = await organiser();
    const { paymentId } = await paid(event.id, 1);
    await drainJobs(jobs);
    const [trf] = transfersOf(paymentId);
    const [row] = await history(auth);
    // a bad signature is refused
    await t.http.post('/api/payment/webhook').set('Content-Type', 'application/json').set('x-razorpay-signature', 'nope')
      .send(JSON.stringify({ event: 'transfer.reversed', payload: {} })).expect(400);

    expect((await webhook('transfer.reversed', { ...trf, amount_reversed: 1000 }, 'evt_trf_1').expect(200)).body.status).toBe('processed');
    expect((await history(auth))[0]).toMatchObject({ state: 'reversed', reversedAmount: 10 });
    // redelivered: nothing changes; a smaller reversed amount never lowers ours
    expect((await webhook('transfer.reversed', { ...trf, amount_reversed: 1000 }, 'evt_trf_1').expect(200)).body.status).toBe('ignored');
    expect((await webhook('transfer.reversed', { ...trf, amount_reversed: 500 }, 'evt_trf_2').expect(200)).body.status).toBe('ignored');
    expect((await history(auth))[0]).toMatchObject({ id: row.id, reversedAmount: 10 });
    const totals = await statement(auth);
    expect(totals.onHold).toBe(Math.round(totals.payable * 100 - 1000) / 100);

    // a transfer Route failed: found by our id in its notes
    const other = await paid(event.id, 1);
    await drainJobs(jobs);
    // sent but not processed yet (Route's 'pending'), then failed
    const [sent] = transfersOf(other.paymentId);
    await t.db.execute(`UPDATE payout_transfers SET status = 'sent' WHERE provider_transfer_id = '${sent.id}'`);
    expect((await webhook('transfer.failed', { id: sent.id, notes: sent.notes, error: { description: 'Beneficiary account closed' } }, 'evt_trf_3').expect(200)).body.status).toBe('processed');
    expect((await webhook('transfer.processed', { id: sent.id, notes: sent.notes }, 'evt_trf_4').expect(200)).body.status).toBe('ignored');
    expect((await history(auth)).find((r: { bookingId: string }) => r.bookingId === other.booking.id))
      .toMatchObject({ state: 'failed', failureReason: 'Beneficiary account closed' });
  });

  describe('hold and release', () => {
    it('leaves a transfer whose hold date has passed (settled to the bank) as paid out', async () => {
      const { vendor, auth, event } = await organiser();
      const { paymentId } = await paid(event.id, 1);
      await drainJobs(jobs);
      const [trf] = transfersOf(paymentId);
      await t.db.execute(`UPDATE payout_transfers SET on_hold_until = now() - interval '1 hour' WHERE provider_transfer_id = '${trf.id}'`);
      expect((await history(auth))[0].state).toBe('processed');
      expect((await t.http.post(`/api/admin/vendors/${vendor.id}/payouts/hold`).set(admin).expect(200)).body.transfers).toBe(0);
      await drainJobs(jobs);
      expect(stub.requests.filter((r) => r.method === 'PATCH' && r.url === `/v1/transfers/${trf.id}`)).toEqual([]);
      expect((await history(auth))[0].state).toBe('processed');
      await t.http.post(`/api/admin/vendors/${vendor.id}/payouts/release`).set(admin).expect(200);
    });

    it('holds with no date and releases back to the date rule; answers 401, 404 and 400 as documented', async () => {
      const { vendor, auth, event } = await organiser();
      const { paymentId } = await paid(event.id, 1);
      await drainJobs(jobs);
      const [trf] = transfersOf(paymentId);

      const held = await t.http.post(`/api/admin/vendors/${vendor.id}/payouts/hold`).set(admin).expect(200);
      expect(held.body).toEqual({ vendorId: vendor.id, payoutsHeld: true, transfers: 1 });
      expect((await t.http.get(`/api/admin/vendors/${vendor.id}/payout`).set(admin).expect(200)).body.payoutsHeld).toBe(true);
      await drainJobs(jobs);
      expect(stub.requests.filter((r) => r.method === 'PATCH' && r.url === `/v1/transfers/${trf.id}`).map((r) => r.body)).toEqual([{ on_hold: true }]);
      expect((await history(auth))[0]).toMatchObject({ state: 'on_hold', onHoldUntil: null });
      // a new booking while held is sent held with no date
      const later = await paid(event.id, 1);
      await drainJobs(jobs);
      expect(transferPosts(later.paymentId)[0].body).toEqual({ transfers: [expect.not.objectContaining({ on_hold_until: expect.anything() })] });

      const released = await t.http.post(`/api/admin/vendors/${vendor.id}/payouts/release`).set(admin).expect(200);
      expect(released.body).toEqual({ vendorId: vendor.id, payoutsHeld: false, transfers: 2 });
      await drainJobs(jobs);
      const until = Math.floor((event.startAt.getTime() + 48 * HOUR) / 1000);
      expect(transfersOf(paymentId)[0]).toMatchObject({ on_hold: true, on_hold_until: until });
      expect((await history(auth)).map((r: { onHoldUntil: string }) => r.onHoldUntil)).toEqual([new Date(until * 1000).toISOString(), new Date(until * 1000).toISOString()]);

      await t.http.post(`/api/admin/vendors/${vendor.id}/payouts/hold`).expect(401);
      await t.http.post(`/api/admin/vendors/${vendor.id}/payouts/hold`).set(auth).expect(401);
      expect((await t.http.post('/api/admin/vendors/00000000-0000-4000-8000-000000000000/payouts/release').set(admin).expect(404)).body.message).toBe(Messages.vendorNotFound);
      await t.http.post('/api/admin/vendors/not-an-id/payouts/hold').set(admin).expect(400);
    });
  });

  it("the payout history is the caller's own: 401 without a token or with another realm's; the admin filters by vendor", async () => {
    const mine = await organiser();
    const theirs = await organiser();
    await paid(mine.event.id, 1);
    await paid(theirs.event.id, 1);
    await drainJobs(jobs);
    expect((await history(mine.auth)).every((r: { vendorId: string }) => r.vendorId === mine.vendor.id)).toBe(true);
    expect(await history(theirs.auth)).toHaveLength(1);
    await t.http.get('/api/vendor/payouts').expect(401);
    await t.http.get('/api/vendor/payouts').set(admin).expect(401);
    const adminView = (await t.http.get(`/api/admin/payouts?vendorId=${theirs.vendor.id}`).set(admin).expect(200)).body.data;
    expect(adminView.map((r: { vendorId: string }) => r.vendorId)).toEqual([theirs.vendor.id]);
    await t.http.get('/api/admin/payouts?vendorId=nope').set(admin).expect(400);
    await t.http.get('/api/admin/payouts').set(mine.auth).expect(401);
  });

  const onServer = Boolean(process.env.DATABASE_URL);
  (onServer ? it : it.skip)('two processes on the PostgreSQL server working on the same booking at once make one transfer', async () => {
    const { auth, event } = await organiser();
    const { booking, paymentId } = await paid(event.id, 1);
    // closed in afterAll, as the other peer tests do: closing it mid-file made the first app's next requests answer 500
    peer = await t.startPeer();
    stub.slow(200);
    try {
      const outcomes = await Promise.allSettled([t.app.get(PayoutTransfersService).sync(booking.id), peer!.app.get(PayoutTransfersService).sync(booking.id)]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    } finally {
      stub.slow(0);
    }
    await drainJobs(jobs);
    expect(transferPosts(paymentId)).toHaveLength(1);
    expect((await history(auth))[0]).toMatchObject({ state: 'on_hold' });
  });

  it('two workers on the same booking at once make one transfer', async () => {
    const { auth, event } = await organiser();
    const { booking, paymentId } = await paid(event.id, 1);
    const service = t.app.get(PayoutTransfersService);
    stub.slow(200);
    try {
      const outcomes = await Promise.allSettled([service.sync(booking.id), service.sync(booking.id), service.sync(booking.id)]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    } finally {
      stub.slow(0);
    }
    await drainJobs(jobs);
    expect(transferPosts(paymentId)).toHaveLength(1);
    expect(transfersOf(paymentId)).toHaveLength(1);
    expect((await history(auth))[0]).toMatchObject({ state: 'on_hold' });
  });
});
