import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Box, Button, Chip, Divider, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/EditOutlined';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import { smallImageUrl, type EventNamedRef } from '@marketplace/shared-dto';
import { CancelEventDialog, ErrorState, InventoryTable, isApiError, kitWords, Loading, StatusChip, useFormat, useTranslation } from '@marketplace/shared-ui';
import { useCancelEvent, useEvent } from '../../hooks/events';
import { useToast } from '../../components/toast';
import { PromoCodesSection } from './promo-codes-section';
import { EVENT_TYPE_WORDS } from './event-words';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: '0.06em' }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 500 }}>{children}</Typography>
    </Box>
  );
}

function Chips({ label, items }: { label: string; items: EventNamedRef[] }) {
  if (items.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {items.map((item) => (
          <Chip key={item.id} label={item.name} size="small" variant="outlined" />
        ))}
      </Stack>
    </Box>
  );
}

export default function EventDetailPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { cancelEvent: cancelWords, inventory: inventoryWords } = kitWords(format.locale);
  const { id } = useParams();
  const event = useEvent(id);
  const cancel = useCancelEvent(id!);
  const notify = useToast();
  const [cancelling, setCancelling] = useState(false);
  const back = (
    <Button component={RouterLink} to="/events" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
      {t('nav.events')}
    </Button>
  );

  if (event.isPending) return <Loading />;
  if (event.isError || !event.data)
    return (
      <>
        {back}
        <ErrorState message={isApiError(event.error, 404) || isApiError(event.error, 400) ? t('eventForm.notFound') : t('eventForm.failed')} />
      </>
    );

  const e = event.data;
  const venue = [e.venue?.name ?? e.location?.name, e.venue?.city ?? e.city].filter(Boolean).join(', ');
  return (
    <>
      {back}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }} data-testid="event-detail">
        {e.bannerImage && <Box component="img" src={e.bannerImage} alt="" sx={{ width: '100%', height: 'auto', display: 'block', bgcolor: 'grey.900' }} />}
        <Box sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
            <Box>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <StatusChip status={e.status} testId="status-chip" kind="event" locale={format.locale} />
                <Typography variant="caption" color="text.secondary">
                  {e.code}
                </Typography>
              </Stack>
              <Typography variant="h4" component="h1">
                {e.title}
              </Typography>
              {e.shortDescription && (
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {e.shortDescription}
                </Typography>
              )}
            </Box>
            {e.status !== 'cancelled' && (
              <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                <Button component={RouterLink} to={`/events/${e.id}/edit`} variant="contained" startIcon={<EditIcon />} data-testid="edit-event">
                  {t('eventsList.edit')}
                </Button>
                <Button color="error" variant="outlined" startIcon={<EventBusyIcon />} onClick={() => setCancelling(true)} data-testid="cancel-event">
                  {t('eventDetail.cancel')}
                </Button>
              </Stack>
            )}
          </Stack>
          {e.status === 'cancelled' && e.cancelReason && (
            <Alert severity="error" sx={{ mt: 2 }} data-testid="cancel-reason-shown">
              {t('eventDetail.cancelled', { reason: e.cancelReason })}
            </Alert>
          )}
          <CancelEventDialog
            open={cancelling}
            event={e}
            onClose={() => setCancelling(false)}
            cancel={cancel.mutateAsync}
            onCancelled={(result) => notify(result.message)}
            words={cancelWords}
            locale={format.locale}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, my: 3 }}>
            <Fact label={t('ticketing.starts')}>{format.dateTime(e.startDate)}</Fact>
            <Fact label={t('eventDetail.ends')}>{format.dateTime(e.endDate)}</Fact>
            <Fact label={t('eventsList.venue')}>{e.eventType === 'online' ? t('eventsList.online') : venue || t('eventsList.venueTba')}</Fact>
            <Fact label={t('eventDetail.startingAt')}>{e.isFree ? format.rupees(0) : format.rupees(e.price)}</Fact>
            <Fact label={t('eventDetail.offered')}>{e.ticketsTotal}</Fact>
            <Fact label={t('eventDetail.sold')}>{e.ticketsSold}</Fact>
            <Fact label={t('eventDetail.available')}>{e.ticketsAvailable}</Fact>
            <Fact label={t('eventForm.eventType')}>{t(EVENT_TYPE_WORDS[e.eventType])}</Fact>
          </Box>
          <Box sx={{ mb: 3 }}>
            <InventoryTable event={e} words={inventoryWords} locale={format.locale} />
          </Box>
          <Divider />
          <Stack spacing={3} sx={{ mt: 3 }}>
            <Box>
              <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
                {t('eventDetail.about')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{e.description || t('eventDetail.comingSoon')}</Typography>
            </Box>
            <Chips label={t('nav.categories')} items={e.categories ?? []} />
            <Chips label={t('nav.tags')} items={e.tags ?? []} />
            <Chips label={t('nav.languages')} items={e.languages ?? []} />
            <Chips label={t('nav.performers')} items={e.performers ?? []} />
            {e.gallery?.length > 0 && (
              <Box>
                <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
                  {t('eventDetail.gallery')}
                </Typography>
                <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
                  {e.gallery.map((src) => (
                    <Box key={src} component="img" src={smallImageUrl(src)} alt="" loading="lazy" sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 2 }} />
                  ))}
                </Box>
              </Box>
            )}
            {e.contactInfo && (
              <Fact label={t('eventDetail.organiser')}>
                {e.contactInfo.organizerName} · {e.contactInfo.organizerEmail}
              </Fact>
            )}
            <Typography variant="caption" color="text.secondary">
              {t('eventDetail.updated', { date: format.dateTime(e.updatedAt) })}
            </Typography>
          </Stack>
        </Box>
      </Paper>
      {e.status !== 'cancelled' && <PromoCodesSection eventId={e.id} ticketTypes={e.ticketTypes ?? []} />}
    </>
  );
}
