import { PageHeader } from '../../components/common';
import type { ReferenceKind } from '../../api/meta';

export default function ReferencePage({ kind }: { kind: ReferenceKind }) {
  return <PageHeader title={kind} />;
}
