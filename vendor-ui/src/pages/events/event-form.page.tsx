import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import {
  Alert, Autocomplete, Box, Button, Checkbox, Chip, FormControlLabel, ListSubheader, MenuItem, Paper, Stack, TextField, Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { AGE_RESTRICTIONS, EVENT_CATEGORIES, EVENT_TYPES, SHORT_DESCRIPTION_MAX, statusLabel, TAX_CATEGORIES, taxCategoryLabel } from '@marketplace/shared-dto';
import { ApiError, ErrorState, errorText, isApiError, Loading, PageHeader, useLocale, useTranslation } from '@marketplace/shared-ui';
import { AGE_RESTRICTION_WORDS, EVENT_CATEGORY_WORDS, EVENT_TYPE_WORDS } from './event-words';
import { ImagePicker } from '../../components/image-picker';
import { useToast } from '../../components/toast';
import { useEvent, useSaveEvent } from '../../hooks/events';
import { useApprovedVenues, useMyVenues, useReferenceOptions, type Option } from '../../hooks/meta';
import { useVendorMe } from '../../hooks/session';
import { emptyForm, formField, formFromEvent, toFormData, validate, type EventFormFiles, type EventFormState, type RefField } from './event-form.model';
import { SeatingSection } from './seating-section';
import { SessionsEditor, TicketTypesEditor } from './ticketing-editor';

function Section({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2">{title}</Typography>
      {subtitle && (
        <Typography variant="body2" color="text.secondary">
          {subtitle}
        </Typography>
      )}
      <Stack spacing={2} sx={{ mt: 2 }}>
        {children}
      </Stack>
    </Paper>
  );
}

const Row = ({ children }: { children: ReactNode }) => <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>{children}</Stack>;

function RefPicker({ kind, label, value, onChange }: { kind: RefField; label: string; value: Option[]; onChange: (v: Option[]) => void }) {
  const { t } = useTranslation();
  const { options, loading } = useReferenceOptions(kind);
  return (
    <Autocomplete
      multiple
      options={options}
      loading={loading}
      value={value}
      onChange={(_, v) => onChange(v)}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={({ key, ...props }, o) => (
        <li key={key} {...props}>
          {o.name}
          {o.pending && <Chip label={t('eventForm.pending')} size="small" color="warning" variant="outlined" sx={{ ml: 1 }} />}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} placeholder={value.length ? '' : t('eventForm.choose', { what: label.toLowerCase() })} />}
      data-testid={`event-${kind}`}
    />
  );
}

/** The vendor's event form (create and edit): the back-office form's fields with ticket types and showtimes. */
export default function EventFormPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { id } = useParams();
  const editing = !!id;
  const navigate = useNavigate();
  const notify = useToast();
  const me = useVendorMe();
  const event = useEvent(id);
  const save = useSaveEvent(id);
  const myVenues = useMyVenues();
  const approvedVenues = useApprovedVenues();
  const [form, setForm] = useState<EventFormState | null>(editing ? null : emptyForm(me.data));
  const [files, setFiles] = useState<EventFormFiles>({ banner: null, gallery: [] });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  // The form is filled once, from the first event loaded (while rendering, not in an effect).
  if (editing && event.data && !form) setForm(formFromEvent(event.data));

  if (editing && event.isPending) return <Loading />;
  if (editing && event.isError) return <ErrorState message={isApiError(event.error, 404) || isApiError(event.error, 400) ? t('eventForm.notFound') : t('eventForm.failed')} />;
  if (!form) return <Loading />;

  const set = <K extends keyof EventFormState>(key: K, value: EventFormState[K]) => setForm((f) => f && { ...f, [key]: value });
  const setLocation = (key: keyof EventFormState['location'], value: string) => setForm((f) => f && { ...f, location: { ...f.location, [key]: value } });
  const field = (key: keyof EventFormState, label: string, extra: Record<string, unknown> = {}) => ({
    label,
    value: form[key] as string,
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
    error: !!errors[key],
    helperText: errors[key],
    slotProps: { htmlInput: { 'data-testid': `event-${key}` } },
    ...extra,
  });

  const mine = myVenues.data ?? [];
  const approved = (approvedVenues.data ?? []).filter((v) => !mine.some((m) => m.id === v.id));
  const locked = event.data?.status === 'approved';

  const submit = (draft: boolean) => {
    setFailure(null);
    const found = validate(form, t);
    setErrors(found);
    if (Object.keys(found).length) return setFailure(Object.values(found)[0]);
    save.mutate(toFormData(form, files, draft), {
      onSuccess: (saved) => {
        notify(draft ? t('eventForm.savedDraft') : t('eventForm.submitted'));
        navigate(saved?.id ? `/events/${saved.id}` : '/events');
      },
      onError: (err) => {
        setFailure(errorText(err, editing ? t('eventForm.updateFailed') : t('eventForm.createFailed')));
        if (err instanceof ApiError && err.details) {
          setErrors(Object.fromEntries(Object.entries(err.details).map(([k, v]) => [formField(k), v])));
        }
      },
    });
  };

  return (
    <>
      <Button component={RouterLink} to={editing ? `/events/${id}` : '/events'} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {t('eventForm.back')}
      </Button>
      <PageHeader
        title={editing ? t('eventForm.editTitle') : t('eventForm.createTitle')}
        subtitle={t('eventForm.subtitle')}
      />
      {locked && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('eventForm.lockedNotice')}
        </Alert>
      )}
      <Stack spacing={3} component="form" noValidate onSubmit={(e) => { e.preventDefault(); submit(false); }} data-testid="event-form">
        <Section title={t('eventForm.basicInfo')}>
          <TextField {...field('title', t('eventForm.title'), { required: true })} />
          <TextField
            {...field('shortDescription', t('eventForm.shortDescription'))}
            helperText={errors.shortDescription ?? `${form.shortDescription.length}/${SHORT_DESCRIPTION_MAX}`}
            slotProps={{ htmlInput: { maxLength: SHORT_DESCRIPTION_MAX, 'data-testid': 'event-shortDescription' } }}
          />
          <TextField {...field('description', t('eventForm.description'), { required: true, multiline: true, minRows: 4 })} />
          <Row>
            <TextField {...field('eventType', t('eventForm.eventType'), { select: true })}>
              {EVENT_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(EVENT_TYPE_WORDS[type])}
                </MenuItem>
              ))}
            </TextField>
            <TextField {...field('category', t('eventForm.category'), { select: true })}>
              <MenuItem value="">{t('eventForm.none')}</MenuItem>
              {EVENT_CATEGORIES.map((c) => (
                <MenuItem key={c} value={c}>
                  {t(EVENT_CATEGORY_WORDS[c])}
                </MenuItem>
              ))}
            </TextField>
          </Row>
        </Section>

        <Section title={t('eventForm.dateTime')} subtitle={t('eventForm.ist')}>
          <Row>
            <TextField {...field('startDate', t('eventForm.startDate'), { type: 'date', required: true })} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'event-startDate' } }} />
            <TextField {...field('startTime', t('eventForm.startTime'), { type: 'time', required: true })} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'event-startTime' } }} />
            <TextField {...field('endDate', t('eventForm.endDate'), { type: 'date' })} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'event-endDate' } }} />
            <TextField {...field('endTime', t('eventForm.endTime'), { type: 'time' })} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'event-endTime' } }} />
          </Row>
        </Section>

        {form.eventType === 'online' ? (
          <Section title={t('eventForm.online')}>
            <TextField {...field('meetingLink', t('eventForm.meetingLink'))} placeholder="https://" />
          </Section>
        ) : (
          <Section title={t('eventForm.venue')} subtitle={t('eventForm.venueText')}>
            <TextField
              {...field('venueId', t('eventForm.venue'), { select: true })}
              // another venue has other plans: the event is general admission until one of them is chosen
              onChange={(e: { target: { value: string } }) => setForm((f) => f && { ...f, venueId: e.target.value, seatingPlanId: '', seatCategories: {} })}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'event-venue' } as object } }}
            >
              <MenuItem value="">{t('eventForm.anotherPlace')}</MenuItem>
              {mine.length > 0 && <ListSubheader>{t('eventForm.myVenues')}</ListSubheader>}
              {mine.map((v) => (
                <MenuItem key={v.id} value={v.id}>
                  {v.name}
                  {v.city ? `, ${v.city}` : ''}
                  {v.status !== 'approved' && <Chip label={statusLabel(v.status, locale)} size="small" variant="outlined" color="warning" sx={{ ml: 1 }} />}
                </MenuItem>
              ))}
              {approved.length > 0 && <ListSubheader>{t('eventForm.approvedVenues')}</ListSubheader>}
              {approved.map((v) => (
                <MenuItem key={v.id} value={v.id}>
                  {v.name}
                  {v.city ? `, ${v.city}` : ''}
                </MenuItem>
              ))}
            </TextField>
            {!form.venueId && (
              <>
                <Row>
                  <TextField label={t('eventForm.placeName')} required value={form.location.name} onChange={(e) => setLocation('name', e.target.value)} error={!!errors['location.name']} helperText={errors['location.name']} slotProps={{ htmlInput: { 'data-testid': 'event-location-name' } }} />
                  <TextField label={t('eventForm.address')} required value={form.location.address} onChange={(e) => setLocation('address', e.target.value)} error={!!errors['location.address']} helperText={errors['location.address']} slotProps={{ htmlInput: { 'data-testid': 'event-location-address' } }} />
                </Row>
                <Row>
                  <TextField label={t('eventForm.city')} required value={form.location.city} onChange={(e) => setLocation('city', e.target.value)} error={!!errors['location.city']} helperText={errors['location.city']} slotProps={{ htmlInput: { 'data-testid': 'event-location-city' } }} />
                  <TextField label={t('eventForm.state')} required value={form.location.state} onChange={(e) => setLocation('state', e.target.value)} error={!!errors['location.state']} helperText={errors['location.state']} slotProps={{ htmlInput: { 'data-testid': 'event-location-state' } }} />
                  <TextField label={t('eventForm.zip')} required value={form.location.zipCode} onChange={(e) => setLocation('zipCode', e.target.value)} error={!!errors['location.zipCode']} helperText={errors['location.zipCode']} slotProps={{ htmlInput: { 'data-testid': 'event-location-zipCode' } }} />
                  <TextField label={t('eventForm.country')} required value={form.location.country} onChange={(e) => setLocation('country', e.target.value)} error={!!errors['location.country']} helperText={errors['location.country']} />
                </Row>
              </>
            )}
          </Section>
        )}

        {form.eventType !== 'online' && form.venueId && (
          <Section title={t('eventForm.seating')} subtitle={t('eventForm.seatingText')}>
            <SeatingSection form={form} onChange={(next) => setForm((f) => f && { ...f, ...next })} errors={errors} />
          </Section>
        )}

        <Section title={t('eventForm.ticketTypes')} subtitle={t('eventForm.ticketTypesText')}>
          <TicketTypesEditor rows={form.ticketTypes} onChange={(rows) => set('ticketTypes', rows)} errors={errors} />
          <TextField {...field('taxCategory', t('eventForm.gstCategory'), {
            select: true, helperText: errors.taxCategory ?? t('eventForm.gstHelp'),
          })} slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'event-taxCategory' } as object } }}>
            {TAX_CATEGORIES.map((c) => <MenuItem key={c} value={c}>{taxCategoryLabel(c, locale)}</MenuItem>)}
          </TextField>
          <FormControlLabel label={t('eventForm.waitlist')} data-testid="event-waitlistEnabled"
            control={<Checkbox checked={Boolean(form.capacity.waitlistEnabled)} onChange={(e) => set('capacity', { ...form.capacity, waitlistEnabled: e.target.checked })} />} />
        </Section>

        <Section title={t('eventForm.showtimes')} subtitle={t('eventForm.ist')}>
          <SessionsEditor rows={form.sessions} onChange={(rows) => set('sessions', rows)} errors={errors} />
        </Section>

        <Section title={t('eventForm.images')} subtitle={t('eventForm.imagesText')}>
          <ImagePicker
            label={t('eventForm.chooseBanner')}
            testId="event-banner"
            existing={form.bannerUrl && !files.banner ? [form.bannerUrl] : []}
            onRemoveExisting={() => set('bannerUrl', '')}
            files={files.banner ? [files.banner] : []}
            onChange={(chosen) => setFiles((f) => ({ ...f, banner: chosen[0] ?? null }))}
          />
          <ImagePicker
            label={t('eventForm.addGallery')}
            testId="event-gallery"
            multiple
            existing={form.gallery}
            onRemoveExisting={(url) => set('gallery', form.gallery.filter((g) => g !== url))}
            files={files.gallery}
            onChange={(chosen) => setFiles((f) => ({ ...f, gallery: chosen }))}
          />
        </Section>

        <Section title={t('eventForm.classification')} subtitle={t('eventForm.classificationText')}>
          <Row>
            <Box sx={{ flex: 1 }}>
              <RefPicker kind="categories" label={t('nav.categories')} value={form.categories} onChange={(v) => set('categories', v)} />
            </Box>
            <Box sx={{ flex: 1 }}>
              <RefPicker kind="tags" label={t('nav.tags')} value={form.tags} onChange={(v) => set('tags', v)} />
            </Box>
          </Row>
          <Row>
            <Box sx={{ flex: 1 }}>
              <RefPicker kind="languages" label={t('nav.languages')} value={form.languages} onChange={(v) => set('languages', v)} />
            </Box>
            <Box sx={{ flex: 1 }}>
              <RefPicker kind="performers" label={t('nav.performers')} value={form.performers} onChange={(v) => set('performers', v)} />
            </Box>
          </Row>
        </Section>

        <Section title={t('eventForm.contact')}>
          <Row>
            <TextField {...field('organizerName', t('eventForm.organizerName'), { required: true })} />
            <TextField {...field('organizerEmail', t('eventForm.organizerEmail'), { required: true, type: 'email' })} />
            <TextField {...field('organizerPhone', t('eventForm.organizerPhone'), { type: 'tel' })} />
          </Row>
        </Section>

        <Section title={t('eventForm.goodToKnow')}>
          <TextField {...field('facilities', t('eventForm.facilities'), { helperText: errors.facilities ?? t('eventForm.facilitiesHelp') })} />
          <Row>
            <TextField {...field('ageRestriction', t('eventForm.ageRestriction'), { select: true, sx: { flex: 1 } })}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'event-ageRestriction' } as object } }}>
              <MenuItem value="">{t('eventForm.none')}</MenuItem>
              {AGE_RESTRICTIONS.map((a) => (
                <MenuItem key={a} value={a}>
                  {t(AGE_RESTRICTION_WORDS[a])}
                </MenuItem>
              ))}
            </TextField>
            <TextField {...field('dressCode', t('eventForm.dressCode'), { sx: { flex: 1 } })} />
          </Row>
          <TextField {...field('itemsToBring', t('eventForm.itemsToBring'), { multiline: true, minRows: 2, helperText: errors.itemsToBring ?? t('eventForm.onePerLine') })} />
          <TextField {...field('importantInfo', t('eventForm.importantInfo'), { multiline: true, minRows: 2 })} />
        </Section>

        <Section title={t('eventForm.seo')} subtitle={t('eventForm.seoText')}>
          <TextField {...field('metaTitle', t('eventForm.metaTitle'))} slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'event-metaTitle' } }} />
          <TextField {...field('metaDescription', t('eventForm.metaDescription'), { multiline: true, minRows: 2 })} slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'event-metaDescription' } }} />
        </Section>

        {failure && (
          <Alert severity="error" data-testid="event-form-error">
            {failure}
          </Alert>
        )}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button variant="outlined" disabled={save.isPending} onClick={() => submit(true)} data-testid="event-save-draft">
            {t('eventForm.saveDraft')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="event-submit">
            {save.isPending ? t('eventForm.saving') : t('eventForm.submit')}
          </Button>
        </Stack>
      </Stack>
    </>
  );
}
