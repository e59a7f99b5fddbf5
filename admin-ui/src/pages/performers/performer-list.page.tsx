import { useState } from 'react';
import { Avatar, Box, Button, Chip, IconButton, InputAdornment, Link as MuiLink, MenuItem, Paper, Stack, TextField, Tooltip } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Confirm, useDelete, useGetList, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { Messages, PERFORMERS_LIST_LIMIT, PERFORMER_CATEGORIES, SEARCH_DEBOUNCE_MS, type Performer } from '@marketplace/shared-dto';
import { assetUrl, useDebounced } from '@marketplace/shared-ui';
import { Page, PageHeader } from '../../components/page-header';
import { DataTable } from '../../components/data-table';
import { ListStates } from '../../components/state-views';
import { RequireToken } from '../../components/require-token';
import { useToast } from '../../components/toast';

type PerformerRow = Performer & RaRecord;

function Socials({ p }: { p: PerformerRow }) {
  const links = Object.entries(p.socialMedia ?? {}).filter(([, url]) => url);
  if (!links.length) return <>-</>;
  return (
    <Stack direction="row" spacing={1}>
      {links.map(([name, url]) => <MuiLink key={name} href={url} target="_blank" rel="noreferrer" sx={{ textTransform: 'capitalize' }}>{name}</MuiLink>)}
    </Stack>
  );
}

function PerformerList() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [toDelete, setToDelete] = useState<PerformerRow | null>(null);
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const toast = useToast();
  const { data, total, isPending, error } = useGetList<PerformerRow>('performers', {
    pagination: { page: 1, perPage: PERFORMERS_LIST_LIMIT },
    sort: { field: 'sortOrder', order: 'ASC' },
    filter: { q: q || undefined, category: category || undefined },
  });
  const [deleteOne, { isPending: deleting }] = useDelete();
  const remove = () =>
    toDelete &&
    deleteOne('performers', { id: toDelete.id, previousData: toDelete }, {
      mutationMode: 'pessimistic',
      onSuccess: () => toast.success(Messages.performerDeleted),
      onError: () => toast.error('Failed to delete performer'),
      onSettled: () => setToDelete(null),
    });
  return (
    <Page>
      <PageHeader title="Performers" subtitle={total !== undefined ? `${total} performers` : undefined} actions={<Button variant="contained" component={Link} to="/performers/add">+ Add Performer</Button>} />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField placeholder="Search by name or bio…" value={search} onChange={(e) => setSearch(e.target.value)} slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }} />
          <TextField select label="Category" value={category} onChange={(e) => setCategory(e.target.value)} sx={{ minWidth: 200, maxWidth: { sm: 240 } }}>
            <MenuItem value="">All categories</MenuItem>
            {PERFORMER_CATEGORIES.map((c) => <MenuItem key={c} value={c} sx={{ textTransform: 'capitalize' }}>{c}</MenuItem>)}
          </TextField>
        </Stack>
      </Paper>
      <ListStates isPending={isPending} error={error} items={data} errorMessage="Failed to fetch performers" emptyMessage="No performers found">
        {(rows) => (
          <DataTable
            testId="performers-table"
            rows={rows}
            columns={[
              {
                label: 'Performer',
                render: (p) => (
                  <Stack direction="row" spacing={1.5} alignItems="center">
                    <Avatar src={assetUrl(p.profileImage ?? p.photo) || undefined} alt={p.name}>{p.name.charAt(0)}</Avatar>
                    <Box>
                      <strong>{p.name}</strong>
                      <Box sx={{ color: 'text.secondary', fontSize: 13, maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{p.bio}</Box>
                    </Box>
                  </Stack>
                ),
              },
              { label: 'Category', render: (p) => <Chip size="small" label={p.category} sx={{ textTransform: 'capitalize' }} /> },
              { label: 'Social', render: (p) => <Socials p={p} /> },
              { label: 'Active', render: (p) => <Chip size="small" label={p.isActive ? 'Active' : 'Inactive'} color={p.isActive ? 'success' : 'default'} /> },
              {
                label: 'Actions',
                align: 'right',
                render: (p) => (
                  <>
                    <Tooltip title="Edit"><IconButton aria-label="Edit" component={Link} to={`/performers/edit/${p.id}`} size="small"><EditOutlinedIcon fontSize="small" /></IconButton></Tooltip>
                    <Tooltip title="Delete"><IconButton aria-label="Delete" size="small" color="error" onClick={() => setToDelete(p)}><DeleteOutlineIcon fontSize="small" /></IconButton></Tooltip>
                  </>
                ),
              },
            ]}
          />
        )}
      </ListStates>
      <Confirm isOpen={!!toDelete} loading={deleting} title="Delete this performer?" content={toDelete?.name ?? ''} confirm="Delete" onConfirm={remove} onClose={() => setToDelete(null)} />
    </Page>
  );
}

/** /admin/performers: search by name or bio, category filter, add, edit, delete. */
export default function PerformerListPage() {
  return <RequireToken><PerformerList /></RequireToken>;
}
