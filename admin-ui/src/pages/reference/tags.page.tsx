import { ReferenceResourceList } from './reference-resource';

/** /admin/tags: add, rename, status, delete (undoable). */
export default function TagsPage() {
  return <ReferenceResourceList config={{ resource: 'tags', title: 'Tags', text: { createFailed: 'Failed to add tag', created: 'Tag added', renamed: 'Tag renamed' } }} />;
}
