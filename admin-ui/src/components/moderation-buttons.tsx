import { useState } from 'react';
import { Button, Confirm, useListContext, useNotify, useRefresh, useUnselectAll } from 'react-admin';
import CheckIcon from '@mui/icons-material/Check';
import BlockIcon from '@mui/icons-material/Block';
import { useMutation } from '@tanstack/react-query';
import { errorText } from '@marketplace/shared-ui';
import { useAdminData } from '../api/use-admin-data';
import type { Decision, ModerationKind } from '../api/admin.calls';

/** Approve or reject the selected rows of a moderated list (events and reference kinds). */
function BulkModerateButton({ kind, decision }: { kind: ModerationKind; decision: Decision }) {
  const { selectedIds, resource } = useListContext();
  const data = useAdminData();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const { mutate, isPending } = useMutation({
    mutationFn: () => Promise.all(selectedIds.map((id) => data.moderate(kind, id, decision))),
    onSuccess: () => {
      notify(decision === 'approved' ? 'Approved' : 'Rejected', { type: 'success', messageArgs: { _: decision === 'approved' ? 'Approved' : 'Rejected' } });
      unselectAll();
      refresh();
    },
    onError: (e) => notify(errorText(e, 'Failed to update status'), { type: 'error' }),
  });
  const [confirming, setConfirming] = useState(false);
  // Rejecting takes items off the site, so it asks first; approving does not.
  const start = () => (decision === 'rejected' ? setConfirming(true) : mutate());
  return (
    <>
      <Button label={decision === 'approved' ? 'Approve' : 'Reject'} disabled={isPending} onClick={start} data-testid={`bulk-${decision}`}>
        {decision === 'approved' ? <CheckIcon /> : <BlockIcon />}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title={`Reject ${selectedIds.length} item(s)?`}
        content="They will no longer be shown on the site."
        confirm="Reject"
        onConfirm={() => { setConfirming(false); mutate(); }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

export function BulkModerateButtons({ kind }: { kind: ModerationKind }) {
  return (
    <>
      <BulkModerateButton kind={kind} decision="approved" />
      <BulkModerateButton kind={kind} decision="rejected" />
    </>
  );
}
