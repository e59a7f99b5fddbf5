import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, Chip, Divider, Stack, Typography } from '@mui/material';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { groupDiscountWords, quantityDeals, type EventSession, type EventTicketType, type PublicEventDetail } from '@marketplace/shared-dto';
import { useFormat, useTranslation } from '@marketplace/shared-ui';
import { useBookPath } from '../../hooks/use-access-code';
import { useNow } from '../../hooks/use-now';
import { JoinWaitlist } from './join-waitlist';

/**
 * One ticket type's line: its price (for how many seats), its quantity deals and what is left of it; sold out, the
 * way onto its waitlist when the event keeps one (`waitlist` names where).
 */
function TypeLine({ type, left, waitlist }: { type: EventTicketType; left: number; waitlist?: { eventId: string; sessionId?: string } }) {
  const { t } = useTranslation();
  const f = useFormat();
  const deals = quantityDeals(type, f.locale);
  return (
    <Box sx={{ display: 'flex', gap: 2, justifyContent: 'space-between', alignItems: 'flex-start', py: 1 }} data-testid="showtime-type">
      <Box sx={{ minWidth: 0 }}>
        <Typography fontWeight={600} sx={{ overflowWrap: 'anywhere' }} data-testid="showtime-type-name">{type.name}</Typography>
        {deals.map((d) => <Typography key={d} variant="body2" color="success.dark" data-testid="showtime-type-deal">{d}</Typography>)}
      </Box>
      <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
        <Typography fontWeight={700} data-testid="showtime-type-price">
          {type.price === 0 ? t('showtimes.free') : f.price(type.price)}{type.seatsPerUnit > 1 ? ` ${t('showtimes.forSeats', { count: type.seatsPerUnit })}` : ''}
        </Typography>
        <Typography variant="body2" color={left === 0 || !type.onSale ? 'error.main' : 'text.secondary'} data-testid="showtime-type-left">
          {!type.onSale ? t('showtimes.notOnSale') : left === 0 ? t('event.soldOut') : t('showtimes.left', { count: left })}
        </Typography>
        {waitlist && type.onSale && left === 0 && <JoinWaitlist eventId={waitlist.eventId} sessionId={waitlist.sessionId} type={type} />}
      </Box>
    </Box>
  );
}

/** A showtime (or the event itself when it has none): when, its types, and a Book link that opens the wizard on it. */
function ShowtimeCard({ event, session, bookable }: { event: PublicEventDetail; session?: EventSession; bookable: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const cancelled = Boolean(session?.cancelledAt);
  const leftOf = (t: EventTicketType) => (session ? session.ticketTypes.find((x) => x.id === t.id)?.available ?? 0 : t.available);
  const soldOut = session ? session.soldOut : event.soldOut;
  const open = bookable && !cancelled && !soldOut && event.ticketTypes.some((t) => t.onSale && leftOf(t) > 0);
  const to = useBookPath(event, session?._id);
  const startsAt = session?.startsAt ?? event.startDate;
  const now = useNow(false);
  // a seated showtime has no waitlist (a seat freed goes back on the map)
  const waitlist = event.capacity?.waitlistEnabled && !cancelled && !session?.seated && (!startsAt || Date.parse(startsAt) > now)
    ? { eventId: event._id, sessionId: session?._id } : undefined;
  return (
    <Card variant="outlined" sx={{ p: 2 }} data-testid="showtime-card">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Box>
          <Typography fontWeight={700} data-testid="showtime-when">{startsAt ? `${f.date(startsAt)} · ${f.time(startsAt)}` : t('event.dateTba')}</Typography>
          {session?.label && <Typography variant="body2" color="text.secondary">{session.label}</Typography>}
          {session?.seated && <Typography variant="body2" color="text.secondary" data-testid="showtime-seated">{t('showtimes.seated')}</Typography>}
        </Box>
        {cancelled ? <Chip label={t('showtimes.cancelled')} color="error" size="small" data-testid="showtime-cancelled" />
          : soldOut ? <Chip label={t('event.soldOut')} size="small" />
            : <Button component={RouterLink} to={to} variant="outlined" size="small" disabled={!open} data-testid="showtime-book">{t('showtimes.book')}</Button>}
      </Box>
      {!cancelled && event.ticketTypes.length > 0 && (
        <>
          <Divider sx={{ my: 1 }} />
          {event.ticketTypes.map((t) => <TypeLine key={t.id} type={t} left={leftOf(t)} waitlist={waitlist} />)}
        </>
      )}
    </Card>
  );
}

/**
 * 'Showtimes & tickets': every showtime with its ticket types, prices, deals ('₹450 each from 4', the group
 * discount) and what is left, before a buyer starts the wizard.
 */
export function ShowtimesSection({ event, bookable }: { event: PublicEventDetail; bookable: boolean }) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const group = groupDiscountWords(event.pricing?.groupDiscount, locale);
  const sessions = event.sessions ?? [];
  return (
    <Box component="section" data-testid="showtimes-section">
      <Typography variant="h5" component="h2" gutterBottom>{t('showtimes.title')}</Typography>
      {group && (
        <Typography sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1.5, color: 'success.dark', fontWeight: 600 }} data-testid="group-discount">
          <LocalOfferOutlinedIcon fontSize="small" /> {t('showtimes.groupDiscount')} {group}
        </Typography>
      )}
      {event.ticketTypes.length === 0 && <Typography color="text.secondary" data-testid="no-ticket-types">{t('showtimes.noTypes')}</Typography>}
      <Stack spacing={1.5}>
        {sessions.length === 0
          ? event.ticketTypes.length > 0 && <ShowtimeCard event={event} bookable={bookable} />
          : sessions.map((s) => <ShowtimeCard key={s._id} event={event} session={s} bookable={bookable} />)}
      </Stack>
    </Box>
  );
}
