import { useLocaleState, useRecordContext } from 'react-admin';
import { StatusChip, type StatusKind } from '@marketplace/shared-ui';

/** The status badge of the record in context (a <DataTable> cell or a <SimpleList> line). */
export function StatusField({ source = 'status', kind = 'plain' }: { source?: string; kind?: StatusKind }) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  // Reference items without a status are approved (admin spec section 3).
  return <StatusChip status={(record?.[source] as string | undefined) ?? 'approved'} kind={kind} locale={locale === 'hi' ? 'hi' : 'en'} />;
}
