import { useState } from 'react';
import { Box, Button, Card, CardContent, CardHeader, Checkbox, Chip, FormControlLabel, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useGetOne, useUpdate, type RaRecord } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { Messages, type Venue, type VenueImage } from '@marketplace/shared-dto';
import { assetUrl, serverErrorOr } from '../../api/http.client';
import { useAdminData } from '../../api/use-admin-data';
import { Page, PageHeader } from '../../components/page-header';
import { ErrorState, LoadingState } from '../../components/state-views';
import { useToast } from '../../components/toast';
import { detailsOf, VenueForm, venueBody } from './venue-form';

type VenueRecord = Venue & RaRecord;

/** The gallery: reorder up/down then 'Save order', make primary, delete; upload with 'Replace existing images'. */
function Gallery({ venue }: { venue: VenueRecord }) {
  const data = useAdminData();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [order, setOrder] = useState<VenueImage[]>(venue.images ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const [replace, setReplace] = useState(false);
  // The order starts over from each image list the server sends (adjusted while rendering, not in an effect).
  const [loaded, setLoaded] = useState(venue.images);
  if (venue.images !== loaded) {
    setLoaded(venue.images);
    setOrder(venue.images ?? []);
  }
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['venues'] });
  const call = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: () => { toast.success(Messages.imagesSaved); refresh(); },
    onError: () => toast.error('Failed to save images'),
  });
  const move = (index: number, step: -1 | 1) => {
    const next = [...order];
    [next[index], next[index + step]] = [next[index + step], next[index]];
    setOrder(next);
  };
  const changedOrder = order.map((i) => i._id).join() !== (venue.images ?? []).map((i) => i._id).join();
  return (
    <Card sx={{ mt: 3 }}>
      <CardHeader title="Images" subheader="The primary image is the cover buyers see first" />
      <CardContent>
        {order.length === 0 ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>No images yet.</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', mb: 2 }} data-testid="venue-images">
            {order.map((image, index) => (
              <Box key={image._id} sx={{ border: '1px solid', borderColor: image.isPrimary ? 'primary.main' : 'divider', borderRadius: 2, overflow: 'hidden' }}>
                <Box component="img" src={assetUrl(image.src)} alt={image.alt} sx={{ width: '100%', height: 120, objectFit: 'cover', display: 'block' }} />
                <Stack direction="row" alignItems="center" sx={{ px: 0.5 }}>
                  {image.isPrimary && <Chip size="small" color="primary" label="Primary" sx={{ ml: 0.5 }} />}
                  <Box sx={{ flex: 1 }} />
                  <Tooltip title="Move up"><span><IconButton aria-label="Move up" size="small" disabled={index === 0} onClick={() => move(index, -1)}><ArrowUpwardIcon fontSize="small" /></IconButton></span></Tooltip>
                  <Tooltip title="Move down"><span><IconButton aria-label="Move down" size="small" disabled={index === order.length - 1} onClick={() => move(index, 1)}><ArrowDownwardIcon fontSize="small" /></IconButton></span></Tooltip>
                  {!image.isPrimary && <Tooltip title="Make primary"><IconButton aria-label="Make primary" size="small" onClick={() => call.mutate(() => data.setPrimaryImage(venue.id, image._id))}><StarBorderIcon fontSize="small" /></IconButton></Tooltip>}
                  <Tooltip title="Delete image"><IconButton aria-label="Delete image" size="small" color="error" onClick={() => call.mutate(() => data.deleteVenueImage(venue.id, image._id))}><DeleteOutlineIcon fontSize="small" /></IconButton></Tooltip>
                </Stack>
              </Box>
            ))}
          </Box>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
          <Button variant="outlined" disabled={!changedOrder || call.isPending} onClick={() => call.mutate(() => data.reorderVenueImages(venue.id, order.map((i) => i._id)))}>Save order</Button>
          <Box sx={{ flex: 1 }} />
          <Button variant="outlined" component="label">
            {files.length ? `${files.length} image(s) chosen` : 'Choose images'}
            <input hidden type="file" accept="image/*" multiple onChange={(e) => setFiles(Array.from(e.target.files ?? []))} />
          </Button>
          <FormControlLabel control={<Checkbox checked={replace} onChange={(e) => setReplace(e.target.checked)} />} label="Replace existing images" />
          <Button variant="contained" disabled={!files.length || call.isPending} onClick={() => call.mutate(() => data.uploadVenueImages(venue.id, files, replace).then(() => setFiles([])))}>Upload</Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /admin/venues/edit/{id}: details, the current cover and the image gallery; Done goes back to the list. */
export default function VenueEditPage() {
  const { id = '' } = useParams();
  const toast = useToast();
  const { data: venue, isPending, error } = useGetOne<VenueRecord>('venues', { id }, { retry: false });
  const [update, { isPending: saving, error: saveError }] = useUpdate();
  if (isPending) return <LoadingState />;
  if (error || !venue) return <Page><ErrorState message="Failed to load venue" action={<Button component={Link} to="/venues">Back</Button>} /></Page>;
  return (
    <Page>
      <PageHeader title={`Edit Venue: ${venue.name}`} actions={<Button variant="contained" component={Link} to="/venues">Done</Button>} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
        <Card>
          <CardHeader title="Details" />
          <CardContent>
            <VenueForm
              key={venue.updatedAt}
              initial={detailsOf(venue)}
              submitLabel="Save details"
              busy={saving}
              error={saveError ? serverErrorOr(saveError, Messages.saveFailed) : undefined}
              onSubmit={(details) => update('venues', { id, data: venueBody(details), previousData: venue }, { mutationMode: 'pessimistic', onSuccess: () => toast.success(Messages.detailsSaved) })}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader title="Current cover" />
          <CardContent>
            {venue.photo ? <Box component="img" src={assetUrl(venue.photo)} alt={venue.name} sx={{ width: '100%', borderRadius: 2 }} /> : <Typography color="text.secondary">No cover image yet.</Typography>}
          </CardContent>
        </Card>
      </Box>
      <Gallery venue={venue} />
    </Page>
  );
}
