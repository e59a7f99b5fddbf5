import { groupDiscountWords, priceOrder, PricedTicketType, quantityDeals } from './pricing';

const type = (over: Partial<PricedTicketType> = {}): PricedTicketType => ({ id: 't1', name: 'General', pricePaise: 49900, seatsPerUnit: 1, ...over });

describe('priceOrder', () => {
  it('simple: unit price × quantity, 5% convenience half up to the paisa, ₹2 donation', () => {
    expect(priceOrder([{ type: type(), quantity: 3 }], null, true)).toEqual({
      lines: [{ ticketTypeId: 't1', name: 'General', unitPrice: 49900, quantity: 3, seats: 3, amount: 149700 }],
      quantity: 3, seats: 3, subtotal: 149700, discount: 0, convenience: 7485, delivery: 0, donation: 200, total: 157385,
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
