import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Checkbox, FormControlLabel, Paper, Stack, TextField, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { Venue } from '@marketplace/shared-dto';
import { Messages } from '@marketplace/shared-dto';
import { ErrorState, errorText, fieldErrors, Loading, PageHeader, StatusChip, useLocale, useTranslation } from '@marketplace/shared-ui';
import type { VenueDetails } from '../../api/meta';
import { ImagePicker } from '../../components/image-picker';
import { useToast } from '../../components/toast';
import { useCreateVenue, useUpdateVenueDetails, useUpdateVenueImages, useVenue } from '../../hooks/meta';

const FIELDS = ['name', 'address', 'city', 'state', 'country', 'zipCode', 'capacity', 'lat', 'lng', 'website', 'phone', 'email', 'mapUrl', 'description'] as const;
type Field = (typeof FIELDS)[number];
type DetailsState = Record<Field, string>;

const emptyDetails = (): DetailsState => ({ ...(Object.fromEntries(FIELDS.map((f) => [f, ''])) as DetailsState), country: 'India' });

function detailsFromVenue(v: Venue): DetailsState {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  return Object.fromEntries(FIELDS.map((f) => [f, text(v[f])])) as DetailsState;
}

/** Text trimmed; lat, lng and capacity empty become null, else numbers (the spec's venue rules). */
function toDetails(d: DetailsState): VenueDetails {
  const number = (value: string) => (value.trim() === '' ? null : Number(value));
  const text = (value: string) => value.trim() || null;
  return {
    name: d.name.trim(), address: d.address.trim(), city: d.city.trim(),
    state: text(d.state), country: text(d.country), zipCode: text(d.zipCode),
    capacity: number(d.capacity), lat: number(d.lat), lng: number(d.lng),
    website: text(d.website), phone: text(d.phone), email: text(d.email), mapUrl: text(d.mapUrl), description: text(d.description),
  };
}

const REQUIRED: Field[] = ['name', 'address', 'city'];

/** A failed save: the server's per-field words (shown under their fields) and its message for the banner when no field takes it. */
interface Failure { fields: Record<string, string>; message: string | null }

function failureOf(err: unknown, fallback: string): Failure {
  const fields = fieldErrors(err);
  const shown = Object.keys(fields).some((k) => (FIELDS as readonly string[]).includes(k) || k === 'photo' || k === 'images');
  return { fields, message: shown ? null : errorText(err, fallback) };
}

/** Add a venue (details and images in one go) or edit one (details and images saved separately); errors show at their fields. */
export default function VenueFormPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { id } = useParams();
  const editing = !!id;
  const navigate = useNavigate();
  const notify = useToast();
  const venue = useVenue(id);
  const create = useCreateVenue();
  const saveDetails = useUpdateVenueDetails();
  const saveImages = useUpdateVenueImages();
  const [details, setDetails] = useState<DetailsState | null>(editing ? null : emptyDetails());
  const [photo, setPhoto] = useState<File[]>([]);
  const [images, setImages] = useState<File[]>([]);
  const [clearImages, setClearImages] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  // The form is filled once, from the first venue loaded (while rendering, not in an effect).
  if (venue.data && !details) setDetails(detailsFromVenue(venue.data));

  if (editing && venue.isPending) return <Loading />;
  if (editing && (venue.isError || !venue.data)) return <ErrorState message={t('venueForm.failed')} />;
  if (!details) return <Loading />;

  const locked = venue.data?.status === 'approved';
  const busy = create.isPending || saveDetails.isPending || saveImages.isPending;
  const set = (key: Field) => (e: { target: { value: string } }) => setDetails((d) => d && { ...d, [key]: e.target.value });
  const input = (key: Field, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label} value={details[key]} onChange={set(key)} disabled={locked} error={!!failure?.fields[key]} helperText={failure?.fields[key]}
      slotProps={{ htmlInput: { 'data-testid': `venue-${key}` }, formHelperText: { 'data-testid': `venue-${key}-error` } as object }} {...extra}
    />
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const missing = REQUIRED.filter((f) => !details[f].trim());
    if (missing.length) return setFailure({ fields: Object.fromEntries(missing.map((f) => [f, Messages.venueRequired])), message: null });
    if (editing) {
      saveDetails.mutate({ id: id!, details: toDetails(details) }, {
        onSuccess: () => notify(Messages.detailsSaved),
        onError: (err) => setFailure(failureOf(err, t('venueForm.saveFailed'))),
      });
      return;
    }
    create.mutate({ details: toDetails(details), files: { photo: photo[0], images } }, {
      onSuccess: (res) => {
        notify(res?.message || Messages.venueSubmitted, res?.message === Messages.venueAlreadyApproved ? 'info' : 'success');
        navigate('/meta/venues');
      },
      onError: (err) => setFailure(failureOf(err, t('eventForm.createFailed'))),
    });
  };

  const onSaveImages = () => {
    setFailure(null);
    saveImages.mutate({ id: id!, files: { photo: photo[0], images, clearImages } }, {
      onSuccess: () => {
        notify(Messages.imagesSaved);
        setPhoto([]);
        setImages([]);
        setClearImages(false);
      },
      onError: (err) => setFailure(failureOf(err, t('venueForm.imagesFailed'))),
    });
  };

  const current = venue.data;
  return (
    <>
      <Button component={RouterLink} to="/meta/venues" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {t('dashboard.myVenues')}
      </Button>
      <PageHeader title={editing ? current?.name || t('venueForm.editTitle') : t('venues.add')} subtitle={editing ? undefined : t('venueForm.subtitle')} actions={current && <StatusChip status={current.status} testId="status-chip" locale={locale} />} />
      {locked && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="venue-locked">
          {Messages.venueApprovedLocked}
        </Alert>
      )}
      {failure?.message && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="venue-error">
          {failure.message}
        </Alert>
      )}
      <Stack spacing={3} component="form" noValidate onSubmit={onSubmit} data-testid="venue-form">
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('venueForm.details')}
          </Typography>
          <Stack spacing={2}>
            {input('name', t('ticketing.name'), { required: true })}
            {input('address', t('eventForm.address'), { required: true })}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {input('city', t('eventForm.city'), { required: true })}
              {input('state', t('eventForm.state'))}
              {input('zipCode', t('eventForm.zip'))}
              {input('country', t('eventForm.country'))}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {input('capacity', t('venues.capacity'), { type: 'number', slotProps: { htmlInput: { min: 0, step: 1, 'data-testid': 'venue-capacity' } } })}
              {input('lat', t('venueForm.lat'), { type: 'number', slotProps: { htmlInput: { step: 'any', 'data-testid': 'venue-lat' } } })}
              {input('lng', t('venueForm.lng'), { type: 'number', slotProps: { htmlInput: { step: 'any', 'data-testid': 'venue-lng' } } })}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {input('phone', t('venueForm.phone'), { type: 'tel' })}
              {input('email', t('auth.email'), { type: 'email' })}
              {input('website', t('venueForm.website'))}
            </Stack>
            {input('mapUrl', t('venueForm.mapUrl'))}
            {input('description', t('eventForm.description'), { multiline: true, minRows: 3 })}
          </Stack>
          {editing && !locked && (
            <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
              <Button type="submit" variant="contained" disabled={busy} data-testid="venue-save-details">
                {t('venueForm.saveDetails')}
              </Button>
            </Stack>
          )}
        </Paper>

        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2">{t('eventForm.images')}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('venueForm.imagesText')}
          </Typography>
          <Stack spacing={2}>
            <ImagePicker label={t('venueForm.coverPhoto')} testId="venue-photo" disabled={locked} existing={current?.photo && photo.length === 0 ? [current.photo] : []} files={photo} onChange={setPhoto} error={failure?.fields.photo} />
            <ImagePicker label={t('eventForm.addGallery')} testId="venue-images" multiple disabled={locked} existing={(current?.images ?? []).map((i) => i.src)} files={images} onChange={setImages} error={failure?.fields.images} />
            {editing && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
                <FormControlLabel
                  control={<Checkbox checked={clearImages} onChange={(e) => setClearImages(e.target.checked)} disabled={locked} />}
                  label={t('venueForm.replaceImages')}
                />
                {!locked && (
                  <Button variant="outlined" onClick={onSaveImages} disabled={busy || (photo.length === 0 && images.length === 0 && !clearImages)} data-testid="venue-save-images">
                    {t('venueForm.saveImages')}
                  </Button>
                )}
              </Stack>
            )}
          </Stack>
        </Paper>

        {!editing && (
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="venue-submit">
              {create.isPending ? t('venueForm.submitting') : t('venueForm.submit')}
            </Button>
          </Stack>
        )}
      </Stack>
    </>
  );
}
