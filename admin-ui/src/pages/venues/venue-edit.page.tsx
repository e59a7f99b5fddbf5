import { useState } from 'react';
import { Box, Button, Card, CardContent, CardHeader, Checkbox, Chip, FormControlLabel, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Confirm, Edit, useNotify, useRecordContext, type RaRecord } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Messages, type Venue, type VenueImage } from '@marketplace/shared-dto';
import { assetUrl, errorText } from '@marketplace/shared-ui';
import { useAdminData } from '../../api/use-admin-data';
import { ErrorState } from '../../components/state-views';
import { VenueForm, venueBody } from './venue-form';

type VenueRecord = Venue & RaRecord;

/**
 * The gallery: reorder up/down then 'Save order', make primary (it becomes the cover), delete after a
 * confirmation; upload with 'Replace existing images'.
 */
function Gallery() {
  const venue = useRecordContext<VenueRecord>();
  const data = useAdminData();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [order, setOrder] = useState<VenueImage[]>(venue?.images ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const [replace, setReplace] = useState(false);
  const [toDelete, setToDelete] = useState<VenueImage | null>(null);
  // The order starts over from each image list the server sends (adjusted while rendering, not in an effect).
  const [loaded, setLoaded] = useState(venue?.images);
  if (venue?.images !== loaded) {
    setLoaded(venue?.images);
    setOrder(venue?.images ?? []);
  }
  const call = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: () => { notify(Messages.imagesSaved, { type: 'success' }); return queryClient.invalidateQueries({ queryKey: ['venues'] }); },
    onError: (e) => notify(errorText(e, 'Failed to save images'), { type: 'error' }),
  });
  if (!venue) return null;
  const move = (index: number, step: -1 | 1) => {
    const next = [...order];
    [next[index], next[index + step]] = [next[index + step], next[index]];
    setOrder(next);
  };
  const changedOrder = order.map((i) => i._id).join() !== (venue.images ?? []).map((i) => i._id).join();
  return (
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardHeader title="Images" subheader="The primary image is the venue's cover" />
      <CardContent>
        {order.length === 0 ? (
          <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="no-images">No images yet.</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', mb: 2 }} data-testid="venue-images">
            {order.map((image, index) => (
              <Box key={image._id} data-testid="venue-image" sx={{ border: '1px solid', borderColor: image.isPrimary ? 'primary.main' : 'divider', borderRadius: 2, overflow: 'hidden' }}>
                <Box component="img" src={assetUrl(image.src)} alt={image.alt || `Image ${index + 1}`} sx={{ width: '100%', height: 120, objectFit: 'cover', display: 'block' }} />
                <Stack direction="row" alignItems="center" sx={{ px: 0.5 }}>
                  {image.isPrimary && <Chip size="small" color="primary" label="Primary" sx={{ ml: 0.5 }} data-testid="primary-chip" />}
                  <Box sx={{ flex: 1 }} />
                  <Tooltip title="Move up"><span><IconButton aria-label="Move up" size="small" disabled={index === 0} onClick={() => move(index, -1)}><ArrowUpwardIcon fontSize="small" /></IconButton></span></Tooltip>
                  <Tooltip title="Move down"><span><IconButton aria-label="Move down" size="small" disabled={index === order.length - 1} onClick={() => move(index, 1)}><ArrowDownwardIcon fontSize="small" /></IconButton></span></Tooltip>
                  {!image.isPrimary && <Tooltip title="Make primary"><IconButton aria-label="Make primary" size="small" disabled={call.isPending} onClick={() => call.mutate(() => data.setPrimaryImage(venue.id, image._id))}><StarBorderIcon fontSize="small" /></IconButton></Tooltip>}
                  <Tooltip title="Delete image"><IconButton aria-label="Delete image" size="small" color="error" onClick={() => setToDelete(image)}><DeleteOutlineIcon fontSize="small" /></IconButton></Tooltip>
                </Stack>
              </Box>
            ))}
          </Box>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ flexWrap: 'wrap' }}>
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
      <Confirm
        isOpen={!!toDelete}
        loading={call.isPending}
        title="Delete this image?"
        content={toDelete?.isPrimary ? 'It is the primary image: the next image becomes the cover.' : 'The file is removed from the venue.'}
        confirm="Delete"
        onConfirm={() => { const image = toDelete!; setToDelete(null); call.mutate(() => data.deleteVenueImage(venue.id, image._id)); }}
        onClose={() => setToDelete(null)}
      />
    </Card>
  );
}

/** The details form, drawn again when the cover changes (make primary) so its preview follows. */
function Details() {
  const venue = useRecordContext<VenueRecord>();
  return <VenueForm key={venue?.photo ?? ''} />;
}

/** /admin/venues/edit/{id}: details with the current cover, then the image gallery; Done goes back to the list. */
export default function VenueEditPage() {
  const notify = useNotify();
  return (
    <Edit
      title="Edit Venue"
      resource="venues"
      mutationMode="pessimistic"
      redirect={false}
      transform={venueBody}
      mutationOptions={{ onSuccess: () => notify(Messages.detailsSaved, { type: 'success' }) }}
      queryOptions={{ retry: false }}
      redirectOnError={false}
      error={<ErrorState message="Failed to load venue" />}
      actions={<Button variant="contained" component={Link} to="/venues" sx={{ alignSelf: 'flex-end', mb: 1 }} data-testid="venue-done">Done</Button>}
      sx={{ minWidth: 0 }}
    >
      <Details />
      <Gallery />
    </Edit>
  );
}
