import { Messages } from '@marketplace/shared-dto';
import { startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer, MISSING_ID, realmHeaders, registerVendor } from '../support/auth-helpers';
import { book, insertEvent, insertUser, paidBooking } from '../bookings/fixtures';
import { binary, pdfText } from '../support/pdf';

/** The CSV's rows as objects by header (the export has no quoted commas in these figures). */
const csvRows = (text: string) => {
  const [header, ...lines] = text.trim().split('\n').map((l) => l.split(','));
  return lines.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i]])));
};

describe('settlements: what each organiser is owed, per event and in total', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let seven: Awaited<ReturnType<typeof registerVendor>>;
  let five: Awaited<ReturnType<typeof registerVendor>>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = bearer(await adminToken(t.http));
    seven = await registerVendor(t.http);
    five = await registerVendor(t.http);
  });
  afterAll(async () => { await t?.close(); });

  it('hand-worked: 7.5% and the default 5% commission, 18% GST on it, a partial refund out of the tickets, unpaid bookings left out', async () => {
    await t.http.put(`/api/admin/vendors/${seven.id}/payout`).set(admin).send({ commissionBps: 750 }).expect(200)
      .expect((r) => expect(r.body).toMatchObject({ vendorId: seven.id, commissionBps: 750, effectiveCommissionBps: 750, razorpayAccountId: null }));
    const ghazals = await insertEvent(t, { ownerVendorId: seven.id, title: 'Ghazal Evening' });
    const standup = await insertEvent(t, { ownerVendorId: five.id, title: 'Standup Night' });

    // 2 × ₹499 = ₹998 paid online (+ ₹49.90 fee and the ₹2 donation): commission 7.5% = ₹74.85, its GST 18% = ₹13.473 → ₹13.47, payable ₹909.68
    const { booking: first } = await paidBooking(t, { eventId: ghazals.id, qty: 2 });
    let res = await t.http.get('/api/vendor/settlements').set(bearer(seven.token)).expect(200);
    expect(res.body.totals).toEqual({
      bookings: 1, ticketRevenue: 998, refunds: 0, commission: 74.85, commissionGst: 13.47, tcs: 0, payable: 909.68, paidOut: 0, onHold: 0, pending: 909.68,
    });

    // ₹100 refunded: ticket revenue ₹898, commission ₹67.35, GST ₹12.123 → ₹12.12, payable ₹818.53
    await t.http.post(`/api/admin/bookings/${first.id}/refund`).set(admin).send({ amount: 100, reason: 'Seat moved' }).expect(200);
    // a cash booking not yet collected has no money in
    const cashBuyer = await insertUser(t);
    await book(t.http, cashBuyer.auth, { eventId: ghazals.id, qty: 1 });
    res = await t.http.get('/api/vendor/settlements').set(bearer(seven.token)).expect(200);
    expect(res.body.data).toEqual([{
      eventId: ghazals.id, eventTitle: 'Ghazal Evening', vendorId: seven.id, vendorName: expect.any(String),
      bookings: 1, ticketRevenue: 898, refunds: 100, commission: 67.35, commissionGst: 12.12, tcs: 0, payable: 818.53, paidOut: 0, onHold: 0, pending: 818.53,
    }]);

    // the other organiser at the default 5%: ₹499 → commission ₹24.95, GST ₹4.491 → ₹4.49, payable ₹469.56; it never sees the first's
    await paidBooking(t, { eventId: standup.id, qty: 1 });
    res = await t.http.get('/api/vendor/settlements').set(bearer(five.token)).expect(200);
    expect(res.body.data.map((r: { eventId: string }) => r.eventId)).toEqual([standup.id]);
    expect(res.body.totals).toMatchObject({ bookings: 1, ticketRevenue: 499, commission: 24.95, commissionGst: 4.49, payable: 469.56 });
    expect((await t.http.get('/api/vendor/settlements').query({ eventId: ghazals.id }).set(bearer(five.token)).expect(200)).body.data).toEqual([]);

    // the administrator: one vendor or all of them
    const one = await t.http.get('/api/admin/settlements').query({ vendorId: seven.id }).set(admin).expect(200);
    expect(one.body.totals).toMatchObject({ payable: 818.53, refunds: 100 });
    const all = await t.http.get('/api/admin/settlements').set(admin).expect(200);
    expect(all.body.data.map((r: { eventId: string }) => r.eventId)).toEqual(expect.arrayContaining([ghazals.id, standup.id]));

    // the CSV: a row per booking, every figure, and nothing lost: paid = refunds + payable + commission + its GST + TCS + fee + delivery + donation
    const csv = await t.http.get('/api/vendor/settlements.csv').set(bearer(seven.token)).expect(200).expect('content-type', /text\/csv/);
    const rows = csvRows(csv.text);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ 'Order no': first.orderNo, Paid: '1049.90', Refunds: '100.00', 'Ticket revenue': '898.00', Commission: '67.35', 'GST on commission': '12.12', TCS: '0.00', Payable: '818.53', 'Convenience fee': '49.90', Donation: '2.00' });
    const cents = (v: string) => Math.round(Number(v) * 100);
    const r = rows[0];
    expect(cents(r.Paid)).toBe(['Refunds', 'Payable', 'Commission', 'GST on commission', 'TCS', 'Convenience fee', 'Delivery', 'Donation'].reduce((n, k) => n + cents(r[k]), 0));

    // the event's PDF statement says the same, for its own organiser only
    const pdf = await t.http.get(`/api/vendor/settlements/${ghazals.id}/statement.pdf`).set(bearer(seven.token)).buffer(true).parse(binary)
      .expect(200).expect('content-type', 'application/pdf');
    const text = pdfText(pdf.body);
    for (const words of ['Settlement statement', 'Ghazal Evening', first.orderNo, 'Paid by buyers', '₹1,049.90', 'Refunded to buyers', '₹100.00', 'Commission', '₹67.35', '₹12.12', 'Payable to the organiser', '₹818.53']) {
      expect(text).toContain(words);
    }
    await t.http.get(`/api/vendor/settlements/${ghazals.id}/statement.pdf`).set(bearer(five.token)).expect(404);
    await t.http.get(`/api/vendor/settlements/${MISSING_ID}/statement.pdf`).set(bearer(seven.token)).expect(404);
    await t.http.get('/api/vendor/settlements/nope/statement.pdf').set(bearer(seven.token)).expect(400);
    await t.http.get(`/api/vendor/settlements/${ghazals.id}/statement.pdf`).set(admin).expect(401);
  });

  it('filters by booking day in India; a refund of everything leaves nothing payable', async () => {
    const vendor = await registerVendor(t.http);
    const event = await insertEvent(t, { ownerVendorId: vendor.id, title: 'Sufi Night' });
    const { booking } = await paidBooking(t, { eventId: event.id, qty: 1 });
    await t.http.post(`/api/admin/bookings/${booking.id}/refund`).set(admin).send({ reason: 'Show moved' }).expect(200);
    const res = await t.http.get('/api/vendor/settlements').set(bearer(vendor.token)).expect(200);
    expect(res.body.totals).toMatchObject({ bookings: 1, ticketRevenue: 0, refunds: booking.total, commission: 0, payable: 0, pending: 0 });
    const later = await t.http.get('/api/vendor/settlements').query({ from: '2999-01-01' }).set(bearer(vendor.token)).expect(200);
    expect(later.body).toEqual({ totals: expect.objectContaining({ bookings: 0, payable: 0 }), data: [] });
  });

  it('refuses missing auth, the wrong realm and malformed filters', async () => {
    const realms = await realmHeaders(t.http);
    await t.http.get('/api/vendor/settlements').expect(401);
    await t.http.get('/api/vendor/settlements').set(realms.user).expect(401);
    await t.http.get('/api/vendor/settlements').set(realms.admin).expect(401);
    await t.http.get('/api/admin/settlements').set(realms.vendor).expect(401);
    await t.http.get('/api/admin/settlements.csv').expect(401);
    const bad = await t.http.get('/api/vendor/settlements').query({ eventId: 'nope', from: 'yesterday' }).set(realms.vendor).expect(400);
    expect(bad.body.details).toMatchObject({ eventId: 'eventId must be a valid id.', from: 'from must be a date.' });
    await t.http.get('/api/admin/settlements').query({ vendorId: 'x' }).set(admin).expect(400);
  });
});

describe('payout accounts and payout settings', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = bearer(await adminToken(t.http));
  });
  afterAll(async () => { await t?.close(); });

  it('a vendor saves its bank account and reads it masked; the administrator sees it masked too', async () => {
    const vendor = await registerVendor(t.http);
    const auth = bearer(vendor.token);
    expect((await t.http.get('/api/vendor/payout-account').set(auth).expect(200)).body).toEqual({ account: null });
    const saved = await t.http.put('/api/vendor/payout-account').set(auth).send({ accountHolder: ' Delhi Live Events ', ifsc: 'hdfc0001234', accountNumber: '5010 0012 345678' }).expect(200);
    expect(saved.body).toEqual({ account: { accountHolder: 'Delhi Live Events', ifsc: 'HDFC0001234', accountNumber: 'XXXXXX5678' } });
    expect(JSON.stringify((await t.http.get('/api/vendor/payout-account').set(auth).expect(200)).body)).not.toContain('50100012345678');
    const settings = await t.http.get(`/api/admin/vendors/${vendor.id}/payout`).set(admin).expect(200);
    expect(settings.body).toEqual({ vendorId: vendor.id, razorpayAccountId: null, commissionBps: null, effectiveCommissionBps: 500, account: saved.body.account, payoutsHeld: false });
  });

  it('refuses an invalid IFSC, account number or holder at their fields, and changes nothing', async () => {
    const vendor = await registerVendor(t.http);
    const auth = bearer(vendor.token);
    const res = await t.http.put('/api/vendor/payout-account').set(auth).send({ accountHolder: '', ifsc: 'HDFC1001234', accountNumber: '12345678' }).expect(400);
    expect(res.body.details).toEqual({ accountHolder: Messages.accountHolderRequired, ifsc: Messages.ifscInvalid, accountNumber: Messages.accountNumberInvalid });
    await t.http.put('/api/vendor/payout-account').set(auth).send({ accountHolder: 'A', ifsc: 'HDFC0001234', accountNumber: '1234567890123456789' }).expect(400);
    await t.http.put('/api/vendor/payout-account').set(auth).send({ accountHolder: 'A', ifsc: ['HDFC0001234'], accountNumber: 123456789 }).expect(400);
    expect((await t.http.get('/api/vendor/payout-account').set(auth).expect(200)).body).toEqual({ account: null });
  });

  it('the administrator links a Route account and sets a commission; bad values are 400, a missing vendor 404, other realms 401', async () => {
    const vendor = await registerVendor(t.http);
    const linked = await t.http.put(`/api/admin/vendors/${vendor.id}/payout`).set(admin).send({ razorpayAccountId: 'acc_Ef0xTJxSPnhk2G', commissionBps: 0 }).expect(200);
    expect(linked.body).toMatchObject({ razorpayAccountId: 'acc_Ef0xTJxSPnhk2G', commissionBps: 0, effectiveCommissionBps: 0 });
    const reset = await t.http.put(`/api/admin/vendors/${vendor.id}/payout`).set(admin).send({ commissionBps: null }).expect(200);
    expect(reset.body).toMatchObject({ razorpayAccountId: 'acc_Ef0xTJxSPnhk2G', commissionBps: null, effectiveCommissionBps: 500 });
    const bad = await t.http.put(`/api/admin/vendors/${vendor.id}/payout`).set(admin).send({ razorpayAccountId: 'bank-123', commissionBps: 10001 }).expect(400);
    expect(bad.body.details).toEqual({ razorpayAccountId: Messages.razorpayAccountInvalid, commissionBps: Messages.commissionBpsInvalid });
    await t.http.put(`/api/admin/vendors/${vendor.id}/payout`).set(admin).send({ commissionBps: 2.5 }).expect(400);
    await t.http.put(`/api/admin/vendors/${MISSING_ID}/payout`).set(admin).send({ commissionBps: 100 }).expect(404);
    await t.http.get(`/api/admin/vendors/${MISSING_ID}/payout`).set(admin).expect(404);
    await t.http.put(`/api/admin/vendors/${vendor.id}/payout`).set(bearer(vendor.token)).send({ commissionBps: 0 }).expect(401);
    await t.http.put('/api/vendor/payout-account').send({}).expect(401);
    expect((await t.http.get(`/api/admin/vendors/${vendor.id}/payout`).set(admin).expect(200)).body.commissionBps).toBeNull();
  });
});
