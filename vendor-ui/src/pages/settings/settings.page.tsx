import { Paper, Stack, Typography } from '@mui/material';
import { ErrorState, formatDateTime, Loading, PageHeader, StatusChip } from '@marketplace/shared-ui';
import { useVendorMe } from '../../hooks/session';

/** The spec shows no settings form; the account as the server knows it, read-only. */
export default function SettingsPage() {
  const me = useVendorMe();
  if (me.isPending) return <Loading />;
  if (me.isError || !me.data) return <ErrorState message="Failed to load your account" />;
  const rows: [string, string][] = [
    ['Company', me.data.companyName],
    ['Contact', me.data.contactName],
    ['Email', me.data.email],
    ['Phone', me.data.phone || '-'],
    ['Member since', formatDateTime(me.data.createdAt)],
  ];
  return (
    <>
      <PageHeader title="Settings" subtitle="Your organiser account. Contact Utsav support to change these details." />
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }}>
        <Stack spacing={2}>
          {rows.map(([label, value]) => (
            <Stack key={label} direction="row" spacing={2}>
              <Typography color="text.secondary" sx={{ width: 140 }}>
                {label}
              </Typography>
              <Typography sx={{ fontWeight: 500 }}>{value}</Typography>
            </Stack>
          ))}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography color="text.secondary" sx={{ width: 140 }}>
              Status
            </Typography>
            <StatusChip status={me.data.status} testId="status-chip" />
          </Stack>
        </Stack>
      </Paper>
    </>
  );
}
