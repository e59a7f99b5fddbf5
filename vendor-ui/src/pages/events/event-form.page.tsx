import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import {
  Alert, Autocomplete, Box, Button, Checkbox, Chip, FormControlLabel, ListSubheader, MenuItem, Paper, Stack, TextField, Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { AGE_RESTRICTIONS, EVENT_CATEGORIES, EVENT_TYPES, SHORT_DESCRIPTION_MAX, statusLabel, TAX_CATEGORIES, TAX_CATEGORY_LABELS } from '@marketplace/shared-dto';
import { ApiError, ErrorState, errorText, isApiError, Loading, PageHeader } from '@marketplace/shared-ui';
import { ImagePicker } from '../../components/image-picker';
import { useToast } from '../../components/toast';
import { useEvent, useSaveEvent } from '../../hooks/events';
import { useApprovedVenues, useMyVenues, useReferenceOptions, type Option } from '../../hooks/meta';
import { useVendorMe } from '../../hooks/session';
import { emptyForm, formField, formFromEvent, toFormData, validate, type EventFormFiles, type EventFormState, type RefField } from './event-form.model';
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
          {o.pending && <Chip label="Pending" size="small" color="warning" variant="outlined" sx={{ ml: 1 }} />}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} placeholder={value.length ? '' : `Choose ${label.toLowerCase()}`} />}
      data-testid={`event-${kind}`}
    />
  );
}

/** The vendor's event form (create and edit): the back-office form's fields with ticket types and showtimes. */
export default function EventFormPage() {
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
  if (editing && event.isError) return <ErrorState message={isApiError(event.error, 404) || isApiError(event.error, 400) ? 'Not found' : 'Failed to load event'} />;
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
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length) return setFailure(Object.values(found)[0]);
    save.mutate(toFormData(form, files, draft), {
      onSuccess: (saved) => {
        notify(draft ? 'Saved as draft' : 'Submitted for approval');
        navigate(saved?.id ? `/events/${saved.id}` : '/events');
      },
      onError: (err) => {
        setFailure(errorText(err, editing ? 'Update failed' : 'Create failed'));
        if (err instanceof ApiError && err.details) {
          setErrors(Object.fromEntries(Object.entries(err.details).map(([k, v]) => [formField(k), v])));
        }
      },
    });
  };

  return (
    <>
      <Button component={RouterLink} to={editing ? `/events/${id}` : '/events'} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back
      </Button>
      <PageHeader
        title={editing ? 'Edit Event' : 'Create Event'}
        subtitle="Events are published once an Utsav administrator approves them. Save a draft to finish later."
      />
      {locked && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This event is published. Saving changes sends it back for approval.
        </Alert>
      )}
      <Stack spacing={3} component="form" noValidate onSubmit={(e) => { e.preventDefault(); submit(false); }} data-testid="event-form">
        <Section title="Basic info">
          <TextField {...field('title', 'Title', { required: true })} />
          <TextField
            {...field('shortDescription', 'Short description')}
            helperText={errors.shortDescription ?? `${form.shortDescription.length}/${SHORT_DESCRIPTION_MAX}`}
            slotProps={{ htmlInput: { maxLength: SHORT_DESCRIPTION_MAX, 'data-testid': 'event-shortDescription' } }}
          />
          <TextField {...field('description', 'Description', { required: true, multiline: true, minRows: 4 })} />
          <Row>
            <TextField {...field('eventType', 'Event type', { select: true })}>
              {EVENT_TYPES.map((t) => (
                <MenuItem key={t} value={t}>
                  {statusLabel(t)}
                </MenuItem>
              ))}
            </TextField>
            <TextField {...field('category', 'Category', { select: true })}>
              <MenuItem value="">None</MenuItem>
              {EVENT_CATEGORIES.map((c) => (
                <MenuItem key={c} value={c}>
                  {statusLabel(c)}
                </MenuItem>
              ))}
            </TextField>
          </Row>
        </Section>

        <Section title="Date and time" subtitle="Times are India Standard Time.">
          <Row>
            <TextField {...field('startDate', 'Start date', { type: 'date', required: true })} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'event-startDate' } }} />
            <TextField {...field('startTime', 'Start time', { type: 'time', required: true })} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'event-startTime' } }} />
            <TextField {...field('endDate', 'End date', { type: 'date' })} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'event-endDate' } }} />
            <TextField {...field('endTime', 'End time', { type: 'time' })} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'event-endTime' } }} />
          </Row>
        </Section>

        {form.eventType === 'online' ? (
          <Section title="Online event">
            <TextField {...field('meetingLink', 'Meeting link')} placeholder="https://" />
          </Section>
        ) : (
          <Section title="Venue" subtitle="Pick one of your venues or an approved venue, or type in the place.">
            <TextField
              {...field('venueId', 'Venue', { select: true })}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'event-venue' } as object } }}
            >
              <MenuItem value="">Another place (enter below)</MenuItem>
              {mine.length > 0 && <ListSubheader>My venues</ListSubheader>}
              {mine.map((v) => (
                <MenuItem key={v.id} value={v.id}>
                  {v.name}
                  {v.city ? `, ${v.city}` : ''}
                  {v.status !== 'approved' && <Chip label={statusLabel(v.status)} size="small" variant="outlined" color="warning" sx={{ ml: 1 }} />}
                </MenuItem>
              ))}
              {approved.length > 0 && <ListSubheader>Approved venues</ListSubheader>}
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
                  <TextField label="Place name" required value={form.location.name} onChange={(e) => setLocation('name', e.target.value)} error={!!errors['location.name']} helperText={errors['location.name']} slotProps={{ htmlInput: { 'data-testid': 'event-location-name' } }} />
                  <TextField label="Address" required value={form.location.address} onChange={(e) => setLocation('address', e.target.value)} error={!!errors['location.address']} helperText={errors['location.address']} slotProps={{ htmlInput: { 'data-testid': 'event-location-address' } }} />
                </Row>
                <Row>
                  <TextField label="City" required value={form.location.city} onChange={(e) => setLocation('city', e.target.value)} error={!!errors['location.city']} helperText={errors['location.city']} slotProps={{ htmlInput: { 'data-testid': 'event-location-city' } }} />
                  <TextField label="State" required value={form.location.state} onChange={(e) => setLocation('state', e.target.value)} error={!!errors['location.state']} helperText={errors['location.state']} slotProps={{ htmlInput: { 'data-testid': 'event-location-state' } }} />
                  <TextField label="ZIP" required value={form.location.zipCode} onChange={(e) => setLocation('zipCode', e.target.value)} error={!!errors['location.zipCode']} helperText={errors['location.zipCode']} slotProps={{ htmlInput: { 'data-testid': 'event-location-zipCode' } }} />
                  <TextField label="Country" required value={form.location.country} onChange={(e) => setLocation('country', e.target.value)} error={!!errors['location.country']} helperText={errors['location.country']} />
                </Row>
              </>
            )}
          </Section>
        )}

        <Section title="Ticket types" subtitle="Each type is sold in every showtime: the quantity is per showtime. A family pack of 4 takes 4 seats per ticket.">
          <TicketTypesEditor rows={form.ticketTypes} onChange={(rows) => set('ticketTypes', rows)} errors={errors} />
          <TextField {...field('taxCategory', 'GST category', {
            select: true, helperText: errors.taxCategory ?? 'Prices include GST. Without a GSTIN in Business & tax, no GST is charged on tickets.',
          })} slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'event-taxCategory' } as object } }}>
            {TAX_CATEGORIES.map((c) => <MenuItem key={c} value={c}>{TAX_CATEGORY_LABELS[c]}</MenuItem>)}
          </TextField>
          <FormControlLabel label="Offer a waitlist when a ticket type sells out" data-testid="event-waitlistEnabled"
            control={<Checkbox checked={Boolean(form.capacity.waitlistEnabled)} onChange={(e) => set('capacity', { ...form.capacity, waitlistEnabled: e.target.checked })} />} />
        </Section>

        <Section title="Showtimes" subtitle="Times are India Standard Time.">
          <SessionsEditor rows={form.sessions} onChange={(rows) => set('sessions', rows)} errors={errors} />
        </Section>

        <Section title="Images" subtitle="A banner and a gallery; images up to 10 MB each.">
          <ImagePicker
            label="Choose banner"
            testId="event-banner"
            existing={form.bannerUrl && !files.banner ? [form.bannerUrl] : []}
            onRemoveExisting={() => set('bannerUrl', '')}
            files={files.banner ? [files.banner] : []}
            onChange={(chosen) => setFiles((f) => ({ ...f, banner: chosen[0] ?? null }))}
          />
          <ImagePicker
            label="Add gallery images"
            testId="event-gallery"
            multiple
            existing={form.gallery}
            onRemoveExisting={(url) => set('gallery', form.gallery.filter((g) => g !== url))}
            files={files.gallery}
            onChange={(chosen) => setFiles((f) => ({ ...f, gallery: chosen }))}
          />
        </Section>

        <Section title="Classification" subtitle="Missing something? Propose it under Meta; it can be picked while it waits for approval.">
          <Row>
            <Box sx={{ flex: 1 }}>
              <RefPicker kind="categories" label="Categories" value={form.categories} onChange={(v) => set('categories', v)} />
            </Box>
            <Box sx={{ flex: 1 }}>
              <RefPicker kind="tags" label="Tags" value={form.tags} onChange={(v) => set('tags', v)} />
            </Box>
          </Row>
          <Row>
            <Box sx={{ flex: 1 }}>
              <RefPicker kind="languages" label="Languages" value={form.languages} onChange={(v) => set('languages', v)} />
            </Box>
            <Box sx={{ flex: 1 }}>
              <RefPicker kind="performers" label="Performers" value={form.performers} onChange={(v) => set('performers', v)} />
            </Box>
          </Row>
        </Section>

        <Section title="Organiser contact">
          <Row>
            <TextField {...field('organizerName', 'Organizer name', { required: true })} />
            <TextField {...field('organizerEmail', 'Organizer email', { required: true, type: 'email' })} />
            <TextField {...field('organizerPhone', 'Organizer phone', { type: 'tel' })} />
          </Row>
        </Section>

        <Section title="Good to know">
          <TextField {...field('facilities', 'Facilities', { helperText: errors.facilities ?? 'Separate with commas: Parking, Food court' })} />
          <Row>
            <TextField {...field('ageRestriction', 'Age restriction', { select: true, sx: { flex: 1 } })}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'event-ageRestriction' } as object } }}>
              <MenuItem value="">None</MenuItem>
              {AGE_RESTRICTIONS.map((a) => (
                <MenuItem key={a} value={a}>
                  {a}
                </MenuItem>
              ))}
            </TextField>
            <TextField {...field('dressCode', 'Dress code', { sx: { flex: 1 } })} />
          </Row>
          <TextField {...field('itemsToBring', 'Items to bring', { multiline: true, minRows: 2, helperText: errors.itemsToBring ?? 'One per line' })} />
          <TextField {...field('importantInfo', 'Important information', { multiline: true, minRows: 2 })} />
        </Section>

        <Section title="Search engines" subtitle="How the event shows in search results and shared links.">
          <TextField {...field('metaTitle', 'Meta title')} slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'event-metaTitle' } }} />
          <TextField {...field('metaDescription', 'Meta description', { multiline: true, minRows: 2 })} slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'event-metaDescription' } }} />
        </Section>

        {failure && (
          <Alert severity="error" data-testid="event-form-error">
            {failure}
          </Alert>
        )}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button variant="outlined" disabled={save.isPending} onClick={() => submit(true)} data-testid="event-save-draft">
            Save as draft
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="event-submit">
            {save.isPending ? 'Saving…' : 'Submit for approval'}
          </Button>
        </Stack>
      </Stack>
    </>
  );
}
