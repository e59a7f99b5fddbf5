import { PageHeader } from '../../components/common';

export default function TicketsPage() {
  return <PageHeader title="TicketsPage" />;
}
