import { Link as RouterLink } from 'react-router-dom';
import { Box, Container, Grid, Link, Stack, Typography } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';

const EXPLORE = [
  { label: 'About', to: '/about' },
  { label: 'Events', to: '/events' },
  { label: 'Artists', to: '/performers' },
];
const SUPPORT = [
  { label: 'Help Center', to: '/help-center' },
  { label: 'Contact Us', to: '/contact' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
];

const linkSx = { color: 'rgba(255,255,255,0.75)', '&:hover': { color: '#fff' } };

export function Footer() {
  return (
    <Box component="footer" data-testid="footer" sx={{ bgcolor: 'secondary.main', color: '#fff', pt: 6, pb: 4 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography variant="h5" fontWeight={800}>Utsav</Typography>
            <Typography sx={{ color: 'rgba(255,255,255,0.7)', mt: 1, maxWidth: 360 }}>
              Concerts, comedy, theatre and festivals across Delhi-NCR. Find something to love this weekend and book in seconds.
            </Typography>
          </Grid>
          {[{ title: 'Explore', links: EXPLORE }, { title: 'Support', links: SUPPORT }].map((col) => (
            <Grid key={col.title} size={{ xs: 6, md: 3 }}>
              <Typography variant="overline" sx={{ color: 'rgba(255,255,255,0.5)' }}>{col.title}</Typography>
              <Stack spacing={1} mt={1}>
                {col.links.map((l) => (
                  <Link key={l.to} component={RouterLink} to={l.to} underline="none" sx={linkSx}>{l.label}</Link>
                ))}
              </Stack>
            </Grid>
          ))}
        </Grid>
        <Box sx={{ borderTop: '1px solid rgba(255,255,255,0.12)', mt: 5, pt: 3, display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
          <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.6)' }}>© {new Date().getFullYear()} Utsav. Made in Delhi.</Typography>
          <Link component="button" underline="none" sx={{ ...linkSx, display: 'flex', alignItems: 'center', gap: 0.5 }}
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })} data-testid="back-to-top">
            Back to Top <ArrowUpwardIcon fontSize="small" />
          </Link>
        </Box>
      </Container>
    </Box>
  );
}
