import type { Test } from 'supertest';
import { randomUUID } from 'node:crypto';
import { startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer, loginUser, registerVendor } from '../support/auth-helpers';
import { bookings, events, users, venues } from '../../../api/src/db/schema';

describe('dashboards', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let vendor: Record<string, string>;
  let buyer: Awaited<ReturnType<typeof loginUser>>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = bearer(await adminToken(t.http));
    vendor = bearer((await registerVendor(t.http)).token);
    buyer = await loginUser(t.http);
  });
  afterAll(async () => { await t?.close(); });

  const insertEvent = async (title: string) => {
    const [row] = await t.db.insert(events).values({ slug: title.toLowerCase(), code: randomUUID().slice(0, 8), title, startAt: new Date(Date.now() + 86_400_000) }).returning();
    return row.id;
  };
  let orderSeq = 0;
  const insertBooking = (userId: string, eventId: string, totalPaise: number, status: 'pending' | 'confirmed' | 'cancelled', quantity = 1, seats = 1) =>
    t.db.insert(bookings).values({
      orderNo: `ORD-${++orderSeq}`, userId, eventId, quantity, seats, unitPricePaise: totalPaise, subtotalPaise: totalPaise,
      conveniencePaise: 0, deliveryPaise: 0, donationPaise: 0, totalPaise, paymentMethod: 'cod', status,
    });

  describe('admin', () => {
    it('greets the administrator by name with its id', async () => {
      const me = await t.http.get('/api/admin/auth/me').set(admin).expect(200);
      const res = await t.http.get('/api/admin/dashboard').set(admin).expect(200);
      expect(res.body).toEqual({ message: `Welcome back, ${me.body.name}`, adminId: me.body.id });
    });

    it('counts an empty marketplace as zeros', async () => {
      const res = await t.http.get('/api/admin/stats').set(admin).expect(200);
      expect(res.body).toEqual({ events: 0, bookings: 0, ticketsSold: 0, seatsSold: 0, users: 1, venues: 0, revenue: 0 });
    });

    it('counts every row, and only confirmed bookings as revenue (in rupees) and as tickets and seats sold', async () => {
      const [other] = await t.db.insert(users).values({ name: 'Other', phone: '+919800000001' }).returning();
      await t.db.insert(venues).values([
        { name: 'Siri Fort', nameKey: 'siri fort', slug: 'siri-fort', city: 'Delhi' },
        { name: 'Kingdom of Dreams', nameKey: 'kingdom of dreams', slug: 'kod', city: 'Gurugram', status: 'pending', source: 'vendor' },
      ]);
      const concert = await insertEvent('Concert');
      const play = await insertEvent('Play');
      await insertBooking(buyer.user.id, concert, 105_050, 'confirmed', 3, 6); // ₹1,050.50; a family pack among 3 tickets
      await insertBooking(other.id, play, 20_001, 'confirmed'); // ₹200.01
      await insertBooking(buyer.user.id, play, 99_999, 'pending', 5, 5);
      await insertBooking(buyer.user.id, concert, 50_000, 'cancelled', 2, 2);

      const res = await t.http.get('/api/admin/stats').set(admin).expect(200);
      expect(res.body).toEqual({ events: 2, bookings: 4, ticketsSold: 4, seatsSold: 7, users: 2, venues: 2, revenue: 1250.51 });
    });
  });

  describe('user', () => {
    it('answers the profile and counts all of the user’s bookings', async () => {
      const res = await t.http.get('/api/user/dashboard').set(bearer(buyer.token)).expect(200);
      expect(res.body.profile).toMatchObject({ id: buyer.user.id, _id: buyer.user.id, name: buyer.user.name, email: buyer.user.email, phone: buyer.phone });
      expect(new Date(res.body.profile.createdAt).toISOString()).toBe(res.body.profile.createdAt);
      expect(res.body.stats).toEqual({ totalBookings: 3 });
    });

    it('counts nothing for a user without bookings', async () => {
      const fresh = await loginUser(t.http);
      expect((await t.http.get('/api/user/dashboard').set(bearer(fresh.token)).expect(200)).body.stats).toEqual({ totalBookings: 0 });
    });

    it('refuses no token and admin or vendor tokens', async () => {
      await t.http.get('/api/user/dashboard').expect(401);
      await t.http.get('/api/user/dashboard').set(admin).expect(401);
      await t.http.get('/api/user/dashboard').set(vendor).expect(401);
    });
  });

  it.each([['get', '/api/admin/dashboard'], ['get', '/api/admin/stats']])('%s %s: 401 without a token and with vendor or user tokens', async (method, path) => {
    const call = () => (t.http as unknown as Record<string, (p: string) => Test>)[method](path);
    await call().expect(401);
    await call().set(vendor).expect(401);
    await call().set(bearer(buyer.token)).expect(401);
  });
});
