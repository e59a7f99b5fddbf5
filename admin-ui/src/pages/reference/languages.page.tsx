import { ReferenceResourceList } from './reference-resource';

/** /admin/languages: add by name, rename, status, delete with confirmation. */
export default function LanguagesPage() {
  return (
    <ReferenceResourceList
      config={{ resource: 'languages', title: 'Languages', confirmDelete: true, text: { createFailed: 'Failed to add language', created: 'Language added', renamed: 'Language renamed' } }}
    />
  );
}
