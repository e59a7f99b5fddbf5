import { Messages } from '@marketplace/shared-dto';
import { ReferenceList } from './reference-list';

/** /admin/languages: add by name, delete with confirmation, refresh. */
export default function LanguagesPage() {
  return (
    <ReferenceList
      config={{
        resource: 'languages', title: 'Languages', singular: 'Language', subtitle: 'Languages events are performed or taught in', refresh: true,
        text: { loadFailed: 'Failed to load languages', createFailed: 'Failed to add language', created: 'Language added', deleteFailed: Messages.deleteFailed },
      }}
    />
  );
}
