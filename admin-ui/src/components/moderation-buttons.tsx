import { useState } from 'react';
import { Button, useListContext, useNotify, useRecordContext, useRefresh, useTranslate, useUnselectAll, type Identifier } from 'react-admin';
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
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending, error, reset } = useMutation({
    mutationFn: (reason?: string) => Promise.all(ids.map((id) => data.moderate(kind, id, decision, reason))),
    onSuccess: () => {
      notify(decision === 'approved' ? 'app.moderation.approved' : 'app.moderation.rejected', { type: 'success' });
      setConfirming(false);
      onDone?.();
      refresh();
    },
    onError: (e) => { if (!fieldErrors(e).reason) notify(errorText(e, translate('app.moderation.failed')), { type: 'error', messageArgs: { _: errorText(e, translate('app.moderation.failed')) } }); },
  });
  // Rejecting takes items off the site, so it asks first; approving does not.
  const start = () => (decision === 'rejected' ? (reset(), setConfirming(true)) : mutate(undefined));
  return (
    <>
      <Button label={decision === 'approved' ? 'app.moderation.approve' : 'app.moderation.reject'} disabled={isPending} onClick={start} data-testid={testId}>
        {decision === 'approved' ? <CheckIcon /> : <BlockIcon />}
      </Button>
      {confirming && (
        <RejectDialog
          title={translate('app.moderation.rejectTitle', { smart_count: ids.length })}
          text={translate('app.moderation.rejectText', { smart_count: ids.length })}
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
