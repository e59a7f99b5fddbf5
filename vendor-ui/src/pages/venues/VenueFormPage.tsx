import { PageHeader } from '../../components/common';

export default function VenueFormPage() {
  return <PageHeader title="VenueFormPage" />;
}
