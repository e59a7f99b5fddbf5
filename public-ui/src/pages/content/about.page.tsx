import { Link as RouterLink } from 'react-router-dom';
import { Avatar, Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { ContentAboutInfo } from '@marketplace/shared-dto';
import { initials, thumbnailUrl, useTranslation } from '@marketplace/shared-ui';
import { ContentPageView } from './content-layout';

/** The fixed part of About, shown with the managed text or without it when loading fails. */
function Fixed() {
  const { t } = useTranslation();
  return (
    <Box mt={5}>
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography variant="h5" component="h2" gutterBottom>{t('about.whatTitle')}</Typography>
        <Typography color="text.secondary" lineHeight={1.8}>
          {t('about.what')}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography variant="h5" component="h2" gutterBottom>{t('about.storyTitle')}</Typography>
        <Typography color="text.secondary" lineHeight={1.8}>
          {t('about.story')}
        </Typography>
      </Grid>
    </Grid>
    <Stack direction="row" gap={2} mt={4}>
      <Button variant="contained" component={RouterLink} to="/events">{t('home.explore')}</Button>
      <Button variant="outlined" component={RouterLink} to="/contact">{t('footer.contactUs')}</Button>
    </Stack>
    </Box>
  );
}

function AboutInfo({ info }: { info: ContentAboutInfo }) {
  const { t } = useTranslation();
  return (
    <Box mt={5}>
      {(info.mission || info.vision) && (
        <Grid container spacing={3}>
          {[{ title: t('about.mission'), text: info.mission, icon: <FlagOutlinedIcon /> }, { title: t('about.vision'), text: info.vision, icon: <VisibilityOutlinedIcon /> }]
            .filter((b) => b.text)
            .map((b) => (
              <Grid key={b.title} size={{ xs: 12, md: 6 }}>
                <Card sx={{ height: '100%', p: 1 }}>
                  <CardContent>
                    <Avatar sx={{ bgcolor: 'primary.main', mb: 1.5 }}>{b.icon}</Avatar>
                    <Typography variant="h6" gutterBottom>{b.title}</Typography>
                    <Typography color="text.secondary">{b.text}</Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
        </Grid>
      )}
      {info.teamMembers?.length ? (
        <Box mt={6}>
          <Typography variant="h5" component="h2" gutterBottom>{t('about.team')}</Typography>
          <Grid container spacing={3} data-testid="team">
            {info.teamMembers.map((m) => (
              <Grid key={m.name} size={{ xs: 12, sm: 6 }}>
                <Card sx={{ p: 2, display: 'flex', gap: 2, height: '100%' }}>
                  <Avatar src={thumbnailUrl(m.avatar, 128)} alt={m.name} slotProps={{ img: { width: 64, height: 64, loading: 'lazy' } }} sx={{ width: 64, height: 64, bgcolor: 'secondary.main' }}>{initials(m.name)}</Avatar>
                  <Box>
                    <Typography fontWeight={700}>{m.name}</Typography>
                    {m.position && <Typography variant="body2" color="primary" fontWeight={600}>{m.position}</Typography>}
                    {m.bio && <Typography variant="body2" color="text.secondary" mt={0.5}>{m.bio}</Typography>}
                  </Box>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Box>
      ) : null}
    </Box>
  );
}

export default function AboutPage() {
  const { t } = useTranslation();
  return (
    <ContentPageView page="about" heading={t('about.heading')} intro={t('about.intro')} fallback={<Fixed />}>
      {(content) => (
        <>
          {content.aboutInfo && <AboutInfo info={content.aboutInfo} />}
          <Fixed />
        </>
      )}
    </ContentPageView>
  );
}

