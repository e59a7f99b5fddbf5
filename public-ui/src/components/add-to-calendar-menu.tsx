import { Menu, MenuItem } from '@mui/material';
import { googleCalendarUrl, icsUrl, type CalendarEvent } from './add-to-calendar';

/** The choices of 'Add to calendar', open under its button. */
export default function AddToCalendarMenu({ event, anchor, onClose }: { event: CalendarEvent; anchor: HTMLElement; onClose: () => void }) {
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      <MenuItem component="a" href={icsUrl(event)} download onClick={onClose} data-testid="calendar-ics">
        Apple / Outlook (.ics)
      </MenuItem>
      <MenuItem component="a" href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer" onClick={onClose} data-testid="calendar-google">
        Google Calendar
      </MenuItem>
    </Menu>
  );
}
