import { PageHeader } from '../../components/common';

export default function VenuesListPage() {
  return <PageHeader title="VenuesListPage" />;
}
