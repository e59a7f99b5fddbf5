import { describe, expect, it } from 'vitest';
import { formatAmount, formatRupees } from '@marketplace/shared-dto';
import { assetUrl, thumbnailUrl } from './asset-url';
import { formatCount, formatDate, formatDateTime, formatPhone, formatTime, initials, istParts } from './format';

describe('dates in India (DD MMM YYYY, HH:mm)', () => {
  it('shows a UTC instant in Asia/Kolkata', () => {
    expect(formatDateTime('2026-11-23T09:15:00Z')).toBe('23 Nov 2026, 14:45');
    expect(formatDate('2026-11-23T09:15:00Z')).toBe('23 Nov 2026');
    expect(formatTime('2026-11-23T09:15:00Z')).toBe('14:45');
  });

  it('puts midnight in India on the Indian day, as 00:00', () => {
    expect(formatDateTime('2026-11-23T18:30:00Z')).toBe('24 Nov 2026, 00:00');
    expect(formatDate('2026-11-23T18:29:00Z')).toBe('23 Nov 2026');
    expect(formatDateTime('2026-12-31T18:30:00.000Z')).toBe('01 Jan 2027, 00:00');
  });

  it('uses the spec month names (Sep, not Sept) and a zero-padded day', () => {
    expect(formatDate('2026-09-05T06:00:00Z')).toBe('05 Sep 2026');
    expect(istParts('2026-09-05T06:00:00Z')).toEqual({ weekday: 'Sat', day: '05', month: 'Sep', year: '2026', hour: '11', minute: '30' });
  });

  it('shows one mark, "-", for an empty, missing or unreadable date', () => {
    for (const empty of ['', null, undefined, 'not a date', '2026-13-45']) {
      expect(formatDateTime(empty)).toBe('-');
      expect(formatDate(empty)).toBe('-');
      expect(formatTime(empty)).toBe('-');
      expect(istParts(empty)).toBeNull();
    }
  });

  it('lets a screen name its own empty text', () => {
    expect(formatDateTime(null, 'Date TBA')).toBe('Date TBA');
    expect(formatDateTime('2026-11-23T18:30:00Z', 'Date TBA')).toBe('24 Nov 2026, 00:00');
  });
});

describe('dates and money in Hindi (hi-IN)', () => {
  it('names the month and weekday in Hindi, with the same Indian time and Latin digits', () => {
    expect(formatDateTime('2026-11-23T09:15:00Z', '-', 'hi')).toBe('23 नवंबर 2026, 14:45');
    expect(formatDate('2026-12-31T18:30:00.000Z', '-', 'hi')).toBe('01 जनवरी 2027');
    expect(istParts('2026-09-05T06:00:00Z', 'hi')).toEqual({ weekday: 'शनि', day: '05', month: 'सितंबर', year: '2026', hour: '11', minute: '30' });
    expect(formatDateTime(null, 'तारीख़ घोषित होनी है', 'hi')).toBe('तारीख़ घोषित होनी है');
  });

  it('writes rupees with ₹ and the Indian grouping in both languages; only the words differ', () => {
    expect(formatRupees(123456, 'hi')).toBe('₹1,23,456.00');
    expect(formatRupees(123456, 'en')).toBe('₹1,23,456.00');
    expect(formatRupees(null, 'hi')).toBe('निःशुल्क / घोषित होना है');
    expect(formatCount(120000)).toBe('1,20,000');
  });
});

describe('phones', () => {
  it('shows Indian mobiles as +91 98110 00002 however they were stored or typed', () => {
    for (const stored of ['+919811000002', '919811000002', '9811000002', '+91 98110 00002', '+91-98110-00002', ' 98110 00002 ']) {
      expect(formatPhone(stored)).toBe('+91 98110 00002');
    }
  });

  it('leaves other numbers as given and shows "-" when there is none', () => {
    expect(formatPhone('+14155550100')).toBe('+14155550100');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('')).toBe('-');
    expect(formatPhone(null)).toBe('-');
  });
});

describe('rupees (en-IN)', () => {
  it('groups the Indian way with 2 decimals', () => {
    expect(formatAmount(1234.5)).toBe('₹1,234.50');
    expect(formatAmount(1234567)).toBe('₹12,34,567.00');
    expect(formatAmount(0)).toBe('₹0.00');
    expect(formatRupees(1234.5)).toBe('₹1,234.50');
    expect(formatRupees(null)).toBe('Free / TBA');
  });
});

describe('asset URLs', () => {
  it('makes stored upload paths root-relative and leaves full URLs alone', () => {
    expect(assetUrl('uploads/events/a.jpg')).toBe('/uploads/events/a.jpg');
    expect(assetUrl('./uploads/events/a.jpg')).toBe('/uploads/events/a.jpg');
    expect(assetUrl('/uploads/events/a.jpg')).toBe('/uploads/events/a.jpg');
    expect(assetUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(assetUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(assetUrl('blob:http://localhost/1')).toBe('blob:http://localhost/1');
    expect(assetUrl('')).toBeUndefined();
    expect(assetUrl(null)).toBeUndefined();
  });

  it('gives a thumbnail the 400 px WebP of a stored picture, and anything else as it is', () => {
    expect(thumbnailUrl('uploads/venues/hall-1600x900.jpg')).toBe('/uploads/venues/hall-1600x900-w400.webp');
    expect(thumbnailUrl('/uploads/venues/tiny-300x200.png')).toBe('/uploads/venues/tiny-300x200-w300.webp');
    expect(thumbnailUrl('/uploads/venues/old.jpg')).toBe('/uploads/venues/old.jpg');
    expect(thumbnailUrl('https://cdn.example.com/a-1600x900.jpg')).toBe('https://cdn.example.com/a-1600x900.jpg');
    expect(thumbnailUrl(null)).toBeUndefined();
  });
});

describe('initials', () => {
  it('takes up to two initials', () => {
    expect(initials('arijit singh')).toBe('AS');
    expect(initials('A R Rahman')).toBe('AR');
    expect(initials('')).toBe('?');
  });
});
