import { useState, type ReactNode } from 'react';
import {
  Badge, Box, Button, Paper, Stack, Tab, Tabs, Typography, useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { META_KINDS, Messages, type EventRevisionView, type MetaKind } from '@marketplace/shared-dto';
import { errorText, fieldErrors, StatusChip, type Format } from '@marketplace/shared-ui';
import { useAdminFormat } from '../../i18n/use-admin-format';
import { useAdminData } from '../../api/use-admin-data';
import { Page, PageHeader } from '../../components/page-header';
import { DataTable } from '../../components/data-table';
import { EmptyState, ErrorState, LoadingState } from '../../components/state-views';
import { useToast } from '../../components/toast';
import { RejectDialog } from '../../components/reject-dialog';

/** events: new events; changes: live events' revisions waiting (issue 25); then the reference kinds. */
type Queue = 'events' | 'changes' | MetaKind;
type Decision = 'approved' | 'rejected';
interface PendingRow {
  id: string;
  title?: string;
  name?: string;
  vendor?: { company?: string; name?: string } | null;
  owner?: { company?: string; name?: string } | null;
  ownerName?: string;
  startDate?: string;
  venue?: { name?: string } | string | null;
  status?: string;
  createdAt?: string;
  pendingRevision?: EventRevisionView | null;
}

const QUEUES: Queue[] = ['events', 'changes', ...META_KINDS];
/** Each queue's tab and the item it holds (catalogue keys). */
const TEXTS: Record<Queue, { label: string; item: string }> = {
  events: { label: 'app.menu.events', item: 'app.approvals.event' },
  changes: { label: 'app.approvals.changes', item: 'app.approvals.changes' },
  categories: { label: 'app.menu.categories', item: 'app.approvals.category' },
  tags: { label: 'app.menu.tags', item: 'app.approvals.tag' },
  languages: { label: 'app.menu.languages', item: 'app.approvals.language' },
  performers: { label: 'app.menu.performers', item: 'app.approvals.performer' },
  venues: { label: 'app.menu.venues', item: 'app.approvals.venue' },
};

/** The vendor's company and name, or the administrator's name (translated by the caller). */
const ownerOf = (row: PendingRow) => {
  const o = row.vendor ?? row.owner;
  return o ? [o.company, o.name].filter(Boolean).join(' • ') : row.ownerName ?? null;
};
const venueOf = (r: PendingRow) => (typeof r.venue === 'string' ? r.venue : r.venue?.name) ?? '-';

function usePending(kind: Queue) {
  const data = useAdminData();
  return useQuery({ queryKey: ['pending', kind], queryFn: async () => (await data.pending(kind)) as unknown as { data: PendingRow[]; total: number } });
}

function Decide({ kind, row }: { kind: Queue; row: PendingRow }) {
  const data = useAdminData();
  const queryClient = useQueryClient();
  const toast = useToast();
  const translate = useTranslate();
  const [rejecting, setRejecting] = useState(false);
  const decide = useMutation({
    mutationFn: ({ status, reason }: { status: Decision; reason?: string }) =>
      kind === 'changes' ? data.decideRevision(row.id, status, reason) : data.moderate(kind, row.id, status, reason),
    onSuccess: (_, { status }) => {
      toast.success(translate(status === 'approved' ? 'app.approvals.decidedApproved' : 'app.approvals.decidedRejected', { item: translate(TEXTS[kind].item) }));
      setRejecting(false);
      queryClient.invalidateQueries({ queryKey: ['pending', kind] });
      queryClient.invalidateQueries({ queryKey: ['pending-count'] });
      queryClient.invalidateQueries({ queryKey: [kind] });
    },
    onError: (e) => { if (!fieldErrors(e).reason) toast.error(errorText(e, Messages.statusUpdateFailed)); },
  });
  const isEvent = kind === 'events' || kind === 'changes';
  return (
    <Stack direction="row" justifyContent="flex-end" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {isEvent && <Button size="small" component={Link} to={`/events/${row.id}`}>{translate('app.events.view')}</Button>}
      <Button size="small" variant="contained" color="success" disabled={decide.isPending} onClick={() => decide.mutate({ status: 'approved' })} data-testid="approve">
        {translate('app.moderation.approve')}
      </Button>
      <Button size="small" variant="outlined" color="error" disabled={decide.isPending} onClick={() => { decide.reset(); setRejecting(true); }} data-testid="reject">
        {translate('app.moderation.reject')}
      </Button>
      {rejecting && (
        <RejectDialog
          title={translate(kind === 'changes' ? 'app.approvals.rejectChanges' : 'app.approvals.rejectOne', { name: row.title ?? row.name })}
          text={translate(kind === 'changes' ? 'app.approvals.rejectChangesText' : 'app.approvals.rejectOneText')}
          busy={decide.isPending} error={decide.error}
          onReject={(reason) => decide.mutate({ status: 'rejected', reason: reason || undefined })} onClose={() => setRejecting(false)}
        />
      )}
    </Stack>
  );
}

/** The administrator's field-by-field view of a revision, as the server computed it: old value → new value. */
function RevisionDiff({ revision }: { revision?: EventRevisionView | null }) {
  const none = useTranslate()('app.approvals.none');
  if (!revision?.changes.length) return <>-</>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} data-testid="revision-diff">
      {revision.changes.map((c) => (
        <Typography component="li" variant="body2" key={c.field} data-testid="revision-change" sx={{ py: 0.25, overflowWrap: 'anywhere' }}>
          <strong>{c.label}</strong>:{' '}
          <Box component="del" sx={{ color: 'text.secondary' }}>{c.from ?? none}</Box>
          {' → '}
          <Box component="ins" sx={{ textDecoration: 'none', fontWeight: 600 }}>{c.to ?? none}</Box>
        </Typography>
      ))}
    </Box>
  );
}

interface Column { label: string; render: (r: PendingRow) => ReactNode; align?: 'right' }

/** A queue's columns, their labels translated. */
function columnsOf(queue: 'events' | 'changes' | 'meta', translate: (key: string) => string, format: Format): Column[] {
  const owner = (r: PendingRow) => ownerOf(r) ?? translate('app.approvals.administrator');
  const columns: Record<typeof queue, Column[]> = {
    events: [
      { label: 'app.eventForm.title', render: (r) => <strong>{r.title}</strong> },
      { label: 'app.approvals.vendor', render: owner },
      { label: 'app.events.start', render: (r) => format.dateTime(r.startDate) },
      { label: 'app.events.venue', render: venueOf },
      { label: 'app.common.status', render: (r) => <StatusChip status={r.status} kind="event" /> },
    ],
    changes: [
      { label: 'app.eventForm.title', render: (r) => <strong>{r.title}</strong> },
      { label: 'app.approvals.vendor', render: owner },
      { label: 'app.approvals.submitted', render: (r) => format.dateTime(r.pendingRevision?.submittedAt) },
      { label: 'app.approvals.changes', render: (r) => <RevisionDiff revision={r.pendingRevision} /> },
    ],
    meta: [
      { label: 'app.reference.name', render: (r) => <strong>{r.name}</strong> },
      { label: 'app.reference.owner', render: owner },
      { label: 'app.approvals.submitted', render: (r) => format.date(r.createdAt) },
    ],
  };
  return columns[queue].map((c) => ({ ...c, label: translate(c.label) }));
}

/** Below 900 px each item is a card with every field and its actions, so nothing is off-screen at 360 px. */
function QueueCards({ kind, rows, columns }: { kind: Queue; rows: PendingRow[]; columns: Column[] }) {
  return (
    <Stack spacing={1.5} data-testid={`pending-${kind}`}>
      {rows.map((r) => (
        <Paper key={r.id} variant="outlined" sx={{ p: 1.5 }} data-testid="row">
          {columns.map((c) => (
            <Box key={c.label} sx={{ display: 'flex', gap: 1, py: 0.25 }}>
              <Typography variant="body2" color="text.secondary" sx={{ minWidth: 80 }}>{c.label}</Typography>
              <Box sx={{ minWidth: 0, flex: 1 }}>{c.render(r)}</Box>
            </Box>
          ))}
          <Box sx={{ mt: 1 }}><Decide kind={kind} row={r} /></Box>
        </Paper>
      ))}
    </Stack>
  );
}

function QueueTable({ kind }: { kind: Queue }) {
  const { data, isPending, error } = usePending(kind);
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  const format = useAdminFormat();
  if (isPending) return <LoadingState />;
  const noun = translate(TEXTS[kind].label).toLowerCase();
  if (error) return <ErrorState message={translate('app.approvals.failed', { noun })} />;
  if (!data.data.length) return <EmptyState message={kind === 'changes' ? translate('app.approvals.noChanges') : translate('app.approvals.empty', { noun })} />;
  const columns = columnsOf(kind === 'events' || kind === 'changes' ? kind : 'meta', translate, format);
  if (small) return <QueueCards kind={kind} rows={data.data} columns={columns} />;
  return (
    <DataTable
      testId={`pending-${kind}`}
      rows={data.data}
      columns={[...columns, { label: translate('app.common.actions'), align: 'right', render: (r) => <Decide kind={kind} row={r} /> }]}
    />
  );
}

function QueueTab({ kind }: { kind: Queue }) {
  const { data } = usePending(kind);
  const translate = useTranslate();
  return (
    <Badge badgeContent={data?.total ?? 0} color="primary" showZero sx={{ pr: 1.5 }} data-testid={`count-${kind}`}>
      {translate(TEXTS[kind].label)}
    </Badge>
  );
}

/**
 * /admin/approvals: pending events, changes to live events (field by field), and pending categories, tags,
 * languages, performers and venues with counts.
 */
export default function ApprovalsPage() {
  const [tab, setTab] = useState<Queue>('events');
  const translate = useTranslate();
  return (
    <Page>
      <PageHeader title={translate('app.menu.approvals')} subtitle={translate('app.approvals.subtitle')} />
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Tabs value={tab} onChange={(_, t) => setTab(t)} variant="scrollable" scrollButtons="auto">
          {QUEUES.map((q) => <Tab key={q} value={q} label={<QueueTab kind={q} />} data-testid={`tab-${q}`} sx={{ py: 2 }} />)}
        </Tabs>
      </Paper>
      <Box>
        <QueueTable kind={tab} />
      </Box>
    </Page>
  );
}
