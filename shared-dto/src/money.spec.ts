import { formatRupees, paiseToRupees, priceBreakdown, rupeesToPaise } from './money';

describe('money', () => {
  it('converts rupees typed with 2 decimals to paise without float drift', () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(1999.99)).toBe(199999);
    expect(paiseToRupees(157385)).toBe(1573.85);
  });

  it('charges 5% convenience on the subtotal, rounded half-up to the paisa, plus the ₹2 donation', () => {
    expect(priceBreakdown(49900, 3, true)).toEqual({
      unitPrice: 49900, quantity: 3, subtotal: 149700, convenience: 7485, delivery: 0, donation: 200, total: 157385,
    });
    // 5% of ₹0.10 is half a paisa: rounds up to 1 paisa
    expect(priceBreakdown(10, 1, false)).toMatchObject({ convenience: 1, donation: 0, total: 11 });
    expect(priceBreakdown(0, 2, false).total).toBe(0);
  });

  it('formats rupees in the Indian grouping, a free price as ₹0 and a missing one as Free / TBA', () => {
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(null)).toBe('Free / TBA');
  });
});
