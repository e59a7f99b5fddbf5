import { useState, type FormEvent } from 'react';
import {
  Button, IconButton, InputAdornment, List, ListItem, ListItemText, Paper, Stack, TextField, Tooltip,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Confirm, useCreate, useDelete, useGetList, useUpdate, type RaRecord } from 'react-admin';
import { Messages, type ReferenceItem } from '@marketplace/shared-dto';
import { isApiError, StatusChip } from '@marketplace/shared-ui';
import { Page, PageHeader } from '../../components/page-header';
import { ListStates } from '../../components/state-views';
import { useToast } from '../../components/toast';

type Item = ReferenceItem & RaRecord;

/** What differs between the categories, languages and tags screens: features and the spec's words. */
export interface ReferenceConfig {
  resource: 'categories' | 'languages' | 'tags';
  title: string;
  singular: string;
  subtitle: string;
  search?: boolean;
  rename?: boolean;
  showStatus?: boolean;
  refresh?: boolean;
  /** Categories answer an empty name with an info toast; the others disable Add instead. */
  emptyNameToast?: string;
  text: {
    loadFailed: string;
    createFailed: string;
    created: string;
    deleteFailed: string;
    exists?: string;
    renameExists?: string;
  };
}

function Row({ item, config, onDelete }: { item: Item; config: ReferenceConfig; onDelete: (item: Item) => void }) {
  const [name, setName] = useState<string | null>(null);
  const [update, { isPending }] = useUpdate();
  const toast = useToast();
  const save = () => {
    const trimmed = (name ?? '').trim();
    if (!trimmed) return; // renaming to an empty name does nothing (spec section 5)
    update(config.resource, { id: item.id, data: { name: trimmed }, previousData: item }, {
      mutationMode: 'pessimistic',
      onSuccess: () => { toast.success(Messages.categoryUpdated); setName(null); },
      onError: (e) => toast.error(isApiError(e, 409) && config.text.renameExists ? config.text.renameExists : Messages.updateFailed),
    });
  };
  if (name !== null) {
    return (
      <ListItem divider data-testid="reference-row">
        <Stack direction="row" spacing={1} sx={{ width: '100%' }}>
          <TextField autoFocus value={name} onChange={(e) => setName(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && save()} slotProps={{ htmlInput: { 'data-testid': 'rename-input', 'aria-label': 'New name' } }} />
          <Button variant="contained" onClick={save} disabled={isPending} data-testid="rename-save">Save</Button>
          <Button onClick={() => setName(null)}>Cancel</Button>
        </Stack>
      </ListItem>
    );
  }
  return (
    <ListItem
      divider
      data-testid="reference-row"
      secondaryAction={
        <Stack direction="row" spacing={0.5} alignItems="center">
          {config.showStatus && <StatusChip status={item.status ?? 'approved'} />}
          {config.rename && (
            <Tooltip title="Rename">
              <IconButton aria-label="Rename" onClick={() => setName(item.name)}><EditOutlinedIcon fontSize="small" /></IconButton>
            </Tooltip>
          )}
          <Tooltip title="Delete">
            <IconButton aria-label="Delete" color="error" onClick={() => onDelete(item)}><DeleteOutlineIcon fontSize="small" /></IconButton>
          </Tooltip>
        </Stack>
      }
    >
      <ListItemText primary={item.name} secondary={item.source === 'vendor' && item.owner ? `Proposed by ${item.owner.company}` : undefined} />
    </ListItem>
  );
}

/** Categories, languages and tags: one list screen with add, delete and (categories) search and rename. */
export function ReferenceList({ config }: { config: ReferenceConfig }) {
  const [search, setSearch] = useState('');
  const [newName, setNewName] = useState('');
  const [toDelete, setToDelete] = useState<Item | null>(null);
  const toast = useToast();
  const { data, isPending, error, refetch } = useGetList<Item>(config.resource, { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } });
  const [create, { isPending: creating }] = useCreate();
  const [deleteOne, { isPending: deleting }] = useDelete();

  const add = (e: FormEvent) => {
    e.preventDefault();
    const name = newName.trim();
    if (!name) {
      if (config.emptyNameToast) toast.info(config.emptyNameToast);
      return;
    }
    create(config.resource, { data: { name } }, {
      onSuccess: () => { toast.success(config.text.created); setNewName(''); },
      onError: (e) => toast.error(isApiError(e, 409) && config.text.exists ? config.text.exists : config.text.createFailed),
    });
  };
  const confirmDelete = () =>
    toDelete &&
    deleteOne(config.resource, { id: toDelete.id, previousData: toDelete }, {
      mutationMode: 'pessimistic',
      onSuccess: () => toast.success(Messages.deleted),
      onError: () => toast.error(config.text.deleteFailed),
      onSettled: () => setToDelete(null),
    });

  const needle = search.trim().toLowerCase();
  const rows = (data ?? []).filter((item) => !needle || item.name.toLowerCase().includes(needle));
  return (
    <Page>
      <PageHeader
        title={config.title}
        subtitle={config.subtitle}
        actions={config.refresh && <Button startIcon={<RefreshIcon />} onClick={() => refetch()}>Refresh</Button>}
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Stack component="form" onSubmit={add} direction="row" spacing={1} sx={{ flex: 1 }}>
            <TextField placeholder={`New ${config.singular.toLowerCase()} name`} value={newName} onChange={(e) => setNewName(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'new-name', 'aria-label': `New ${config.singular.toLowerCase()} name` } }} />
            <Button type="submit" variant="contained" disabled={creating || (!config.emptyNameToast && !newName.trim())} data-testid="add">
              Add
            </Button>
          </Stack>
          {config.search && (
            <TextField placeholder={`Search ${config.title.toLowerCase()}…`} value={search} onChange={(e) => setSearch(e.target.value)} sx={{ flex: 1 }} slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }} />
          )}
        </Stack>
      </Paper>
      <ListStates isPending={isPending} error={error} items={rows} errorMessage={config.text.loadFailed} emptyMessage={needle ? `No ${config.title.toLowerCase()} match “${search.trim()}”` : `No ${config.title.toLowerCase()} yet`}>
        {(items) => (
          <Paper variant="outlined">
            <List disablePadding data-testid="reference-list">
              {items.map((item) => <Row key={item.id} item={item} config={config} onDelete={setToDelete} />)}
            </List>
          </Paper>
        )}
      </ListStates>
      <Confirm
        isOpen={!!toDelete}
        loading={deleting}
        title={`Delete this ${config.singular.toLowerCase()}?`}
        content={toDelete?.name ?? ''}
        confirm="Delete"
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Page>
  );
}
