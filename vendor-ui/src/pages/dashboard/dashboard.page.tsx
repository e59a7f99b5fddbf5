import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardActionArea, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/AddCircleOutline';
import EventIcon from '@mui/icons-material/EventOutlined';
import VenueIcon from '@mui/icons-material/PlaceOutlined';
import ArrowIcon from '@mui/icons-material/ArrowForward';
import { ErrorState, PageHeader, useTranslation } from '@marketplace/shared-ui';
import { vendorSession } from '../../api/session';
import { useAllEvents } from '../../hooks/events';

interface Counter {
  key: string;
  label: string;
  value: number;
  color: string;
}

function CounterCard({ counter, loading }: { counter: Counter; loading: boolean }) {
  return (
    <Card data-testid={`counter-${counter.key}`} sx={{ position: 'relative', overflow: 'hidden' }}>
      <Box sx={{ position: 'absolute', left: 0, top: 0, bottom: 0, width: 4, bgcolor: counter.color }} />
      <CardContent sx={{ pl: 3 }}>
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
          {counter.label}
        </Typography>
        <Typography variant="h4" component="p" sx={{ mt: 1 }} data-testid="counter-value">
          {loading ? <Skeleton width={48} /> : counter.value}
        </Typography>
      </CardContent>
    </Card>
  );
}

function Shortcut({ to, icon, title, text, testId }: { to: string; icon: ReactNode; title: string; text: string; testId: string }) {
  return (
    <Card>
      <CardActionArea component={RouterLink} to={to} data-testid={testId} sx={{ p: 2.5, height: '100%' }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 44, height: 44, borderRadius: 2, bgcolor: 'rgba(194,24,91,0.08)', color: 'primary.main', display: 'grid', placeItems: 'center' }}>{icon}</Box>
          <Box sx={{ flex: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
            <Typography variant="body2" color="text.secondary">
              {text}
            </Typography>
          </Box>
          <ArrowIcon fontSize="small" color="action" />
        </Stack>
      </CardActionArea>
    </Card>
  );
}

export function DashboardPage() {
  const events = useAllEvents();
  const rows = events.data?.data ?? [];
  const count = (status: string) => rows.filter((e) => (e.status || 'pending') === status).length;
  const { t } = useTranslation();
  const counters: Counter[] = [
    { key: 'total', label: t('nav.events'), value: events.data?.total ?? rows.length, color: '#c2185b' },
    { key: 'approved', label: t('dashboard.approved'), value: count('approved'), color: '#2e7d32' },
    { key: 'pending', label: t('dashboard.pending'), value: count('pending'), color: '#ed6c02' },
    { key: 'rejected', label: t('dashboard.rejected'), value: count('rejected'), color: '#d32f2f' },
  ];

  return (
    <>
      <PageHeader
        title={t('dashboard.greeting', { name: vendorSession.snapshot()?.profile || t('dashboard.organiser') })}
        subtitle={t('dashboard.subtitle')}
        actions={
          <Button component={RouterLink} to="/events/new" variant="contained" startIcon={<AddIcon />}>
            {t('dashboard.createEvent')}
          </Button>
        }
      />
      {events.isError && <ErrorState message={t('dashboard.failed')} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 4 }} data-testid="counters">
        {counters.map((c) => (
          <CounterCard key={c.key} counter={c} loading={events.isPending} />
        ))}
      </Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('dashboard.shortcuts')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <Shortcut to="/events/new" icon={<AddIcon />} title={t('dashboard.createEvent')} text={t('dashboard.createEventText')} testId="shortcut-create-event" />
        <Shortcut to="/events" icon={<EventIcon />} title={t('nav.events')} text={t('dashboard.myEventsText')} testId="shortcut-my-events" />
        <Shortcut to="/meta/venues" icon={<VenueIcon />} title={t('dashboard.myVenues')} text={t('dashboard.myVenuesText')} testId="shortcut-my-venues" />
      </Box>
    </>
  );
}
