import { formatIstDate, refundNote, statusLabel, type RefundFacts } from './status';
import { messageText } from './message-locale';

const facts = (f: Partial<RefundFacts>): RefundFacts => ({ paymentStatus: 'paid', refundAmount: 1250, refundRequestedAt: null, refundedAt: null, ...f });

describe('status words', () => {
  it('name each booking and payment status in English by default and in Hindi when asked', () => {
    expect(statusLabel('refund_due')).toBe('Refund due');
    expect(statusLabel('confirmed', 'hi')).toBe('पक्की');
    expect(statusLabel('partially_refunded', 'hi')).toBe('आंशिक रिफ़ंड');
    expect(statusLabel(null, 'hi')).toBe('-');
    // a status the list lacks reads from its code
    expect(statusLabel('on_hold', 'hi')).toBe('On hold');
  });

  it('write a day in India with the Hindi month name under hi', () => {
    // 18:45 UTC on 30 Nov is already 1 Dec in India
    expect(formatIstDate('2026-11-30T18:45:00Z')).toBe('1 Dec 2026');
    expect(formatIstDate('2026-11-30T18:45:00Z', 'hi')).toBe('1 दिसंबर 2026');
  });

  it('say where a refund stands in either language, with the amount in rupees and the date in India', () => {
    const pending = facts({ paymentStatus: 'refund_pending', refundRequestedAt: '2026-11-23T06:00:00Z' });
    expect(refundNote(pending)).toBe('Refund of ₹1,250.00 initiated on 23 Nov 2026');
    expect(refundNote(pending, 'hi')).toBe('₹1,250.00 का रिफ़ंड 23 नवंबर 2026 को शुरू किया गया');
    expect(refundNote(facts({ paymentStatus: 'refunded', refundedAt: '2026-11-24T06:00:00Z' }), 'hi')).toBe('24 नवंबर 2026 को रिफ़ंड हो गया (₹1,250.00)');
    expect(refundNote(facts({ paymentStatus: 'refund_failed' }), 'hi')).toBe('रिफ़ंड नहीं हो सका: हमारी टीम इसे फिर से करेगी।');
    expect(refundNote(facts({ paymentStatus: 'paid' }), 'hi')).toBeNull();
  });
});

describe('a fixed message in a language', () => {
  it('is the Hindi catalogue text under hi and the English one by default', () => {
    expect(messageText('promoCodeApplied', 'hi')).toBe('कोड लागू हुआ');
    expect(messageText('promoCodeApplied', 'en')).toBe('Code applied');
  });
});
