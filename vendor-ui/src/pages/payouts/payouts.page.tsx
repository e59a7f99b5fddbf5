import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { formatIstDate, formatRupees, payoutStateText, SETTLEMENT_FIGURES, type PayoutAccount, type PayoutTransfer, type SettlementEventRow } from '@marketplace/shared-dto';
import { DataTable, DownloadButton, SettlementTotals, errorText, ErrorState, fieldErrors, Loading, PageHeader, type Column } from '@marketplace/shared-ui';
import { requestFile } from '../../api/client';
import { useAllEvents } from '../../hooks/events';
import { usePayoutAccount, usePayoutHistory, useSavePayoutAccount, useSettlements } from '../../hooks/payouts';

const NO_FILTERS = { eventId: '', from: '', to: '' };

const COLUMNS: Column<SettlementEventRow & { id: string }>[] = [
  { label: 'Event', render: (r) => r.eventTitle },
  { label: 'Bookings', render: (r) => r.bookings, align: 'right' },
  ...SETTLEMENT_FIGURES.map(({ key, label }) => ({ label, render: (r: SettlementEventRow) => formatRupees(r[key]), align: 'right' as const })),
  { label: '', render: (r) => <DownloadButton download={requestFile} path={`/vendor/settlements/${r.eventId}/statement.pdf`} label="Statement PDF" testId="payouts-pdf" /> },
];

const HISTORY_COLUMNS: Column<PayoutTransfer>[] = [
  { label: 'Date', render: (r) => formatIstDate(r.date) },
  { label: 'Order no', render: (r) => r.orderNo },
  { label: 'Event', render: (r) => r.eventTitle },
  { label: 'Amount', render: (r) => formatRupees(r.amount), align: 'right' },
  { label: 'Status', render: (r) => <span data-testid="payout-history-state">{payoutStateText(r)}</span> },
];

/**
 * /vendor/payouts: what the organiser is owed per event and in total (the server settles each booking with
 * shared-dto's settleBooking), the per-booking CSV, each booking's transfer as it stands, and the bank account payouts go to.
 */
export default function PayoutsPage() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const events = useAllEvents();
  const statement = useSettlements({ eventId: filters.eventId || undefined, from: filters.from || undefined, to: filters.to || undefined });
  const set = (key: keyof typeof NO_FILTERS) => (e: { target: { value: string } }) => setFilters((f) => ({ ...f, [key]: e.target.value }));
  const filtered = Object.values(filters).some(Boolean);
  return (
    <>
      <PageHeader
        title="Payouts"
        subtitle="What your ticket sales owe you after commission, and where it is paid."
        actions={<DownloadButton download={requestFile} path="/vendor/settlements.csv" query={filters} label="Statement CSV" testId="payouts-export" />}
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField select label="Event" value={filters.eventId} onChange={set('eventId')} sx={{ minWidth: 200 }} data-testid="payouts-event">
            <MenuItem value="">All events</MenuItem>
            {(events.data?.data ?? []).map((e) => <MenuItem key={e.id} value={e.id}>{e.title}</MenuItem>)}
          </TextField>
          <TextField label="From" type="date" value={filters.from} onChange={set('from')} slotProps={{ inputLabel: { shrink: true } }} sx={{ minWidth: 150 }} />
          <TextField label="To" type="date" value={filters.to} onChange={set('to')} slotProps={{ inputLabel: { shrink: true } }} sx={{ minWidth: 150 }} />
          {filtered && <Button onClick={() => setFilters(NO_FILTERS)} sx={{ flexShrink: 0 }}>Clear</Button>}
        </Stack>
      </Paper>
      {statement.data && <Box sx={{ mb: 2 }}><SettlementTotals totals={statement.data.totals} testId="payouts-total" /></Box>}
      <DataTable
        query={statement}
        rows={(statement.data?.data ?? []).map((r) => ({ ...r, id: r.eventId }))}
        columns={COLUMNS}
        size="small"
        testId="payouts-table"
        rowTestId="payouts-row"
        regionLabel="Payouts by event"
        error={errorText(statement.error, 'Failed to load your payouts')}
        empty={filtered ? 'No paid bookings match your filters.' : 'No paid bookings yet: your payouts start with your first sale.'}
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
  const history = usePayoutHistory();
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>Payout history</Typography>
      <DataTable
        query={history}
        rows={history.data?.data ?? []}
        columns={HISTORY_COLUMNS}
        size="small"
        testId="payout-history"
        rowTestId="payout-history-row"
        regionLabel="Payout history"
        error={errorText(history.error, 'Failed to load your payout history')}
        empty="No payouts yet: each paid booking's share is sent after the payment."
      />
    </Box>
  );
}

/** The bank account: shown masked as the server answers it; a change goes through the server's checks, each message at its field. */
function AccountSection() {
  const account = usePayoutAccount();
  if (account.isPending) return <Loading />;
  if (account.isError) return <ErrorState message={errorText(account.error, 'Failed to load your payout account')} />;
  return <AccountForm current={account.data.account} />;
}

function AccountForm({ current }: { current: PayoutAccount | null }) {
  const [form, setForm] = useState<PayoutAccount>({ accountHolder: current?.accountHolder ?? '', ifsc: current?.ifsc ?? '', accountNumber: '' });
  const save = useSavePayoutAccount();
  const errors = fieldErrors(save.error);
  const general = save.isError && !Object.keys(errors).length ? errorText(save.error, 'Saving the account failed') : null;
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
        <Typography variant="h6" component="h2">Payout account</Typography>
        <Typography variant="body2" color="text.secondary" data-testid="payout-account-current">
          {current ? `Payouts go to ${current.accountHolder}, ${current.ifsc}, account ${current.accountNumber}.` : 'No bank account yet: payouts wait until you add one.'}
        </Typography>
        {save.isSuccess && <Alert severity="success" data-testid="payout-account-saved">Payout account saved</Alert>}
        {general && <Alert severity="error" data-testid="payout-account-error">{general}</Alert>}
        <TextField label="Account holder" {...field('accountHolder')} helperText={errors.accountHolder} />
        <TextField label="IFSC" {...field('ifsc')} helperText={errors.ifsc ?? '11 characters, e.g. HDFC0001234'} />
        <TextField label="Account number" {...field('accountNumber')} helperText={errors.accountNumber ?? (current ? 'Enter the full number again to change the account' : '9 to 18 digits')} />
        <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }} data-testid="payout-account-save">
          {save.isPending ? 'Saving…' : 'Save account'}
        </Button>
      </Stack>
    </Paper>
  );
}
