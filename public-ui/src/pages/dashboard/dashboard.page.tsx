import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  AppBar, Box, Button, Card, CardContent, Container, Grid, List, ListItemButton, ListItemIcon, ListItemText, Skeleton, Tab, Tabs,
  Toolbar, Typography,
} from '@mui/material';
import SpaceDashboardOutlinedIcon from '@mui/icons-material/SpaceDashboardOutlined';
import ConfirmationNumberOutlinedIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import LocalActivityOutlinedIcon from '@mui/icons-material/LocalActivityOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { useTranslation } from '@marketplace/shared-ui';
import { useSession } from '../../api/session';
import { useUserDashboard } from '../../hooks/use-user';
import { Brand } from '../../layout/brand';
import { useLogout } from '../../layout/header';
import { ErrorState } from '../../components/states';
import { BookingsTab } from './bookings-tab';
import { TicketsTab } from './tickets-tab';
import { SettingsTab } from './settings-tab';
import { WaitlistTab } from './waitlist-tab';

const TABS = ['dashboard', 'events', 'bookings', 'tickets', 'waitlist', 'settings'] as const;
type TabKey = (typeof TABS)[number];
const SIDEBAR: { key: TabKey; label: string; icon: React.ReactNode }[] = [
  { key: 'dashboard', label: 'dashboard.tabDashboard', icon: <SpaceDashboardOutlinedIcon /> },
  { key: 'bookings', label: 'dashboard.tabBookings', icon: <ConfirmationNumberOutlinedIcon /> },
  { key: 'tickets', label: 'dashboard.tabTickets', icon: <LocalActivityOutlinedIcon /> },
  { key: 'waitlist', label: 'waitlist.title', icon: <HourglassEmptyOutlinedIcon /> },
  { key: 'settings', label: 'dashboard.tabSettings', icon: <SettingsOutlinedIcon /> },
];

function Stat({ label, value, testId }: { label: string; value: React.ReactNode; testId: string }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">{label}</Typography>
        <Typography variant="h5" data-testid={testId} sx={{ wordBreak: 'break-word' }}>{value}</Typography>
      </CardContent>
    </Card>
  );
}

function OverviewTab() {
  const { t } = useTranslation();
  const { data, isLoading, isError, error, refetch } = useUserDashboard();
  if (isError) return <ErrorState title={t('common.loadFailed')} error={error} onRetry={() => refetch()} />;
  const profile = data?.profile;
  return (
    <Box>
      <Typography variant="h5" component="h1" mb={2} sx={{ overflowWrap: 'anywhere' }}>{profile?.name ? t('dashboard.helloName', { name: profile.name }) : t('dashboard.hello')}</Typography>
      <Grid container spacing={2}>
        {[
          { label: t('dashboard.totalBookings'), value: data?.stats.totalBookings, testId: 'stat-total-bookings' },
          { label: t('dashboard.email'), value: profile?.email || '—', testId: 'stat-email' },
          { label: t('dashboard.phone'), value: profile?.phone || '—', testId: 'stat-phone' },
        ].map((s) => (
          <Grid key={s.label} size={{ xs: 12, md: 4 }}>
            <Stat label={s.label} testId={s.testId} value={isLoading ? <Skeleton width={80} /> : s.value} />
          </Grid>
        ))}
      </Grid>
      <Card sx={{ mt: 3, p: 3, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap',
        background: 'linear-gradient(120deg, #e23744, #8e1b5b)', color: '#fff', border: 'none' }}>
        <Box>
          <Typography variant="h6" component="h2">{t('dashboard.nextNight')}</Typography>
          <Typography sx={{ opacity: 0.85 }}>{t('dashboard.nextNightText')}</Typography>
        </Box>
        <Button component={RouterLink} to="/events" variant="contained" color="secondary">{t('notFound.browse')}</Button>
      </Card>
    </Box>
  );
}

/** The buyer's area, outside the main layout: a sidebar of tabs chosen by ?tab=. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as TabKey | null;
  const tab: TabKey = requested && TABS.includes(requested) ? requested : 'dashboard';
  const session = useSession();
  const logout = useLogout();
  const select = (key: TabKey) => setParams(key === 'dashboard' ? {} : { tab: key });

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky" elevation={0} sx={{ bgcolor: 'secondary.main' }}>
        <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
          <Brand dark />
          <Box flex={1} minWidth={0} />
          <Button component={RouterLink} to="/events" sx={{ color: '#fff', display: { xs: 'none', sm: 'inline-flex' } }}>{t('header.events')}</Button>
          {/* a long name ends in an ellipsis (the whole name is its title); Logout always stays in view */}
          <Typography data-testid="header-user-name" fontWeight={600} title={session?.user?.name ?? undefined}
            sx={{ minWidth: 0, maxWidth: { xs: 110, sm: 220, md: 320 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {session?.user?.name}
          </Typography>
          <Button onClick={logout} startIcon={<LogoutIcon />} sx={{ color: '#fff', flexShrink: 0 }} data-testid="logout">{t('header.logout')}</Button>
        </Toolbar>
      </AppBar>
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Tabs value={SIDEBAR.some((s) => s.key === tab) ? tab : false} onChange={(_, v) => select(v)} variant="scrollable"
          sx={{ display: { md: 'none' }, mb: 2 }}>
          {SIDEBAR.map((s) => <Tab key={s.key} value={s.key} label={t(s.label)} />)}
        </Tabs>
        <Grid container spacing={3}>
          <Grid size={{ md: 3, lg: 2.5 }} sx={{ display: { xs: 'none', md: 'block' } }}>
            <Card>
              <List component="nav" data-testid="dashboard-sidebar">
                {SIDEBAR.map((s) => (
                  <ListItemButton key={s.key} selected={tab === s.key} onClick={() => select(s.key)}>
                    <ListItemIcon>{s.icon}</ListItemIcon>
                    <ListItemText primary={t(s.label)} />
                  </ListItemButton>
                ))}
              </List>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 9, lg: 9.5 }}>
            {tab === 'dashboard' && <OverviewTab />}
            {tab === 'bookings' && <BookingsTab />}
            {tab === 'tickets' && <TicketsTab />}
            {tab === 'waitlist' && <WaitlistTab />}
            {tab === 'settings' && <SettingsTab />}
            {tab === 'events' && (
              <Card sx={{ p: 6, textAlign: 'center' }}>
                <Typography variant="h5" component="h1" color="text.secondary">{t('dashboard.comingSoon')}</Typography>
              </Card>
            )}
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
