import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import { localisedPath, type Locale } from '@marketplace/shared-dto';
import { useLocale, useTranslation } from '@marketplace/shared-ui';

export interface CalendarEvent {
  title: string;
  slug: string;
  code: string;
  startsAt: string;
  endsAt?: string | null;
  place: string;
  sessionId?: string | null;
}

const TWO_HOURS = 2 * 3600 * 1000;
const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Google Calendar's event template link (times in UTC, shown in the visitor's zone), linking the page in the reader's language. */
export function googleCalendarUrl(e: CalendarEvent, locale: Locale): string {
  const start = new Date(e.startsAt);
  const end = e.endsAt && new Date(e.endsAt) > start ? new Date(e.endsAt) : new Date(start.getTime() + TWO_HOURS);
  const page = `${window.location.origin}${localisedPath(locale, `/events/${e.slug}/${e.code}`)}`;
  const q = new URLSearchParams({ action: 'TEMPLATE', text: e.title, dates: `${stamp(start)}/${stamp(end)}`, details: page, location: e.place, ctz: 'Asia/Kolkata' });
  return `https://calendar.google.com/calendar/render?${q}`;
}

/** The server's .ics of the event (only the chosen showtime when there is one), its words in the reader's language. */
export function icsUrl(e: Pick<CalendarEvent, 'slug' | 'code' | 'sessionId'>, locale: Locale): string {
  const base = `/api/events/public/${encodeURIComponent(e.slug)}/${encodeURIComponent(e.code)}/calendar.ics`;
  const query = new URLSearchParams({ ...(e.sessionId ? { sessionId: e.sessionId } : {}), ...(locale !== 'en' ? { locale } : {}) }).toString();
  return query ? `${base}?${query}` : base;
}

// the menu (MUI's Menu brings Popover and Modal) loads on the first press, not with the page
const CalendarMenu = lazy(() => import('./add-to-calendar-menu'));

/** 'Add to calendar': the .ics file (Apple, Outlook, any calendar) or Google Calendar. */
export function AddToCalendar({ event, variant = 'outlined' }: { event: CalendarEvent; variant?: 'outlined' | 'text' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button variant={variant} startIcon={<EventOutlinedIcon />} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu"
        aria-expanded={Boolean(anchor)} data-testid="add-to-calendar">
        {t('calendar.add')}
      </Button>
      {anchor && <Suspense fallback={null}><CalendarMenu event={event} locale={locale} anchor={anchor} onClose={() => setAnchor(null)} /></Suspense>}
    </>
  );
}
