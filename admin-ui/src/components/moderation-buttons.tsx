import { useState } from 'react';
import { Button, useListContext, useNotify, useRecordContext, useRefresh, useUnselectAll, type Identifier } from 'react-admin';
import CheckIcon from '@mui/icons-material/Check';
import BlockIcon from '@mui/icons-material/Block';
import { useMutation } from '@tanstack/react-query';
import { errorText, fieldErrors } from '@marketplace/shared-ui';
import { useAdminData } from '../api/use-admin-data';
import type { Decision, ModerationKind } from '../api/admin.calls';
import { RejectDialog } from './reject-dialog';

/** Approve or reject the given rows of a moderated list (events and reference kinds); rejecting asks first and takes an optional reason, sent with each. */
function ModerateButton({ kind, decision, ids, onDone, testId }: { kind: ModerationKind; decision: Decision; ids: Identifier[]; onDone?: () => void; testId: string }) {
  const data = useAdminData();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending, error, reset } = useMutation({
    mutationFn: (reason?: string) => Promise.all(ids.map((id) => data.moderate(kind, id, decision, reason))),
    onSuccess: () => {
      notify(decision === 'approved' ? 'Approved' : 'Rejected', { type: 'success', messageArgs: { _: decision === 'approved' ? 'Approved' : 'Rejected' } });
      setConfirming(false);
      onDone?.();
      refresh();
    },
    onError: (e) => { if (!fieldErrors(e).reason) notify(errorText(e, 'Failed to update status'), { type: 'error' }); },
  });
  // Rejecting takes items off the site, so it asks first; approving does not.
  const start = () => (decision === 'rejected' ? (reset(), setConfirming(true)) : mutate(undefined));
  return (
    <>
      <Button label={decision === 'approved' ? 'Approve' : 'Reject'} disabled={isPending} onClick={start} data-testid={testId}>
        {decision === 'approved' ? <CheckIcon /> : <BlockIcon />}
      </Button>
      {confirming && (
        <RejectDialog
          title={ids.length === 1 ? 'Reject this item?' : `Reject ${ids.length} items?`}
          text={ids.length === 1 ? 'It will no longer be shown on the site.' : 'They will no longer be shown on the site.'}
          busy={isPending} error={error}
          onReject={(reason) => mutate(reason || undefined)} onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}

function BulkModerateButton({ kind, decision }: { kind: ModerationKind; decision: Decision }) {
  const { selectedIds, resource } = useListContext();
  const unselectAll = useUnselectAll(resource);
  return <ModerateButton kind={kind} decision={decision} ids={selectedIds} onDone={unselectAll} testId={`bulk-${decision}`} />;
}

export function BulkModerateButtons({ kind }: { kind: ModerationKind }) {
  return (
    <>
      <BulkModerateButton kind={kind} decision="approved" />
      <BulkModerateButton kind={kind} decision="rejected" />
    </>
  );
}

/** Approve and Reject for the record in context (a row's menu on small screens, where there is no selection); the current status is not offered. */
export function RowModerateButtons({ kind }: { kind: ModerationKind }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <>
      {record.status !== 'approved' && <ModerateButton kind={kind} decision="approved" ids={[record.id]} testId="row-approve" />}
      {record.status !== 'rejected' && <ModerateButton kind={kind} decision="rejected" ids={[record.id]} testId="row-reject" />}
    </>
  );
}
