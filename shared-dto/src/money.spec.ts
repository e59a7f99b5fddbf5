import { formatAmount, formatRupees, inIndianDigits, paiseToRupees, rupeesToPaise } from './money';

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

  it('writes the Indian grouping as ICU does, without asking ICU (amounts, paise, negatives, halves, crores)', () => {
    const icu = (value: number, decimals: 0 | 2) => value.toLocaleString('en-IN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    const values = [0, 1, 9, 99, 999, 1000, 99999, 100000, 1234567, 123456789, 98765432101, 0.5, 1.5, 2.5, 0.125, 0.375, 1.005, 2.675, 1234.565, -0.5, -1234.5];
    // a fixed sweep: whole rupees, paise and fractions of a paisa, both signs, up to a thousand crore
    for (let i = 1; i < 4000; i++) {
      const magnitude = 10 ** (i % 11);
      values.push(((i * 7919) % 100003) * magnitude / 100, -((i * 104729) % 99991) / 1000, (i * 2654435761) % 10 ** 12);
    }
    const wrong = values.flatMap((value) => ([0, 2] as const).filter((d) => inIndianDigits(value, d) !== icu(value, d)).map((d) => `${value} (${d})`));
    expect(wrong).toEqual([]);
    expect(inIndianDigits(12345678.9, 2)).toBe('1,23,45,678.90');
  });
});
