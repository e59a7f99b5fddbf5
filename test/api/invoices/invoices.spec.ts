import { and, eq } from 'drizzle-orm';
import { financialYearCode } from '@marketplace/shared-dto';
import { eventSessions, invoices, ticketInventory, ticketTypes, vendors, venues } from '../../../api/src/db/schema';
import { startTestApp, TestApp } from '../support/test-app';
import { binary, pdfText } from '../support/pdf';
import { adminToken, bearer, MISSING_ID, registerVendor } from '../support/auth-helpers';
import { book, insertEvent, insertUser } from '../bookings/fixtures';
import { refundDueJobKey } from '../../../api/src/modules/bookings/booking-jobs';
import { JobsService } from '../../../api/src/modules/jobs/jobs.service';

const DELHI_GSTIN = '07AADCD4321K1ZT';
const FY = () => financialYearCode(new Date());

/**
 * Issue 26 item 5: tax invoices and bills of supply issued in the transaction that makes a booking paid (online
 * payment verified, cash collected) or confirms it free; GET …/bookings/{id}/invoices and the PDFs for the buyer,
 * the organiser and the back office.
 */
describe('invoices', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let delhiVenue: string;
  let mumbaiVenue: string;
  let registered: Awaited<ReturnType<typeof registerVendor>>;
  let unregistered: Awaited<ReturnType<typeof registerVendor>>;
  let registeredCode: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = bearer(await adminToken(t.http));
    const venue = async (name: string, state: string) =>
      (await t.db.insert(venues).values({ name, nameKey: name.toLowerCase(), slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`, city: name, state }).returning())[0].id;
    delhiVenue = await venue('Siri Fort Auditorium', 'Delhi');
    mumbaiVenue = await venue('NSCI Dome', 'Maharashtra');
    registered = await registerVendor(t.http);
    await t.db.update(vendors).set({ gstin: DELHI_GSTIN, legalName: 'Dilli Live Entertainment Pvt Ltd', address: '14 Khan Market, New Delhi 110003', stateCode: '07' })
      .where(eq(vendors.id, registered.id));
    registeredCode = (await t.db.select({ code: vendors.invoiceCode }).from(vendors).where(eq(vendors.id, registered.id)))[0].code;
    unregistered = await registerVendor(t.http, { companyName: 'Garage Gigs' });
  });
  afterAll(async () => { await t?.close(); });

  const event = (pricePaise: number, extra: Record<string, unknown> = {}) =>
    insertEvent(t, { pricePaise, ownerVendorId: registered.id, venueId: delhiVenue, createdByType: 'vendor', title: 'Sufi Night', ...extra });

  /** A buyer books online and pays through the sandbox; answers the buyer and the booking. */
  async function paidOnline(eventId: string, body: Record<string, unknown> = {}) {
    const buyer = await insertUser(t, 'Asha Verma');
    const booking = await book(t.http, buyer.auth, { eventId, qty: 1, paymentMethod: 'razorpay', ...body });
    const order = (await t.http.post('/api/payment/order').set(buyer.auth).send({ bookingId: booking.id }).expect(201)).body;
    const paid = (await t.http.post('/api/payment/sandbox/pay').set(buyer.auth).send({ orderId: order.id }).expect(200)).body;
    await t.http.post('/api/payment/verify').set(buyer.auth).send(paid).expect(200);
    return { buyer, booking };
  }

  const listOf = async (auth: Record<string, string>, bookingId: string, realm = 'user') =>
    (await t.http.get(`/api/${realm}/bookings/${bookingId}/invoices`).set(auth).expect(200)).body.data;
  const pdfOf = async (auth: Record<string, string>, bookingId: string, invoiceId: string, realm = 'user') => {
    const res = await t.http.get(`/api/${realm}/bookings/${bookingId}/invoices/${invoiceId}`).set(auth).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    return pdfText(res.body as Buffer);
  };

  describe('issued when a booking becomes paid', () => {
    it('online payment verified: the organiser\'s tax invoice (18% within Delhi) and the marketplace\'s fee invoice, numbered per series', async () => {
      const e = await event(118000);
      const { buyer, booking } = await paidOnline(e.id);
      const data = await listOf(buyer.auth, booking.id);
      expect(data).toEqual([
        expect.objectContaining({
          kind: 'tax_invoice', role: 'tickets', number: `${registeredCode}/${FY()}/000001`, supplier: 'Dilli Live Entertainment Pvt Ltd', supplierGstin: DELHI_GSTIN,
          placeOfSupply: { code: '07', name: 'Delhi' }, sac: '999692', rate: 18, taxable: 1000, cgst: 90, sgst: 90, igst: 0, total: 1180, reverses: null,
        }),
        expect.objectContaining({
          kind: 'tax_invoice', role: 'convenience', number: expect.stringMatching(new RegExp(`^UT/${FY()}/\\d{6}$`)), supplier: 'Utsav Marketplace Private Limited',
          supplierGstin: t.config.gst.gstin, placeOfSupply: { code: '07', name: 'Delhi' }, sac: '998599', rate: 18, taxable: 50, cgst: 4.5, sgst: 4.5, igst: 0, total: 59,
        }),
      ]);
      for (const d of data) {
        expect(d.number.length).toBeLessThanOrEqual(16);
        expect(d.number).toMatch(/^[A-Za-z0-9/-]+$/);
        expect(d.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(d.id).toBe(d._id);
      }
      // the next booking of the organiser takes the next number of its series, and the next fee invoice the next of UT's
      const next = await paidOnline(e.id);
      const [ticket, fee] = await listOf(next.buyer.auth, next.booking.id);
      expect(ticket.number).toBe(`${registeredCode}/${FY()}/000002`);
      expect(Number(fee.number.slice(-6))).toBe(Number(data[1].number.slice(-6)) + 1);
    });

    it('across states: a Delhi organiser at a Mumbai venue charges IGST; the buyer billed in Maharashtra pays IGST on the fee', async () => {
      const e = await event(118000, { venueId: mumbaiVenue });
      const { buyer, booking } = await paidOnline(e.id);
      const [ticket, fee] = await listOf(buyer.auth, booking.id);
      expect(ticket).toMatchObject({ kind: 'tax_invoice', placeOfSupply: { code: '27', name: 'Maharashtra' }, taxable: 1000, cgst: 0, sgst: 0, igst: 180, total: 1180 });
      expect(fee).toMatchObject({ placeOfSupply: { code: '27', name: 'Maharashtra' }, taxable: 50, cgst: 0, sgst: 0, igst: 9, total: 59 });
    });

    it('a bill of supply when the organiser has no GSTIN, or when the tickets carry no GST (₹500 or less); 40% for premium sport', async () => {
      const plain = await insertEvent(t, { pricePaise: 118000, ownerVendorId: unregistered.id, venueId: delhiVenue, createdByType: 'vendor' });
      const a = await paidOnline(plain.id);
      const [bill] = await listOf(a.buyer.auth, a.booking.id);
      expect(bill).toMatchObject({ kind: 'bill_of_supply', supplier: 'Garage Gigs', supplierGstin: null, rate: 0, taxable: 1180, cgst: 0, sgst: 0, igst: 0, total: 1180 });
      const exempt = await event(50000);
      const b = await paidOnline(exempt.id);
      expect((await listOf(b.buyer.auth, b.booking.id))[0]).toMatchObject({ kind: 'bill_of_supply', supplierGstin: DELHI_GSTIN, rate: 0, taxable: 500, total: 500 });
      const ipl = await event(140000, { taxCategory: 'premium_sport' });
      const c = await paidOnline(ipl.id);
      expect((await listOf(c.buyer.auth, c.booking.id))[0]).toMatchObject({ kind: 'tax_invoice', rate: 40, taxable: 1000, cgst: 200, sgst: 200, total: 1400 });
    });

    it('a discounted order: the invoice carries what was paid, the discount shared over the lines', async () => {
      const e = await event(45000, { pricing: { groupDiscount: { enabled: true, minQuantity: 4, discountType: 'percentage', discountValue: 10 } } });
      const { buyer, booking } = await paidOnline(e.id, { qty: 4 });
      const [ticket, fee] = await listOf(buyer.auth, booking.id);
      // 4 × 450 = 1800, 10% off = 1620; fee 5% of 1620 = 81
      expect(ticket).toMatchObject({ kind: 'bill_of_supply', taxable: 1620, total: 1620 });
      expect(fee).toMatchObject({ total: 81, taxable: 68.64, cgst: 6.18, sgst: 6.18 });
    });

    it('cash collected issues them; an approval without the cash does not; a pending booking has none', async () => {
      const e = await event(118000);
      const buyer = await insertUser(t);
      const booking = await book(t.http, buyer.auth, { eventId: e.id, qty: 2, paymentMethod: 'cod' });
      expect(await listOf(buyer.auth, booking.id)).toEqual([]);
      await t.http.post(`/api/admin/bookings/${booking.id}/approve`).set(admin).expect(200);
      expect(await listOf(buyer.auth, booking.id)).toEqual([]);
      await t.http.post(`/api/vendor/bookings/${booking.id}/cash-collected`).set(bearer(registered.token)).expect(200);
      const data = await listOf(buyer.auth, booking.id);
      expect(data.map((d: { kind: string; total: number }) => [d.kind, d.total])).toEqual([['tax_invoice', 2360], ['tax_invoice', 118]]);
    });

    it('a free booking gets a ₹0 bill of supply and no fee invoice', async () => {
      const e = await event(0, { isFree: true });
      const buyer = await insertUser(t);
      const res = await t.http.post('/api/user/bookings/create').set(buyer.auth).send({ eventId: e.id, qty: 2 }).expect(201);
      expect(res.body).toMatchObject({ status: 'confirmed', paymentStatus: 'free' });
      const data = await listOf(buyer.auth, res.body.id);
      expect(data).toEqual([expect.objectContaining({ kind: 'bill_of_supply', role: 'tickets', taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 })]);
    });
  });

  describe('the PDF', () => {
    it('holds the rule-46 fields: supplier, GSTIN, number, date, buyer, place of supply, SAC, split, total in figures and words', async () => {
      const e = await event(118000);
      const { buyer, booking } = await paidOnline(e.id);
      const [ticket, fee] = await listOf(buyer.auth, booking.id);
      const text = await pdfOf(buyer.auth, booking.id, ticket.id);
      for (const expected of [
        'TAX INVOICE', 'Dilli Live Entertainment Pvt Ltd', '14 Khan Market, New Delhi 110003', `GSTIN: ${DELHI_GSTIN}`, `Invoice no: ${ticket.number}`,
        `Date of issue: ${ticket.date}`, `Order no: ${booking.orderNo}`, 'Place of supply: Delhi (07)', 'Name: Asha Verma', 'Phone: +91', '999692', '18%',
        '1,000.00', '90.00', '1,180.00', 'Total: ₹1,180.00', 'In words: Rupees One Thousand One Hundred Eighty Only', 'Tax payable on reverse charge: No',
      ]) expect(text).toContain(expected);
      const feeText = await pdfOf(buyer.auth, booking.id, fee.id);
      for (const expected of ['Utsav Marketplace Private Limited', `GSTIN: ${t.config.gst.gstin}`, fee.number, '998599', 'Convenience fee', '50.00', '4.50', 'Total: ₹59.00', 'Rupees Fifty Nine Only']) {
        expect(feeText).toContain(expected);
      }
    });

    it('a bill of supply says so and has no GSTIN for an unregistered organiser', async () => {
      const plain = await insertEvent(t, { pricePaise: 60000, ownerVendorId: unregistered.id, venueId: delhiVenue, createdByType: 'vendor' });
      const { buyer, booking } = await paidOnline(plain.id);
      const [bill] = await listOf(buyer.auth, booking.id);
      const text = await pdfOf(buyer.auth, booking.id, bill.id);
      for (const expected of ['BILL OF SUPPLY', 'GSTIN: Not registered under GST', `Bill no: ${bill.number}`, 'the supplier is not registered under GST', 'Rupees Six Hundred Only']) {
        expect(text).toContain(expected);
      }
    });
  });

  describe('who may read them', () => {
    it('the buyer, the organiser of the event and the back office; anyone else gets 404', async () => {
      const e = await event(118000);
      const { buyer, booking } = await paidOnline(e.id);
      const [ticket] = await listOf(buyer.auth, booking.id);
      const vendorList = await listOf(bearer(registered.token), booking.id, 'vendor');
      expect(vendorList.map((d: { id: string }) => d.id)).toEqual((await listOf(buyer.auth, booking.id)).map((d: { id: string }) => d.id));
      expect(await listOf(admin, booking.id, 'admin')).toHaveLength(2);
      expect(await pdfOf(bearer(registered.token), booking.id, ticket.id, 'vendor')).toContain(ticket.number);
      expect(await pdfOf(admin, booking.id, ticket.id, 'admin')).toContain(ticket.number);

      const stranger = await insertUser(t);
      const other = bearer(unregistered.token);
      for (const [realm, auth] of [['user', stranger.auth], ['vendor', other]] as const) {
        for (const path of [`/api/${realm}/bookings/${booking.id}/invoices`, `/api/${realm}/bookings/${booking.id}/invoices/${ticket.id}`]) {
          const res = await t.http.get(path).set(auth).expect(404);
          expect(res.body.message).toBe('Booking not found');
        }
      }
    });

    it('no token or another realm\'s is 401; a bad id is 400; a missing booking or a document of another booking is 404', async () => {
      const e = await event(118000);
      const { buyer, booking } = await paidOnline(e.id);
      const second = await paidOnline(e.id);
      const [ticket] = await listOf(buyer.auth, booking.id);
      const [otherTicket] = await listOf(second.buyer.auth, second.booking.id);
      const realms = { user: buyer.auth, vendor: bearer(registered.token), admin };
      for (const [realm, auth] of Object.entries(realms)) {
        const base = `/api/${realm}/bookings`;
        for (const path of [`${base}/${booking.id}/invoices`, `${base}/${booking.id}/invoices/${ticket.id}`]) {
          await t.http.get(path).expect(401);
          for (const [otherRealm, otherAuth] of Object.entries(realms)) if (otherRealm !== realm) await t.http.get(path).set(otherAuth).expect(401);
        }
        expect((await t.http.get(`${base}/not-an-id/invoices`).set(auth).expect(400)).body.message).toBe('Invalid id');
        expect((await t.http.get(`${base}/${booking.id}/invoices/nope`).set(auth).expect(400)).body.message).toBe('Invalid id');
        await t.http.get(`${base}/${MISSING_ID}/invoices`).set(auth).expect(404);
        expect((await t.http.get(`${base}/${booking.id}/invoices/${MISSING_ID}`).set(auth).expect(404)).body.message).toBe('Invoice not found');
      }
      // a document of the buyer's other booking is not this booking's
      expect((await t.http.get(`/api/admin/bookings/${booking.id}/invoices/${otherTicket.id}`).set(admin).expect(404)).body.message).toBe('Invoice not found');
    });
  });

  describe('credit notes: issued when a refund is processed, against each invoice it reverses', () => {
    const refund = (realm: 'admin' | 'vendor', bookingId: string, body: Record<string, unknown>) =>
      t.http.post(`/api/${realm}/bookings/${bookingId}/refund`).set(realm === 'admin' ? admin : bearer(registered.token)).send(body).expect(200);

    it('a partial refund reverses the ticket invoice in proportion; the next ones reverse the rest; together they equal the invoices', async () => {
      const e = await event(118000);
      const { buyer, booking } = await paidOnline(e.id); // 1180 + fee 59 + donation 2 = 1241
      const [ticket, fee] = await listOf(buyer.auth, booking.id);
      await refund('admin', booking.id, { amount: 300, reason: 'Seat changed' });
      const [, , first] = await listOf(buyer.auth, booking.id);
      // 1000 × 300 / 1180 = 254.237… → 254.24; tax 45.76 → 22.88 + 22.88
      expect(first).toMatchObject({
        kind: 'credit_note', role: 'tickets', number: `${registeredCode}C/${FY()}/00001`, reverses: { id: ticket.id, number: ticket.number },
        supplier: ticket.supplier, supplierGstin: DELHI_GSTIN, placeOfSupply: ticket.placeOfSupply, sac: '999692', rate: 18,
        taxable: 254.24, cgst: 22.88, sgst: 22.88, igst: 0, total: 300,
      });
      await refund('vendor', booking.id, { amount: 880, reason: 'Rest of the tickets' });
      const second = (await listOf(buyer.auth, booking.id))[3];
      expect(second).toMatchObject({ number: `${registeredCode}C/${FY()}/00002`, taxable: 745.76, cgst: 67.12, sgst: 67.12, total: 880 });
      // the rest (fee and donation) reverses the fee invoice in full; the donation has no document
      await refund('admin', booking.id, { reason: 'All of it' });
      const all = await listOf(buyer.auth, booking.id);
      expect(all).toHaveLength(5);
      expect(all[4]).toMatchObject({
        kind: 'credit_note', role: 'convenience', number: expect.stringMatching(new RegExp(`^UTC/${FY()}/\\d{5}$`)), reverses: { id: fee.id, number: fee.number },
        supplier: 'Utsav Marketplace Private Limited', taxable: 50, cgst: 4.5, sgst: 4.5, igst: 0, total: 59,
      });
      const credited = (of: string, k: 'taxable' | 'cgst' | 'sgst' | 'igst' | 'total') =>
        Math.round(all.filter((d: { reverses: { id: string } | null }) => d.reverses?.id === of).reduce((n: number, d: Record<string, number>) => n + d[k] * 100, 0));
      for (const k of ['taxable', 'cgst', 'sgst', 'igst', 'total'] as const) {
        expect(credited(ticket.id, k)).toBe(Math.round(ticket[k] * 100));
        expect(credited(fee.id, k)).toBe(Math.round(fee[k] * 100));
      }
      // the PDF of a credit note names the invoice it reverses
      const text = await pdfOf(buyer.auth, booking.id, first.id);
      for (const expected of ['CREDIT NOTE', `Credit note no: ${first.number}`, `Against invoice: ${ticket.number} dated ${ticket.date}`, `GSTIN: ${DELHI_GSTIN}`,
        'Place of supply: Delhi (07)', '254.24', 'CGST @ 9%: ₹22.88', 'Total: ₹300.00', 'Rupees Three Hundred Only']) expect(text).toContain(expected);
    });

    it("a buyer's cancellation (the ticket amount back) reverses the ticket invoice in full; the fee invoice stands", async () => {
      const e = await event(118000, { venueId: mumbaiVenue });
      const { buyer, booking } = await paidOnline(e.id);
      await t.http.post(`/api/user/bookings/${booking.id}/cancel`).set(buyer.auth).expect(200);
      const [ticket, fee, note, ...rest] = await listOf(buyer.auth, booking.id);
      expect(rest).toEqual([]);
      expect(fee.kind).toBe('tax_invoice');
      expect(note).toMatchObject({ kind: 'credit_note', reverses: { id: ticket.id }, taxable: 1000, cgst: 0, sgst: 0, igst: 180, total: 1180 });
    });

    it("an organiser's cancellation of the event refunds in full and reverses both invoices in full", async () => {
      const e = await event(118000);
      const { buyer, booking } = await paidOnline(e.id, { qty: 2 });
      await t.http.post(`/api/vendor/events/${e.id}/cancel`).set(bearer(registered.token)).send({ reason: 'The venue flooded' }).expect(200);
      // the refund job the cancellation committed (the file's other jobs, ticket mails, can wait)
      await t.app.get(JobsService).runNow(refundDueJobKey(booking.id, 'cancelled'));
      const data = await listOf(buyer.auth, booking.id);
      const [ticket, fee] = data;
      const notes = data.filter((d: { kind: string }) => d.kind === 'credit_note');
      expect(notes).toEqual([
        expect.objectContaining({ reverses: { id: ticket.id, number: ticket.number }, taxable: 2000, cgst: 180, sgst: 180, igst: 0, total: 2360 }),
        expect.objectContaining({ reverses: { id: fee.id, number: fee.number }, taxable: 100, cgst: 9, sgst: 9, igst: 0, total: 118 }),
      ]);
    });

    it('a free booking cancelled has nothing to reverse', async () => {
      const e = await event(0, { isFree: true });
      const buyer = await insertUser(t);
      const created = (await t.http.post('/api/user/bookings/create').set(buyer.auth).send({ eventId: e.id, qty: 1 }).expect(201)).body;
      await t.http.post(`/api/user/bookings/${created.id}/cancel`).set(buyer.auth).expect(200);
      expect((await listOf(buyer.auth, created.id)).map((d: { kind: string }) => d.kind)).toEqual(['bill_of_supply']);
    });
  });

  describe('GET /api/admin/reports/gst?month=YYYY-MM', () => {
    const HEADER = ['Number', 'Date', 'Kind', 'Supplier GSTIN', 'Buyer state code', 'SAC', 'Taxable', 'Rate', 'CGST', 'SGST', 'IGST', 'Total',
      'Place of supply', 'Supplier', 'Against invoice', 'Order no'];
    /** The CSV's rows as cells (quoted cells unquoted). */
    const rowsOf = (text: string) => text.replace(/^\uFEFF/, '').trimEnd().split('\n').map((line) =>
      [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)].slice(0, -1).map((m) => m[1].replace(/^"(.*)"$/s, '$1').replace(/""/g, '"')));
    const month = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
    const report = (m: string) => t.http.get('/api/admin/reports/gst').query({ month: m }).set(admin);

    it('a row per invoice and credit note of the month, with the figures of the documents; a row per rate where a document has two', async () => {
      const e = await event(118000, { venueId: mumbaiVenue });
      const { buyer, booking } = await paidOnline(e.id, { billingState: '07' });
      await t.http.post(`/api/admin/bookings/${booking.id}/refund`).set(admin).send({ amount: 118, reason: 'Partial' }).expect(200);
      const [ticket, fee, note] = await listOf(buyer.auth, booking.id);
      const res = await report(month()).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="gst-${month()}.csv"`);
      const [header, ...rows] = rowsOf(res.text);
      expect(header).toEqual(HEADER);
      const mine = rows.filter((r) => r[15] === booking.orderNo);
      expect(mine).toEqual([
        [ticket.number, ticket.date, 'tax_invoice', DELHI_GSTIN, '07', '999692', '1000.00', '18', '0.00', '0.00', '180.00', '1180.00', '27', 'Dilli Live Entertainment Pvt Ltd', '', booking.orderNo],
        [fee.number, fee.date, 'tax_invoice', t.config.gst.gstin, '07', '998599', '50.00', '18', '4.50', '4.50', '0.00', '59.00', '07', 'Utsav Marketplace Private Limited', '', booking.orderNo],
        // 1000 × 118 / 1180 = 100.00, IGST 18.00
        [note.number, note.date, 'credit_note', DELHI_GSTIN, '07', '999692', '100.00', '18', '0.00', '0.00', '18.00', '118.00', '27', 'Dilli Live Entertainment Pvt Ltd', ticket.number, booking.orderNo],
      ].sort((a, b) => a[0].localeCompare(b[0])));
      // every document of the month is there, once per rate
      const numbers = (await t.db.select({ number: invoices.number }).from(invoices)).map((r) => r.number).sort();
      expect([...new Set(rows.map((r) => r[0]))].sort()).toEqual(numbers);

      // a booking with a ₹450 and a ₹600 type: one ticket invoice, a row at 0% and a row at 18%
      const mixed = await event(45000, { title: 'Two Tiers' });
      const [vip] = await t.db.insert(ticketTypes).values({ eventId: mixed.id, name: 'VIP', pricePaise: 60000, quantity: 50 }).returning();
      const [session] = await t.db.select().from(eventSessions).where(eq(eventSessions.eventId, mixed.id));
      await t.db.insert(ticketInventory).values({ sessionId: session.id, ticketTypeId: vip.id, eventId: mixed.id, quantity: 50, available: 50 });
      const [general] = await t.db.select().from(ticketTypes).where(and(eq(ticketTypes.eventId, mixed.id), eq(ticketTypes.name, 'General Admission')));
      const two = await paidOnline(mixed.id, { qty: undefined, items: [{ ticketTypeId: general.id, qty: 1 }, { ticketTypeId: vip.id, qty: 1 }] });
      const [mixedTicket] = await listOf(two.buyer.auth, two.booking.id);
      // 450 at 0%; 600 at 18%: 508.47 + 45.76 + 45.77
      expect(mixedTicket).toMatchObject({ kind: 'tax_invoice', rate: null, taxable: 958.47, cgst: 45.76, sgst: 45.77, total: 1050 });
      const again = rowsOf((await report(month()).expect(200)).text).filter((r) => r[0] === mixedTicket.number);
      expect(again.map((r) => r.slice(6, 12))).toEqual([['450.00', '0', '0.00', '0.00', '0.00', '450.00'], ['508.47', '18', '45.76', '45.77', '0.00', '600.00']]);
    });

    it('a month without documents is the header alone; a cell that would start a formula is quoted as text', async () => {
      expect(rowsOf((await report('2001-01').expect(200)).text)).toEqual([HEADER]);
      const sly = await registerVendor(t.http, { companyName: '=HYPERLINK("http://x","y")' });
      const e = await insertEvent(t, { pricePaise: 60000, ownerVendorId: sly.id, venueId: delhiVenue, createdByType: 'vendor' });
      const { booking } = await paidOnline(e.id);
      const row = rowsOf((await report(month()).expect(200)).text).find((r) => r[15] === booking.orderNo && r[5] === '999692')!;
      expect(row[13]).toBe(`'=HYPERLINK("http://x","y")`);
    });

    it('refuses a month that is not YYYY-MM with 400, and any realm but the back office with 401', async () => {
      for (const bad of ['2026-13', '2026-4', '2026-04-01', 'April', '']) {
        const res = await report(bad).expect(400);
        expect(res.body.message).toBe('month must be a month as YYYY-MM, such as 2026-04.');
      }
      expect((await t.http.get('/api/admin/reports/gst').set(admin).expect(400)).body.details).toHaveProperty('month');
      await t.http.get('/api/admin/reports/gst').query({ month: month(), extra: 1 }).set(admin).expect(400);
      const buyer = await insertUser(t);
      await t.http.get('/api/admin/reports/gst').query({ month: month() }).expect(401);
      await t.http.get('/api/admin/reports/gst').query({ month: month() }).set(buyer.auth).expect(401);
      await t.http.get('/api/admin/reports/gst').query({ month: month() }).set(bearer(registered.token)).expect(401);
    });
  });

  it('documents are rows written once: the number is unique, and the amounts add up', async () => {
    const rows = await t.db.select().from(invoices);
    expect(rows.length).toBeGreaterThan(20);
    expect(new Set(rows.map((r) => r.number)).size).toBe(rows.length);
    for (const r of rows) expect(r.totalPaise).toBe(r.taxablePaise + r.cgstPaise + r.sgstPaise + r.igstPaise);
  });
});
