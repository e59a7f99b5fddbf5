import { Link as RouterLink } from 'react-router-dom';
import { Avatar, Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { ContentAboutInfo } from '@marketplace/shared-dto';
import { initials, thumbnailUrl } from '@marketplace/shared-ui';
import { ContentPageView } from './content-layout';

/** The fixed part of About, shown with the managed text or without it when loading fails. */
function Fixed() {
  return (
    <Box mt={5}>
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography variant="h5" component="h2" gutterBottom>What We Do</Typography>
        <Typography color="text.secondary" lineHeight={1.8}>
          We bring every live experience in Delhi-NCR to one place: concerts, stand-up, theatre, workshops, festivals and sport. Organisers list for free,
          fans see every fee before paying, and tickets arrive as M-Tickets on the phone.
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography variant="h5" component="h2" gutterBottom>Our Story</Typography>
        <Typography color="text.secondary" lineHeight={1.8}>
          Utsav began with a few friends who kept missing great shows because nobody knew they were on. Today independent artists and big producers
          alike sell through Utsav, and audiences find their next favourite evening in a few taps.
        </Typography>
      </Grid>
    </Grid>
    <Stack direction="row" gap={2} mt={4}>
      <Button variant="contained" component={RouterLink} to="/events">Explore events</Button>
      <Button variant="outlined" component={RouterLink} to="/contact">Contact us</Button>
    </Stack>
    </Box>
  );
}

function AboutInfo({ info }: { info: ContentAboutInfo }) {
  return (
    <Box mt={5}>
      {(info.mission || info.vision) && (
        <Grid container spacing={3}>
          {[{ title: 'Our Mission', text: info.mission, icon: <FlagOutlinedIcon /> }, { title: 'Our Vision', text: info.vision, icon: <VisibilityOutlinedIcon /> }]
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
          <Typography variant="h5" component="h2" gutterBottom>Meet the team</Typography>
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
  return (
    <ContentPageView page="about" heading="About Utsav" intro="Celebrations, every week, across Delhi-NCR." fallback={<Fixed />}>
      {(content) => (
        <>
          {content.aboutInfo && <AboutInfo info={content.aboutInfo} />}
          <Fixed />
        </>
      )}
    </ContentPageView>
  );
}

