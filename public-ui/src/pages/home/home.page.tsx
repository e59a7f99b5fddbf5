import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardActionArea, Chip, Container, Grid, Skeleton, Stack, Typography } from '@mui/material';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import { CATEGORY_QUICK_CHIPS, IMAGE_SIZES, TRENDING_EVENTS } from '@marketplace/shared-dto';
import { useTranslation } from '@marketplace/shared-ui';
import { useBanners } from '../../hooks/use-site';
import { useCategories } from '../../hooks/use-meta';
import { usePerformers } from '../../hooks/use-performers';
import { useEventStrip } from '../../hooks/use-events';
import { useDeferredAnswer } from '../../hooks/use-deferred-answer';
import { EventCard, EventCardGridSkeleton } from '../../components/event-card';
import { SectionHeader } from '../../components/section-header';
import { CardGridSkeleton, ErrorState } from '../../components/states';
import { HeroCarousel } from './hero-carousel';
import { FeaturedArtists } from './featured-artists';
import { Picture } from '../../components/img';
import { ServerHtml } from '../../components/server-html';
import { BELOW_THE_FOLD } from '../../components/below-the-fold';

function Categories() {
  const { t } = useTranslation();
  const answer = useCategories();
  const { isError, error, refetch } = answer;
  const { data, loading: isLoading } = useDeferredAnswer(answer.data, answer.isLoading);
  const [picked, setPicked] = useState<string[]>([]);
  const toggle = (id: string) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));
  if (isError) return <ErrorState title={t('common.loadFailed')} error={error} onRetry={() => refetch()} />;
  return (
    <Box component="section" data-testid="categories">
      <SectionHeader title={t('home.categoriesTitle')} subtitle={t('home.categoriesText')} />
      <Stack direction="row" flexWrap="wrap" gap={1.2} alignItems="center">
        {isLoading && [1, 2, 3, 4, 5, 6].map((i) => <Skeleton key={i} variant="rounded" width={96} height={36} sx={{ borderRadius: 5 }} />)}
        {data?.slice(0, CATEGORY_QUICK_CHIPS).map((c) => {
          const on = picked.includes(c._id);
          return (
            <Chip key={c._id} label={c.name} clickable onClick={() => toggle(c._id)} color={on ? 'primary' : 'default'} variant={on ? 'filled' : 'outlined'}
              aria-pressed={on} sx={{ height: 38, px: 1, fontSize: 15, bgcolor: on ? undefined : '#fff' }} data-testid="category-chip" />
          );
        })}
        <Button component={RouterLink} to={picked.length ? `/events?cats=${picked.join(',')}` : '/events'} variant="contained" sx={{ ml: { sm: 1 } }}
          data-testid="view-all-events">
          {t('home.allEvents')}
        </Button>
      </Stack>
    </Box>
  );
}

function Trending() {
  const { t } = useTranslation();
  const answer = useEventStrip({ sort: 'recent' }, TRENDING_EVENTS);
  const { isError, error, refetch } = answer;
  const { data, loading: isLoading } = useDeferredAnswer(answer.data, answer.isLoading);
  return (
    <Box component="section" data-testid="trending" sx={BELOW_THE_FOLD}>
      <SectionHeader title={t('home.trendingTitle')} subtitle={t('home.trendingText')}
        action={<Button component={RouterLink} to="/events">{t('home.seeAll')}</Button>} />
      {isLoading && <EventCardGridSkeleton count={4} columns={{ xs: 12, sm: 6, md: 3 }} />}
      {isError && <ErrorState title={t('common.loadFailed')} error={error} onRetry={() => refetch()} />}
      {data && data.data.length === 0 && <Typography color="text.secondary">{t('home.noEvents')}</Typography>}
      <ServerHtml of={data}>
        <Grid container spacing={3}>
          {data?.data.slice(0, TRENDING_EVENTS).map((e) => (
            <Grid key={e.id} size={{ xs: 12, sm: 6, md: 3 }}><EventCard event={e} /></Grid>
          ))}
        </Grid>
      </ServerHtml>
    </Box>
  );
}

/** Events that carry a video link; the section stays hidden when none do. */
function Videos() {
  const { t } = useTranslation();
  const { data } = useEventStrip({}, 24);
  const withVideo = (data?.data ?? []).filter((e) => e.videoUrl).slice(0, 3);
  if (withVideo.length === 0) return null;
  return (
    <Box component="section" data-testid="videos" sx={BELOW_THE_FOLD}>
      <SectionHeader title={t('home.videosTitle')} subtitle={t('home.videosText')} />
      <ServerHtml of={data}>
        <Grid container spacing={3}>
          {withVideo.map((e) => (
            <Grid key={e.id} size={{ xs: 12, md: 4 }}>
              <Card>
                <CardActionArea href={e.videoUrl!} target="_blank" rel="noopener noreferrer" sx={{ position: 'relative', aspectRatio: '16 / 9' }}>
                  <Picture src={e.image?.url} alt={e.title} sizes={IMAGE_SIZES.tile} width={800} height={450} sx={{ width: '100%', height: '100%', objectFit: 'cover', filter: 'brightness(0.7)' }} />
                  <PlayCircleOutlineIcon sx={{ position: 'absolute', inset: 0, m: 'auto', fontSize: 64, color: '#fff' }} />
                  <Typography sx={{ position: 'absolute', left: 16, bottom: 12, color: '#fff', fontWeight: 700 }}>{e.title}</Typography>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      </ServerHtml>
    </Box>
  );
}

function Artists() {
  const { t } = useTranslation();
  const answer = usePerformers();
  const { isError, error, refetch } = answer;
  const { data, loading: isLoading } = useDeferredAnswer(answer.data, answer.isLoading);
  if (isError) return <ErrorState title={t('common.loadFailed')} error={error} onRetry={() => refetch()} />;
  if (isLoading) return <CardGridSkeleton count={5} height={160} columns={{ xs: 6, md: 2.4 }} />;
  if (!data?.length) return null;
  return <FeaturedArtists performers={data} />;
}

/** The banners' answer re-renders the hero alone, not every section of the page. */
function Hero() {
  const { t } = useTranslation();
  const banners = useBanners();
  return banners.isError ? (
    <Container sx={{ pt: 4 }}><ErrorState title={t('common.loadFailed')} error={banners.error} onRetry={() => banners.refetch()} /></Container>
  ) : (
    <HeroCarousel banners={banners.data ?? []} loading={banners.isLoading} />
  );
}

export default function HomePage() {
  return (
    <Box>
      <Hero />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 }, display: 'flex', flexDirection: 'column', gap: { xs: 6, md: 8 } }}>
        <Categories />
        <Trending />
        <Artists />
        <Videos />
      </Container>
    </Box>
  );
}
