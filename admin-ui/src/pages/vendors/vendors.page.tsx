import { Button, ButtonGroup, Typography } from '@mui/material';
import { useGetList, type RaRecord } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Messages, VENDOR_STATUSES, type VendorProfile, type VendorStatus } from '@marketplace/shared-dto';
import { formatPhone } from '../../components/format';
import { useAdminData } from '../../api/use-admin-data';
import { serverErrorOr } from '../../api/http.client';
import { Page, PageHeader } from '../../components/page-header';
import { DataTable } from '../../components/data-table';
import { ListStates } from '../../components/state-views';
import { StatusChip } from '../../components/status-chip';
import { useToast } from '../../components/toast';

type VendorRow = VendorProfile & RaRecord;
const ACTION: Record<VendorStatus, string> = { pending: 'Pending', approved: 'Approve', suspended: 'Suspend' };

function StatusButtons({ vendor }: { vendor: VendorRow }) {
  const data = useAdminData();
  const queryClient = useQueryClient();
  const toast = useToast();
  const change = useMutation({
    mutationFn: (status: VendorStatus) => data.setVendorStatus(vendor.id, status),
    onSuccess: (_, status) => {
      toast.success(`${vendor.companyName}: ${status}`);
      queryClient.invalidateQueries({ queryKey: ['vendors'] });
    },
    onError: (e) => toast.error(serverErrorOr(e, Messages.statusUpdateFailed)),
  });
  return (
    <ButtonGroup size="small" variant="outlined">
      {VENDOR_STATUSES.map((s) => (
        <Button key={s} disabled={vendor.status === s || change.isPending} onClick={() => change.mutate(s)} color={s === 'suspended' ? 'error' : s === 'approved' ? 'success' : 'inherit'}>
          {ACTION[s]}
        </Button>
      ))}
    </ButtonGroup>
  );
}

/** /admin/vendors: every organiser with its status; the button of the current status is disabled. */
export default function VendorsPage() {
  const { data, total, isPending, error } = useGetList<VendorRow>('vendors', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'createdAt', order: 'DESC' } });
  return (
    <Page>
      <PageHeader title="Vendors" subtitle={total !== undefined ? <span data-testid="vendor-total">{total} vendors in total</span> : undefined} />
      <ListStates isPending={isPending} error={error} items={data} errorMessage="❌ Failed to load vendors" emptyMessage="No vendors yet">
        {(rows) => (
          <DataTable
            testId="vendors-table"
            rows={rows}
            columns={[
              { label: 'Company', render: (v) => <Typography sx={{ fontWeight: 600 }}>{v.companyName}</Typography> },
              { label: 'Contact', render: (v) => v.contactName },
              { label: 'Email', render: (v) => v.email },
              { label: 'Phone', render: (v) => formatPhone(v.phone) },
              { label: 'Status', render: (v) => <StatusChip status={v.status} /> },
              { label: 'Actions', align: 'right', render: (v) => <StatusButtons vendor={v} /> },
            ]}
          />
        )}
      </ListStates>
    </Page>
  );
}
