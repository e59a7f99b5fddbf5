import { Client } from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { startTestApp, TestApp } from '../support/test-app';
import { insertEvent, insertUser } from './fixtures';

type Queryable = { query: (...args: unknown[]) => unknown };

/**
 * What a quote and a create cost the database under an on-sale rush: the statements one request sends,
 * counted at both drivers' query entry points while it runs (the app is alone on its database here).
 */
describe('bookings: database round trips per request', () => {
  let t: TestApp;
  /** The statements sent while `statementsOf` runs, with their parameters. */
  let sent: { text: string; values: unknown }[] | null = null;
  const spies: jest.SpyInstance[] = [];
  beforeAll(async () => {
    t = await startTestApp();
    for (const proto of [Client.prototype, PGlite.prototype] as unknown as Queryable[]) {
      const original = proto.query;
      spies.push(jest.spyOn(proto, 'query').mockImplementation(function (this: unknown, ...args: unknown[]) {
        const q = args[0] as string | { text?: string };
        sent?.push({ text: typeof q === 'string' ? q : q?.text ?? '', values: args[1] });
        return original.apply(this, args);
      }));
    }
  });
  afterAll(async () => {
    for (const s of spies) s.mockRestore();
    await t?.close();
  });

  const statementsOf = async (run: () => Promise<unknown>) => {
    sent = [];
    try {
      await run();
      return sent.map((q) => q.text);
    } finally {
      sent = null;
    }
  };

  it('a quote is one read: the token still valid, the event with its showtimes, types and inventory', async () => {
    const event = await insertEvent(t);
    const buyer = await insertUser(t);
    const statements = await statementsOf(() => t.http.post('/api/user/bookings/quote').set(buyer.auth).send({ eventId: event.id, qty: 1 }).expect(200));
    expect(statements).toHaveLength(1);
  });

  it('a create adds one statement: the hold, which answers the stored booking', async () => {
    const event = await insertEvent(t);
    const buyer = await insertUser(t);
    const statements = await statementsOf(() => t.http.post('/api/user/bookings/create').set(buyer.auth)
      .send({ eventId: event.id, qty: 2, paymentMethod: 'razorpay' }).expect(201));
    // on a server the batch notice to the other processes (next test) may already have gone: it is not the request's
    const own = statements.filter((q) => !q.startsWith('SELECT pg_notify'));
    expect(own).toHaveLength(2);
    expect(own[1]).toContain('WITH lines');
    expect(own.join()).not.toContain('pg_notify');
  });

  it('a create of an event this process has read is one statement: the hold, which checks the copy and the token itself', async () => {
    const event = await insertEvent(t);
    const buyer = await insertUser(t);
    const [type] = (await t.http.post('/api/user/bookings/quote').set(buyer.auth).send({ eventId: event.id, qty: 1 }).expect(200)).body.lines;
    const statements = await statementsOf(() => t.http.post('/api/user/bookings/create').set(buyer.auth)
      .send({ eventId: event.id, items: [{ ticketTypeId: type.ticketTypeId, qty: 2 }], paymentMethod: 'razorpay' }).expect(201));
    const own = statements.filter((q) => !q.startsWith('SELECT pg_notify'));
    expect(own).toHaveLength(1);
    expect(own[0]).toContain('catalogue_version');
  });

  (process.env.DATABASE_URL ? it : it.skip)('on a server, the other processes hear of the booked events in batch notices sent after the requests', async () => {
    const events = [await insertEvent(t), await insertEvent(t)];
    const buyer = await insertUser(t);
    // this test's notices (one of the test before may arrive meanwhile)
    const ours = (q: { text: string; values: unknown }) => q.text.includes('pg_notify') && events.some((e) => String((q.values as unknown[])[1]).includes(e.id));
    const notices = () => (sent ?? []).filter(ours);
    let payloads: unknown[] = [];
    const statements = await statementsOf(async () => {
      await Promise.all(events.map((e) => t.http.post('/api/user/bookings/create').set(buyer.auth).send({ eventId: e.id, qty: 1, paymentMethod: 'razorpay' }).expect(201)));
      // a batch may also name the test before's event, booked within the same 50 ms
      const wanted = new Set(events.map((e) => `id:${e.id}`));
      const named = () => notices().flatMap((q) => String((q.values as unknown[])[1]).split(',')).filter((tag) => wanted.has(tag));
      for (let i = 0; i < 100 && named().length < events.length; i++) await new Promise((r) => setTimeout(r, 20));
      payloads = named();
    });
    expect(statements.filter((q) => q.includes('WITH lines'))).toHaveLength(2);
    expect(payloads.sort()).toEqual(events.map((e) => `id:${e.id}`).sort());
  });
});
