import { cancellationRefundPaise } from './refunds';

describe('cancellationRefundPaise', () => {
  // 4 × ₹450 + 1 Couple pass = ₹3,600, 10% group discount −₹360, fee ₹162, donation ₹2: total ₹3,404
  const paid = { subtotal: 360000, discount: 36000, total: 340400 };

  it("a buyer's cancellation returns the ticket amount actually paid: subtotal − discount", () => {
    expect(cancellationRefundPaise(paid, 'buyer')).toBe(324000);
  });

  it('an event cancelled by its organiser, or money that came late, returns everything, fees and donation included', () => {
    expect(cancellationRefundPaise(paid, 'organiser')).toBe(340400);
    expect(cancellationRefundPaise(paid, 'late')).toBe(340400);
  });
});
