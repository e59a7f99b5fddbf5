import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardContent, Container, Grid, Typography } from '@mui/material';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import { IMAGE_SIZES, PublicVenue, VENUE_UPCOMING_EVENTS } from '@marketplace/shared-dto';
import { assetUrl, initials, useFormat, useTranslation } from '@marketplace/shared-ui';
import { useVenues } from '../../hooks/use-meta';
import { useEventStrip } from '../../hooks/use-events';
import { EventCard, EventCardGridSkeleton } from '../../components/event-card';
import { SectionHeader } from '../../components/section-header';
import { CardGridSkeleton, EmptyState, ErrorState } from '../../components/states';
import { Picture } from '../../components/img';

function VenueCard({ venue }: { venue: PublicVenue }) {
  const { t } = useTranslation();
  const f = useFormat();
  const cover = assetUrl(venue.photo || venue.images?.find((i) => i.isPrimary)?.src || venue.images?.[0]?.src);
  return (
    <Card component={RouterLink} to={`/venues/${encodeURIComponent(venue.slug)}`} sx={{ height: '100%', display: 'block', textDecoration: 'none' }} data-testid="venue-card">
      <Box sx={{ aspectRatio: '16 / 10', bgcolor: 'secondary.main', display: 'grid', placeItems: 'center', overflow: 'hidden', position: 'relative' }}>
        {/* the picture fills the box whatever its own shape (a 2:1 photo left a band in the 16:10 box) */}
        {cover ? <Picture src={cover} alt={venue.name} sizes={IMAGE_SIZES.tile} width={800} height={500} sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
          : <Typography variant="h3" color="#fff" fontWeight={800}>{initials(venue.name)}</Typography>}
      </Box>
      <CardContent>
        <Typography variant="h6">{venue.name}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
          <PlaceOutlinedIcon sx={{ fontSize: 16 }} /> {venue.city || venue.location?.city || venue.address || t('venues.region')}
        </Typography>
        {venue.capacity ? (
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
            <PeopleOutlineIcon sx={{ fontSize: 16 }} /> {t('venues.capacity', { n: f.count(venue.capacity) })}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

export default function VenuesPage() {
  const { t } = useTranslation();
  const venues = useVenues();
  const upcoming = useEventStrip({}, VENUE_UPCOMING_EVENTS);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1">{t('header.venues')}</Typography>
      <Typography color="text.secondary" mb={3}>{t('venues.intro')}</Typography>
      {venues.isLoading && <CardGridSkeleton count={6} height={200} columns={{ xs: 12, sm: 6, md: 4 }} />}
      {venues.isError && <ErrorState title={t('venues.loadFailed')} error={venues.error} onRetry={() => venues.refetch()} />}
      {venues.data?.length === 0 && <EmptyState title={t('venues.none')} />}
      <Grid container spacing={3}>
        {venues.data?.map((v) => <Grid key={v._id} size={{ xs: 12, sm: 6, md: 4 }}><VenueCard venue={v} /></Grid>)}
      </Grid>

      <Box mt={8}>
        <SectionHeader title={t('performers.upcoming')} action={<Button component={RouterLink} to="/events">{t('venues.viewAll')}</Button>} />
        {upcoming.isLoading && <EventCardGridSkeleton count={4} columns={{ xs: 12, sm: 6, md: 3 }} />}
        {upcoming.isError && <ErrorState title={t('events.loadFailed')} error={upcoming.error} onRetry={() => upcoming.refetch()} />}
        <Grid container spacing={3}>
          {upcoming.data?.data.slice(0, VENUE_UPCOMING_EVENTS).map((e) => <Grid key={e.id} size={{ xs: 12, sm: 6, md: 3 }}><EventCard event={e} /></Grid>)}
        </Grid>
      </Box>
    </Container>
  );
}
