import { useMemo, type ReactNode } from 'react';
import { Box, Button as MuiButton, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  AutocompleteArrayInput, AutocompleteInput, BooleanInput, Create, DateInput, Edit, email, FormDataConsumer, ImageField, ImageInput, maxLength,
  minValue, NumberInput, RadioButtonGroupInput, ReferenceArrayInput, ReferenceInput, SaveButton, SelectInput, TabbedForm, TextInput,
  TabbedFormTabs, TimeInput, Toolbar, useRecordContext, type RaRecord,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  AGE_RESTRICTIONS, CURRENCIES, EVENT_CATEGORIES, EVENT_LOCATION_LABELS, EVENT_TYPES, ONLINE_PLATFORMS, PRICING_TYPES, SHORT_DESCRIPTION_MAX,
  statusLabel, TAX_CATEGORIES, TAX_CATEGORY_LABELS, TIMEZONES, type EventResponse,
} from '@marketplace/shared-dto';
import { eventPayload, eventValues, LOCATION_KEYS, newEventValues, requiredByRule, TABS, TBD_LOCATION } from './event-form.model';
import { TicketTypesInput } from './ticket-types.input';
import { CancelEventButton } from './cancel-event.button';
import { KEEP_TYPED_VALUES } from '../../components/form-reset';

const choices = (values: readonly string[]) => values.map((v) => ({ id: v, name: statusLabel(v) }));

const Grid = ({ children, columns = 2 }: { children: ReactNode; columns?: number }) => (
  <Box sx={{ display: 'grid', columnGap: 2, width: '100%', gridTemplateColumns: { xs: '1fr', md: `repeat(${columns}, minmax(0, 1fr))` } }}>{children}</Box>
);

/** The tab index in the URL (`…/new/2`, `…/{id}/edit/2`) and the path of another tab. */
function useTabPaths() {
  const { pathname } = useLocation();
  const match = pathname.match(/^(.*?)(?:\/(\d+))?$/)!;
  return { tab: Number(match[2] ?? 0), pathOf: (tab: number) => (tab === 0 ? match[1] : `${match[1]}/${tab}`) };
}

/** Previous/Next cycle through the tabs and wrap around; the submit button reads 'Create Event' or 'Update Event'. */
function EventToolbar({ editing }: { editing: boolean }) {
  const { tab, pathOf } = useTabPaths();
  const navigate = useNavigate();
  const go = (step: number) => navigate(pathOf((tab + step + TABS.length) % TABS.length), { replace: true });
  const { formState } = useFormContext();
  return (
    <Toolbar sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
      <Stack direction="row" spacing={1}>
        <MuiButton variant="outlined" onClick={() => go(-1)} data-testid="previous-tab">Previous</MuiButton>
        <MuiButton variant="outlined" onClick={() => go(1)} data-testid="next-tab">Next</MuiButton>
      </Stack>
      <SaveButton
        label={formState.isSubmitting ? 'Saving…' : editing ? 'Update Event' : 'Create Event'}
        alwaysEnable
        data-testid="submit-event"
      />
    </Toolbar>
  );
}

/** Picking an existing venue fills and locks the location; clearing it sets 'TBD' values (spec section 4). */
function VenuePicker() {
  const { setValue } = useFormContext();
  const fill = (_: unknown, venue?: RaRecord | '') => {
    const l = ((venue && venue.location) ?? {}) as Record<string, string>;
    const location = venue
      ? { name: venue.name, address: l.address ?? venue.address ?? '', city: l.city ?? venue.city ?? '', state: l.state ?? venue.state ?? '', zipCode: l.zipCode ?? venue.zipCode ?? '', country: l.country ?? venue.country ?? 'India' }
      : TBD_LOCATION;
    setValue('location', location, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <ReferenceInput source="venue" reference="venues" perPage={100}>
      <AutocompleteInput
        label="Existing venue" optionText={(v: RaRecord) => `${v.name}${v.city ? ` • ${v.city}` : ''}`} onChange={fill}
        helperText="Picking a venue fills in the location" data-testid="event-venue"
      />
    </ReferenceInput>
  );
}

function LocationSection() {
  return (
    <FormDataConsumer>
      {({ formData }) => {
        if (formData.eventType === 'online') return null;
        if (formData.venueChoice === 'new') {
          return (
            <Grid columns={3}>
              {LOCATION_KEYS.map((k) => <TextInput key={k} source={`newVenue.${k}`} label={EVENT_LOCATION_LABELS[k].replace('Location name', 'Name')} validate={requiredByRule} />)}
              <NumberInput source="newVenue.capacity" label="Capacity" min={0} validate={minValue(0)} />
              <TextInput source="newVenue.facilities" label="Facilities (comma separated)" />
              <TextInput source="newVenue.contactInfo.phone" label="Phone" />
              <TextInput source="newVenue.contactInfo.email" label="Email" type="email" validate={email()} />
              <TextInput source="newVenue.contactInfo.website" label="Website" type="url" />
            </Grid>
          );
        }
        return (
          <>
            <VenuePicker />
            <Grid columns={3}>
              {LOCATION_KEYS.map((k) => (
                <TextInput key={k} source={`location.${k}`} label={EVENT_LOCATION_LABELS[k]} validate={requiredByRule} readOnly={!!formData.venue} />
              ))}
            </Grid>
          </>
        );
      }}
    </FormDataConsumer>
  );
}

const REFERENCE_FILTER = { status: 'approved' };

function EventTabs({ editing, record }: { editing: boolean; record?: RaRecord }) {
  return (
    <TabbedForm record={record} toolbar={<EventToolbar editing={editing} />} warnWhenUnsavedChanges={false} resetOptions={KEEP_TYPED_VALUES} tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" />}>
      <TabbedForm.Tab label={TABS[0]}>
        <TextInput source="title" label="Title" validate={requiredByRule} data-testid="event-title" />
        <TextInput
          source="shortDescription" label="Short description" multiline minRows={2} validate={maxLength(SHORT_DESCRIPTION_MAX)}
          slotProps={{ htmlInput: { maxLength: SHORT_DESCRIPTION_MAX } }}
          helperText={<FormDataConsumer>{({ formData }) => <span data-testid="short-description-counter">{(formData.shortDescription ?? '').length}/{SHORT_DESCRIPTION_MAX}</span>}</FormDataConsumer>}
        />
        <TextInput source="description" label="Description" multiline minRows={5} validate={requiredByRule} data-testid="event-description" />
        <Grid>
          <SelectInput source="category" label="Category" choices={choices(EVENT_CATEGORIES)} emptyText="—" />
          <SelectInput source="eventType" label="Event type" choices={choices(EVENT_TYPES)} validate={requiredByRule} />
        </Grid>
        <Grid>
          <ReferenceArrayInput source="categories" reference="categories" filter={REFERENCE_FILTER} perPage={200}><AutocompleteArrayInput label="Categories" /></ReferenceArrayInput>
          <ReferenceArrayInput source="tags" reference="tags" filter={REFERENCE_FILTER} perPage={200}><AutocompleteArrayInput label="Tags" /></ReferenceArrayInput>
          <ReferenceArrayInput source="languages" reference="languages" filter={REFERENCE_FILTER} perPage={200}><AutocompleteArrayInput label="Languages" /></ReferenceArrayInput>
          <ReferenceArrayInput source="performers" reference="performers" filter={REFERENCE_FILTER} perPage={200}><AutocompleteArrayInput label="Performers" /></ReferenceArrayInput>
        </Grid>
      </TabbedForm.Tab>
      <TabbedForm.Tab label={TABS[1]}>
        <Grid columns={4}>
          <DateInput source="startDate" label="Start date" validate={requiredByRule} data-testid="event-start-date" />
          <TimeInput source="startTime" label="Start time" validate={requiredByRule} data-testid="event-start-time" parse={(v: string) => v} format={(v: string) => v ?? ''} />
          <DateInput source="endDate" label="End date" data-testid="event-end-date" />
          <TimeInput source="endTime" label="End time" parse={(v: string) => v} format={(v: string) => v ?? ''} />
        </Grid>
        <Grid>
          <SelectInput source="timezone" label="Timezone" choices={TIMEZONES.map((t) => ({ id: t, name: t }))} />
          <TextInput source="duration" label="Duration" placeholder="2h 30m" />
        </Grid>
        <FormDataConsumer>
          {({ formData }) => formData.eventType !== 'online' && (
            <RadioButtonGroupInput source="venueChoice" label="Venue" choices={[{ id: 'existing', name: 'Existing venue' }, { id: 'new', name: 'New venue' }]} />
          )}
        </FormDataConsumer>
        <LocationSection />
        <FormDataConsumer>
          {({ formData }) => formData.eventType !== 'offline' && (
            <Grid>
              <SelectInput source="onlineDetails.platform" label="Platform" choices={choices(ONLINE_PLATFORMS)} />
              <TextInput source="onlineDetails.meetingLink" label="Meeting link" type="url" />
              <TextInput source="onlineDetails.meetingId" label="Meeting ID" />
              <TextInput source="onlineDetails.password" label="Password" />
            </Grid>
          )}
        </FormDataConsumer>
      </TabbedForm.Tab>
      <TabbedForm.Tab label={TABS[2]}>
        <BooleanInput source="pricing.isFree" label="This event is free" />
        <Grid columns={3}>
          <SelectInput source="pricing.pricingType" label="Pricing type" choices={choices(PRICING_TYPES)} />
          <SelectInput source="pricing.currency" label="Currency" choices={CURRENCIES.map((c) => ({ id: c, name: c }))} />
          <FormDataConsumer>
            {({ formData }) => <NumberInput source="pricing.price" label="Price" min={0} step={0.01} validate={minValue(0)} disabled={!!formData.pricing?.isFree} data-testid="event-price" />}
          </FormDataConsumer>
          <NumberInput source="ticketsAvailable" label="Tickets available" min={0} step={1} validate={minValue(0)} data-testid="event-tickets" />
          <NumberInput source="capacity.maxAttendees" label="Maximum attendees" min={0} step={1} validate={minValue(0)} />
          <SelectInput source="taxCategory" label="GST category" choices={TAX_CATEGORIES.map((c) => ({ id: c, name: TAX_CATEGORY_LABELS[c] }))} data-testid="event-tax-category" />
        </Grid>
        <BooleanInput source="capacity.waitlistEnabled" label="Enable waitlist when sold out" />
        <TicketTypesInput />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={TABS[3]}>
        <ImageInput source="bannerImage" label="Banner image" accept={{ 'image/*': [] }} placeholder={<p>Drop a banner image here, or click to choose one</p>}>
          <ImageField source="src" title="title" />
        </ImageInput>
        <ImageInput source="gallery" label="Gallery" multiple accept={{ 'image/*': [] }} placeholder={<p>Drop gallery images here, or click to choose them</p>}>
          <ImageField source="src" title="title" />
        </ImageInput>
        <TextInput source="videoUrl" label="Video URL" type="url" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={TABS[4]}>
        <Grid>
          <SelectInput source="requirements.ageRestriction" label="Age restriction" choices={AGE_RESTRICTIONS.map((a) => ({ id: a, name: a }))} emptyText="—" />
          <TextInput source="requirements.dressCode" label="Dress code" />
          <TextInput source="requirements.itemsToBring" label="Items to bring (one per line)" multiline minRows={3} />
          <TextInput source="requirements.prerequisites" label="Prerequisites (one per line)" multiline minRows={3} />
        </Grid>
        <TextInput source="facilities" label="Facilities (comma separated)" />
        <TextInput source="importantInfo" label="Important information" multiline minRows={3} />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={TABS[5]}>
        <Grid>
          <TextInput source="contactInfo.organizerName" label="Organizer name" validate={requiredByRule} data-testid="organizer-name" />
          <TextInput source="contactInfo.organizerEmail" label="Organizer email" type="email" validate={requiredByRule} data-testid="organizer-email" />
          <TextInput source="contactInfo.organizerPhone" label="Organizer phone" />
          <TextInput source="contactInfo.website" label="Website" type="url" />
          {(['facebook', 'twitter', 'instagram', 'linkedin'] as const).map((s) => <TextInput key={s} source={`contactInfo.socialMedia.${s}`} label={statusLabel(s)} type="url" />)}
        </Grid>
      </TabbedForm.Tab>
      <TabbedForm.Tab label={TABS[6]}>
        <Stack direction="row" flexWrap="wrap">
          <BooleanInput source="isPublished" label="Published" />
          <BooleanInput source="isActive" label="Active" />
          <BooleanInput source="featured" label="Featured" />
        </Stack>
        <Grid>
          <NumberInput source="priority" label="Priority" min={0} step={1} validate={minValue(0)} />
          <TextInput source="metaTitle" label="Meta title" />
        </Grid>
        <TextInput source="metaDescription" label="Meta description" multiline minRows={2} />
      </TabbedForm.Tab>
    </TabbedForm>
  );
}

/** The stored event as the form holds it. */
function EditTabs() {
  const record = useRecordContext<EventResponse & RaRecord>();
  const values = useMemo(() => (record ? (eventValues(record) as RaRecord) : undefined), [record]);
  return values ? <EventTabs editing record={values} /> : null;
}

/** The card may shrink below the tabs' width (they scroll) instead of widening the page. */
const SHRINK = { minWidth: 0, '& .RaCreate-main, & .RaCreate-card, & .RaEdit-main, & .RaEdit-card': { minWidth: 0 } };

const BackLink = ({ to }: { to: string }) => (
  <MuiButton startIcon={<ArrowBackIcon />} component={Link} to={to} sx={{ mb: 1 }}>Back</MuiButton>
);

/** /admin/events/{id}/edit: after saving the user goes to the list (spec section 4). */
export function EventEdit() {
  return (
    <Edit
      title="Edit Event"
      mutationMode="pessimistic"
      redirect="list"
      sx={SHRINK}
      actions={<EditBack />}
      transform={(values) => eventPayload(values, true)}
      queryOptions={{ retry: false }}
    >
      <EditTabs />
    </Edit>
  );
}

function EditBack() {
  const record = useRecordContext<EventResponse & RaRecord>();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <BackLink to={record ? `/events/${record.id}` : '/events'} />
      {record && <CancelEventButton event={record} />}
    </Stack>
  );
}

/** /admin/events/new: after creating the user goes to the new event (spec section 4). */
export function EventCreate() {
  return (
    <Create
      title="Create Event"
      sx={SHRINK}
      redirect={(_resource, id) => (id ? `events/${id}` : 'events')}
      actions={<BackLink to="/events" />}
      transform={(values) => eventPayload(values, false)}
      record={newEventValues()}
    >
      <EventTabs editing={false} />
    </Create>
  );
}
