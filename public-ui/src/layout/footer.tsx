import { Link as RouterLink } from 'react-router-dom';
import { Box, Container, Grid, Link, Stack, Typography } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { useTranslation } from '@marketplace/shared-ui';
import { ServerHtml } from '../components/server-html';
import { BELOW_THE_FOLD } from '../components/below-the-fold';

const EXPLORE = [
  { label: 'header.about', to: '/about' },
  { label: 'header.events', to: '/events' },
  { label: 'header.artists', to: '/performers' },
] as const;
const SUPPORT = [
  { label: 'footer.helpCenter', to: '/help-center' },
  { label: 'footer.contactUs', to: '/contact' },
  { label: 'footer.privacy', to: '/privacy-policy' },
  { label: 'footer.terms', to: '/terms-of-service' },
] as const;
/** The footer's link columns: all it shows besides its words, and it never changes. */
const COLUMNS = [{ title: 'footer.explore', links: EXPLORE }, { title: 'footer.support', links: SUPPORT }] as const;

const linkSx = { color: 'rgba(255,255,255,0.75)', '&:hover': { color: '#fff' } };

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box component="footer" data-testid="footer" sx={{ bgcolor: 'secondary.main', color: '#fff', pt: 6, pb: 4, ...BELOW_THE_FOLD }}>
      <Container maxWidth="lg">
        <ServerHtml of={COLUMNS}>
          <Grid container spacing={4}>
            <Grid size={{ xs: 12, md: 5 }}>
              <Typography variant="h5" fontWeight={800}>Utsav</Typography>
              <Typography sx={{ color: 'rgba(255,255,255,0.7)', mt: 1, maxWidth: 360 }}>
                {t('footer.blurb')}
              </Typography>
            </Grid>
            {COLUMNS.map((col) => (
              <Grid key={col.title} size={{ xs: 6, md: 3 }}>
                <Typography variant="overline" sx={{ color: 'rgba(255,255,255,0.5)' }}>{t(col.title)}</Typography>
                <Stack spacing={1} mt={1}>
                  {col.links.map((l) => (
                    <Link key={l.to} component={RouterLink} to={l.to} underline="none" sx={linkSx}>{t(l.label)}</Link>
                  ))}
                </Stack>
              </Grid>
            ))}
          </Grid>
        </ServerHtml>
        <Box sx={{ borderTop: '1px solid rgba(255,255,255,0.12)', mt: 5, pt: 3, display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
          <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.6)' }}>{t('footer.madeIn', { year: new Date().getFullYear() })}</Typography>
          <Link component="button" underline="none" sx={{ ...linkSx, display: 'flex', alignItems: 'center', gap: 0.5 }}
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })} data-testid="back-to-top">
            {t('footer.backToTop')} <ArrowUpwardIcon fontSize="small" />
          </Link>
        </Box>
      </Container>
    </Box>
  );
}
