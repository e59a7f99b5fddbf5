import { Messages } from '@marketplace/shared-dto';
import { ReferenceList } from './reference-list';

/** /admin/categories: search, add, inline rename, delete with confirmation, status badge. */
export default function CategoriesPage() {
  return (
    <ReferenceList
      config={{
        resource: 'categories', title: 'Categories', singular: 'Category', subtitle: 'How events are grouped on the public site',
        search: true, rename: true, showStatus: true, emptyNameToast: Messages.categoryNameRequired,
        text: {
          loadFailed: 'Failed to load categories', createFailed: Messages.createFailed, created: Messages.categoryCreated,
          deleteFailed: 'Delete failed', exists: Messages.categoryExists, renameExists: Messages.categoryRenameExists,
        },
      }}
    />
  );
}
