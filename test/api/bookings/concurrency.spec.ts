import { AddressInfo } from 'node:net';
import request from 'supertest';
import { and, eq, ne, sum } from 'drizzle-orm';
import { Messages } from '@marketplace/shared-dto';
import { bookings } from '../../../api/src/db/schema';
import { startTestApp, TestApp } from '../support/test-app';
import { insertEvent, insertUser, ticketsAvailable } from './fixtures';

const CAPACITY = 50;
const REQUESTS = 200;
const USERS = 20;

describe('bookings: nothing is ever sold twice', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp();
    // a real listening port, so 200 requests run at once over real sockets
    const server = t.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => { await t?.close(); });

  it(`${REQUESTS} concurrent creates from ${USERS} users at an event with ${CAPACITY} tickets: exactly ${CAPACITY} succeed`, async () => {
    const event = await insertEvent(t, { ticketsTotal: CAPACITY, ticketsAvailable: CAPACITY });
    const buyers = await Promise.all(Array.from({ length: USERS }, () => insertUser(t)));

    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) =>
        request(base)
          .post('/api/user/bookings/create')
          .set(buyers[i % USERS].auth)
          .send({ eventId: event.id, qty: 1, quantity: 1, paymentMethod: i % 2 ? 'cod' : 'razorpay' }),
      ),
    );

    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(CAPACITY);
    expect(statuses.filter((s) => s === 409)).toHaveLength(REQUESTS - CAPACITY);
    expect(answers.filter((r) => r.status === 409).every((r) => r.body.message === Messages.soldOut || r.body.message === 'Only 1 left for General Admission.' || r.body.message.startsWith('You can hold at most'))).toBe(true);

    const available = await ticketsAvailable(t, event.id);
    const [{ held }] = await t.db
      .select({ held: sum(bookings.quantity).mapWith(Number) })
      .from(bookings)
      .where(and(eq(bookings.eventId, event.id), ne(bookings.status, 'cancelled')));
    expect(available).toBe(0);
    expect(held).toBe(CAPACITY);
    expect(held + available).toBe(CAPACITY);
  }, 120_000);

  it('concurrent cancels and creates keep held + available equal to capacity', async () => {
    const event = await insertEvent(t, { ticketsTotal: 20, ticketsAvailable: 20 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => insertUser(t)));
    const others = await Promise.all(Array.from({ length: 30 }, () => insertUser(t)));
    const first = await Promise.all(buyers.map((buyer) =>
      request(base).post('/api/user/bookings/create').set(buyer.auth).send({ eventId: event.id, qty: 2, paymentMethod: 'cod' })));
    expect(first.every((r) => r.status === 201)).toBe(true);

    // every booking cancelled twice at once, while 30 more single-ticket creates race for the freed seats
    const ids = first.map((r) => r.body.id as string);
    const mixed = await Promise.all([
      ...ids.flatMap((id, i) => [1, 2].map(() => request(base).post(`/api/user/bookings/${id}/cancel`).set(buyers[i].auth))),
      ...others.map((o) => request(base).post('/api/user/bookings/create').set(o.auth).send({ eventId: event.id, qty: 1, paymentMethod: 'cod' })),
    ]);
    const cancels = mixed.slice(0, 20).map((r) => r.status);
    expect(cancels.filter((s) => s === 200)).toHaveLength(10);
    expect(cancels.filter((s) => s === 409)).toHaveLength(10);

    const available = await ticketsAvailable(t, event.id);
    const [{ held }] = await t.db
      .select({ held: sum(bookings.quantity).mapWith(Number) })
      .from(bookings)
      .where(and(eq(bookings.eventId, event.id), ne(bookings.status, 'cancelled')));
    expect(available).toBeGreaterThanOrEqual(0);
    expect((held ?? 0) + available).toBe(20);
  }, 120_000);
});
