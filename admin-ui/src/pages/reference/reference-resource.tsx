import { useState, type FormEvent } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { DataTable, DeleteButton, DeleteWithConfirmButton, SearchInput, SimpleList, TopToolbar, ExportButton, useCreate, useRefresh, type RaRecord } from 'react-admin';
import type { ReferenceItem } from '@marketplace/shared-dto';
import { errorText, formatDateTime, StatusChip } from '@marketplace/shared-ui';
import { ResourceList } from '../../components/resource-list';
import { BulkModerateButtons } from '../../components/moderation-buttons';
import { StatusField } from '../../components/status-field';
import { useToast } from '../../components/toast';

type Item = ReferenceItem & RaRecord;

export interface ReferenceResourceConfig {
  resource: 'languages' | 'tags';
  title: string;
  /** Languages ask first (spec section 2); tags delete at once with an Undo. */
  confirmDelete?: boolean;
  text: { createFailed: string; created: string };
}

/** Add by name: Add is disabled while the trimmed name is empty; the server's refusal (a duplicate) is shown as it says it. */
function AddByName({ config }: { config: ReferenceResourceConfig }) {
  const [name, setName] = useState('');
  const [create, { isPending }] = useCreate();
  const refresh = useRefresh();
  const toast = useToast();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create(config.resource, { data: { name: name.trim() } }, {
      onSuccess: () => { toast.success(config.text.created); setName(''); refresh(); },
      onError: (error) => toast.error(errorText(error, config.text.createFailed)),
    });
  };
  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ flexWrap: 'wrap' }}>
      <TextField size="small" label="Name" value={name} onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'new-name' } }} />
      <Button type="submit" variant="contained" disabled={!name.trim() || isPending} data-testid="add">Add</Button>
    </Stack>
  );
}

/**
 * Tags and languages on react-admin's <List>: name, status badge (rejected items do not look live), owner,
 * bulk approve/reject, and a delete the administrator can undo.
 */
export function ReferenceResourceList({ config }: { config: ReferenceResourceConfig }) {
  return (
    <ResourceList
      title={config.title}
      sort={{ field: 'name', order: 'ASC' }}
      filters={[<SearchInput key="q" source="q" placeholder="Search by name" alwaysOn />]}
      actions={<TopToolbar sx={{ flexWrap: 'wrap', alignItems: 'center' }}><AddByName config={config} /><ExportButton /></TopToolbar>}
      small={<SimpleList<Item> primaryText={(r) => r.name} tertiaryText={(r) => <StatusChip status={r.status ?? 'approved'} />} rowClick={false} />}
    >
      <DataTable<Item> rowClick={false} bulkActionButtons={<BulkModerateButtons kind={config.resource} />} data-testid="reference-table">
        <DataTable.Col source="name" label="Name" disableSort />
        <DataTable.Col source="status" label="Status" disableSort><StatusField /></DataTable.Col>
        <DataTable.Col source="owner" label="Owner" disableSort render={(r) => r.owner?.company ?? r.owner?.name ?? 'Utsav'} />
        <DataTable.Col source="createdAt" label="Added" disableSort render={(r) => formatDateTime(r.createdAt)} />
        <DataTable.Col label="Actions" align="right">
          {config.confirmDelete
            ? <DeleteWithConfirmButton mutationMode="pessimistic" confirmTitle={`Delete this ${config.title.toLowerCase().replace(/s$/, '')}?`} data-testid="delete" />
            : <DeleteButton mutationMode="undoable" data-testid="delete" />}
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
