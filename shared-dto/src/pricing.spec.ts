import { groupDiscountWords, priceOrder, PricedTicketType, PromoRule, quantityDeals } from './pricing';
import { taxOfOrder } from './gst';

const type = (over: Partial<PricedTicketType> = {}): PricedTicketType => ({ id: 't1', name: 'General', pricePaise: 49900, seatsPerUnit: 1, ...over });

describe('priceOrder', () => {
  it('simple: unit price × quantity, 5% convenience half up to the paisa, ₹2 donation', () => {
    expect(priceOrder([{ type: type(), quantity: 3 }], null, true)).toEqual({
      lines: [{ ticketTypeId: 't1', name: 'General', unitPrice: 49900, quantity: 3, seats: 3, amount: 149700 }],
      quantity: 3, seats: 3, subtotal: 149700, discount: 0, discountSource: null, promo: null, lineDiscounts: null,
      convenience: 7485, delivery: 0, donation: 200, total: 157385,
    });
    // 5% of ₹0.10 is half a paisa: rounds up to 1 paisa
    expect(priceOrder([{ type: type({ pricePaise: 10 }), quantity: 1 }], null, false)).toMatchObject({ convenience: 1, donation: 0, total: 11 });
  });

  it('free: no fee and no donation, whatever was asked', () => {
    expect(priceOrder([{ type: type({ pricePaise: 0 }), quantity: 2 }], null, true)).toMatchObject({ subtotal: 0, convenience: 0, donation: 0, total: 0 });
  });

  it('tiered: one line per type, each at its own price', () => {
    const silver = type({ id: 's', name: 'Silver', pricePaise: 50000 });
    const gold = type({ id: 'g', name: 'Gold', pricePaise: 120000 });
    const p = priceOrder([{ type: gold, quantity: 2 }, { type: silver, quantity: 1 }], null, false);
    expect(p.lines.map((l) => [l.name, l.quantity, l.amount])).toEqual([['Gold', 2, 240000], ['Silver', 1, 50000]]);
    expect(p).toMatchObject({ quantity: 3, subtotal: 290000, convenience: 14500, total: 304500 });
  });

  it('package: one unit takes seatsPerUnit seats and costs the package price', () => {
    const family = type({ id: 'f', name: 'Family pack of 4', pricePaise: 180000, seatsPerUnit: 4 });
    expect(priceOrder([{ type: family, quantity: 2 }], null, false)).toMatchObject({ quantity: 2, seats: 8, subtotal: 360000 });
  });

  it('quantity_based: the price of the highest minQuantity not above the line quantity', () => {
    const t = type({ pricePaise: 100000, quantityPricing: [{ minQuantity: 1, pricePaise: 100000 }, { minQuantity: 5, pricePaise: 80000 }, { minQuantity: 3, pricePaise: 90000 }] });
    expect(priceOrder([{ type: t, quantity: 2 }], null, false).lines[0].unitPrice).toBe(100000);
    expect(priceOrder([{ type: t, quantity: 3 }], null, false).lines[0].unitPrice).toBe(90000);
    expect(priceOrder([{ type: t, quantity: 4 }], null, false).lines[0].unitPrice).toBe(90000);
    expect(priceOrder([{ type: t, quantity: 7 }], null, false)).toMatchObject({ subtotal: 560000 });
  });

  it('group discount: a percentage of the subtotal from minQuantity tickets, half up to the paisa, convenience on what is left', () => {
    const rule = { enabled: true, minQuantity: 4, discountType: 'percentage' as const, discountValue: 7.5, maxDiscountPaise: 100000 };
    // 3 tickets: below the minimum
    expect(priceOrder([{ type: type({ pricePaise: 33333 }), quantity: 3 }], rule, false).discount).toBe(0);
    // 4 × ₹333.33 = ₹1333.32; 7.5% = ₹99.999 → ₹100.00
    const p = priceOrder([{ type: type({ pricePaise: 33333 }), quantity: 4 }], rule, false);
    expect(p).toMatchObject({ subtotal: 133332, discount: 10000, convenience: 6167, total: 129499 });
    // disabled: nothing
    expect(priceOrder([{ type: type(), quantity: 4 }], { ...rule, enabled: false }, false).discount).toBe(0);
  });

  it('group discount is capped by maxDiscount to the paisa', () => {
    const rule = { enabled: true, minQuantity: 2, discountType: 'percentage' as const, discountValue: 10, maxDiscountPaise: 25050 };
    // 10% of ₹3000 is ₹300: capped at ₹250.50
    expect(priceOrder([{ type: type({ pricePaise: 100000 }), quantity: 3 }], rule, true)).toMatchObject({
      subtotal: 300000, discount: 25050, convenience: 13748, donation: 200, total: 288898,
    });
    // below the cap the percentage stands: 10% of ₹2000 = ₹200
    expect(priceOrder([{ type: type({ pricePaise: 100000 }), quantity: 2 }], rule, false).discount).toBe(20000);
  });
});

describe('deals in words', () => {
  it('quantity prices fewest first, whole rupees without paise, the base step left out', () => {
    expect(quantityDeals({ price: 500, quantityPricing: [{ minQuantity: 10, price: 1200.5 }, { minQuantity: 4, price: 450 }, { minQuantity: 1, price: 500 }] }))
      .toEqual(['₹450 each from 4']);
    expect(quantityDeals({ price: 1500, quantityPricing: [{ minQuantity: 10, price: 1200.5 }, { minQuantity: 4, price: 1450 }] }))
      .toEqual(['₹1,450 each from 4', '₹1,200.50 each from 10']);
    expect(quantityDeals({ price: 500 })).toEqual([]);
  });

  it('the group discount with its minimum and cap, none when off', () => {
    expect(groupDiscountWords({ enabled: true, minQuantity: 4, discountValue: 10, maxDiscount: 500 })).toBe('10% off 4 or more tickets, up to ₹500');
    expect(groupDiscountWords({ enabled: true, discountValue: 5 })).toBe('5% off every order');
    expect(groupDiscountWords({ enabled: false, minQuantity: 4, discountValue: 10 })).toBeNull();
    expect(groupDiscountWords(undefined)).toBeNull();
  });
});

describe('priceOrder with a promo code', () => {
  const promo = (over: Partial<PromoRule>): PromoRule => ({ code: 'DIWALI', kind: 'percent', valueHundredths: 1000, ticketTypeIds: null, ...over });
  const gold = type({ id: 'gold', name: 'Gold', pricePaise: 99900 });
  const silver = type({ id: 'silver', name: 'Silver', pricePaise: 33333 });

  it('percent: of the eligible lines only, half up to the paisa; convenience on subtotal − discount', () => {
    // 12.5% of 3 × ₹333.33 = ₹999.99 is ₹124.99875: ₹125.00
    const p = priceOrder([{ type: gold, quantity: 1 }, { type: silver, quantity: 3 }], null, false, promo({ valueHundredths: 1250, ticketTypeIds: ['silver'] }));
    expect(p).toMatchObject({ subtotal: 199899, discount: 12500, discountSource: 'promo', promo: { code: 'DIWALI', discount: 12500 }, lineDiscounts: [0, 12500] });
    // 5% of ₹1,873.99 = ₹93.6995: ₹93.70
    expect(p).toMatchObject({ convenience: 9370, total: 199899 - 12500 + 9370 });
  });

  it('amount: rupees off the eligible amount, shared by amount, never below zero', () => {
    const p = priceOrder([{ type: gold, quantity: 1 }, { type: silver, quantity: 1 }], null, false, promo({ kind: 'amount', valueHundredths: 10000 }));
    // ₹100 over ₹999 and ₹333.33 by amount: ₹74.98 and the rest, ₹25.02; convenience 5% of ₹1,232.33 = ₹61.6165: ₹61.62
    expect(p).toMatchObject({ discount: 10000, lineDiscounts: [7498, 2502], convenience: 6162, total: 133233 - 10000 + 6162 });
    const all = priceOrder([{ type: silver, quantity: 1 }], null, true, promo({ kind: 'amount', valueHundredths: 50000 }));
    expect(all).toMatchObject({ discount: 33333, convenience: 0, donation: 0, total: 0 });
  });

  it('price: each eligible unit costs the value; a code never raises a price', () => {
    const p = priceOrder([{ type: gold, quantity: 2 }, { type: silver, quantity: 2 }], null, false, promo({ kind: 'price', valueHundredths: 50000 }));
    expect(p).toMatchObject({ discount: 2 * 49900, lineDiscounts: [99800, 0] });
  });

  it('the group discount and the code do not stack: the larger wins (a tie goes to the code)', () => {
    const group = { enabled: true, minQuantity: 2, discountType: 'percentage' as const, discountValue: 10 };
    expect(priceOrder([{ type: gold, quantity: 2 }], group, false, promo({ valueHundredths: 500 })))
      .toMatchObject({ discount: 19980, discountSource: 'group', promo: { code: 'DIWALI', discount: 9990 }, lineDiscounts: null });
    expect(priceOrder([{ type: gold, quantity: 2 }], group, false, promo({ valueHundredths: 1500 })))
      .toMatchObject({ discount: 29970, discountSource: 'promo', promo: { discount: 29970 } });
    expect(priceOrder([{ type: gold, quantity: 2 }], group, false, promo({ valueHundredths: 1000 }))).toMatchObject({ discount: 19980, discountSource: 'promo' });
    expect(priceOrder([{ type: gold, quantity: 2 }], group, false)).toMatchObject({ discountSource: 'group', promo: null });
  });

  it('the GST is charged on each line after its own share of the code', () => {
    const p = priceOrder([{ type: gold, quantity: 1 }, { type: silver, quantity: 1 }], null, false, promo({ kind: 'price', valueHundredths: 60000 }));
    const tax = taxOfOrder(p, { category: 'admission', organiserState: '27', venueState: '27', billingState: '27', marketplaceState: '27' });
    // Gold becomes ₹600 (18%), Silver stays ₹333.33 (exempt)
    expect(tax.lineNet).toEqual([60000, 33333]);
    expect(tax.lineRates).toEqual([18, 0]);
  });
});

describe('deals in Hindi', () => {
  it('say the same prices and counts in Hindi words; English stays the default', () => {
    expect(quantityDeals({ price: 500, quantityPricing: [{ minQuantity: 4, price: 450 }] }, 'hi')).toEqual(['4 या ज़्यादा पर ₹450 प्रति टिकट']);
    expect(groupDiscountWords({ enabled: true, minQuantity: 4, discountValue: 10, maxDiscount: 500 }, 'hi')).toBe('4 या ज़्यादा टिकट पर 10% की छूट, ₹500 तक');
    expect(groupDiscountWords({ enabled: true, discountValue: 5 }, 'hi')).toBe('हर ऑर्डर पर 5% की छूट');
    expect(groupDiscountWords({ enabled: false, discountValue: 5 }, 'hi')).toBeNull();
  });
});
