import { ReferenceResourceList } from './reference-resource';

/** /admin/categories: search, add, inline rename, status badge, delete with confirmation. */
export default function CategoriesPage() {
  return (
    <ReferenceResourceList
      config={{
        resource: 'categories', title: 'app.menu.categories', confirmDelete: 'app.reference.categories.deleteOne', emptyNameToast: 'app.reference.categories.nameRequired',
        text: { createFailed: 'app.reference.categories.createFailed', created: 'app.reference.categories.created', renamed: 'app.reference.categories.renamed' },
      }}
    />
  );
}
