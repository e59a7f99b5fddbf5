import { useState } from 'react';
import { Badge, Box, Button, Paper, Stack, Tab, Tabs } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { META_KINDS, Messages, type MetaKind } from '@marketplace/shared-dto';
import { errorText, formatDate, formatDateTime, StatusChip } from '@marketplace/shared-ui';
import { useAdminData } from '../../api/use-admin-data';
import { Page, PageHeader } from '../../components/page-header';
import { DataTable } from '../../components/data-table';
import { EmptyState, ErrorState, LoadingState } from '../../components/state-views';
import { useToast } from '../../components/toast';

type Queue = 'events' | MetaKind;
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
}

const KIND_LABELS: Record<MetaKind, string> = { categories: 'Categories', tags: 'Tags', languages: 'Languages', performers: 'Performers', venues: 'Venues' };
const QUEUES: Queue[] = ['events', ...META_KINDS];
const SINGULAR: Record<Queue, string> = { events: 'Event', categories: 'Category', tags: 'Tag', languages: 'Language', performers: 'Performer', venues: 'Venue' };

const ownerOf = (row: PendingRow) => {
  const o = row.vendor ?? row.owner;
  return o ? [o.company, o.name].filter(Boolean).join(' • ') : row.ownerName ?? 'Administrator';
};

function usePending(kind: Queue) {
  const data = useAdminData();
  return useQuery({ queryKey: ['pending', kind], queryFn: async () => (await data.pending(kind)) as unknown as { data: PendingRow[]; total: number } });
}

function Decide({ kind, row }: { kind: Queue; row: PendingRow }) {
  const data = useAdminData();
  const queryClient = useQueryClient();
  const toast = useToast();
  const decide = useMutation({
    mutationFn: (status: Decision) => data.moderate(kind, row.id, status),
    onSuccess: (_, status) => {
      toast.success(`${SINGULAR[kind]} ${status}`);
      queryClient.invalidateQueries({ queryKey: ['pending', kind] });
      queryClient.invalidateQueries({ queryKey: ['pending-count'] });
      queryClient.invalidateQueries({ queryKey: [kind] });
    },
    onError: (e) => toast.error(errorText(e, Messages.statusUpdateFailed)),
  });
  return (
    <Stack direction="row" spacing={1} justifyContent="flex-end">
      {kind === 'events' && <Button size="small" component={Link} to={`/events/${row.id}`}>View</Button>}
      <Button size="small" variant="contained" color="success" disabled={decide.isPending} onClick={() => decide.mutate('approved')} data-testid="approve">
        Approve
      </Button>
      <Button size="small" variant="outlined" color="error" disabled={decide.isPending} onClick={() => decide.mutate('rejected')} data-testid="reject">
        Reject
      </Button>
    </Stack>
  );
}

function QueueTable({ kind }: { kind: Queue }) {
  const { data, isPending, error } = usePending(kind);
  if (isPending) return <LoadingState />;
  if (error) return <ErrorState message={kind === 'events' ? 'Failed to load events' : `Failed to load ${KIND_LABELS[kind as MetaKind].toLowerCase()}`} />;
  if (!data.data.length) return <EmptyState message={`Nothing is waiting for approval in ${kind === 'events' ? 'events' : KIND_LABELS[kind as MetaKind].toLowerCase()}.`} />;
  if (kind === 'events') {
    return (
      <DataTable
        testId="pending-events"
        rows={data.data}
        columns={[
          { label: 'Title', render: (r) => <strong>{r.title}</strong> },
          { label: 'Vendor', render: ownerOf },
          { label: 'Start', render: (r) => formatDateTime(r.startDate) },
          { label: 'Venue', render: (r) => (typeof r.venue === 'string' ? r.venue : r.venue?.name) ?? '-' },
          { label: 'Status', render: (r) => <StatusChip status={r.status} kind="admin-event" /> },
          { label: 'Actions', align: 'right', render: (r) => <Decide kind={kind} row={r} /> },
        ]}
      />
    );
  }
  return (
    <DataTable
      testId={`pending-${kind}`}
      rows={data.data}
      columns={[
        { label: 'Name', render: (r) => <strong>{r.name}</strong> },
        { label: 'Owner', render: ownerOf },
        { label: 'Submitted', render: (r) => formatDate(r.createdAt) },
        { label: 'Actions', align: 'right', render: (r) => <Decide kind={kind} row={r} /> },
      ]}
    />
  );
}

function QueueTab({ kind }: { kind: Queue }) {
  const { data } = usePending(kind);
  const label = kind === 'events' ? 'Events' : KIND_LABELS[kind];
  return (
    <Badge badgeContent={data?.total ?? 0} color="primary" showZero sx={{ pr: 1.5 }} data-testid={`count-${kind}`}>
      {label}
    </Badge>
  );
}

/** /admin/approvals: pending events, and pending categories, tags, languages, performers and venues with counts. */
export default function ApprovalsPage() {
  const [tab, setTab] = useState<Queue>('events');
  return (
    <Page>
      <PageHeader title="Approvals" subtitle="Events and reference data submitted by vendors, waiting for a decision" />
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
