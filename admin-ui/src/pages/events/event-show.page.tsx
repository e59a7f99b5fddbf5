import { useState, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Confirm, useDelete, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Messages, type EventResponse } from '@marketplace/shared-dto';
import { assetUrl, errorText, InventoryTable, isApiError, kitWords, StatusChip } from '@marketplace/shared-ui';
import { useAdminFormat } from '../../i18n/use-admin-format';
import { Page, PageHeader } from '../../components/page-header';
import { ErrorState, LoadingState } from '../../components/state-views';
import { useToast } from '../../components/toast';
import { CancelEventButton } from './cancel-event.button';
import { PromoCodesTab } from './promo-codes.tab';

type EventRecord = EventResponse & RaRecord;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 0.6 }}>
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Box>
  );
}

function Names({ label, items }: { label: string; items: { id: string; name: string }[] | undefined }) {
  return (
    <Fact label={label}>
      {items?.length ? (
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 0.5 }}>
          {items.map((item) => <Chip key={item.id} label={item.name} size="small" />)}
        </Stack>
      ) : (
        '-'
      )}
    </Fact>
  );
}

/** /admin/events/{id}: the event as the back office sees it, with Edit, Back and Delete. */
export default function EventShowPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const translate = useTranslate();
  const format = useAdminFormat();
  const inventoryWords = kitWords(format.locale).inventory;
  const [confirming, setConfirming] = useState(false);
  const [tab, setTab] = useState<'details' | 'promo-codes'>('details');
  const { data: event, isPending, error } = useGetOne<EventRecord>('events', { id }, { retry: false });
  const [deleteOne, { isPending: deleting }] = useDelete();

  if (isPending) return <LoadingState />;
  if (error || !event) {
    const message = isApiError(error, 404) || !error ? translate(Messages.notFound) : errorText(error, translate(Messages.eventLoadFailed));
    return (
      <Page>
        <ErrorState message={message} action={<Button component={Link} to="/events">{translate('ra.action.back')}</Button>} />
      </Page>
    );
  }

  const remove = () =>
    deleteOne('events', { id, previousData: event }, {
      mutationMode: 'pessimistic',
      onSuccess: () => {
        toast.success(Messages.deleted);
        navigate('/events');
      },
      onError: (e) => {
        const body = (e as { body?: { error?: string; message?: string } }).body;
        toast.error(body?.error || body?.message || Messages.deleteFailed);
        setConfirming(false);
      },
    });

  const price = event.pricing?.isFree ? 0 : event.price ?? event.pricing?.price ?? null;
  return (
    <Page>
      <PageHeader
        title={event.title}
        subtitle={event.ownerName ? translate('app.events.by', { name: event.ownerName }) : undefined}
        actions={
          <>
            <Button startIcon={<ArrowBackIcon />} component={Link} to="/events">
              {translate('ra.action.back')}
            </Button>
            <Button variant="contained" component={Link} to={`/events/${id}/edit`}>
              {translate('ra.action.edit')}
            </Button>
            <CancelEventButton event={event} />
            <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
              {translate('ra.action.delete')}
            </Button>
          </>
        }
      />
      <Tabs value={tab} onChange={(_, v) => setTab(v)} variant="scrollable" sx={{ mb: 2 }}>
        <Tab value="details" label={translate('app.events.details')} data-testid="tab-details" />
        <Tab value="promo-codes" label={translate('app.events.promoCodes')} data-testid="tab-promo-codes" />
      </Tabs>
      {tab === 'promo-codes' && <PromoCodesTab eventId={id} ticketTypes={event.ticketTypes ?? []} />}
      {tab === 'details' && (
        <>
          {event.bannerImage && (
            <Box component="img" src={assetUrl(event.bannerImage)} alt={event.title} data-testid="event-banner" sx={{ width: '100%', maxHeight: 320, objectFit: 'cover', borderRadius: 2, mb: 3 }} />
          )}
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
            <Card>
              <CardContent>
                <Stack spacing={2.5}>
                  <Fact label={translate('app.events.description')}>
                    <Typography sx={{ whiteSpace: 'pre-line' }}>{event.description || '-'}</Typography>
                  </Fact>
                  <Names label={translate('app.menu.categories')} items={event.categories} />
                  <Names label={translate('app.menu.tags')} items={event.tags} />
                  <Names label={translate('app.menu.languages')} items={event.languages} />
                  <Names label={translate('app.menu.performers')} items={event.performers} />
                  <Fact label={translate('app.events.gallery')}>
                    {event.gallery?.length ? (
                      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))', gap: 1, mt: 0.5 }}>
                        {event.gallery.map((url) => (
                          <Box key={url} component="img" src={assetUrl(url)} alt="" sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1 }} />
                        ))}
                      </Box>
                    ) : (
                      '-'
                    )}
                  </Fact>
                </Stack>
              </CardContent>
            </Card>
            <Card>
              <CardContent>
                <Stack spacing={2}>
                  <Fact label={translate('app.common.status')}>
                    <StatusChip status={event.status} kind="event" />
                  </Fact>
                  <Fact label={translate('app.events.start')}>{format.dateTime(event.startDate)}</Fact>
                  {event.endDate && <Fact label={translate('app.events.end')}>{format.dateTime(event.endDate)}</Fact>}
                  <Fact label={translate('app.events.venue')}>{[event.venue?.name ?? event.location?.name, event.city ?? event.venue?.city].filter(Boolean).join(' • ') || '-'}</Fact>
                  <Fact label={translate('app.menu.tickets')}>{event.ticketsAvailable}</Fact>
                  <Fact label={translate('app.events.price')}>{format.rupees(price)}</Fact>
                  <Fact label={translate('app.events.code')}>{event.code ?? '-'}</Fact>
                </Stack>
              </CardContent>
            </Card>
          </Box>
          {!!event.inventory?.length && (
            <Card sx={{ mt: 3 }} data-testid="inventory">
              <CardContent>
                <InventoryTable event={event} words={inventoryWords} locale={format.locale} />
              </CardContent>
            </Card>
          )}
        </>
      )}
      <Confirm isOpen={confirming} loading={deleting} title="app.events.deleteOne" content={event.title} confirm="ra.action.delete" onConfirm={remove} onClose={() => setConfirming(false)} />
    </Page>
  );
}
