import { useEffect, useState, type ReactNode } from 'react';
import {
  Alert, Autocomplete, Box, Button, Card, CardContent, Checkbox, Chip, FormControlLabel, FormLabel, IconButton, MenuItem, Radio, RadioGroup, Stack, Tab, Tabs, TextField, Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import { useCreate, useGetOne, useUpdate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  AGE_RESTRICTIONS, CURRENCIES, EVENT_CATEGORIES, EVENT_TYPES, Messages, ONLINE_PLATFORMS, PRICING_TYPES, SHORT_DESCRIPTION_MAX, TIMEZONES, type EventResponse, type MetaKind,
} from '@marketplace/shared-dto';
import { assetUrl, errorStatus, serverErrorOr, serverErrorWithDetails } from '../../api/http.client';
import { Page, PageHeader } from '../../components/page-header';
import { ErrorState, LoadingState } from '../../components/state-views';
import { useToast } from '../../components/toast';
import { emptyEventForm, eventPayload, firstMissing, formFromEvent, TABS, TBD_LOCATION, type EventFormState } from './event-form.model';
import { useEventOptions, type Option } from './use-event-options';

const label = (value: string) => value.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
const Grid = ({ children, columns = 2 }: { children: ReactNode; columns?: number }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: `repeat(${columns}, 1fr)` } }}>{children}</Box>
);

/** A multi-select of approved reference items by id. */
function RefSelect({ kind, title, value, onChange }: { kind: MetaKind; title: string; value: string[]; onChange: (ids: string[]) => void }) {
  const { data = [], isError } = useEventOptions(kind);
  const selected = data.filter((o) => value.includes(o.id));
  return (
    <Autocomplete
      multiple
      options={data}
      value={selected}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, items) => onChange(items.map((i) => i.id))}
      renderValue={(items, getItemProps) => items.map((o, index) => <Chip size="small" label={o.name} {...getItemProps({ index })} key={o.id} />)}
      renderInput={(params) => <TextField {...params} label={title} helperText={isError ? `Could not load ${title.toLowerCase()}` : undefined} />}
    />
  );
}

function venueLocation(venue: Option) {
  const l = venue.location ?? {};
  return {
    name: venue.name, address: l.address ?? venue.address ?? '', city: l.city ?? venue.city ?? '', state: l.state ?? venue.state ?? '',
    zipCode: l.zipCode ?? venue.zipCode ?? '', country: l.country ?? venue.country ?? 'India',
  };
}

/** /admin/events/new and /admin/events/{id}/edit: the seven-tab event form. */
export default function EventFormPage() {
  const { id } = useParams();
  const editing = !!id;
  const navigate = useNavigate();
  const toast = useToast();
  const [form, setForm] = useState<EventFormState>(emptyEventForm);
  const [tab, setTab] = useState(0);
  const [problem, setProblem] = useState('');
  const loaded = useGetOne<EventResponse & { id: string }>('events', { id: id ?? '' }, { enabled: editing, retry: false });
  const venues = useEventOptions('venues');
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const saving = creating || updating;

  useEffect(() => {
    if (loaded.data) setForm(formFromEvent(loaded.data));
  }, [loaded.data]);

  const set = (patch: Partial<EventFormState>) => setForm((f) => ({ ...f, ...patch }));
  const setIn = <K extends 'location' | 'newVenue' | 'onlineDetails' | 'social'>(key: K, patch: Partial<EventFormState[K]>) =>
    setForm((f) => ({ ...f, [key]: { ...f[key], ...patch } }));
  const field = (key: keyof EventFormState) => ({
    value: form[key] as string,
    onChange: (e: { target: { value: string } }) => set({ [key]: e.target.value } as Partial<EventFormState>),
  });
  const check = (key: keyof EventFormState, text: string) => (
    <FormControlLabel control={<Checkbox checked={form[key] as boolean} onChange={(e) => set({ [key]: e.target.checked } as Partial<EventFormState>)} />} label={text} />
  );

  const chooseVenue = (venueId: string) => {
    const venue = venues.data?.find((v) => v.id === venueId);
    set(venue ? { venue: venueId, venueChoice: 'existing', location: venueLocation(venue) } : { venue: '', venueChoice: '', location: { ...TBD_LOCATION } });
  };

  const submit = () => {
    const missing = firstMissing(form);
    if (missing) {
      setTab(missing.tab);
      setProblem(Messages.eventFieldRequired(missing.label));
      return;
    }
    setProblem('');
    const data = eventPayload(form, editing);
    const fail = (fallback: string) => (error: unknown) => setProblem(serverErrorWithDetails(error, fallback));
    if (editing) {
      update('events', { id, data, previousData: loaded.data }, {
        mutationMode: 'pessimistic',
        onSuccess: () => { toast.success('Event updated'); navigate('/events'); },
        onError: fail(Messages.updateFailed),
      });
    } else {
      create('events', { data }, {
        onSuccess: (created) => { toast.success('Event created'); navigate(created?.id ? `/events/${created.id}` : '/events'); },
        onError: fail(Messages.createFailed),
      });
    }
  };

  if (editing && loaded.isPending) return <LoadingState />;
  if (editing && (loaded.error || !loaded.data)) {
    const message = errorStatus(loaded.error) === 404 || !loaded.error ? Messages.notFound : serverErrorOr(loaded.error, Messages.eventLoadFailed);
    return <Page><ErrorState message={message} action={<Button component={Link} to="/events">Back</Button>} /></Page>;
  }

  const online = form.eventType === 'online';
  const locked = form.venueChoice === 'existing' && !!form.venue;
  const panels: ReactNode[] = [
    // Basic Info
    <Stack spacing={2} key="basic">
      <TextField label="Title" required {...field('title')} slotProps={{ htmlInput: { 'data-testid': 'event-title' } }} />
      <TextField
        label="Short description" {...field('shortDescription')} multiline minRows={2}
        slotProps={{ htmlInput: { maxLength: SHORT_DESCRIPTION_MAX } }}
        helperText={<span data-testid="short-description-counter">{form.shortDescription.length}/{SHORT_DESCRIPTION_MAX}</span>}
      />
      <TextField label="Description" required {...field('description')} multiline minRows={5} slotProps={{ htmlInput: { 'data-testid': 'event-description' } }} />
      <Grid>
        <TextField select label="Category" {...field('category')}>
          <MenuItem value="">—</MenuItem>
          {EVENT_CATEGORIES.map((c) => <MenuItem key={c} value={c}>{label(c)}</MenuItem>)}
        </TextField>
        <TextField select label="Event type" required {...field('eventType')}>
          {EVENT_TYPES.map((t) => <MenuItem key={t} value={t}>{label(t)}</MenuItem>)}
        </TextField>
      </Grid>
      <Grid>
        <RefSelect kind="categories" title="Categories" value={form.categories} onChange={(categories) => set({ categories })} />
        <RefSelect kind="tags" title="Tags" value={form.tags} onChange={(tags) => set({ tags })} />
        <RefSelect kind="languages" title="Languages" value={form.languages} onChange={(languages) => set({ languages })} />
        <RefSelect kind="performers" title="Performers" value={form.performers} onChange={(performers) => set({ performers })} />
      </Grid>
    </Stack>,
    // Timing & Location
    <Stack spacing={2} key="timing">
      <Grid columns={4}>
        <TextField label="Start date" type="date" required {...field('startDate')} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'event-start-date' } }} />
        <TextField label="Start time" type="time" required {...field('startTime')} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'event-start-time' } }} />
        <TextField label="End date" type="date" {...field('endDate')} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField label="End time" type="time" {...field('endTime')} slotProps={{ inputLabel: { shrink: true } }} />
      </Grid>
      <Grid>
        <TextField select label="Timezone" {...field('timezone')}>
          {TIMEZONES.map((t) => <MenuItem key={t} value={t}>{t}</MenuItem>)}
        </TextField>
        <TextField label="Duration" placeholder="2h 30m" {...field('duration')} />
      </Grid>
      {!online && (
        <Box data-testid="location-section">
          <FormLabel>Venue</FormLabel>
          <RadioGroup row value={form.venueChoice === 'new' ? 'new' : 'existing'} onChange={(e) => (e.target.value === 'new' ? set({ venueChoice: 'new', venue: '' }) : set({ venueChoice: form.venue ? 'existing' : '' }))}>
            <FormControlLabel value="existing" control={<Radio />} label="Existing venue" />
            <FormControlLabel value="new" control={<Radio />} label="New venue" />
          </RadioGroup>
          {form.venueChoice === 'new' ? (
            <Stack spacing={2} sx={{ mt: 1 }}>
              <Grid columns={3}>
                <TextField label="Venue name" required value={form.newVenue.name} onChange={(e) => setIn('newVenue', { name: e.target.value })} />
                <TextField label="Address" required value={form.newVenue.address} onChange={(e) => setIn('newVenue', { address: e.target.value })} />
                <TextField label="City" required value={form.newVenue.city} onChange={(e) => setIn('newVenue', { city: e.target.value })} />
                <TextField label="State" required value={form.newVenue.state} onChange={(e) => setIn('newVenue', { state: e.target.value })} />
                <TextField label="ZIP" required value={form.newVenue.zipCode} onChange={(e) => setIn('newVenue', { zipCode: e.target.value })} />
                <TextField label="Country" required value={form.newVenue.country} onChange={(e) => setIn('newVenue', { country: e.target.value })} />
                <TextField label="Capacity" type="number" slotProps={{ htmlInput: { min: 0 } }} value={form.newVenue.capacity} onChange={(e) => setIn('newVenue', { capacity: e.target.value })} />
                <TextField label="Facilities (comma separated)" value={form.newVenue.facilities} onChange={(e) => setIn('newVenue', { facilities: e.target.value })} />
                <TextField label="Phone" value={form.newVenue.phone} onChange={(e) => setIn('newVenue', { phone: e.target.value })} />
                <TextField label="Email" type="email" value={form.newVenue.email} onChange={(e) => setIn('newVenue', { email: e.target.value })} />
                <TextField label="Website" type="url" value={form.newVenue.website} onChange={(e) => setIn('newVenue', { website: e.target.value })} />
              </Grid>
            </Stack>
          ) : (
            <Stack spacing={2} sx={{ mt: 1 }}>
              <TextField select label="Existing venue" value={form.venue} onChange={(e) => chooseVenue(e.target.value)} helperText={venues.isError ? 'Could not load venues' : 'Picking a venue fills in the location'} slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'event-venue' } as object } }}>
                <MenuItem value="">— No venue —</MenuItem>
                {(venues.data ?? []).map((v) => <MenuItem key={v.id} value={v.id}>{v.name}{v.city ? ` • ${v.city}` : ''}</MenuItem>)}
              </TextField>
              <Grid columns={3}>
                {(['name', 'address', 'city', 'state', 'zipCode', 'country'] as const).map((k) => (
                  <TextField key={k} label={k === 'zipCode' ? 'ZIP' : k === 'name' ? 'Location name' : label(k)} required disabled={locked} value={form.location[k]} onChange={(e) => setIn('location', { [k]: e.target.value })} />
                ))}
              </Grid>
            </Stack>
          )}
        </Box>
      )}
      {form.eventType !== 'offline' && (
        <Box data-testid="online-section">
          <FormLabel>Online details</FormLabel>
          <Grid columns={2}>
            <TextField select label="Platform" value={form.onlineDetails.platform} onChange={(e) => setIn('onlineDetails', { platform: e.target.value })} sx={{ mt: 1 }}>
              {ONLINE_PLATFORMS.map((p) => <MenuItem key={p} value={p}>{label(p)}</MenuItem>)}
            </TextField>
            <TextField label="Meeting link" type="url" value={form.onlineDetails.meetingLink} onChange={(e) => setIn('onlineDetails', { meetingLink: e.target.value })} sx={{ mt: 1 }} />
            <TextField label="Meeting ID" value={form.onlineDetails.meetingId} onChange={(e) => setIn('onlineDetails', { meetingId: e.target.value })} />
            <TextField label="Password" value={form.onlineDetails.password} onChange={(e) => setIn('onlineDetails', { password: e.target.value })} />
          </Grid>
        </Box>
      )}
    </Stack>,
    // Pricing & Capacity
    <Stack spacing={2} key="pricing">
      {check('isFree', 'This event is free')}
      <Grid columns={3}>
        <TextField select label="Pricing type" {...field('pricingType')}>
          {PRICING_TYPES.map((p) => <MenuItem key={p} value={p}>{label(p)}</MenuItem>)}
        </TextField>
        <TextField select label="Currency" {...field('currency')}>
          {CURRENCIES.map((c) => <MenuItem key={c} value={c}>{c}</MenuItem>)}
        </TextField>
        <TextField label="Price" type="number" disabled={form.isFree} {...field('price')} slotProps={{ htmlInput: { min: 0, step: 0.01, 'data-testid': 'event-price' } }} />
        <TextField label="Tickets available" type="number" {...field('ticketsAvailable')} slotProps={{ htmlInput: { min: 0, 'data-testid': 'event-tickets' } }} />
        <TextField label="Maximum attendees" type="number" {...field('maxAttendees')} slotProps={{ htmlInput: { min: 0 } }} />
      </Grid>
      {check('waitlistEnabled', 'Enable waitlist when sold out')}
    </Stack>,
    // Media & Gallery
    <Stack spacing={2} key="media">
      <Box>
        <FormLabel>Banner image</FormLabel>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 1 }}>
          {(form.bannerFile || form.bannerImage) && (
            <Box component="img" src={form.bannerFile ? URL.createObjectURL(form.bannerFile) : assetUrl(form.bannerImage)} alt="Banner" sx={{ width: 200, height: 100, objectFit: 'cover', borderRadius: 1 }} />
          )}
          <Button variant="outlined" component="label">
            {form.bannerFile || form.bannerImage ? 'Replace banner' : 'Choose banner'}
            <input hidden type="file" accept="image/*" onChange={(e) => set({ bannerFile: e.target.files?.[0] ?? null })} />
          </Button>
          {(form.bannerFile || form.bannerImage) && <Button color="error" onClick={() => set({ bannerFile: null, bannerImage: '' })}>Remove</Button>}
        </Stack>
      </Box>
      <Box>
        <FormLabel>Gallery</FormLabel>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {form.gallery.map((url) => (
            <Box key={url} sx={{ position: 'relative' }}>
              <Box component="img" src={assetUrl(url)} alt="" sx={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 1 }} />
              <IconButton size="small" aria-label="Remove image" onClick={() => set({ gallery: form.gallery.filter((g) => g !== url) })} sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'rgba(255,255,255,.85)' }}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
          {form.galleryFiles.map((file) => <Chip key={file.name} label={file.name} onDelete={() => set({ galleryFiles: form.galleryFiles.filter((f) => f !== file) })} />)}
        </Box>
        <Button variant="outlined" component="label" sx={{ mt: 1 }}>
          Add gallery images
          <input hidden type="file" accept="image/*" multiple onChange={(e) => set({ galleryFiles: [...form.galleryFiles, ...Array.from(e.target.files ?? [])] })} />
        </Button>
      </Box>
      <TextField label="Video URL" type="url" {...field('videoUrl')} />
    </Stack>,
    // Requirements
    <Stack spacing={2} key="requirements">
      <Grid>
        <TextField select label="Age restriction" {...field('ageRestriction')}>
          <MenuItem value="">—</MenuItem>
          {AGE_RESTRICTIONS.map((a) => <MenuItem key={a} value={a}>{a}</MenuItem>)}
        </TextField>
        <TextField label="Dress code" {...field('dressCode')} />
        <TextField label="Items to bring (one per line)" multiline minRows={3} {...field('itemsToBring')} />
        <TextField label="Prerequisites (one per line)" multiline minRows={3} {...field('prerequisites')} />
      </Grid>
      <TextField label="Facilities (comma separated)" {...field('facilities')} />
      <TextField label="Important information" multiline minRows={3} {...field('importantInfo')} />
    </Stack>,
    // Contact Info
    <Stack spacing={2} key="contact">
      <Grid>
        <TextField label="Organizer name" required {...field('organizerName')} slotProps={{ htmlInput: { 'data-testid': 'organizer-name' } }} />
        <TextField label="Organizer email" type="email" required {...field('organizerEmail')} slotProps={{ htmlInput: { 'data-testid': 'organizer-email' } }} />
        <TextField label="Organizer phone" {...field('organizerPhone')} />
        <TextField label="Website" type="url" {...field('website')} />
        {(['facebook', 'twitter', 'instagram', 'linkedin'] as const).map((s) => (
          <TextField key={s} label={label(s)} type="url" value={form.social[s]} onChange={(e) => setIn('social', { [s]: e.target.value })} />
        ))}
      </Grid>
    </Stack>,
    // Publishing & SEO
    <Stack spacing={2} key="publishing">
      <Stack direction="row" flexWrap="wrap">
        {check('isPublished', 'Published')}
        {check('isActive', 'Active')}
        {check('featured', 'Featured')}
      </Stack>
      <Grid>
        <TextField label="Priority" type="number" {...field('priority')} slotProps={{ htmlInput: { min: 0 } }} />
        <TextField label="Meta title" {...field('metaTitle')} />
      </Grid>
      <TextField label="Meta description" multiline minRows={2} {...field('metaDescription')} />
    </Stack>,
  ];

  return (
    <Page>
      <PageHeader
        title={editing ? 'Edit Event' : 'Create Event'}
        actions={<Button startIcon={<ArrowBackIcon />} component={Link} to={editing ? `/events/${id}` : '/events'}>Back</Button>}
      />
      <Card>
        <Tabs value={tab} onChange={(_, t) => setTab(t)} variant="scrollable" scrollButtons="auto" sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}>
          {TABS.map((t) => <Tab key={t} label={t} />)}
        </Tabs>
        <CardContent sx={{ p: 3 }}>
          {problem && <Alert severity="error" sx={{ mb: 2 }} data-testid="form-error">{problem}</Alert>}
          <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 2 }}>{TABS[tab]}</Typography>
          {panels[tab]}
        </CardContent>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', p: 2, borderTop: 1, borderColor: 'divider', bgcolor: '#faf8f6' }}>
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={() => setTab((tab + TABS.length - 1) % TABS.length)}>Previous</Button>
            <Button variant="outlined" onClick={() => setTab((tab + 1) % TABS.length)} data-testid="next-tab">Next</Button>
          </Stack>
          <Button variant="contained" onClick={submit} disabled={saving} data-testid="submit-event">
            {saving ? 'Saving…' : editing ? 'Update Event' : 'Create Event'}
          </Button>
        </Box>
      </Card>
    </Page>
  );
}
