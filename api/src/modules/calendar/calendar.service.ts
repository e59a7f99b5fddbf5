import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { DateTime } from 'luxon';
import { eventPlace, type Locale, localisedPath, Messages } from '@marketplace/shared-dto';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import { EventsService } from '../events/events.service';

const ZONE = 'Asia/Kolkata';
const HOUR = 3_600_000;
/** A showtime lasts as long as the event's own start-to-end span when that is under a day, else this. */
const DEFAULT_SHOW_MS = 2 * HOUR;

/**
 * An event as an iCalendar file (RFC 5545): a VEVENT per showtime (or only the one asked for), times in
 * Asia/Kolkata with its VTIMEZONE, the venue and the event's page; 'Online' / 'To be announced' and the page's link in
 * the reader's language.
 */
@Injectable()
export class CalendarService {
  constructor(private readonly events: EventsService, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async eventCalendar(code: string, sessionId?: string, locale: Locale = 'en'): Promise<{ body: string; filename: string }> {
    const e = await this.events.publicDetail(code);
    const url = `${this.config.publicUrl}${localisedPath(locale, `/events/${e.slug}/${e.code}`)}`;
    const start = new Date(e.startAt);
    const end = e.endAt ? new Date(e.endAt) : null;
    const span = end && end > start && end.getTime() - start.getTime() <= 24 * HOUR ? end.getTime() - start.getTime() : DEFAULT_SHOW_MS;

    let shows = e.sessions.map((s) => ({ uid: s.id, start: new Date(s.startsAt), end: new Date(new Date(s.startsAt).getTime() + span), label: s.label }));
    if (sessionId) {
      shows = shows.filter((s) => s.uid === sessionId);
      if (!shows.length) throw new BadRequestException({ message: Messages.sessionNotOfEvent, details: { sessionId: Messages.sessionNotOfEvent } });
    }
    if (!e.sessions.length) shows = [{ uid: e.id, start, end: end && end > start ? end : new Date(start.getTime() + DEFAULT_SHOW_MS), label: '' }];

    const host = new URL(this.config.publicUrl).hostname;
    const cal = ical({ name: e.title, prodId: { company: 'Utsav', product: 'events', language: 'EN' }, method: ICalCalendarMethod.PUBLISH });
    const zoned = (d: Date) => DateTime.fromJSDate(d, { zone: ZONE });
    for (const show of shows) {
      cal.createEvent({
        id: `${show.uid}@${host}`,
        start: zoned(show.start),
        end: zoned(show.end),
        timezone: ZONE,
        summary: show.label ? `${e.title} (${show.label})` : e.title,
        location: eventPlace(e, locale),
        url,
        description: [e.shortDescription, url].filter(Boolean).join('\n\n'),
      });
    }
    // the events name their zone by TZID; RFC 5545 wants its VTIMEZONE in the file, which the
    // library adds only for a calendar-wide zone (and that would drop the Z of DTSTAMP)
    const vtimezone = getVtimezoneComponent(ZONE)!.trim().split(/\r?\n/).join('\r\n');
    const body = cal.toString().replace('BEGIN:VEVENT', `${vtimezone}\r\nBEGIN:VEVENT`);
    return { body, filename: `${e.slug}.ics` };
  }
}
