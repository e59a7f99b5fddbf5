import { Box, Card, Typography } from '@mui/material';
import type { PublicEvent } from '@marketplace/shared-dto';
import { useFormat, useTranslation } from '@marketplace/shared-ui';
import { Picture } from '../../components/img';

/** The event being booked, shown above the steps; its title is the page's h1 unless the page has its own. */
export function EventSummary({ event, startsAt, titleAs = 'h1' }: { event: PublicEvent; startsAt?: string | null; titleAs?: 'h1' | 'h2' }) {
  const { t } = useTranslation();
  const f = useFormat();
  const place = [event.venue?.name, event.venue?.city || event.city].filter(Boolean).join(', ') || t('event.venueTba');
  return (
    <Card sx={{ display: 'flex', gap: 2, p: 1.5, alignItems: 'center' }}>
      {event.bannerImage && (
        <Picture src={event.bannerImage} alt="" sizes="96px" width={96} height={72} load="eager" sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 2, flexShrink: 0 }} />
      )}
      <Box minWidth={0}>
        <Typography variant="h6" component={titleAs} noWrap data-testid="booking-event-title">{event.title}</Typography>
        <Typography variant="body2" color="text.secondary">{f.dateTime(startsAt || event.startDate, t('event.dateTba'))} · {place}</Typography>
      </Box>
    </Card>
  );
}
