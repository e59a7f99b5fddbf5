import { useState, type FormEvent } from 'react';
import { Button, IconButton, Stack, TextField, Tooltip } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  DataTable, DeleteButton, DeleteWithConfirmButton, ExportButton, SearchInput, SimpleList, TopToolbar, useCreate, useRecordContext, useRefresh,
  useTranslate, useUpdate, type RaRecord,
} from 'react-admin';
import type { ReferenceItem } from '@marketplace/shared-dto';
import { errorText, fieldErrors, StatusChip } from '@marketplace/shared-ui';
import { useAdminFormat } from '../../i18n/use-admin-format';
import { ResourceList } from '../../components/resource-list';
import { BulkModerateButtons, RowModerateButtons } from '../../components/moderation-buttons';
import { RowMenu } from '../../components/row-menu';
import { StatusField } from '../../components/status-field';
import { useToast } from '../../components/toast';

type Item = ReferenceItem & RaRecord;

/** The texts are catalogue keys. */
export interface ReferenceResourceConfig {
  resource: 'categories' | 'languages' | 'tags';
  title: string;
  /** Languages and categories ask first (spec section 2, with this title); tags delete at once with an Undo. */
  confirmDelete?: string;
  /** Categories answer an empty name with an info toast; the others disable Add instead. */
  emptyNameToast?: string;
  text: { createFailed: string; created: string; renamed: string };
}

/** Add by name; the server's refusal (a duplicate) is shown as it says it. */
function AddByName({ config }: { config: ReferenceResourceConfig }) {
  const [name, setName] = useState('');
  const [create, { isPending }] = useCreate();
  const refresh = useRefresh();
  const toast = useToast();
  const translate = useTranslate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return config.emptyNameToast && toast.info(translate(config.emptyNameToast));
    create(config.resource, { data: { name: name.trim() } }, {
      onSuccess: () => { toast.success(translate(config.text.created)); setName(''); refresh(); },
      onError: (error) => toast.error(errorText(error, translate(config.text.createFailed))),
    });
  };
  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ flexWrap: 'wrap' }}>
      <TextField size="small" label={translate('app.reference.name')} value={name} onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'new-name' } }} />
      <Button type="submit" variant="contained" disabled={(!config.emptyNameToast && !name.trim()) || isPending} data-testid="add">{translate('ra.action.add')}</Button>
    </Stack>
  );
}

/** The name cell: an edit button turns it into a field with Save and Cancel (an empty name does nothing); the server's refusal (a duplicate) shows at the field. */
function NameCell({ config }: { config: ReferenceResourceConfig }) {
  const item = useRecordContext<Item>();
  const [name, setName] = useState<string | null>(null);
  const [update, { isPending, error, reset }] = useUpdate();
  const toast = useToast();
  const translate = useTranslate();
  if (!item) return null;
  if (name === null) {
    return (
      <Stack direction="row" alignItems="center" spacing={0.5}>
        <span>{item.name}</span>
        <Tooltip title={translate('app.reference.rename')}>
          <IconButton aria-label={translate('app.reference.renameOne', { name: item.name })} size="small" onClick={(e) => { e.stopPropagation(); reset(); setName(item.name); }} data-testid="rename">
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    );
  }
  const save = () => {
    if (!name.trim()) return;
    update(config.resource, { id: item.id, data: { name: name.trim() }, previousData: item }, {
      mutationMode: 'pessimistic',
      onSuccess: () => { toast.success(translate(config.text.renamed)); setName(null); },
      onError: (e) => { if (!fieldErrors(e).name) toast.error(errorText(e, translate('app.reference.updateFailed'))); },
    });
  };
  const nameError = fieldErrors(error).name;
  return (
    <Stack direction="row" spacing={1} alignItems="center" onClick={(e) => e.stopPropagation()}>
      <TextField
        size="small" autoFocus value={name} onChange={(e) => setName(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && save()}
        error={!!nameError} helperText={nameError} slotProps={{ htmlInput: { 'data-testid': 'rename-input', 'aria-label': translate('app.reference.newName') }, formHelperText: { 'data-testid': 'rename-error' } as object }}
      />
      <Button size="small" variant="contained" onClick={save} disabled={isPending} data-testid="rename-save">{translate('ra.action.save')}</Button>
      <Button size="small" onClick={() => setName(null)}>{translate('ra.action.cancel')}</Button>
    </Stack>
  );
}

function DeleteItem({ config }: { config: ReferenceResourceConfig }) {
  return config.confirmDelete
    ? <DeleteWithConfirmButton mutationMode="pessimistic" confirmTitle={config.confirmDelete} data-testid="delete" />
    : <DeleteButton mutationMode="undoable" data-testid="delete" />;
}

/**
 * Categories, tags and languages on react-admin's <List>: sortable name, status badge (rejected items do
 * not look live), owner, date added, bulk approve/reject, and a delete that asks first or can be undone.
 */
export function ReferenceResourceList({ config }: { config: ReferenceResourceConfig }) {
  const translate = useTranslate();
  const format = useAdminFormat();
  return (
    <ResourceList
      title={config.title}
      sort={{ field: 'name', order: 'ASC' }}
      filters={[<SearchInput key="q" source="q" placeholder={translate('app.reference.search')} alwaysOn />]}
      actions={<TopToolbar sx={{ flexWrap: 'wrap', alignItems: 'center' }}><AddByName config={config} /><ExportButton /></TopToolbar>}
      small={
        <SimpleList<Item>
          primaryText={(r) => r.name} secondaryText={(r) => r.owner?.company ?? translate('app.reference.utsav')} tertiaryText={(r) => <StatusChip status={r.status ?? 'approved'} />}
          rightIcon={(r) => (
            <RowMenu label={r.name}>
              <NameCell config={config} />
              <RowModerateButtons kind={config.resource} />
              <DeleteItem config={config} />
            </RowMenu>
          )}
          rowClick={false}
        />
      }
    >
      <DataTable<Item> rowClick={false} bulkActionButtons={<BulkModerateButtons kind={config.resource} />} data-testid="reference-table">
        <DataTable.Col source="name" label="app.reference.name"><NameCell config={config} /></DataTable.Col>
        <DataTable.Col source="status" label="app.common.status"><StatusField /></DataTable.Col>
        <DataTable.Col source="owner" label="app.reference.owner" disableSort render={(r) => r.owner?.company ?? r.owner?.name ?? translate('app.reference.utsav')} />
        <DataTable.Col source="createdAt" label="app.reference.added" render={(r) => format.dateTime(r.createdAt)} />
        <DataTable.Col label="app.common.actions" align="right" sx={{ whiteSpace: 'nowrap' }}>
          <RowModerateButtons kind={config.resource} />
          <DeleteItem config={config} />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
