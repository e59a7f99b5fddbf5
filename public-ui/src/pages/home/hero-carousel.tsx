import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Container, IconButton, Skeleton, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { HERO_INTERVAL_MS, HeroBanner, IMAGE_SIZES } from '@marketplace/shared-dto';
import { useTranslation } from '@marketplace/shared-ui';
import { Picture, preloadPicture } from '../../components/img';
import { useBrowserValue } from '../../hooks/use-browser-value';

const HEIGHT = { xs: 380, md: 480 };

/** A link inside the site stays a client route; anything else is a normal link. */
const linkProps = (href: string) => (href.startsWith('/') && !href.startsWith('//') ? { component: RouterLink, to: href } : { href });

/** The first slide is the page's largest picture (LCP): fetched first and at once; the others when needed. */
function Slide({ banner, active, first }: { banner: HeroBanner; active: boolean; first: boolean }) {
  const src = banner.image?.url;
  if (first) preloadPicture(src, IMAGE_SIZES.hero);
  const overlay = banner.showOverlay ? Math.min(100, Math.max(0, banner.overlayOpacity)) / 100 : 0;
  return (
    // a hidden slide is inert: its button cannot take focus or clicks, and screen readers skip it
    <Box aria-hidden={!active} inert={!active} sx={{ position: 'absolute', inset: 0, opacity: active ? 1 : 0, transition: 'opacity .7s ease', pointerEvents: active ? 'auto' : 'none' }}>
      <Picture src={src} alt={banner.image?.alt || banner.title} sizes={IMAGE_SIZES.hero} width={1600} height={600} load={first ? 'lcp' : 'lazy'}
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }} />
      <Box sx={{ position: 'absolute', inset: 0, background: `linear-gradient(90deg, rgba(12,10,24,${Math.min(1, overlay + 0.25)}) 0%, rgba(12,10,24,${overlay}) 60%, rgba(12,10,24,${overlay / 2}) 100%)` }} />
      <Container maxWidth="lg" sx={{ position: 'relative', height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'center', color: '#fff' }}>
        {banner.subtitle && <Typography variant="overline" sx={{ letterSpacing: '.15em', opacity: 0.9 }}>{banner.subtitle}</Typography>}
        {/* one h1 per page: the showing slide's title */}
        <Typography variant="h3" component={active ? 'h1' : 'p'} sx={{ maxWidth: 640, fontSize: { xs: 32, md: 52 }, lineHeight: 1.1 }} data-testid="hero-title">
          {banner.title}
        </Typography>
        {banner.description && <Typography sx={{ maxWidth: 560, mt: 2, opacity: 0.9, fontSize: { md: 18 } }}>{banner.description}</Typography>}
        {banner.buttonText && banner.buttonLink && (
          <Box mt={3}>
            <Button variant="contained" size="large" {...linkProps(banner.buttonLink)}>{banner.buttonText}</Button>
          </Box>
        )}
      </Container>
    </Box>
  );
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const onMotionPreference = (changed: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};
const motionReduced = () => window.matchMedia(REDUCED_MOTION).matches;
/** The server cannot know: it renders the still carousel, and the browser starts it only if motion is welcome. */
const useReducedMotion = () => useBrowserValue(onMotionPreference, motionReduced, true);

/**
 * The banners of the back office; moves on every 5 s when there is more than one, wrapping around. It
 * stands still while the pointer is over it or focus is inside it, when paused with its button, and for
 * visitors who ask for reduced motion (they move it with the arrows and dots). A slide change never
 * moves focus: the hidden slides are inert, and focus stays on the control that was used.
 */
export function HeroCarousel({ banners, loading }: { banners: HeroBanner[]; loading: boolean }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = useReducedMotion();
  const count = banners.length;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  const moving = count > 1 && !paused && !hovered && !focused && !reduced;

  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), HERO_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [moving, count, index]); // a manual move restarts the 5 s

  if (loading) return <Skeleton variant="rectangular" sx={{ height: HEIGHT }} />;
  if (count === 0) {
    return (
      <Box sx={{ height: HEIGHT, display: 'flex', alignItems: 'center', color: '#fff', background: 'linear-gradient(120deg, #1c1b2e 0%, #5b1a3a 55%, #e23744 100%)' }}>
        <Container maxWidth="lg">
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 32, md: 52 } }}>{t('home.heroTitle')}</Typography>
          <Typography sx={{ mt: 2, opacity: 0.9, maxWidth: 520 }}>{t('home.heroText')}</Typography>
          <Button variant="contained" size="large" component={RouterLink} to="/events" sx={{ mt: 3 }}>{t('home.explore')}</Button>
        </Container>
      </Box>
    );
  }

  return (
    <Box sx={{ position: 'relative', height: HEIGHT, overflow: 'hidden', bgcolor: 'secondary.main' }} data-testid="hero" data-index={index}
      data-moving={moving ? 'true' : 'false'} role="region" aria-roledescription="carousel" aria-label={t('home.featuredEvents')}
      onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)} onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false); }}>
      {banners.map((b, i) => <Slide key={b._id} banner={b} active={i === index} first={i === 0} />)}
      {count > 1 && (
        <>
          {([['left', -1, <ChevronLeftIcon key="l" />], ['right', 1, <ChevronRightIcon key="r" />]] as const).map(([side, step, icon]) => (
            <IconButton key={side} aria-label={step < 0 ? t('home.previousBanner') : t('home.nextBanner')} onClick={() => go(step)}
              sx={{ display: { xs: 'none', sm: 'inline-flex' }, position: 'absolute', top: '50%', [side]: { sm: 8, md: 16 }, transform: 'translateY(-50%)', color: '#fff', bgcolor: 'rgba(0,0,0,0.3)', '&:hover': { bgcolor: 'rgba(0,0,0,0.5)' } }}>
              {icon}
            </IconButton>
          ))}
          <Box sx={{ position: 'absolute', bottom: 18, left: 0, right: 0, display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 1 }}>
            {!reduced && (
              <IconButton size="small" onClick={() => setPaused((p) => !p)} aria-label={paused ? t('home.playBanners') : t('home.pauseBanners')} aria-pressed={paused}
                data-testid="hero-pause" sx={{ color: '#fff', bgcolor: 'rgba(0,0,0,0.3)', '&:hover': { bgcolor: 'rgba(0,0,0,0.5)' }, mr: 1 }}>
                {paused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
              </IconButton>
            )}
            {banners.map((b, i) => (
              <Box key={b._id} component="button" aria-label={t('home.banner', { n: i + 1 })} aria-current={i === index} onClick={() => setIndex(i)}
                sx={{ width: i === index ? 28 : 10, height: 10, borderRadius: 5, border: 0, p: 0, cursor: 'pointer', transition: 'width .3s ease',
                  bgcolor: i === index ? '#fff' : 'rgba(255,255,255,0.5)' }} />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
