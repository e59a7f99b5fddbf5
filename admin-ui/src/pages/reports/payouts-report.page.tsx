import { useState, type FormEvent } from 'react';
import { Alert, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useGetList, useTranslate } from 'react-admin';
import { payoutStateText, SETTLEMENT_FIGURES, settlementFigureLabel, type PayoutTransfer, type SettlementEventRow, type VendorPayoutSettings } from '@marketplace/shared-dto';
import { DownloadButton, errorText, fieldErrors, SettlementTotals, type Column, type Format } from '@marketplace/shared-ui';
import { useAdminFormat } from '../../i18n/use-admin-format';
import { download } from '../../api/api.client';
import { useAdminData } from '../../api/use-admin-data';
import { DataTable } from '../../components/data-table';
import { Page, PageHeader } from '../../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../components/state-views';

const NO_FILTERS = { vendorId: '', from: '', to: '' };

type Translate = (key: string) => string;

/** The settlement columns; the figures' names are shared-dto's (SETTLEMENT_FIGURES), in the chosen language. */
const columns = (translate: Translate, format: Format): Column<SettlementEventRow & { id: string }>[] => [
  { label: translate('app.approvals.vendor'), render: (r) => r.vendorName },
  { label: translate('app.bookings.event'), render: (r) => r.eventTitle },
  { label: translate('app.menu.bookings'), render: (r) => r.bookings, align: 'right' },
  ...SETTLEMENT_FIGURES.map((figure) => ({
    label: settlementFigureLabel(figure, format.locale), render: (r: SettlementEventRow) => format.rupees(r[figure.key]), align: 'right' as const,
  })),
];

const historyColumns = (translate: Translate, format: Format): Column<PayoutTransfer>[] => [
  { label: translate('app.reports.date'), render: (r) => format.date(r.date) },
  { label: translate('app.approvals.vendor'), render: (r) => r.vendorName },
  { label: translate('app.reports.orderNo'), render: (r) => r.orderNo },
  { label: translate('app.bookings.event'), render: (r) => r.eventTitle },
  { label: translate('app.reports.amount'), render: (r) => format.rupees(r.amount), align: 'right' },
  { label: translate('app.common.status'), render: (r) => <span data-testid="payout-history-state">{payoutStateText(r, format.locale)}</span> },
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
  const translate = useTranslate();
  const format = useAdminFormat();
  return (
    <Page>
      <PageHeader
        title={translate('app.menu.payouts')}
        subtitle={translate('app.reports.subtitle')}
        actions={<DownloadButton download={download} path="/admin/settlements.csv" query={query} label={translate('app.reports.downloadCsv')}
          failed={translate('app.common.exportFailed')} testId="settlements-download" />}
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField select label={translate('app.approvals.vendor')} value={filters.vendorId} onChange={set('vendorId')} sx={{ minWidth: 220 }} data-testid="settlements-vendor">
            <MenuItem value="">{translate('app.reports.allVendors')}</MenuItem>
            {(vendors.data ?? []).map((v) => <MenuItem key={v.id} value={String(v.id)}>{v.companyName}</MenuItem>)}
          </TextField>
          <TextField label={translate('app.reports.from')} type="date" value={filters.from} onChange={set('from')} slotProps={{ inputLabel: { shrink: true } }} sx={{ minWidth: 150 }} />
          <TextField label={translate('app.reports.to')} type="date" value={filters.to} onChange={set('to')} slotProps={{ inputLabel: { shrink: true } }} sx={{ minWidth: 150 }} />
        </Stack>
      </Paper>
      {statement.isPending ? <LoadingState /> : statement.isError ? <ErrorState message={errorText(statement.error, translate('app.reports.settlementsFailed'))} /> : (
        <Stack spacing={2}>
          <SettlementTotals totals={statement.data.totals} locale={format.locale} testId="settlements-total" />
          {statement.data.data.length === 0 ? <EmptyState message={translate('app.reports.noSettlements')} /> : (
            <DataTable rows={statement.data.data.map((r) => ({ ...r, id: r.eventId }))} columns={columns(translate, format)} testId="settlements-table" rowTestId="settlements-row" regionLabel={translate('app.reports.byEvent')} />
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
  const translate = useTranslate();
  const format = useAdminFormat();
  return (
    <Stack spacing={1} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">{translate('app.reports.history')}</Typography>
      {history.isPending ? <LoadingState /> : history.isError ? <ErrorState message={errorText(history.error, translate('app.reports.historyFailed'))} /> : (
        history.data.data.length === 0 ? <EmptyState message={translate('app.reports.noTransfers')} /> : (
          <DataTable rows={history.data.data} columns={historyColumns(translate, format)} testId="payout-history" rowTestId="payout-history-row" regionLabel={translate('app.reports.history')} />
        )
      )}
    </Stack>
  );
}

function PayoutSettings({ vendorId }: { vendorId: string }) {
  const data = useAdminData();
  const settings = useQuery({ queryKey: ['admin', 'payout-settings', vendorId], queryFn: () => data.payoutSettings(vendorId), retry: false });
  const translate = useTranslate();
  if (settings.isPending) return <LoadingState />;
  if (settings.isError) return <ErrorState message={errorText(settings.error, translate('app.reports.settingsFailed'))} />;
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
  const translate = useTranslate();
  const general = save.isError && !Object.keys(errors).length ? errorText(save.error, translate('app.reports.saveFailed')) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3, maxWidth: 640 }}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate data-testid="payout-settings-form">
        <Typography variant="h6" component="h2">{translate('app.reports.settings')}</Typography>
        <Typography variant="body2" color="text.secondary" data-testid="payout-settings-account">
          {settings.account
            ? translate('app.reports.bankAccount', { holder: settings.account.accountHolder, ifsc: settings.account.ifsc, number: settings.account.accountNumber })
            : translate('app.reports.noBankAccount')}
        </Typography>
        {save.isSuccess && <Alert severity="success" data-testid="payout-settings-saved">{translate('app.reports.settingsSaved')}</Alert>}
        {general && <Alert severity="error">{general}</Alert>}
        <TextField label={translate('app.reports.commission')} value={percent} onChange={(e) => setPercent(e.target.value)} error={Boolean(errors.commissionBps)}
          helperText={errors.commissionBps ?? translate('app.reports.commissionHint', { percent: settings.effectiveCommissionBps / 100 })}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'payout-commission' } }} />
        <TextField label={translate('app.reports.routeAccount')} value={account} onChange={(e) => setAccount(e.target.value)} error={Boolean(errors.razorpayAccountId)}
          helperText={errors.razorpayAccountId ?? translate('app.reports.routeAccountHint')}
          slotProps={{ htmlInput: { 'data-testid': 'payout-route-account' } }} />
        <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }} data-testid="payout-settings-save">
          {translate(save.isPending ? 'app.eventForm.saving' : 'ra.action.save')}
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
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <Typography variant="body2" data-testid="payout-hold-state">
        {translate(settings.payoutsHeld ? 'app.reports.held' : 'app.reports.notHeld')}
      </Typography>
      <Button variant="outlined" color={settings.payoutsHeld ? 'primary' : 'warning'} disabled={change.isPending}
        onClick={() => change.mutate(!settings.payoutsHeld)} data-testid="payout-hold-toggle" sx={{ flexShrink: 0 }}>
        {translate(settings.payoutsHeld ? 'app.reports.release' : 'app.reports.hold')}
      </Button>
      {change.isError && <Alert severity="error">{errorText(change.error, translate('app.reports.holdFailed'))}</Alert>}
    </Stack>
  );
}
