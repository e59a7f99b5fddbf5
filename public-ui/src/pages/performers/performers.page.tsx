import { Link as RouterLink } from 'react-router-dom';
import { Box, Card, CardActionArea, CardContent, Container, Grid, Typography } from '@mui/material';
import { IMAGE_SIZES } from '@marketplace/shared-dto';
import { assetUrl, initials, useTranslation } from '@marketplace/shared-ui';
import { usePerformers } from '../../hooks/use-performers';
import { CardGridSkeleton, EmptyState, ErrorState } from '../../components/states';
import { SocialLinks } from './social-links';
import { Picture } from '../../components/img';

export default function PerformersPage() {
  const { t } = useTranslation();
  const { data, isLoading, isError, error, refetch } = usePerformers();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1">{t('header.artists')}</Typography>
      <Typography color="text.secondary" mb={3}>{t('performers.intro')}</Typography>
      {isLoading && <CardGridSkeleton count={6} height={220} columns={{ xs: 12, sm: 6, md: 4 }} />}
      {isError && <ErrorState title={`❌ ${t('common.loadFailed')}`} error={error} onRetry={() => refetch()} />}
      {data?.length === 0 && <EmptyState title={t('performers.none')} />}
      <Grid container spacing={3}>
        {data?.map((p) => {
          const src = assetUrl(p.profileImage || p.photo || p.image);
          return (
            <Grid key={p._id} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="performer-card">
                <CardActionArea component={RouterLink} to={`/performers/${p.slug || p._id}`} sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
                  <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'secondary.main', display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
                    {src ? <Picture src={src} alt={p.name} sizes={IMAGE_SIZES.tile} width={400} height={400} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
                      : <Typography variant="h2" color="#fff">{initials(p.name)}</Typography>}
                  </Box>
                  <CardContent sx={{ flex: 1 }}>
                    <Typography variant="h6">{p.name}</Typography>
                    {p.role && <Typography variant="body2" color="primary" fontWeight={600}>{p.role}</Typography>}
                    {p.bio && (
                      <Typography variant="body2" color="text.secondary" mt={1} sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                        {p.bio}
                      </Typography>
                    )}
                  </CardContent>
                </CardActionArea>
                <Box px={1} pb={1}><SocialLinks performer={p} /></Box>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </Container>
  );
}
