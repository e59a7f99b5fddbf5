import { addSettlements, maskAccountNumber, settleBooking, SettlementInput, IFSC_PATTERN, BANK_ACCOUNT_PATTERN } from './settlements';

// 4 × ₹450 + a Couple pass = ₹3,600, 10% group discount −₹360, fee ₹162, donation ₹2: paid ₹3,404; tickets at 18% GST
const booking: SettlementInput = {
  subtotal: 360000, discount: 36000, convenience: 16200, delivery: 0, donation: 200, paid: 340400, refunded: 0,
  ticketTaxable: 274576, commissionBps: 500, organiserHasGstin: true,
};

const parts = (s: ReturnType<typeof settleBooking>) => s.refunds + s.payable + s.commission + s.commissionGst + s.tcs + s.convenience + s.delivery + s.donation;

describe('settleBooking', () => {
  it('a paid booking: 5% commission on subtotal − discount, 18% GST on it, 0.5% TCS on the taxable value, the rest payable', () => {
    expect(settleBooking(booking)).toEqual({
      paid: 340400, refunds: 0, ticketRevenue: 324000, commission: 16200, commissionGst: 2916, tcs: 1373, payable: 303511,
      convenience: 16200, delivery: 0, donation: 200,
    });
  });

  it('an organiser without a GSTIN has no TCS collected', () => {
    const s = settleBooking({ ...booking, organiserHasGstin: false, ticketTaxable: 324000 });
    expect(s.tcs).toBe(0);
    expect(s.payable).toBe(324000 - 16200 - 2916);
  });

  it('a partial refund comes out of the tickets: commission, its GST and TCS follow the ticket revenue left', () => {
    const s = settleBooking({ ...booking, refunded: 100000 });
    // taxable left 274576 × 224000 / 324000 = 189831.7 → 189832; TCS 949.16 → 949
    expect(s).toMatchObject({ refunds: 100000, ticketRevenue: 224000, commission: 11200, commissionGst: 2016, tcs: 949, payable: 209835, convenience: 16200, donation: 200 });
  });

  it("a buyer's cancellation (the ticket amount back) leaves only the fee and the donation; an organiser's returns everything", () => {
    expect(settleBooking({ ...booking, refunded: 324000 })).toMatchObject({ ticketRevenue: 0, commission: 0, tcs: 0, payable: 0, convenience: 16200, donation: 200 });
    expect(settleBooking({ ...booking, refunded: 340400 })).toMatchObject({ ticketRevenue: 0, payable: 0, convenience: 0, donation: 0, refunds: 340400 });
  });

  it('a booking not paid (unpaid, free) settles nothing', () => {
    expect(settleBooking({ ...booking, paid: 0 })).toMatchObject({ paid: 0, payable: 0, commission: 0, convenience: 0 });
  });

  it('commission rates are per organiser, half up to the paisa', () => {
    // ₹333.33 at 7.5%: 24.99975 → ₹25.00; its GST 4.5 → ₹4.50
    const s = settleBooking({ ...booking, subtotal: 33333, discount: 0, convenience: 1667, donation: 0, paid: 35000, ticketTaxable: 33333, organiserHasGstin: false, commissionBps: 750 });
    expect(s).toMatchObject({ commission: 2500, commissionGst: 450, payable: 33333 - 2500 - 450 });
  });

  it('nothing is lost: over many mixed bookings the parts add up to what was paid, to the paisa', () => {
    const all = [];
    for (let i = 1; i <= 500; i++) {
      const subtotal = 9973 * i % 500000 + 100;
      const discount = i % 3 === 0 ? Math.floor(subtotal / 10) : 0;
      const convenience = Math.floor(((subtotal - discount) * 500 + 5000) / 10000);
      const donation = i % 2 ? 200 : 0;
      const paid = subtotal - discount + convenience + donation;
      const refunded = [0, Math.floor(paid / 3), subtotal - discount, paid, 1][i % 5];
      const s = settleBooking({ subtotal, discount, convenience, delivery: 0, donation, paid, refunded, ticketTaxable: Math.floor((subtotal - discount) / 1.18), commissionBps: 100 * (i % 9), organiserHasGstin: i % 4 !== 0 });
      expect(parts(s)).toBe(paid);
      expect(s.payable).toBeGreaterThanOrEqual(0);
      all.push(s);
    }
    const sum = addSettlements(all);
    expect(parts(sum)).toBe(sum.paid);
  });
});

describe('payout account rules', () => {
  it('IFSC is 4 letters, 0, then 6 letters or digits; account numbers 9–18 digits; shown masked', () => {
    expect(IFSC_PATTERN.test('HDFC0001234')).toBe(true);
    expect(IFSC_PATTERN.test('HDFC1001234')).toBe(false);
    expect(IFSC_PATTERN.test('hdfc0001234')).toBe(false);
    expect(BANK_ACCOUNT_PATTERN.test('12345678')).toBe(false);
    expect(BANK_ACCOUNT_PATTERN.test('123456789012345678')).toBe(true);
    expect(maskAccountNumber('50100012345678')).toBe('XXXXXX5678');
  });
});
