import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  Alert, Avatar, Box, Button, Card, Chip, Container, Divider, Grid, IconButton, Skeleton, Snackbar, Stack, Typography,
} from '@mui/material';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import TranslateOutlinedIcon from '@mui/icons-material/TranslateOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import PhoneIphoneOutlinedIcon from '@mui/icons-material/PhoneIphoneOutlined';
import LocalFireDepartmentOutlinedIcon from '@mui/icons-material/LocalFireDepartmentOutlined';
import { DEFAULT_CANCEL_CUTOFF_HOURS, DESCRIPTION_TRUNCATE, eventPlace, PublicEventDetail, RELATED_EVENTS, TOAST_DURATION_MS } from '@marketplace/shared-dto';
import { type Format, initials, type TFunction, thumbnailUrl, useFormat, useTranslation } from '@marketplace/shared-ui';
import { usePublicEvent } from '../../hooks/use-events';
import { useAccessCode, useBookPath } from '../../hooks/use-access-code';
import { useDeferredAnswer } from '../../hooks/use-deferred-answer';
import { EventCard } from '../../components/event-card';
import { SectionHeader } from '../../components/section-header';
import { ServerHtml } from '../../components/server-html';
import { BELOW_THE_FOLD } from '../../components/below-the-fold';
import { ImageCarousel } from './image-carousel';
import { EventLoadError } from './event-load-error';
import { InterestButton } from './interest-button';
import { ShowtimesSection } from './showtimes-section';
import { useWaitlistEntryId, WaitlistOffer } from './waitlist-offer';
import { AddToCalendar } from '../../components/add-to-calendar';


function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  async function share() {
    const url = window.location.href;
    if (navigator.share) {
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(true);
  }
  return (
    <>
      {/* the browser's own hover text: MUI's Tooltip would bring Popper to the page (13 kB gzip) for one word */}
      <IconButton onClick={share} aria-label={t('eventPage.share')} title={t('eventPage.share')} data-testid="share" sx={{ border: '1px solid #e0e0ea' }}><ShareOutlinedIcon /></IconButton>
      <Snackbar open={copied} autoHideDuration={TOAST_DURATION_MS} onClose={() => setCopied(false)} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert severity="success" variant="filled" data-testid="link-copied">{t('eventPage.linkCopied')}</Alert>
      </Snackbar>
    </>
  );
}

function About({ description }: { description: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!description?.trim()) return <Typography color="text.secondary">{t('eventPage.detailsSoon')}</Typography>;
  const long = description.length > DESCRIPTION_TRUNCATE;
  const text = long && !open ? `${description.slice(0, DESCRIPTION_TRUNCATE).trimEnd()}…` : description;
  return (
    <Box>
      <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.75 }} data-testid="event-description">{text}</Typography>
      {long && (
        <Button onClick={() => setOpen(!open)} sx={{ px: 0, mt: 0.5 }} data-testid="read-more">{open ? t('eventPage.readLess') : t('eventPage.readMore')}</Button>
      )}
    </Box>
  );
}

function Fact({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', py: 1 }}>
      <Box sx={{ color: 'primary.main', display: 'flex', mt: 0.2 }}>{icon}</Box>
      <Box>{children}</Box>
    </Box>
  );
}

/** Below this share of the tickets left, and only then, the page says bookings are filling fast. */
const FILLING_FAST_SHARE = 0.2;

/**
 * Whether Book Now leads anywhere, and if not why: no types yet, sales not open yet (with when), sales
 * closed, or sold out (the server's soldOut covers every type of every showtime).
 */
function saleState(event: PublicEventDetail, t: TFunction, f: Format): { open: boolean; reason: string; fillingFast: boolean } {
  const selling = event.ticketTypes.filter((t) => t.onSale && !t.soldOut);
  if (event.soldOut) return { open: false, reason: t('event.soldOut'), fillingFast: false };
  if (selling.length) {
    const fillingFast = event.ticketsTotal > 0 && event.ticketsAvailable < event.ticketsTotal * FILLING_FAST_SHARE;
    return { open: true, reason: '', fillingFast };
  }
  const opens = event.ticketTypes.map((t) => t.salesStart).filter((d): d is string => Boolean(d && Date.parse(d) > Date.now())).sort()[0];
  if (opens) return { open: false, reason: t('eventPage.onSaleAt', { when: f.dateTime(opens) }), fillingFast: false };
  if (!event.ticketTypes.length) return { open: false, reason: t('eventPage.notOnSale'), fillingFast: false };
  return { open: false, reason: t('eventPage.salesClosed'), fillingFast: false };
}

function SideCard({ event }: { event: PublicEventDetail }) {
  const { t } = useTranslation();
  const bookPath = useBookPath(event);
  const f = useFormat();
  const sale = saleState(event, t, f);
  const available = sale.open;
  const place = event.venue ? [event.venue.name, event.venue.city || event.city].filter(Boolean).join(', ') : event.city || '';
  const category = event.categories?.[0]?.name || event.category;
  return (
    <Card sx={{ p: 3, position: { md: 'sticky' }, top: { md: 88 }, boxShadow: '0 12px 40px rgba(28,27,46,0.08)' }} data-testid="side-card">
      <Fact icon={<CalendarMonthOutlinedIcon />}>
        <Typography fontWeight={700} data-testid="event-date">{f.dateTime(event.startDate, t('event.dateTba'))}</Typography>
        {event.sessions?.length > 1 && <Typography variant="body2" color="text.secondary">{t('eventPage.showtimes', { count: event.sessions.length })}</Typography>}
      </Fact>
      {event.duration && <Fact icon={<ScheduleOutlinedIcon />}><Typography>{event.duration}</Typography></Fact>}
      {category && <Fact icon={<CategoryOutlinedIcon />}><Typography sx={{ textTransform: 'capitalize' }}>{category}</Typography></Fact>}
      <Fact icon={<PlaceOutlinedIcon />}>
        <Typography data-testid="event-venue">{place || t('event.venueTba')}</Typography>
        {event.venue?.address && <Typography variant="body2" color="text.secondary">{event.venue.address}</Typography>}
      </Fact>
      <AddToCalendar variant="text" event={{ title: event.title, slug: event.slug, code: event.code, startsAt: event.startDate, endsAt: event.endDate, place: eventPlace(event, f.locale) }} />
      <Divider sx={{ my: 2 }} />
      <Box display="flex" alignItems="baseline" justifyContent="space-between" mb={2}>
        <Typography color="text.secondary">{t('event.startingAt')}</Typography>
        <Typography variant="h5" data-testid="event-price">{f.rupees(event.price)}</Typography>
      </Box>
      <Button component={RouterLink} to={bookPath} variant="contained" size="large" fullWidth disabled={!available}
        data-testid="book-now">
        {t('eventPage.bookNow')}
      </Button>
      {(sale.fillingFast || !available) && (
        <Typography variant="body2" textAlign="center" mt={1.5} sx={{ color: available ? 'warning.dark' : 'error.main', fontWeight: 600, display: 'flex', justifyContent: 'center', gap: 0.5, alignItems: 'center' }}
          data-testid="availability">
          {available ? <><LocalFireDepartmentOutlinedIcon fontSize="small" /> {t('eventPage.fillingFast')}</> : sale.reason}
        </Typography>
      )}
    </Card>
  );
}

/** On phones the side card sits far below: a bar at the bottom keeps the price and Book Now in reach. */
function MobileBookBar({ event }: { event: PublicEventDetail }) {
  const { t } = useTranslation();
  const bookPath = useBookPath(event);
  const f = useFormat();
  const sale = saleState(event, t, f);
  const available = sale.open;
  return (
    <Box sx={{ display: { xs: 'flex', md: 'none' }, position: 'sticky', bottom: 0, zIndex: 10, alignItems: 'center', gap: 2, px: 2, py: 1.5,
      bgcolor: '#fff', borderTop: '1px solid #ececf2', boxShadow: '0 -6px 20px rgba(28,27,46,0.08)' }}>
      <Box flex={1}>
        <Typography variant="caption" color="text.secondary">{t('event.startingAt')}</Typography>
        <Typography fontWeight={800}>{f.rupees(event.price)}</Typography>
      </Box>
      <Button component={RouterLink} to={bookPath} variant="contained" disabled={!available}>
        {available ? t('eventPage.bookNow') : sale.reason}
      </Button>
    </Box>
  );
}

/** What a shared link's code did: the hidden tickets it unlocked are listed with the others below. */
function AccessCodeNote({ unlocked }: { unlocked: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert severity={unlocked ? 'success' : 'info'} sx={{ mb: 2 }} data-testid="access-code-note">
      {t(unlocked ? 'event.codeUnlocked' : 'event.codeUnlocksNothing')}
    </Alert>
  );
}

function DetailSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }} data-testid="loading">
      <Skeleton width="60%" height={56} />
      <Skeleton width="30%" />
      <Grid container spacing={4} mt={1}>
        <Grid size={{ xs: 12, md: 8 }}><Skeleton variant="rounded" height={380} /><Skeleton sx={{ mt: 2 }} /><Skeleton /><Skeleton width="70%" /></Grid>
        <Grid size={{ xs: 12, md: 4 }}><Skeleton variant="rounded" height={320} /></Grid>
      </Grid>
    </Container>
  );
}

export default function EventDetailPage() {
  const { slug, code } = useParams();
  const { t } = useTranslation();
  const f = useFormat();
  const accessCode = useAccessCode();
  const waitlistEntryId = useWaitlistEntryId();
  const answer = usePublicEvent(slug, code, false, accessCode);
  const { isError, error, refetch } = answer;
  // the whole page is built from this one answer
  const { data: event, loading } = useDeferredAnswer(answer.data, answer.isLoading);

  if (loading) return <DetailSkeleton />;
  if (isError || !event) return <EventLoadError error={error} onRetry={() => refetch()} />;

  const age = event.ageRestriction || event.requirements?.ageRestriction;
  const terms = [
    // fixed conditions shown with every event (spec section 9), unless the organiser's notes repeat them
    ...[t('eventPage.noExchange'), t('eventPage.cancelPolicy', { hours: DEFAULT_CANCEL_CUTOFF_HOURS }), t('eventPage.photoId')]
      .filter((term) => !event.importantInfo?.includes(term)),
    age ? t('eventPage.age', { age }) : null,
    event.importantInfo,
  ].filter(Boolean) as string[];
  const related = (event.related ?? []).slice(0, RELATED_EVENTS);

  return (
    <Box>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Box display="flex" alignItems="flex-start" gap={2} mb={1}>
          <Typography variant="h4" component="h1" flex={1} sx={{ fontSize: { xs: 28, md: 38 } }} data-testid="event-title">{event.title}</Typography>
          <ShareButton title={event.title} />
        </Box>
        <Stack direction="row" gap={1} flexWrap="wrap" alignItems="center" mb={3}>
          {event.categories?.slice(0, 2).map((c) => <Chip key={c._id} label={c.name} color="primary" size="small" />)}
          {event.tags?.slice(0, 2).map((t) => <Chip key={t._id} label={t.name} variant="outlined" size="small" />)}
          {event.languages?.length > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 1 }} data-testid="event-languages">
              <TranslateOutlinedIcon fontSize="small" /> {event.languages.map((l) => l.name).join(', ')}
            </Typography>
          )}
        </Stack>

        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack spacing={4}>
              <ImageCarousel images={[event.bannerImage, ...(event.gallery ?? []), ...(event.images ?? []).map((i) => i.url)]} title={event.title} />
              <InterestButton eventId={event._id} />
              <Box component="section">
                <Typography variant="h5" component="h2" gutterBottom>{t('eventPage.about')}</Typography>
                <About description={event.description} />
              </Box>
              {waitlistEntryId && <WaitlistOffer event={event} entryId={waitlistEntryId} />}
              {accessCode && <AccessCodeNote unlocked={event.ticketTypes.some((x) => x.hidden)} />}
              <ShowtimesSection event={event} bookable={saleState(event, t, f).open} />
              {event.facilities?.length > 0 && (
                <ServerHtml of={event} component="section" sx={BELOW_THE_FOLD}>
                  <Typography variant="h6" component="h2" gutterBottom>{t('eventPage.facilities')}</Typography>
                  <Stack direction="row" gap={1} flexWrap="wrap">
                    {event.facilities.map((f) => <Chip key={f} icon={<CheckCircleOutlineIcon />} label={f} variant="outlined" sx={{ bgcolor: '#fff' }} />)}
                  </Stack>
                </ServerHtml>
              )}
              {event.performers?.length > 0 && (
                <ServerHtml of={event} component="section" sx={BELOW_THE_FOLD}>
                  <Typography variant="h6" component="h2" gutterBottom>{t('header.artists')}</Typography>
                  <Grid container spacing={2}>
                    {event.performers.map((p) => (
                      <Grid key={p._id} size={{ xs: 12, sm: 6 }}>
                        <Card component={RouterLink} to={`/performers/${p.slug || p._id}`} sx={{ p: 1.5, display: 'flex', gap: 2, alignItems: 'center', textDecoration: 'none' }}>
                          <Avatar src={thumbnailUrl(p.image, 112)} alt={p.name} slotProps={{ img: { width: 56, height: 56, loading: 'lazy' } }} sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}>{initials(p.name)}</Avatar>
                          <Box>
                            <Typography fontWeight={700}>{p.name}</Typography>
                            {p.role && <Typography variant="body2" color="text.secondary">{p.role}</Typography>}
                          </Box>
                        </Card>
                      </Grid>
                    ))}
                  </Grid>
                </ServerHtml>
              )}
              <Card sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', bgcolor: '#fff7f0', borderColor: '#fde3cc' }}>
                <PhoneIphoneOutlinedIcon color="primary" />
                <Box>
                  <Typography fontWeight={700}>{t('eventPage.mTicket')}</Typography>
                  <Typography variant="body2" color="text.secondary">{t('eventPage.mTicketText')}</Typography>
                </Box>
              </Card>
              <ServerHtml of={event} component="section" sx={BELOW_THE_FOLD}>
                <Typography variant="h6" component="h2" gutterBottom>{t('eventPage.terms')}</Typography>
                <Box component="ul" sx={{ pl: 2.5, m: 0, color: 'text.secondary', '& li': { mb: 0.5 } }}>
                  {terms.map((term) => <li key={term}>{term}</li>)}
                </Box>
              </ServerHtml>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <SideCard event={event} />
          </Grid>
        </Grid>
      </Container>

      <MobileBookBar event={event} />

      {related.length > 0 && (
        <Box sx={{ bgcolor: '#fff', borderTop: '1px solid #ececf2', py: 5, ...BELOW_THE_FOLD }}>
          <Container maxWidth="lg">
            <SectionHeader title={t('eventPage.related')} />
            <ServerHtml of={event} sx={{ display: 'grid', gridAutoFlow: 'column', gridAutoColumns: { xs: '80%', sm: '45%', md: '23.5%' }, gap: 2, overflowX: 'auto', pb: 1, scrollSnapType: 'x mandatory',
              '& > *': { scrollSnapAlign: 'start' } }} data-testid="related">
              {related.map((e) => <EventCard key={e.id} event={e} />)}
            </ServerHtml>
          </Container>
        </Box>
      )}
    </Box>
  );
}
