import { Button, Card, CardContent } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useCreate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { Messages } from '@marketplace/shared-dto';
import { errorText } from '@marketplace/shared-ui';
import { Page, PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { detailsOf, VenueForm, venueBody } from './venue-form';

/** /admin/venues/add: on success, on to the new venue's edit page (for its images), else back to the list. */
export default function VenueAddPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const [create, { isPending, error }] = useCreate();
  return (
    <Page>
      <PageHeader title="Add Venue" actions={<Button startIcon={<ArrowBackIcon />} component={Link} to="/venues">Back</Button>} />
      <Card>
        <CardContent>
          <VenueForm
            initial={{ ...detailsOf(), country: 'India' }}
            submitLabel="Create Venue"
            busy={isPending}
            error={error ? errorText(error, Messages.createFailed) : undefined}
            onSubmit={(details) =>
              create('venues', { data: venueBody(details) }, {
                onSuccess: (venue) => {
                  toast.success(Messages.detailsSaved);
                  navigate(venue?.id ? `/venues/edit/${venue.id}` : '/venues');
                },
              })
            }
          />
        </CardContent>
      </Card>
    </Page>
  );
}
