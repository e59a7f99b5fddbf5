import { PageHeader } from '../../components/common';

export default function EventFormPage() {
  return <PageHeader title="EventFormPage" />;
}
