import { PageHeader } from '../../components/common';

export default function EventDetailPage() {
  return <PageHeader title="EventDetailPage" />;
}
