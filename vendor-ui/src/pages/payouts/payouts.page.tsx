import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { payoutStateText, SETTLEMENT_FIGURES, settlementFigureLabel, type PayoutAccount, type PayoutTransfer, type SettlementEventRow } from '@marketplace/shared-dto';
import { type Column, DataTable, DownloadButton, ErrorState, errorText, fieldErrors, type Format, Loading, PageHeader, SettlementTotals, type TFunction, useFormat, useTranslation } from '@marketplace/shared-ui';
import { requestFile } from '../../api/client';
import { useAllEvents } from '../../hooks/events';
import { usePayoutAccount, usePayoutHistory, useSavePayoutAccount, useSettlements } from '../../hooks/payouts';

const NO_FILTERS = { eventId: '', from: '', to: '' };

const COLUMNS = (t: TFunction, format: Format): Column<SettlementEventRow & { id: string }>[] => [
  { label: t('payouts.event'), render: (r) => r.eventTitle },
  { label: t('payouts.bookings'), render: (r) => r.bookings, align: 'right' },
  ...SETTLEMENT_FIGURES.map((figure) => ({
    label: settlementFigureLabel(figure, format.locale), render: (r: SettlementEventRow) => format.rupees(r[figure.key]), align: 'right' as const,
  })),
  {
    label: '',
    render: (r) => (
      <DownloadButton download={requestFile} path={`/vendor/settlements/${r.eventId}/statement.pdf`} label={t('payouts.statementPdf')} failed={t('common.downloadFailed')} testId="payouts-pdf" />
    ),
  },
];

const HISTORY_COLUMNS = (t: TFunction, format: Format): Column<PayoutTransfer>[] => [
  { label: t('payouts.date'), render: (r) => format.date(r.date) },
  { label: t('payouts.orderNo'), render: (r) => r.orderNo },
  { label: t('payouts.event'), render: (r) => r.eventTitle },
  { label: t('payouts.amount'), render: (r) => format.rupees(r.amount), align: 'right' },
  { label: t('payouts.status'), render: (r) => <span data-testid="payout-history-state">{payoutStateText(r, format.locale)}</span> },
];

/**
 * /vendor/payouts: what the organiser is owed per event and in total (the server settles each booking with
 * shared-dto's settleBooking), the per-booking CSV, each booking's transfer as it stands, and the bank account payouts go to.
 */
export default function PayoutsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [filters, setFilters] = useState(NO_FILTERS);
  const events = useAllEvents();
  const statement = useSettlements({ eventId: filters.eventId || undefined, from: filters.from || undefined, to: filters.to || undefined });
  const set = (key: keyof typeof NO_FILTERS) => (e: { target: { value: string } }) => setFilters((f) => ({ ...f, [key]: e.target.value }));
  const filtered = Object.values(filters).some(Boolean);
  return (
    <>
      <PageHeader
        title={t('payouts.title')}
        subtitle={t('payouts.subtitle')}
        actions={(
          <DownloadButton download={requestFile} path="/vendor/settlements.csv" query={filters} label={t('payouts.statementCsv')} failed={t('common.downloadFailed')} testId="payouts-export" />
        )}
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField select label={t('payouts.event')} value={filters.eventId} onChange={set('eventId')} sx={{ minWidth: 200 }} data-testid="payouts-event">
            <MenuItem value="">{t('payouts.allEvents')}</MenuItem>
            {(events.data?.data ?? []).map((e) => <MenuItem key={e.id} value={e.id}>{e.title}</MenuItem>)}
          </TextField>
          <TextField label={t('payouts.from')} type="date" value={filters.from} onChange={set('from')} slotProps={{ inputLabel: { shrink: true } }} sx={{ minWidth: 150 }} />
          <TextField label={t('payouts.to')} type="date" value={filters.to} onChange={set('to')} slotProps={{ inputLabel: { shrink: true } }} sx={{ minWidth: 150 }} />
          {filtered && <Button onClick={() => setFilters(NO_FILTERS)} sx={{ flexShrink: 0 }}>{t('payouts.clear')}</Button>}
        </Stack>
      </Paper>
      {statement.data && <Box sx={{ mb: 2 }}><SettlementTotals totals={statement.data.totals} locale={format.locale} testId="payouts-total" /></Box>}
      <DataTable
        query={statement}
        rows={(statement.data?.data ?? []).map((r) => ({ ...r, id: r.eventId }))}
        columns={COLUMNS(t, format)}
        size="small"
        testId="payouts-table"
        rowTestId="payouts-row"
        regionLabel={t('payouts.byEvent')}
        error={errorText(statement.error, t('payouts.failed'))}
        empty={filtered ? t('payouts.noMatch') : t('payouts.empty')}
      />
      <PayoutHistorySection />
      <Box sx={{ mt: 3 }}>
        <AccountSection />
      </Box>
    </>
  );
}

/** Each paid booking's transfer: pending, awaiting an account, on hold (until when), paid out, reversed (how much), failed (why). */
function PayoutHistorySection() {
  const { t } = useTranslation();
  const format = useFormat();
  const history = usePayoutHistory();
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{t('payouts.history')}</Typography>
      <DataTable
        query={history}
        rows={history.data?.data ?? []}
        columns={HISTORY_COLUMNS(t, format)}
        size="small"
        testId="payout-history"
        rowTestId="payout-history-row"
        regionLabel={t('payouts.history')}
        error={errorText(history.error, t('payouts.historyFailed'))}
        empty={t('payouts.historyEmpty')}
      />
    </Box>
  );
}

/** The bank account: shown masked as the server answers it; a change goes through the server's checks, each message at its field. */
function AccountSection() {
  const { t } = useTranslation();
  const account = usePayoutAccount();
  if (account.isPending) return <Loading />;
  if (account.isError) return <ErrorState message={errorText(account.error, t('payouts.accountFailed'))} />;
  return <AccountForm current={account.data.account} />;
}

function AccountForm({ current }: { current: PayoutAccount | null }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<PayoutAccount>({ accountHolder: current?.accountHolder ?? '', ifsc: current?.ifsc ?? '', accountNumber: '' });
  const save = useSavePayoutAccount();
  const errors = fieldErrors(save.error);
  const general = save.isError && !Object.keys(errors).length ? errorText(save.error, t('payouts.saveFailed')) : null;
  const field = (key: keyof PayoutAccount) => ({
    value: form[key], error: Boolean(errors[key]),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [key]: e.target.value }),
    slotProps: { htmlInput: { 'data-testid': `payout-${key}` } },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(form, { onSuccess: () => setForm((f) => ({ ...f, accountNumber: '' })) });
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate data-testid="payout-account-form">
        <Typography variant="h6" component="h2">{t('payouts.account')}</Typography>
        <Typography variant="body2" color="text.secondary" data-testid="payout-account-current">
          {current ? t('payouts.goesTo', { holder: current.accountHolder, ifsc: current.ifsc, number: current.accountNumber }) : t('payouts.noAccount')}
        </Typography>
        {save.isSuccess && <Alert severity="success" data-testid="payout-account-saved">{t('payouts.saved')}</Alert>}
        {general && <Alert severity="error" data-testid="payout-account-error">{general}</Alert>}
        <TextField label={t('payouts.holder')} {...field('accountHolder')} helperText={errors.accountHolder} />
        <TextField label={t('payouts.ifsc')} {...field('ifsc')} helperText={errors.ifsc ?? t('payouts.ifscHelp')} />
        <TextField label={t('payouts.number')} {...field('accountNumber')} helperText={errors.accountNumber ?? (current ? t('payouts.numberAgain') : t('payouts.numberHelp'))} />
        <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }} data-testid="payout-account-save">
          {save.isPending ? t('common.saving') : t('payouts.saveAccount')}
        </Button>
      </Stack>
    </Paper>
  );
}
