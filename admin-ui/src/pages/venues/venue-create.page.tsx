import { Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Create, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DEFAULT_COUNTRY } from '@marketplace/shared-dto';
import { VenueForm, venueBody } from './venue-form';

/** /admin/venues/add: on success, on to the new venue's edit page (for its images), else back to the list. */
export default function VenueCreatePage() {
  const translate = useTranslate();
  return (
    <Create
      title="app.venues.add"
      resource="venues"
      redirect={(_resource, id) => (id ? `venues/edit/${id}` : 'venues')}
      transform={venueBody}
      record={{ country: DEFAULT_COUNTRY }}
      actions={<Button startIcon={<ArrowBackIcon />} component={Link} to="/venues" sx={{ alignSelf: 'flex-start', mb: 1 }}>{translate('ra.action.back')}</Button>}
      sx={{ minWidth: 0 }}
    >
      <VenueForm />
    </Create>
  );
}
