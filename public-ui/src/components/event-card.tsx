import { Link as RouterLink } from 'react-router-dom';
import { Box, Card, CardActionArea, CardContent, Chip, Grid, Skeleton, Typography } from '@mui/material';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { IMAGE_SIZES, type EventCard as EventCardData } from '@marketplace/shared-dto';
import { useFormat, useTranslation } from '@marketplace/shared-ui';
import { Picture, type PictureLoad } from './img';

export const eventPath = (e: { slug: string; code: string }) => `/events/${e.slug}/${e.code}`;

/**
 * A poster card: picture with a date badge, title, place and the 'starting at' price. `load`: how its picture
 * is fetched (see Picture); a list's first card is what a phone shows first.
 */
export function EventCard({ event: e, load = 'lazy' }: { event: EventCardData; load?: PictureLoad }) {
  const { t } = useTranslation();
  const f = useFormat();
  const badge = f.parts(e.startAt);
  const place = [e.venue?.name, e.venue?.city].filter(Boolean).join(', ') || t('event.venueTba');
  return (
    <Card sx={{ height: '100%', transition: 'transform .18s ease, box-shadow .18s ease', '&:hover': { transform: 'translateY(-3px)', boxShadow: '0 12px 30px rgba(28,27,46,0.12)' } }}
      data-testid="event-card">
      <CardActionArea component={RouterLink} to={eventPath(e)} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <Box sx={{ position: 'relative', aspectRatio: '2 / 1', bgcolor: '#ececf2', overflow: 'hidden' }}>
          {e.image ? (
            <Picture src={e.image.url} alt={e.title} sizes={IMAGE_SIZES.card} width={800} height={400} load={load}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
          ) : (
            <Box sx={{ width: '100%', height: '100%', background: 'linear-gradient(135deg, #e23744, #1c1b2e)' }} />
          )}
          {badge && (
            <Box sx={{ position: 'absolute', top: 10, left: 10, bgcolor: 'rgba(255,255,255,0.95)', borderRadius: 2, px: 1.2, py: 0.5, textAlign: 'center', lineHeight: 1 }}>
              <Typography variant="caption" sx={{ display: 'block', fontWeight: 700, color: 'primary.main', textTransform: 'uppercase' }}>{badge.month}</Typography>
              <Typography sx={{ fontWeight: 800, fontSize: 20, lineHeight: 1.1 }}>{badge.day}</Typography>
            </Box>
          )}
          {e.soldOut && <Chip label={t('event.soldOut')} size="small" color="error" sx={{ position: 'absolute', top: 12, right: 12 }} />}
        </Box>
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          {e.category && (
            <Typography variant="caption" color="primary" fontWeight={700} sx={{ textTransform: 'uppercase', letterSpacing: '.05em' }}>
              {e.category}
            </Typography>
          )}
          <Typography variant="subtitle1" fontWeight={700} sx={{ lineHeight: 1.3, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            data-testid="event-card-title">
            {e.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">{f.dateTime(e.startAt, t('event.dateTba'))}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <PlaceOutlinedIcon sx={{ fontSize: 16 }} />
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{place}</Box>
          </Typography>
          <Box flex={1} />
          <Typography variant="body2" sx={{ mt: 1 }}>
            <Box component="span" color="text.secondary">{t('event.startingAt')} </Box>
            <Box component="b" sx={{ fontSize: 16 }}>{f.rupees(e.price)}</Box>
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** Cards while a list loads, with the final cards' shape (picture box, the same lines), so nothing moves when they arrive. */
export function EventCardGridSkeleton({ count, columns }: { count: number; columns: Record<string, number> }) {
  return (
    <Grid container spacing={3} data-testid="loading">
      {Array.from({ length: count }, (_, i) => (
        <Grid key={i} size={columns}>
          <Card sx={{ height: '100%' }}>
            <Skeleton variant="rectangular" sx={{ aspectRatio: '2 / 1', height: 'auto' }} />
            <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
              <Skeleton variant="text" width="30%" sx={{ fontSize: 12 }} />
              <Skeleton variant="text" width="85%" sx={{ fontSize: 16 }} />
              <Skeleton variant="text" width="60%" sx={{ fontSize: 14 }} />
              <Skeleton variant="text" width="70%" sx={{ fontSize: 14 }} />
              <Skeleton variant="text" width="40%" sx={{ fontSize: 16, mt: 1 }} />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
