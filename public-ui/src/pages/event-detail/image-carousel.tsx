import { useState } from 'react';
import { Box, IconButton } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { IMAGE_SIZES } from '@marketplace/shared-dto';
import { assetUrl, useTranslation } from '@marketplace/shared-ui';
import { Picture, preloadPicture } from '../../components/img';

/** Banner, gallery and images in one strip, without repeats; a placeholder when there is none or a picture fails. */
export function ImageCarousel({ images, title }: { images: (string | null | undefined)[]; title: string }) {
  const { t } = useTranslation();
  const urls = [...new Set(images.filter(Boolean).map((u) => assetUrl(u)!))];
  const [index, setIndex] = useState(0);
  const [broken, setBroken] = useState<Record<string, boolean>>({});
  const current = urls[index];
  const go = (step: number) => setIndex((i) => (i + step + urls.length) % urls.length);
  // the banner is the event page's largest picture (LCP)
  preloadPicture(urls[0], IMAGE_SIZES.banner);

  return (
    <Box sx={{ position: 'relative', borderRadius: 3, overflow: 'hidden', aspectRatio: '2 / 1', bgcolor: '#ececf2' }} data-testid="event-carousel">
      {current && !broken[current] ? (
        <Picture key={current} src={current} alt={`${title} (${index + 1} of ${urls.length})`} sizes={IMAGE_SIZES.banner} width={1200} height={600}
          load={index === 0 ? 'lcp' : 'eager'} onError={() => setBroken((b) => ({ ...b, [current]: true }))}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
      ) : (
        <Box sx={{ width: '100%', height: '100%', display: 'grid', placeItems: 'center', color: 'text.secondary', background: 'linear-gradient(135deg, #f3d9dc, #e0deea)' }}>
          <ImageOutlinedIcon sx={{ fontSize: 64, opacity: 0.5 }} />
        </Box>
      )}
      {urls.length > 1 && (
        <>
          <IconButton aria-label={t('eventPage.previousImage')} onClick={() => go(-1)} sx={arrow('left')}><ChevronLeftIcon /></IconButton>
          <IconButton aria-label={t('eventPage.nextImage')} onClick={() => go(1)} sx={arrow('right')}><ChevronRightIcon /></IconButton>
          <Box sx={{ position: 'absolute', bottom: 12, right: 12, bgcolor: 'rgba(0,0,0,0.55)', color: '#fff', px: 1.2, py: 0.3, borderRadius: 5, fontSize: 13 }}>
            {index + 1} / {urls.length}
          </Box>
        </>
      )}
    </Box>
  );
}

const arrow = (side: 'left' | 'right') => ({
  position: 'absolute', top: '50%', [side]: 12, transform: 'translateY(-50%)', bgcolor: 'rgba(255,255,255,0.85)', '&:hover': { bgcolor: '#fff' },
}) as const;
