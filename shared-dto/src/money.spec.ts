import { formatAmount, formatRupees, paiseToRupees, rupeesToPaise } from './money';

describe('money', () => {
  it('converts rupees typed with 2 decimals to paise without float drift', () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(1999.99)).toBe(199999);
    expect(paiseToRupees(157385)).toBe(1573.85);
  });

  it('formats rupees in the Indian grouping, a free price as ₹0 and a missing one as Free / TBA', () => {
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(null)).toBe('Free / TBA');
  });

  it('formats a bill amount with 2 decimals, zero and missing as ₹0.00', () => {
    expect(formatAmount(1234.5)).toBe('₹1,234.50');
    expect(formatAmount(0)).toBe('₹0.00');
    expect(formatAmount(undefined)).toBe('₹0.00');
  });
});
