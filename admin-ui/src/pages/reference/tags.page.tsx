import { Messages } from '@marketplace/shared-dto';
import { ReferenceList } from './reference-list';

/** /admin/tags: add and delete. */
export default function TagsPage() {
  return (
    <ReferenceList
      config={{
        resource: 'tags', title: 'Tags', singular: 'Tag', subtitle: 'Free labels that help buyers find events',
        text: { loadFailed: 'Failed to load tags', createFailed: 'Failed to add tag', created: 'Tag added', deleteFailed: Messages.deleteFailed },
      }}
    />
  );
}
