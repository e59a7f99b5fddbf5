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
import { Link } from 'react-router-dom';
import { formatRupees, ticketsAndSeats } from '@marketplace/shared-dto';
import { useAdminData } from '../../api/use-admin-data';
import { Page, PageHeader } from '../../components/page-header';
import { ErrorState, LoadingState } from '../../components/state-views';

const DASHBOARD_FAILED = '❌ Failed to load dashboard';

function StatCard({ label, value, icon, tone }: { label: string; value: ReactNode; icon: ReactNode; tone: string }) {
  return (
    <Card data-testid={`stat-${label}`}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box sx={{ width: 48, height: 48, borderRadius: 2, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: `${tone}1a`, color: tone }}>{icon}</Box>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h5" sx={{ fontWeight: 700, fontSize: '1.35rem' }}>
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

  if (dashboard.isPending || stats.isPending) return <LoadingState />;
  return (
    <Page>
      <PageHeader
        title="Dashboard"
        subtitle={dashboard.data ? <span data-testid="dashboard-greeting">{dashboard.data.message}</span> : undefined}
        actions={
          <Button variant="outlined" component={Link} to="/approvals" startIcon={<FactCheckOutlinedIcon />}>
            Pending approvals
          </Button>
        }
      />
      {(dashboard.isError || stats.isError) && <ErrorState message={DASHBOARD_FAILED} />}
      {dashboard.data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }} data-testid="admin-id">
          Admin ID: {dashboard.data.adminId}
        </Typography>
      )}
      {stats.data && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(210px, 1fr))' }}>
          <StatCard label="Total Events" value={stats.data.events} icon={<EventOutlinedIcon />} tone="#c2410c" />
          <StatCard label="Bookings" value={stats.data.bookings} icon={<ReceiptLongOutlinedIcon />} tone="#4338ca" />
          <StatCard label="Tickets sold" value={ticketsAndSeats(stats.data.ticketsSold, stats.data.seatsSold)} icon={<ConfirmationNumberOutlinedIcon />} tone="#be185d" />
          <StatCard label="Users" value={stats.data.users} icon={<PeopleAltOutlinedIcon />} tone="#0f766e" />
          <StatCard label="Venues" value={stats.data.venues} icon={<PlaceOutlinedIcon />} tone="#b45309" />
          <StatCard label="Revenue (₹)" value={formatRupees(stats.data.revenue)} icon={<CurrencyRupeeIcon />} tone="#15803d" />
        </Box>
      )}
    </Page>
  );
}
