import { ReferenceResourceList } from './reference-resource';

/** /admin/tags: add, rename, status, delete (undoable). */
export default function TagsPage() {
  return <ReferenceResourceList config={{ resource: 'tags', title: 'app.menu.tags', text: { createFailed: 'app.reference.tags.createFailed', created: 'app.reference.tags.created', renamed: 'app.reference.tags.renamed' } }} />;
}
