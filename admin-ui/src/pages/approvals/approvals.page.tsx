import { useState, type ReactNode } from 'react';
import {
  Badge, Box, Button, Paper, Stack, Tab, Tabs, Typography, useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { META_KINDS, Messages, type EventRevisionView, type MetaKind } from '@marketplace/shared-dto';
import { errorText, fieldErrors, formatDate, formatDateTime, StatusChip } from '@marketplace/shared-ui';
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

const KIND_LABELS: Record<MetaKind, string> = { categories: 'Categories', tags: 'Tags', languages: 'Languages', performers: 'Performers', venues: 'Venues' };
const QUEUES: Queue[] = ['events', 'changes', ...META_KINDS];
const LABELS: Record<Queue, string> = { events: 'Events', changes: 'Changes', ...KIND_LABELS };
const SINGULAR: Record<Queue, string> = { events: 'Event', changes: 'Changes', categories: 'Category', tags: 'Tag', languages: 'Language', performers: 'Performer', venues: 'Venue' };

const ownerOf = (row: PendingRow) => {
  const o = row.vendor ?? row.owner;
  return o ? [o.company, o.name].filter(Boolean).join(' • ') : row.ownerName ?? 'Administrator';
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
  const [rejecting, setRejecting] = useState(false);
  const decide = useMutation({
    mutationFn: ({ status, reason }: { status: Decision; reason?: string }) =>
      kind === 'changes' ? data.decideRevision(row.id, status, reason) : data.moderate(kind, row.id, status, reason),
    onSuccess: (_, { status }) => {
      toast.success(`${SINGULAR[kind]} ${status}`);
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
      {isEvent && <Button size="small" component={Link} to={`/events/${row.id}`}>View</Button>}
      <Button size="small" variant="contained" color="success" disabled={decide.isPending} onClick={() => decide.mutate({ status: 'approved' })} data-testid="approve">
        Approve
      </Button>
      <Button size="small" variant="outlined" color="error" disabled={decide.isPending} onClick={() => { decide.reset(); setRejecting(true); }} data-testid="reject">
        Reject
      </Button>
      {rejecting && (
        <RejectDialog
          title={`Reject ${kind === 'changes' ? `the changes to ${row.title}` : (row.title ?? row.name)}?`}
          text={kind === 'changes' ? 'The live version stays on sale as it is.' : 'It will not be shown on the site.'}
          busy={decide.isPending} error={decide.error}
          onReject={(reason) => decide.mutate({ status: 'rejected', reason: reason || undefined })} onClose={() => setRejecting(false)}
        />
      )}
    </Stack>
  );
}

/** The administrator's field-by-field view of a revision, as the server computed it: old value → new value. */
function RevisionDiff({ revision }: { revision?: EventRevisionView | null }) {
  if (!revision?.changes.length) return <>-</>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} data-testid="revision-diff">
      {revision.changes.map((c) => (
        <Typography component="li" variant="body2" key={c.field} data-testid="revision-change" sx={{ py: 0.25, overflowWrap: 'anywhere' }}>
          <strong>{c.label}</strong>:{' '}
          <Box component="del" sx={{ color: 'text.secondary' }}>{c.from ?? '(none)'}</Box>
          {' → '}
          <Box component="ins" sx={{ textDecoration: 'none', fontWeight: 600 }}>{c.to ?? '(none)'}</Box>
        </Typography>
      ))}
    </Box>
  );
}

interface Column { label: string; render: (r: PendingRow) => ReactNode; align?: 'right' }

const COLUMNS: Record<'events' | 'changes' | 'meta', Column[]> = {
  events: [
    { label: 'Title', render: (r) => <strong>{r.title}</strong> },
    { label: 'Vendor', render: ownerOf },
    { label: 'Start', render: (r) => formatDateTime(r.startDate) },
    { label: 'Venue', render: venueOf },
    { label: 'Status', render: (r) => <StatusChip status={r.status} kind="event" /> },
  ],
  changes: [
    { label: 'Title', render: (r) => <strong>{r.title}</strong> },
    { label: 'Vendor', render: ownerOf },
    { label: 'Submitted', render: (r) => formatDateTime(r.pendingRevision?.submittedAt) },
    { label: 'Changes', render: (r) => <RevisionDiff revision={r.pendingRevision} /> },
  ],
  meta: [
    { label: 'Name', render: (r) => <strong>{r.name}</strong> },
    { label: 'Owner', render: ownerOf },
    { label: 'Submitted', render: (r) => formatDate(r.createdAt) },
  ],
};

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
  const noun = LABELS[kind].toLowerCase();
  if (isPending) return <LoadingState />;
  if (error) return <ErrorState message={`Failed to load ${noun}`} />;
  if (!data.data.length) return <EmptyState message={kind === 'changes' ? 'No changes to live events are waiting for approval.' : `Nothing is waiting for approval in ${noun}.`} />;
  const columns = COLUMNS[kind === 'events' || kind === 'changes' ? kind : 'meta'];
  if (small) return <QueueCards kind={kind} rows={data.data} columns={columns} />;
  return (
    <DataTable
      testId={`pending-${kind}`}
      rows={data.data}
      columns={[...columns, { label: 'Actions', align: 'right', render: (r) => <Decide kind={kind} row={r} /> }]}
    />
  );
}

function QueueTab({ kind }: { kind: Queue }) {
  const { data } = usePending(kind);
  return (
    <Badge badgeContent={data?.total ?? 0} color="primary" showZero sx={{ pr: 1.5 }} data-testid={`count-${kind}`}>
      {LABELS[kind]}
    </Badge>
  );
}

/**
 * /admin/approvals: pending events, changes to live events (field by field), and pending categories, tags,
 * languages, performers and venues with counts.
 */
export default function ApprovalsPage() {
  const [tab, setTab] = useState<Queue>('events');
  return (
    <Page>
      <PageHeader title="Approvals" subtitle="Events, changes to live events and reference data submitted by vendors, waiting for a decision" />
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
