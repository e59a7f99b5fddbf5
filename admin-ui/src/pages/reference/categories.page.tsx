import { Messages } from '@marketplace/shared-dto';
import { ReferenceResourceList } from './reference-resource';

/** /admin/categories: search, add, inline rename, status badge, delete with confirmation. */
export default function CategoriesPage() {
  return (
    <ReferenceResourceList
      config={{
        resource: 'categories', title: 'Categories', confirmDelete: true, emptyNameToast: Messages.categoryNameRequired,
        text: { createFailed: Messages.createFailed, created: Messages.categoryCreated, renamed: Messages.categoryUpdated },
      }}
    />
  );
}
