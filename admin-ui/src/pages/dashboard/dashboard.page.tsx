import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import ConfirmationNumberOutlinedIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useAdminFormat } from '../../i18n/use-admin-format';
import { useAdminData } from '../../api/use-admin-data';
import { Page, PageHeader } from '../../components/page-header';
import { ErrorState, LoadingState } from '../../components/state-views';
import { ticketsAndSeatsText } from '../../components/tickets-count';

/** One figure; `testId` is its English name (stable data-testids in both languages). */
function StatCard({ label, testId, value, icon, tone }: { label: string; testId: string; value: ReactNode; icon: ReactNode; tone: string }) {
  return (
    <Card data-testid={`stat-${testId}`}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box sx={{ width: 48, height: 48, borderRadius: 2, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: `${tone}1a`, color: tone }}>{icon}</Box>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, fontSize: '1.35rem' }}>
            {value}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

/** Default route: greeting and admin ID (GET /admin/dashboard), stat cards (GET /admin/stats). */
export default function DashboardPage() {
  const data = useAdminData();
  const dashboard = useQuery({ queryKey: ['admin-dashboard'], queryFn: () => data.dashboard() });
  const stats = useQuery({ queryKey: ['admin-stats'], queryFn: () => data.stats() });
  const translate = useTranslate();
  const format = useAdminFormat();

  if (dashboard.isPending || stats.isPending) return <LoadingState />;
  return (
    <Page>
      <PageHeader
        title={translate('app.menu.dashboard')}
        subtitle={dashboard.data ? <span data-testid="dashboard-greeting">{dashboard.data.message}</span> : undefined}
        actions={
          <Button variant="outlined" component={Link} to="/approvals" startIcon={<FactCheckOutlinedIcon />}>
            {translate('app.dashboard.pendingApprovals')}
          </Button>
        }
      />
      {(dashboard.isError || stats.isError) && <ErrorState message={translate('app.dashboard.failed')} />}
      {dashboard.data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }} data-testid="admin-id">
          {translate('app.dashboard.adminId', { id: dashboard.data.adminId })}
        </Typography>
      )}
      {stats.data && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(210px, 1fr))' }}>
          <StatCard label={translate('app.dashboard.events')} testId="Total Events" value={stats.data.events} icon={<EventOutlinedIcon />} tone="#c2410c" />
          <StatCard label={translate('app.menu.bookings')} testId="Bookings" value={stats.data.bookings} icon={<ReceiptLongOutlinedIcon />} tone="#4338ca" />
          <StatCard label={translate('app.dashboard.ticketsSold')} testId="Tickets sold" value={ticketsAndSeatsText(translate, stats.data.ticketsSold, stats.data.seatsSold)} icon={<ConfirmationNumberOutlinedIcon />} tone="#be185d" />
          <StatCard label={translate('app.dashboard.users')} testId="Users" value={stats.data.users} icon={<PeopleAltOutlinedIcon />} tone="#0f766e" />
          <StatCard label={translate('app.menu.venues')} testId="Venues" value={stats.data.venues} icon={<PlaceOutlinedIcon />} tone="#b45309" />
          <StatCard label={translate('app.dashboard.revenue')} testId="Revenue (₹)" value={format.rupees(stats.data.revenue)} icon={<CurrencyRupeeIcon />} tone="#15803d" />
        </Box>
      )}
    </Page>
  );
}
