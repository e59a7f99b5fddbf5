import { dateShortcutRange, dayRange, istDay, istInstant, istTime } from '../../../api/src/modules/events/event-dates';

const ist = (local: string) => new Date(`${local}+05:30`);

describe('Asia/Kolkata day arithmetic', () => {
  it('reads a local day and time as an instant and back', () => {
    expect(istInstant('2026-11-22', '00:01').toISOString()).toBe('2026-11-21T18:31:00.000Z');
    expect(istDay(new Date('2026-11-21T18:29:00Z'))).toBe('2026-11-21');
    expect(istDay(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
    expect(istTime(new Date('2026-11-21T18:31:00Z'))).toBe('00:01');
  });

  it('today and tomorrow follow the Indian midnight, not UTC', () => {
    // 00:10 on 22 Nov in India is still 21 Nov in UTC
    const now = ist('2026-11-22T00:10:00');
    expect(dateShortcutRange('today', now)).toEqual({ from: ist('2026-11-22T00:00:00'), to: ist('2026-11-23T00:00:00') });
    expect(dateShortcutRange('tomorrow', now)).toEqual({ from: ist('2026-11-23T00:00:00'), to: ist('2026-11-24T00:00:00') });
  });

  it('the weekend is the upcoming Saturday and Sunday; on a Saturday from today; on a Sunday just today', () => {
    const weekend = { from: ist('2026-11-21T00:00:00'), to: ist('2026-11-23T00:00:00') };
    expect(dateShortcutRange('weekend', ist('2026-11-18T12:00:00'))).toEqual(weekend); // Wednesday
    expect(dateShortcutRange('weekend', ist('2026-11-20T23:59:00'))).toEqual(weekend); // Friday night
    expect(dateShortcutRange('weekend', ist('2026-11-21T00:01:00'))).toEqual(weekend); // Saturday
    expect(dateShortcutRange('weekend', ist('2026-11-22T09:00:00'))).toEqual({ from: ist('2026-11-22T00:00:00'), to: ist('2026-11-23T00:00:00') }); // Sunday
    expect(dateShortcutRange('weekend', ist('2026-11-23T00:00:00'))).toEqual({ from: ist('2026-11-28T00:00:00'), to: ist('2026-11-30T00:00:00') }); // Monday
  });

  it('a from/to range includes both days whole', () => {
    expect(dayRange('2026-12-01', '2026-12-31')).toEqual({ from: ist('2026-12-01T00:00:00'), to: ist('2027-01-01T00:00:00') });
    expect(dayRange(undefined, '2026-12-31')).toEqual({ from: undefined, to: ist('2027-01-01T00:00:00') });
  });
});
