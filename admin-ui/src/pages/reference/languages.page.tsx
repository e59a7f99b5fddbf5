import { ReferenceResourceList } from './reference-resource';

/** /admin/languages: add by name, rename, status, delete with confirmation. */
export default function LanguagesPage() {
  return (
    <ReferenceResourceList
      config={{
        resource: 'languages', title: 'app.menu.languages', confirmDelete: 'app.reference.languages.deleteOne',
        text: { createFailed: 'app.reference.languages.createFailed', created: 'app.reference.languages.created', renamed: 'app.reference.languages.renamed' },
      }}
    />
  );
}
