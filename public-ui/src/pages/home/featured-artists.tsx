import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Avatar, Box, Button, IconButton, Typography, useMediaQuery, useTheme } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { FEATURED_ARTISTS_VISIBLE, PublicPerformer } from '@marketplace/shared-dto';
import { initials, thumbnailUrl, useTranslation } from '@marketplace/shared-ui';
import { SectionHeader } from '../../components/section-header';
import { ServerHtml } from '../../components/server-html';
import { BELOW_THE_FOLD } from '../../components/below-the-fold';

/** An artist's share of the row by screen, in CSS so the server's HTML already has it (the steps need the count too). */
const WIDTHS = { xs: '0 0 50%', sm: `0 0 ${100 / 3}%`, md: `0 0 ${100 / FEATURED_ARTISTS_VISIBLE}%` };

/** Five artists at a time (fewer on small screens), one step per click, stopping at both ends. */
export function FeaturedArtists({ performers }: { performers: PublicPerformer[] }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const md = useMediaQuery(theme.breakpoints.up('md'));
  const sm = useMediaQuery(theme.breakpoints.up('sm'));
  const visible = md ? FEATURED_ARTISTS_VISIBLE : sm ? 3 : 2;
  const [start, setStart] = useState(0);
  const last = Math.max(0, performers.length - visible);
  const first = Math.min(start, last);

  return (
    <Box component="section" data-testid="featured-artists" sx={BELOW_THE_FOLD}>
      <SectionHeader
        title={t('home.artistsTitle')}
        subtitle={t('home.artistsText')}
        action={
          <Box display="flex" alignItems="center" gap={1}>
            <IconButton aria-label={t('home.previousArtists')} disabled={first === 0} onClick={() => setStart(first - 1)} sx={{ border: '1px solid #e0e0ea' }}>
              <ChevronLeftIcon />
            </IconButton>
            <IconButton aria-label={t('home.nextArtists')} disabled={first >= last} onClick={() => setStart(first + 1)} sx={{ border: '1px solid #e0e0ea' }}>
              <ChevronRightIcon />
            </IconButton>
            <Button component={RouterLink} to="/performers">{t('home.allArtists')}</Button>
          </Box>
        }
      />
      <Box sx={{ overflow: 'hidden' }}>
        <ServerHtml of={performers} sx={{ display: 'flex', transition: 'transform .4s ease', transform: `translateX(-${(first * 100) / visible}%)` }}>
          {performers.map((p) => (
            <Box key={p._id} sx={{ flex: WIDTHS, px: 1, boxSizing: 'border-box' }} data-testid="artist">
              <Box component={RouterLink} to={`/performers/${p.slug || p._id}`} sx={{ display: 'block', textAlign: 'center', textDecoration: 'none', color: 'inherit',
                '&:hover img': { transform: 'scale(1.05)' } }}>
                <Avatar src={thumbnailUrl(p.profileImage || p.photo || p.image, 360)} alt={p.name} slotProps={{ img: { width: 180, height: 180, loading: 'lazy' } }}
                  sx={{ width: '100%', height: 'auto', aspectRatio: '1', maxWidth: 180, mx: 'auto', fontSize: 40, bgcolor: 'primary.main', boxShadow: '0 8px 24px rgba(28,27,46,0.15)',
                    '& img': { transition: 'transform .3s ease' } }}>
                  {initials(p.name)}
                </Avatar>
                <Typography fontWeight={700} mt={1.5} noWrap>{p.name}</Typography>
                <Typography variant="body2" color="text.secondary" noWrap>{p.role}</Typography>
              </Box>
            </Box>
          ))}
        </ServerHtml>
      </Box>
    </Box>
  );
}
