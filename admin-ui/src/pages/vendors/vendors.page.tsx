import { useState } from 'react';
import { Button, ButtonGroup, Stack } from '@mui/material';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Confirm, DataTable, SearchInput, SelectInput, SimpleList, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { Messages, VENDOR_STATUSES, type VendorProfile, type VendorStatus } from '@marketplace/shared-dto';
import { errorText, formatPhone, StatusChip, statusText } from '@marketplace/shared-ui';
import { useAdminData } from '../../api/use-admin-data';
import { ResourceList } from '../../components/resource-list';
import { ListActions } from '../../components/list-actions';
import { RowMenu } from '../../components/row-menu';
import { StatusField } from '../../components/status-field';
import { RecordLink } from '../../components/record-link';
import { useToast } from '../../components/toast';

type VendorRow = VendorProfile & RaRecord;
const ACTION: Record<VendorStatus, string> = { pending: 'app.vendors.pending', approved: 'app.vendors.approve', suspended: 'app.vendors.suspend' };

/** The three statuses; the current one is disabled, and Suspend asks first (the vendor is locked out at once). */
function StatusButtons() {
  const vendor = useRecordContext<VendorRow>();
  const data = useAdminData();
  const refresh = useRefresh();
  const toast = useToast();
  const translate = useTranslate();
  const [suspending, setSuspending] = useState(false);
  const change = useMutation({
    mutationFn: (status: VendorStatus) => data.setVendorStatus(vendor!.id, status),
    onSuccess: (_, status) => {
      toast.success(`${vendor!.companyName}: ${statusText(status)}`);
      refresh();
    },
    onError: (e) => toast.error(errorText(e, Messages.statusUpdateFailed)),
    onSettled: () => setSuspending(false),
  });
  if (!vendor) return null;
  return (
    <>
      <ButtonGroup size="small" variant="outlined">
        {VENDOR_STATUSES.map((s) => (
          <Button
            key={s} disabled={vendor.status === s || change.isPending} data-testid={`vendor-${s}`}
            onClick={() => (s === 'suspended' ? setSuspending(true) : change.mutate(s))}
            color={s === 'suspended' ? 'error' : s === 'approved' ? 'success' : 'inherit'}
          >
            {translate(ACTION[s])}
          </Button>
        ))}
      </ButtonGroup>
      <Confirm
        isOpen={suspending}
        loading={change.isPending}
        title="app.vendors.suspendTitle"
        translateOptions={{ name: vendor.companyName }}
        content="app.vendors.suspendText"
        confirm="app.vendors.suspend"
        onConfirm={() => change.mutate('suspended')}
        onClose={() => setSuspending(false)}
      />
    </>
  );
}

/** A row's actions: the vendor's business and tax details, and its status. */
function VendorActions() {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
      <RecordLink label={translate('app.vendors.businessTax')} to={(id) => `/vendors/edit/${id}`}><ReceiptLongOutlinedIcon fontSize="small" /></RecordLink>
      <StatusButtons />
    </Stack>
  );
}

/** /admin/vendors: every organiser with its status and the total; sortable, filterable, exportable. */
export default function VendorList() {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" placeholder={translate('app.vendors.search')} alwaysOn />,
    <SelectInput key="status" source="status" choices={VENDOR_STATUSES.map((s) => ({ id: s, name: statusText(s) }))} translateChoice={false} emptyText="app.events.allStatuses" alwaysOn />,
  ];
  return (
    <ResourceList
      title="app.menu.vendors"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={<ListActions />}
      small={
        <SimpleList<VendorRow>
          primaryText={(v) => v.companyName}
          secondaryText={(v) => `${v.contactName} • ${v.email} • ${formatPhone(v.phone)}`}
          tertiaryText={(v) => <StatusChip status={v.status} />}
          rightIcon={(v) => <RowMenu label={v.companyName}><VendorActions /></RowMenu>}
          rowClick={false}
        />
      }
    >
      <DataTable<VendorRow> rowClick={false} bulkActionButtons={false} data-testid="vendors-table">
        <DataTable.Col source="companyName" sx={{ fontWeight: 600 }} />
        <DataTable.Col source="contactName" />
        <DataTable.Col source="email" />
        <DataTable.Col source="phone" disableSort render={(v) => formatPhone(v.phone)} />
        <DataTable.Col source="status"><StatusField /></DataTable.Col>
        <DataTable.Col label="app.common.actions" align="right"><VendorActions /></DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
