import { inIndianDigits, istCalendar, MONTH_NAMES, WEEKDAY_NAMES, type Locale } from '@marketplace/shared-dto';

/** What every screen shows for a date or phone that is missing or unreadable. */
const EMPTY = '-';

// the names are shared-dto's fixed tables (not ICU's): see calendar-names.ts
const MONTHS = MONTH_NAMES;
const WEEKDAYS = WEEKDAY_NAMES;

type Moment = string | number | Date | null | undefined;

export interface IstParts {
  weekday: string;
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A moment's calendar parts in India (Asia/Kolkata, whatever the browser's zone), month and weekday named in
 * `locale` (digits stay Latin in both); null when empty or invalid.
 */
export function istParts(value: Moment, locale: Locale = 'en'): IstParts | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const c = istCalendar(date);
  return {
    weekday: WEEKDAYS[locale][c.weekday], day: twoDigits(c.day), month: MONTHS[locale][c.month - 1], year: String(c.year),
    hour: twoDigits(c.hour), minute: twoDigits(c.minute),
  };
}

/** 'DD MMM YYYY, HH:mm' in India (the spec's date format; '23 नवंबर 2026, 14:45' in Hindi); `empty` ('-') when empty or invalid. */
export function formatDateTime(value: Moment, empty = EMPTY, locale: Locale = 'en'): string {
  const p = istParts(value, locale);
  return p ? `${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute}` : empty;
}

/** 'DD MMM YYYY' in India; `empty` ('-') when empty or invalid. */
export function formatDate(value: Moment, empty = EMPTY, locale: Locale = 'en'): string {
  const p = istParts(value, locale);
  return p ? `${p.day} ${p.month} ${p.year}` : empty;
}

/** 'HH:mm' in India; `empty` ('-') when empty or invalid. */
export function formatTime(value: Moment, empty = EMPTY): string {
  const p = istParts(value);
  return p ? `${p.hour}:${p.minute}` : empty;
}

/** A count with the Indian grouping ('1,20,000'), Latin digits in both languages. */
export function formatCount(value: number): string {
  return inIndianDigits(value, 0);
}

/**
 * Indian mobiles as '+91 98110 00002', stored ('+919811000002'), typed with spaces or as 10 digits;
 * other numbers as given; '-' when empty.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value?.trim()) return EMPTY;
  const indian = /^(?:\+?91)?(\d{5})(\d{5})$/.exec(value.replace(/[\s-]/g, ''));
  return indian ? `+91 ${indian[1]} ${indian[2]}` : value.trim();
}

/** Up to two initials of a name for an avatar ('?' without a name). */
export function initials(name: string | null | undefined): string {
  return (name || '?').split(/\s+/).filter(Boolean).slice(0, 2).map((word) => word[0]!.toUpperCase()).join('') || '?';
}
