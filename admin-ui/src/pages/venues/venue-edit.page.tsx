import { useState } from 'react';
import { Box, Button, Card, CardContent, CardHeader, Checkbox, Chip, FormControlLabel, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Confirm, Edit, useNotify, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
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
  const translate = useTranslate();
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
    onError: (e) => notify(errorText(e, translate('app.venues.imagesFailed')), { type: 'error' }),
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
      <CardHeader title={translate('app.venues.images')} subheader={translate('app.venues.imagesHint')} />
      <CardContent>
        {order.length === 0 ? (
          <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="no-images">{translate('app.venues.noImages')}</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', mb: 2 }} data-testid="venue-images">
            {order.map((image, index) => (
              <Box key={image._id} data-testid="venue-image" sx={{ border: '1px solid', borderColor: image.isPrimary ? 'primary.main' : 'divider', borderRadius: 2, overflow: 'hidden' }}>
                <Box component="img" src={assetUrl(image.src)} alt={image.alt || translate('app.venues.imageAlt', { n: index + 1 })} sx={{ width: '100%', height: 120, objectFit: 'cover', display: 'block' }} />
                <Stack direction="row" alignItems="center" sx={{ px: 0.5 }}>
                  {image.isPrimary && <Chip size="small" color="primary" label={translate('app.venues.primary')} sx={{ ml: 0.5 }} data-testid="primary-chip" />}
                  <Box sx={{ flex: 1 }} />
                  <Tooltip title={translate('ra.action.move_up')}><span><IconButton aria-label={translate('ra.action.move_up')} size="small" disabled={index === 0} onClick={() => move(index, -1)}><ArrowUpwardIcon fontSize="small" /></IconButton></span></Tooltip>
                  <Tooltip title={translate('ra.action.move_down')}><span><IconButton aria-label={translate('ra.action.move_down')} size="small" disabled={index === order.length - 1} onClick={() => move(index, 1)}><ArrowDownwardIcon fontSize="small" /></IconButton></span></Tooltip>
                  {!image.isPrimary && <Tooltip title={translate('app.venues.makePrimary')}><IconButton aria-label={translate('app.venues.makePrimary')} size="small" disabled={call.isPending} onClick={() => call.mutate(() => data.setPrimaryImage(venue.id, image._id))}><StarBorderIcon fontSize="small" /></IconButton></Tooltip>}
                  <Tooltip title={translate('app.venues.deleteImage')}><IconButton aria-label={translate('app.venues.deleteImage')} size="small" color="error" onClick={() => setToDelete(image)}><DeleteOutlineIcon fontSize="small" /></IconButton></Tooltip>
                </Stack>
              </Box>
            ))}
          </Box>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" disabled={!changedOrder || call.isPending} onClick={() => call.mutate(() => data.reorderVenueImages(venue.id, order.map((i) => i._id)))}>{translate('app.venues.saveOrder')}</Button>
          <Box sx={{ flex: 1 }} />
          <Button variant="outlined" component="label">
            {files.length ? translate('app.venues.chosen', { smart_count: files.length }) : translate('app.venues.choose')}
            <input hidden type="file" accept="image/*" multiple onChange={(e) => setFiles(Array.from(e.target.files ?? []))} />
          </Button>
          <FormControlLabel control={<Checkbox checked={replace} onChange={(e) => setReplace(e.target.checked)} />} label={translate('app.venues.replace')} />
          <Button variant="contained" disabled={!files.length || call.isPending} onClick={() => call.mutate(() => data.uploadVenueImages(venue.id, files, replace).then(() => setFiles([])))}>{translate('app.venues.upload')}</Button>
        </Stack>
      </CardContent>
      <Confirm
        isOpen={!!toDelete}
        loading={call.isPending}
        title="app.venues.deleteImageTitle"
        content={toDelete?.isPrimary ? 'app.venues.deletePrimaryText' : 'app.venues.deleteImageText'}
        confirm="ra.action.delete"
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
  const translate = useTranslate();
  return (
    <Edit
      title="app.venues.edit"
      resource="venues"
      mutationMode="pessimistic"
      redirect={false}
      transform={venueBody}
      mutationOptions={{ onSuccess: () => notify(Messages.detailsSaved, { type: 'success' }) }}
      queryOptions={{ retry: false }}
      redirectOnError={false}
      error={<ErrorState message={translate('app.venues.loadFailed')} />}
      actions={<Button variant="contained" component={Link} to="/venues" sx={{ alignSelf: 'flex-end', mb: 1 }} data-testid="venue-done">{translate('app.venues.done')}</Button>}
      sx={{ minWidth: 0 }}
    >
      <Details />
      <Gallery />
    </Edit>
  );
}
