import { orderTax, splitInclusive, ticketTaxRate } from './gst';

const base = { discount: 0, convenience: 0, category: 'admission' as const, organiserState: '07', venueState: '07', billingState: '07', marketplaceState: '07' };

describe('GST', () => {
  it('admission is exempt up to ₹500 per person and 18% above; premium sport 40%; exempt 0%; nothing without a GSTIN', () => {
    expect(ticketTaxRate('admission', 50000, true)).toBe(0);
    expect(ticketTaxRate('admission', 50001, true)).toBe(18);
    expect(ticketTaxRate('premium_sport', 10000, true)).toBe(40);
    expect(ticketTaxRate('exempt', 900000, true)).toBe(0);
    expect(ticketTaxRate('premium_sport', 900000, false)).toBe(0);
  });

  it('splits an inclusive amount half up to the paisa, the odd paisa on SGST', () => {
    expect(splitInclusive(118000, 18, true)).toEqual({ taxable: 100000, cgst: 9000, sgst: 9000, igst: 0 });
    expect(splitInclusive(118000, 18, false)).toEqual({ taxable: 100000, cgst: 0, sgst: 0, igst: 18000 });
    // 10800 × 100 / 118 = 9152.54… → 9153; tax 1647 → 823 + 824
    expect(splitInclusive(10800, 18, true)).toEqual({ taxable: 9153, cgst: 823, sgst: 824, igst: 0 });
    expect(splitInclusive(49900, 0, true)).toEqual({ taxable: 49900, cgst: 0, sgst: 0, igst: 0 });
  });

  it('exempt at ₹499 a seat; 18% within the state; 18% across states; 40% for premium sport; an online event supplied where the buyer is', () => {
    expect(orderTax({ ...base, venueState: null, billingState: '27', lines: [{ amount: 118000, unitPricePerSeat: 118000 }] }).tickets)
      .toEqual({ taxable: 100000, cgst: 0, sgst: 0, igst: 18000 });
    expect(orderTax({ ...base, lines: [{ amount: 99800, unitPricePerSeat: 49900 }] }).tickets).toEqual({ taxable: 99800, cgst: 0, sgst: 0, igst: 0 });
    expect(orderTax({ ...base, lines: [{ amount: 118000, unitPricePerSeat: 118000 }] })).toMatchObject({
      lineRates: [18], tickets: { taxable: 100000, cgst: 9000, sgst: 9000, igst: 0 }, total: 18000,
    });
    expect(orderTax({ ...base, venueState: '27', lines: [{ amount: 118000, unitPricePerSeat: 118000 }] }).tickets)
      .toEqual({ taxable: 100000, cgst: 0, sgst: 0, igst: 18000 });
    expect(orderTax({ ...base, category: 'premium_sport', lines: [{ amount: 140000, unitPricePerSeat: 140000 }] }).tickets)
      .toEqual({ taxable: 100000, cgst: 20000, sgst: 20000, igst: 0 });
  });

  it('an organiser without a GSTIN charges no GST on tickets; the fee still carries 18%', () => {
    const t = orderTax({ ...base, organiserState: null, convenience: 5900, lines: [{ amount: 118000, unitPricePerSeat: 118000 }] });
    expect(t).toMatchObject({ lineRates: [0], tickets: { taxable: 118000, cgst: 0, sgst: 0, igst: 0 }, convenience: { taxable: 5000, cgst: 450, sgst: 450, igst: 0 }, total: 900 });
  });

  it('a discounted order is taxed on what is paid: the discount shared over the lines in proportion', () => {
    // 4 × ₹600 = ₹2,400, −₹240; fee 5% of ₹2,160 = ₹108, buyer in Maharashtra, marketplace in Delhi
    const t = orderTax({ ...base, discount: 24000, convenience: 10800, billingState: '27', lines: [{ amount: 240000, unitPricePerSeat: 60000 }] });
    expect(t.lineNet).toEqual([216000]);
    expect(t.tickets).toEqual({ taxable: 183051, cgst: 16474, sgst: 16475, igst: 0 });
    expect(t.convenience).toEqual({ taxable: 9153, cgst: 0, sgst: 0, igst: 1647 });
    expect(t.total).toBe(16474 + 16475 + 1647);
    // two lines at different rates: ₹450 (exempt) and ₹1,000 (18%), 10% off shared 4,500 : 10,000
    const mixed = orderTax({ ...base, discount: 14500, lines: [{ amount: 45000, unitPricePerSeat: 45000 }, { amount: 100000, unitPricePerSeat: 100000 }] });
    expect(mixed.lineNet).toEqual([40500, 90000]);
    expect(mixed.lineRates).toEqual([0, 18]);
    expect(mixed.lineSplits[1]).toEqual({ taxable: 76271, cgst: 6864, sgst: 6865, igst: 0 });
  });
});
