import { Menu, MenuItem } from '@mui/material';
import type { Locale } from '@marketplace/shared-dto';
import { googleCalendarUrl, icsUrl, type CalendarEvent } from './add-to-calendar';

/** The choices of 'Add to calendar', open under its button. */
export default function AddToCalendarMenu({ event, locale, anchor, onClose }: { event: CalendarEvent; locale: Locale; anchor: HTMLElement; onClose: () => void }) {
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      <MenuItem component="a" href={icsUrl(event, locale)} download onClick={onClose} data-testid="calendar-ics">
        Apple / Outlook (.ics)
      </MenuItem>
      <MenuItem component="a" href={googleCalendarUrl(event, locale)} target="_blank" rel="noopener noreferrer" onClick={onClose} data-testid="calendar-google">
        Google Calendar
      </MenuItem>
    </Menu>
  );
}
