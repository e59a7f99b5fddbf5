import { Link as RouterLink, useParams } from 'react-router-dom';
import { Box, Button, Chip, Container, Grid, Link, Skeleton, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { IMAGE_SIZES, type PublicVenue } from '@marketplace/shared-dto';
import { useFormat, useTranslation } from '@marketplace/shared-ui';
import { useVenue } from '../../hooks/use-meta';
import { useEventStrip } from '../../hooks/use-events';
import { EventCard, EventCardGridSkeleton } from '../../components/event-card';
import { SectionHeader } from '../../components/section-header';
import { EmptyState, ErrorState } from '../../components/states';
import { Picture } from '../../components/img';

/** How many upcoming events a venue page lists. */
const VENUE_PAGE_EVENTS = 12;

/** The venue's own map link, else a map search for its position or its address (opens the visitor's map app). */
function mapLink(v: PublicVenue): string {
  if (v.mapUrl) return v.mapUrl;
  const query = v.lat !== null && v.lng !== null ? `${v.lat},${v.lng}` : [v.name, v.address, v.city].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

function Photos({ venue }: { venue: PublicVenue }) {
  const { t } = useTranslation();
  const cover = venue.photo || venue.images.find((i) => i.isPrimary)?.src || venue.images[0]?.src;
  const others = venue.images.filter((i) => i.src !== cover);
  if (!cover) return null;
  return (
    <Box data-testid="venue-photos">
      <Box sx={{ aspectRatio: '2 / 1', borderRadius: 3, overflow: 'hidden', bgcolor: 'grey.100' }}>
        <Picture src={cover} alt={venue.name} sizes={IMAGE_SIZES.banner} width={1600} height={800} load="lcp" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
      </Box>
      {others.length > 0 && (
        <Box sx={{ display: 'grid', gridAutoFlow: 'column', gridAutoColumns: { xs: '45%', sm: '30%', md: '23%' }, gap: 1.5, overflowX: 'auto', mt: 1.5, pb: 1 }}>
          {others.map((image, i) => (
            <Box key={image._id} sx={{ aspectRatio: '16 / 10', borderRadius: 2, overflow: 'hidden' }}>
              <Picture src={image.src} alt={image.alt || t('venues.picture', { name: venue.name, n: i + 2 })} sizes={IMAGE_SIZES.tile} width={800} height={500} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * /venues/{slug}: the venue's photos, address with a map link, capacity, facilities and what is on there.
 * Rendered on the server like the other public pages.
 */
export default function VenueDetailPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const { slug } = useParams();
  const venue = useVenue(slug);
  const events = useEventStrip({ venue: venue.data?._id }, VENUE_PAGE_EVENTS, Boolean(venue.data));
  const back = <Button component={RouterLink} to="/venues" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>{t('venues.all')}</Button>;
  if (venue.isLoading) {
    return <Container maxWidth="lg" sx={{ py: 5 }} data-testid="loading"><Skeleton width="50%" height={56} /><Skeleton width="30%" /><Skeleton variant="rounded" height={320} sx={{ mt: 2 }} /></Container>;
  }
  if (venue.isError || !venue.data) {
    return <Container sx={{ py: 5 }}>{back}<ErrorState title={t('venues.notFound')} error={venue.error} /></Container>;
  }
  const v = venue.data;
  const where = [v.address, v.city, v.state, v.zipCode].filter(Boolean).join(', ');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {back}
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 28, md: 38 }, overflowWrap: 'anywhere' }} data-testid="venue-name">{v.name}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={{ xs: 0.5, sm: 2 }} sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>
        {where && <Typography sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }} data-testid="venue-address"><PlaceOutlinedIcon fontSize="small" /> {where}</Typography>}
        {v.capacity ? <Typography sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }} data-testid="venue-capacity"><PeopleOutlineIcon fontSize="small" /> {t('venues.capacity', { n: f.count(v.capacity) })}</Typography> : null}
      </Stack>
      <Photos venue={v} />
      <Grid container spacing={4} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          {v.description && <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.75 }} data-testid="venue-description">{v.description}</Typography>}
          {v.facilities.length > 0 && (
            <Box component="section" sx={{ mt: 3 }}>
              <Typography variant="h6" component="h2" gutterBottom>{t('eventPage.facilities')}</Typography>
              <Stack direction="row" gap={1} flexWrap="wrap">
                {v.facilities.map((facility) => <Chip key={facility} icon={<CheckCircleOutlineIcon />} label={facility} variant="outlined" />)}
              </Stack>
            </Box>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Button href={mapLink(v)} target="_blank" rel="noopener noreferrer" variant="outlined" startIcon={<MapOutlinedIcon />} fullWidth data-testid="venue-map">
            {t('venues.openMap')}
          </Button>
          {v.phone && <Typography sx={{ mt: 2 }}>{t('venues.phone')} <Link href={`tel:${v.phone}`}>{v.phone}</Link></Typography>}
          {v.website && <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>{t('venues.website')} <Link href={v.website} target="_blank" rel="noopener noreferrer">{v.website}</Link></Typography>}
        </Grid>
      </Grid>
      <Box component="section" sx={{ mt: 6 }} data-testid="venue-events">
        <SectionHeader title={t('performers.upcoming')} subtitle={t('venues.whatsOn', { name: v.name })} />
        {events.isLoading && <EventCardGridSkeleton count={4} columns={{ xs: 12, sm: 6, md: 3 }} />}
        {events.isError && <ErrorState title={t('events.loadFailed')} error={events.error} onRetry={() => events.refetch()} />}
        {events.data?.data.length === 0 && <EmptyState title={t('venues.noEvents')} />}
        <Grid container spacing={3}>
          {events.data?.data.map((e) => <Grid key={e.id} size={{ xs: 12, sm: 6, md: 3 }}><EventCard event={e} /></Grid>)}
        </Grid>
      </Box>
    </Container>
  );
}
