import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { DeleteWithConfirmButton, useNotify, useTranslate, type Identifier } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { RecordLink } from './record-link';
import { errorText } from '@marketplace/shared-ui';

/** A row's Edit link (on the spec's path) and a Delete that asks first and leaves the list as it was (filters, page); the title is a catalogue key. */
export function EditDeleteActions({ editPath, confirmTitle }: { editPath: (id: Identifier) => string; confirmTitle: string }) {
  const translate = useTranslate();
  return (
    <>
      <RecordLink label={translate('ra.action.edit')} to={editPath}><EditOutlinedIcon fontSize="small" /></RecordLink>
      <DeleteWithConfirmButton label="" aria-label={translate('ra.action.delete')} confirmTitle={confirmTitle} mutationMode="pessimistic" redirect={false} />
    </>
  );
}

/** A form's save: the spec's success toast and back to the list; a failure shows the server's text, else the spec's (both catalogue keys). */
export function useSavedToList(listPath: string, success: string, failure: string) {
  const notify = useNotify();
  const navigate = useNavigate();
  const translate = useTranslate();
  return {
    onSuccess: () => { notify(success, { type: 'success' }); navigate(listPath); },
    onError: (error: unknown) => { const text = errorText(error, translate(failure)); notify(text, { type: 'error', messageArgs: { _: text } }); },
  };
}
