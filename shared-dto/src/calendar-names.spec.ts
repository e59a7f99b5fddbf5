import { istCalendar } from './calendar-names';

// ICU's own answer for Asia/Kolkata, which istCalendar must give without loading ICU's zone data
const icu = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata', weekday: 'short', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

describe('a moment in India from the fixed +05:30 offset', () => {
  it('names the same day, weekday, hour and minute as ICU at moments spread over 1970 to 2100', () => {
    const mismatches: string[] = [];
    for (let t = Date.UTC(1970, 0, 1); t < Date.UTC(2100, 0, 1); t += 97 * 60_000 * 101) {
      const date = new Date(t);
      const p = Object.fromEntries(icu.formatToParts(date).map((part) => [part.type, part.value]));
      const expected = { year: Number(p.year), month: Number(p.month), day: Number(p.day), weekday: WEEKDAYS.indexOf(p.weekday), hour: Number(p.hour), minute: Number(p.minute) };
      if (JSON.stringify(istCalendar(date)) !== JSON.stringify(expected)) mismatches.push(date.toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it('moves to the next Indian day at 18:30 UTC', () => {
    expect(istCalendar(new Date('2026-12-31T18:29:00Z'))).toEqual({ year: 2026, month: 12, day: 31, weekday: 4, hour: 23, minute: 59 });
    expect(istCalendar(new Date('2026-12-31T18:30:00Z'))).toEqual({ year: 2027, month: 1, day: 1, weekday: 5, hour: 0, minute: 0 });
  });
});
