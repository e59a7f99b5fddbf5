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
  let sent: string[] | null = null;
  const spies: jest.SpyInstance[] = [];
  beforeAll(async () => {
    t = await startTestApp();
    for (const proto of [Client.prototype, PGlite.prototype] as unknown as Queryable[]) {
      const original = proto.query;
      spies.push(jest.spyOn(proto, 'query').mockImplementation(function (this: unknown, ...args: unknown[]) {
        const q = args[0] as string | { text?: string };
        sent?.push(typeof q === 'string' ? q : q?.text ?? '');
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
      return sent;
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

  it('a create adds one statement: the hold, which also publishes the cache invalidation and answers the stored booking', async () => {
    const event = await insertEvent(t);
    const buyer = await insertUser(t);
    const statements = await statementsOf(() => t.http.post('/api/user/bookings/create').set(buyer.auth)
      .send({ eventId: event.id, qty: 2, paymentMethod: 'razorpay' }).expect(201));
    expect(statements).toHaveLength(2);
    expect(statements[1]).toContain('WITH lines');
    // on a server the other processes' caches hear of it at the commit, from the same statement
    if (t.driver === 'pg') expect(statements[1]).toContain('pg_notify');
  });
});
