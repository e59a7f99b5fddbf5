import { startTestApp, TestApp } from '../support/test-app';
import { MISSING_ID } from '../support/auth-helpers';
import { insertEvent, insertSession, insertVenue } from '../bookings/fixtures';

/** Unfolds RFC 5545 lines (a line starting with a space continues the previous one). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
const vevents = (ics: string) => unfold(ics).split('BEGIN:VEVENT').slice(1).map((b) => b.split('END:VEVENT')[0]);
const prop = (block: string, name: string) => new RegExp(`^${name}(;[^:\\r\\n]*)?:(.*)$`, 'm').exec(block)?.[0];

describe('GET /api/events/public/{slug}/{code}/calendar.ics', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp({ PUBLIC_URL: 'https://utsav.example' }); });
  afterAll(async () => { await t?.close(); });

  it('answers an iCalendar file with a VEVENT per showtime, in Asia/Kolkata, with the venue and the event page', async () => {
    const venue = await insertVenue(t, 'Jawaharlal Nehru Stadium', 'New Delhi');
    // 7:30 pm IST on 12 Dec 2030 (14:00 UTC), ending 10:30 pm
    const event = await insertEvent(t, {
      title: 'Winter Jazz, Live; Delhi', slug: 'winter-jazz', venueId: venue.id, shortDescription: 'Three bands, one night.',
      startAt: new Date('2030-12-12T14:00:00Z'), endAt: new Date('2030-12-12T17:00:00Z'),
    });
    const first = await insertSession(t, event.id, new Date('2030-12-12T14:00:00Z'), 'Evening show');
    const second = await insertSession(t, event.id, new Date('2030-12-13T14:00:00Z'), 'Encore');

    const res = await t.http.get(`/api/events/public/winter-jazz/${event.code}/calendar.ics`).expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="winter-jazz.ics"');
    const ics = res.text;
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    // the zone the events name is defined in the file
    expect(unfold(ics)).toMatch(/BEGIN:VTIMEZONE\r\nTZID:Asia\/Kolkata[\s\S]*TZOFFSETTO:\+0530[\s\S]*END:VTIMEZONE/);

    const [a, b, ...rest] = vevents(ics);
    expect(rest).toHaveLength(0);
    expect(prop(a, 'UID')).toBe(`UID:${first.id}@utsav.example`);
    expect(prop(a, 'DTSTART')).toBe('DTSTART;TZID=Asia/Kolkata:20301212T193000');
    expect(prop(a, 'DTEND')).toBe('DTEND;TZID=Asia/Kolkata:20301212T223000');
    expect(prop(a, 'DTSTAMP')).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    expect(prop(a, 'SUMMARY')).toBe('SUMMARY:Winter Jazz\\, Live\\; Delhi (Evening show)');
    expect(prop(a, 'LOCATION')).toBe('LOCATION:Jawaharlal Nehru Stadium\\, New Delhi');
    expect(prop(a, 'URL')).toBe(`URL;VALUE=URI:https://utsav.example/events/winter-jazz/${event.code}`);
    expect(prop(a, 'DESCRIPTION')).toContain('Three bands\\, one night.');
    expect(prop(b, 'DTSTART')).toBe('DTSTART;TZID=Asia/Kolkata:20301213T193000');
    expect(prop(b, 'SUMMARY')).toContain('(Encore)');

    const only = await t.http.get(`/api/events/public/winter-jazz/${event.code}/calendar.ics`).query({ sessionId: second.id }).expect(200);
    expect(vevents(only.text).map((v) => prop(v, 'UID'))).toEqual([`UID:${second.id}@utsav.example`]);
  });

  it('an event without showtimes is one VEVENT from its start to its end', async () => {
    const event = await insertEvent(t, { title: 'Book Fair', startAt: new Date('2030-01-05T04:30:00Z'), endAt: new Date('2030-01-07T12:30:00Z'), city: 'Mumbai' });
    const res = await t.http.get(`/api/events/public/any-slug/${event.code}/calendar.ics`).expect(200);
    const [v, ...rest] = vevents(res.text);
    expect(rest).toHaveLength(0);
    expect(prop(v, 'DTSTART')).toBe('DTSTART;TZID=Asia/Kolkata:20300105T100000');
    expect(prop(v, 'DTEND')).toBe('DTEND;TZID=Asia/Kolkata:20300107T180000');
    expect(prop(v, 'LOCATION')).toBe('LOCATION:Mumbai');
  });

  it("says 'Online' / 'To be announced' and links the event page in the reader's language (locale=hi); an unknown locale is 400", async () => {
    const online = await insertEvent(t, { title: 'एक शाम ग़ालिब के नाम', slug: 'ek-shaam', eventType: 'online', startAt: new Date('2030-02-01T14:00:00Z') });
    const hindi = (await t.http.get(`/api/events/public/ek-shaam/${online.code}/calendar.ics`).query({ locale: 'hi' }).expect(200)).text;
    const [v] = vevents(hindi);
    expect(prop(v, 'LOCATION')).toBe('LOCATION:ऑनलाइन');
    expect(prop(v, 'URL')).toBe(`URL;VALUE=URI:https://utsav.example/hi/events/ek-shaam/${online.code}`);
    // the title stays as the organiser entered it
    expect(prop(v, 'SUMMARY')).toBe('SUMMARY:एक शाम ग़ालिब के नाम');
    const english = (await t.http.get(`/api/events/public/ek-shaam/${online.code}/calendar.ics`).expect(200)).text;
    expect(prop(vevents(english)[0], 'LOCATION')).toBe('LOCATION:Online');

    const nowhere = await insertEvent(t, { startAt: new Date('2030-02-02T14:00:00Z'), city: null });
    const tba = (await t.http.get(`/api/events/public/x/${nowhere.code}/calendar.ics`).query({ locale: 'hi' }).expect(200)).text;
    expect(prop(vevents(tba)[0], 'LOCATION')).toBe('LOCATION:घोषित होना है');
    expect(prop(vevents((await t.http.get(`/api/events/public/x/${nowhere.code}/calendar.ics`).expect(200)).text)[0], 'LOCATION')).toBe('LOCATION:To be announced');

    const bad = await t.http.get(`/api/events/public/x/${online.code}/calendar.ics`).query({ locale: 'fr' }).expect(400);
    expect(bad.body).toMatchObject({ code: 'LOCALE_UNKNOWN', details: { locale: 'Language must be en or hi.' } });
  });

  it('refuses a showtime of another event (400), a malformed one (400) and an event the public cannot see (404)', async () => {
    const event = await insertEvent(t);
    const other = await insertEvent(t);
    const otherShow = await insertSession(t, other.id, new Date(Date.now() + 9 * 86_400_000));
    await insertSession(t, event.id, new Date(Date.now() + 8 * 86_400_000));
    const wrong = await t.http.get(`/api/events/public/x/${event.code}/calendar.ics`).query({ sessionId: otherShow.id }).expect(400);
    expect(wrong.body.message).toBe('This showtime does not belong to the event.');
    expect((await t.http.get(`/api/events/public/x/${event.code}/calendar.ics`).query({ sessionId: 'nope' }).expect(400)).body.details).toEqual({ sessionId: 'Invalid id' });
    await t.http.get(`/api/events/public/x/${event.code}/calendar.ics`).query({ sessionId: MISSING_ID }).expect(400);

    const draft = await insertEvent(t, { status: 'pending', isPublished: false });
    await t.http.get(`/api/events/public/x/${draft.code}/calendar.ics`).expect(404);
    await t.http.get('/api/events/public/x/NOSUCHCODE/calendar.ics').expect(404);
  });
});
