import { useState, type FormEvent } from 'react';
import { Alert, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import { formatIstDate, formatRupees, payoutStateText, SETTLEMENT_FIGURES, type PayoutTransfer, type SettlementEventRow, type VendorPayoutSettings } from '@marketplace/shared-dto';
import { DownloadButton, errorText, fieldErrors, SettlementTotals, type Column } from '@marketplace/shared-ui';
import { download } from '../../api/api.client';
import { useAdminData } from '../../api/use-admin-data';
import { DataTable } from '../../components/data-table';
import { Page, PageHeader } from '../../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../components/state-views';

const NO_FILTERS = { vendorId: '', from: '', to: '' };

const COLUMNS: Column<SettlementEventRow & { id: string }>[] = [
  { label: 'Vendor', render: (r) => r.vendorName },
  { label: 'Event', render: (r) => r.eventTitle },
  { label: 'Bookings', render: (r) => r.bookings, align: 'right' },
  ...SETTLEMENT_FIGURES.map(({ key, label }) => ({ label, render: (r: SettlementEventRow) => formatRupees(r[key]), align: 'right' as const })),
];

const HISTORY_COLUMNS: Column<PayoutTransfer>[] = [
  { label: 'Date', render: (r) => formatIstDate(r.date) },
  { label: 'Vendor', render: (r) => r.vendorName },
  { label: 'Order no', render: (r) => r.orderNo },
  { label: 'Event', render: (r) => r.eventTitle },
  { label: 'Amount', render: (r) => formatRupees(r.amount), align: 'right' },
  { label: 'Status', render: (r) => <span data-testid="payout-history-state">{payoutStateText(r)}</span> },
];

/**
 * /admin/reports/payouts: what each organiser is owed (GET /api/admin/settlements), per event and in total, with the
 * per-booking CSV and each transfer as it stands; for one vendor, its commission, Razorpay Route account and payout hold.
 */
export default function PayoutsReportPage() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const data = useAdminData();
  const vendors = useGetList('vendors', { pagination: { page: 1, perPage: 100 }, sort: { field: 'companyName', order: 'ASC' } });
  const query = { vendorId: filters.vendorId || undefined, from: filters.from || undefined, to: filters.to || undefined };
  const statement = useQuery({ queryKey: ['admin', 'settlements', query], queryFn: () => data.settlements(query), retry: false });
  const set = (key: keyof typeof NO_FILTERS) => (e: { target: { value: string } }) => setFilters((f) => ({ ...f, [key]: e.target.value }));
  return (
    <Page>
      <PageHeader
        title="Payouts"
        subtitle="What each organiser is owed after commission, its GST and TCS."
        actions={<DownloadButton download={download} path="/admin/settlements.csv" query={query} label="Download CSV" testId="settlements-download" />}
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField select label="Vendor" value={filters.vendorId} onChange={set('vendorId')} sx={{ minWidth: 220 }} data-testid="settlements-vendor">
            <MenuItem value="">All vendors</MenuItem>
            {(vendors.data ?? []).map((v) => <MenuItem key={v.id} value={String(v.id)}>{v.companyName}</MenuItem>)}
          </TextField>
          <TextField label="From" type="date" value={filters.from} onChange={set('from')} slotProps={{ inputLabel: { shrink: true } }} sx={{ minWidth: 150 }} />
          <TextField label="To" type="date" value={filters.to} onChange={set('to')} slotProps={{ inputLabel: { shrink: true } }} sx={{ minWidth: 150 }} />
        </Stack>
      </Paper>
      {statement.isPending ? <LoadingState /> : statement.isError ? <ErrorState message={errorText(statement.error, 'Failed to load settlements')} /> : (
        <Stack spacing={2}>
          <SettlementTotals totals={statement.data.totals} testId="settlements-total" />
          {statement.data.data.length === 0 ? <EmptyState message="No paid bookings match these filters." /> : (
            <DataTable rows={statement.data.data.map((r) => ({ ...r, id: r.eventId }))} columns={COLUMNS} testId="settlements-table" rowTestId="settlements-row" regionLabel="Settlements by event" />
          )}
        </Stack>
      )}
      <PayoutHistorySection vendorId={query.vendorId} />
      {filters.vendorId && <PayoutSettings vendorId={filters.vendorId} />}
    </Page>
  );
}

function PayoutHistorySection({ vendorId }: { vendorId?: string }) {
  const data = useAdminData();
  const history = useQuery({ queryKey: ['admin', 'payouts', vendorId], queryFn: () => data.payoutHistory(vendorId), retry: false });
  return (
    <Stack spacing={1} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">Payout history</Typography>
      {history.isPending ? <LoadingState /> : history.isError ? <ErrorState message={errorText(history.error, 'Failed to load the payout history')} /> : (
        history.data.data.length === 0 ? <EmptyState message="No transfers yet." /> : (
          <DataTable rows={history.data.data} columns={HISTORY_COLUMNS} testId="payout-history" rowTestId="payout-history-row" regionLabel="Payout history" />
        )
      )}
    </Stack>
  );
}

function PayoutSettings({ vendorId }: { vendorId: string }) {
  const data = useAdminData();
  const settings = useQuery({ queryKey: ['admin', 'payout-settings', vendorId], queryFn: () => data.payoutSettings(vendorId), retry: false });
  if (settings.isPending) return <LoadingState />;
  if (settings.isError) return <ErrorState message={errorText(settings.error, 'Failed to load payout settings')} />;
  return <PayoutSettingsForm key={vendorId} settings={settings.data} />;
}

/** Commission as a percentage on screen, basis points on the wire; the server checks both fields and its words show at each. */
function PayoutSettingsForm({ settings }: { settings: VendorPayoutSettings }) {
  const data = useAdminData();
  const queryClient = useQueryClient();
  const [account, setAccount] = useState(settings.razorpayAccountId ?? '');
  const [percent, setPercent] = useState(settings.commissionBps === null ? '' : String(settings.commissionBps / 100));
  const save = useMutation({
    mutationFn: () => data.savePayoutSettings(settings.vendorId, {
      razorpayAccountId: account.trim() || null, commissionBps: percent.trim() === '' ? null : Math.round(Number(percent) * 100),
    }),
    onSuccess: (answer) => {
      queryClient.setQueryData(['admin', 'payout-settings', settings.vendorId], answer);
      return queryClient.invalidateQueries({ queryKey: ['admin', 'settlements'] });
    },
  });
  const errors = fieldErrors(save.error);
  const general = save.isError && !Object.keys(errors).length ? errorText(save.error, 'Saving failed') : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3, maxWidth: 640 }}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate data-testid="payout-settings-form">
        <Typography variant="h6" component="h2">Payout settings</Typography>
        <Typography variant="body2" color="text.secondary" data-testid="payout-settings-account">
          {settings.account ? `Bank account: ${settings.account.accountHolder}, ${settings.account.ifsc}, ${settings.account.accountNumber}` : 'The organiser has entered no bank account.'}
        </Typography>
        {save.isSuccess && <Alert severity="success" data-testid="payout-settings-saved">Payout settings saved</Alert>}
        {general && <Alert severity="error">{general}</Alert>}
        <TextField label="Commission (%)" value={percent} onChange={(e) => setPercent(e.target.value)} error={Boolean(errors.commissionBps)}
          helperText={errors.commissionBps ?? `Empty: the default (${settings.effectiveCommissionBps / 100}% applies now)`}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'payout-commission' } }} />
        <TextField label="Razorpay Route account" value={account} onChange={(e) => setAccount(e.target.value)} error={Boolean(errors.razorpayAccountId)}
          helperText={errors.razorpayAccountId ?? 'acc_… of the linked account; empty: payouts wait for one'}
          slotProps={{ htmlInput: { 'data-testid': 'payout-route-account' } }} />
        <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }} data-testid="payout-settings-save">
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
        <HoldControl settings={settings} />
      </Stack>
    </Paper>
  );
}

/** Holds every transfer of the organiser with no date, or releases them back to the date rule. */
function HoldControl({ settings }: { settings: VendorPayoutSettings }) {
  const data = useAdminData();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (held: boolean) => data.holdPayouts(settings.vendorId, held),
    onSuccess: (answer) => {
      queryClient.setQueryData(['admin', 'payout-settings', settings.vendorId], { ...settings, payoutsHeld: answer.payoutsHeld });
      return queryClient.invalidateQueries({ queryKey: ['admin', 'payouts'] });
    },
  });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <Typography variant="body2" data-testid="payout-hold-state">
        {settings.payoutsHeld ? 'Payouts are held: transfers stay on hold until you release them.' : 'Transfers are held until after each show, then released.'}
      </Typography>
      <Button variant="outlined" color={settings.payoutsHeld ? 'primary' : 'warning'} disabled={change.isPending}
        onClick={() => change.mutate(!settings.payoutsHeld)} data-testid="payout-hold-toggle" sx={{ flexShrink: 0 }}>
        {settings.payoutsHeld ? 'Release payouts' : 'Hold payouts'}
      </Button>
      {change.isError && <Alert severity="error">{errorText(change.error, 'Changing the hold failed')}</Alert>}
    </Stack>
  );
}
