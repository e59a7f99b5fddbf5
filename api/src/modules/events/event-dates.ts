/**
 * Calendar arithmetic in the events' one timezone, Asia/Kolkata. India has no daylight saving time,
 * so a fixed +05:30 offset is exact; days are 'YYYY-MM-DD' strings and times 'HH:mm'.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant of a local day and time in Asia/Kolkata. */
export function istInstant(day: string, time = '00:00'): Date {
  return new Date(`${day}T${time.slice(0, 5)}:00+05:30`);
}

/** The Asia/Kolkata calendar day of an instant. */
export function istDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Asia/Kolkata wall-clock time of an instant, 'HH:mm'. */
export function istTime(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(11, 16);
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** A half-open range of instants [from, to). */
export interface InstantRange {
  from: Date;
  to: Date;
}

/**
 * The public list's date shortcuts, in Asia/Kolkata: today, tomorrow, and the weekend (the upcoming
 * Saturday 00:00 to the end of Sunday; on a Saturday that is today and tomorrow, on a Sunday just today).
 */
export function dateShortcutRange(kind: 'today' | 'tomorrow' | 'weekend', now: Date): InstantRange {
  const today = istDay(now);
  if (kind === 'today') return { from: istInstant(today), to: istInstant(addDays(today, 1)) };
  if (kind === 'tomorrow') return { from: istInstant(addDays(today, 1)), to: istInstant(addDays(today, 2)) };
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  if (weekday === 0) return { from: istInstant(today), to: istInstant(addDays(today, 1)) };
  const saturday = addDays(today, 6 - weekday);
  return { from: istInstant(saturday), to: istInstant(addDays(saturday, 2)) };
}

/** `from`/`to` days, both inclusive; either may be missing. */
export function dayRange(from: string | undefined, to: string | undefined): Partial<InstantRange> {
  return {
    from: from ? istInstant(from) : undefined,
    to: to ? istInstant(addDays(to, 1)) : undefined,
  };
}
