import type { Locale } from './message-locale';

// Month and day names are fixed tables, not ICU's: ICU's short en-GB September is 'Sept' (the spec says 'Sep'),
// and the server's and the browser's ICU may name Hindi months differently, which would break hydration.
export const MONTH_NAMES: Record<Locale, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
};
export const WEEKDAY_NAMES: Record<Locale, readonly string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  hi: ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'],
};

/** India's offset from UTC: +05:30 all year (no daylight saving since 1945). */
export const IST_OFFSET_MINUTES = 330;

/** A moment's date and time of day in India: month 1–12, weekday 0 (Sunday) – 6. */
export interface IstCalendar {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

/**
 * A moment's calendar in India (Asia/Kolkata), from its fixed offset. Not Intl's: a browser's first formatter with
 * a time zone loads ICU's zone data, 30–80 ms of the main thread while a page starts, about four times that on a phone.
 */
export function istCalendar(date: Date): IstCalendar {
  const inIndia = new Date(date.getTime() + IST_OFFSET_MINUTES * 60_000);
  return {
    year: inIndia.getUTCFullYear(),
    month: inIndia.getUTCMonth() + 1,
    day: inIndia.getUTCDate(),
    weekday: inIndia.getUTCDay(),
    hour: inIndia.getUTCHours(),
    minute: inIndia.getUTCMinutes(),
  };
}
