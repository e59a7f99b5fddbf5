import { Link as RouterLink, useParams } from 'react-router-dom';
import { Avatar, Box, Button, Container, Grid, Skeleton, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { initials, thumbnailUrl, useTranslation } from '@marketplace/shared-ui';
import { usePerformer } from '../../hooks/use-performers';
import { EventCard } from '../../components/event-card';
import { SectionHeader } from '../../components/section-header';
import { EmptyState, ErrorState } from '../../components/states';
import { SocialLinks } from './social-links';

export default function PerformerDetailPage() {
  const { t } = useTranslation();
  const { slug } = useParams();
  const { data: p, isLoading, isError, error } = usePerformer(slug);

  const back = <Button component={RouterLink} to="/performers" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>{t('performers.all')}</Button>;
  if (isLoading) {
    return <Container maxWidth="lg" sx={{ py: 5 }} data-testid="loading"><Box display="flex" gap={3}><Skeleton variant="circular" width={160} height={160} /><Box flex={1}><Skeleton width="40%" height={50} /><Skeleton width="20%" /><Skeleton /><Skeleton /></Box></Box></Container>;
  }
  if (isError || !p) {
    return <Container sx={{ py: 5 }}>{back}<ErrorState title={t('performers.notFound')} error={error} /></Container>;
  }

  return (
    <Box>
      <Box sx={{ background: 'linear-gradient(120deg, #1c1b2e 0%, #4a1d3c 60%, #e23744 130%)', color: '#fff', py: { xs: 4, md: 6 } }}>
        <Container maxWidth="lg">
          <Button component={RouterLink} to="/performers" startIcon={<ArrowBackIcon />} sx={{ color: 'rgba(255,255,255,0.8)', mb: 2 }}>{t('performers.all')}</Button>
          <Box display="flex" gap={{ xs: 2, md: 4 }} alignItems="center" flexDirection={{ xs: 'column', sm: 'row' }} textAlign={{ xs: 'center', sm: 'left' }}>
            <Avatar src={thumbnailUrl(p.profileImage || p.photo || p.image, 336)} alt={p.name} slotProps={{ img: { width: 168, height: 168 } }} sx={{ width: 168, height: 168, fontSize: 56, bgcolor: 'primary.main', border: '4px solid rgba(255,255,255,0.2)' }}>
              {initials(p.name)}
            </Avatar>
            <Box>
              <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 32, md: 44 } }} data-testid="performer-name">{p.name}</Typography>
              {p.role && <Typography sx={{ opacity: 0.85, fontSize: 18 }}>{p.role}</Typography>}
              <Box mt={1} sx={{ '& .MuiIconButton-root': { color: '#fff' } }}><SocialLinks performer={p} withTwitter /></Box>
            </Box>
          </Box>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: 5 }}>
        {(p.bio || p.description) && (
          <Box mb={5} maxWidth={820}>
            <Typography variant="h5" component="h2" gutterBottom>{t('performers.about')}</Typography>
            <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.75 }}>{p.description || p.bio}</Typography>
          </Box>
        )}
        <SectionHeader title={t('performers.upcoming')} subtitle={t('performers.catchLive', { name: p.name })} />
        {p.events?.length ? (
          <Grid container spacing={3}>
            {p.events.map((e) => <Grid key={e.id} size={{ xs: 12, sm: 6, md: 3 }}><EventCard event={e} /></Grid>)}
          </Grid>
        ) : (
          <EmptyState title={t('performers.noEvents')} />
        )}
      </Container>
    </Box>
  );
}
