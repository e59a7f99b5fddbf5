import { PageHeader } from '../../components/common';

export default function EventsListPage() {
  return <PageHeader title="EventsListPage" />;
}
