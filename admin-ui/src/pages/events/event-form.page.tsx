import { useMemo, type ReactNode } from 'react';
import { Box, Button as MuiButton, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  AutocompleteArrayInput, AutocompleteInput, BooleanInput, Create, DateInput, Edit, email, FormDataConsumer, ImageField, ImageInput, maxLength,
  minValue, NumberInput, RadioButtonGroupInput, ReferenceArrayInput, ReferenceInput, SaveButton, SelectInput, TabbedForm, TextInput,
  TabbedFormTabs, TimeInput, Toolbar, useRecordContext, useTranslate, type RaRecord,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  AGE_RESTRICTIONS, CURRENCIES, EVENT_CATEGORIES, EVENT_TYPES, ONLINE_PLATFORMS, PRICING_TYPES, SHORT_DESCRIPTION_MAX,
  statusLabel, TAX_CATEGORIES, TAX_CATEGORY_LABELS, TIMEZONES, type EventResponse,
} from '@marketplace/shared-dto';
import { eventPayload, eventValues, LOCATION_KEYS, newEventValues, requiredByRule, TABS, TBD_LOCATION } from './event-form.model';
import { TicketTypesInput } from './ticket-types.input';
import { SeatingInput } from './seating.input';
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
  const translate = useTranslate();
  return (
    <Toolbar sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
      <Stack direction="row" spacing={1}>
        <MuiButton variant="outlined" onClick={() => go(-1)} data-testid="previous-tab">{translate('app.eventForm.previous')}</MuiButton>
        <MuiButton variant="outlined" onClick={() => go(1)} data-testid="next-tab">{translate('app.eventForm.next')}</MuiButton>
      </Stack>
      <SaveButton
        label={formState.isSubmitting ? 'app.eventForm.saving' : editing ? 'app.eventForm.updateEvent' : 'app.eventForm.createEvent'}
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
        label="app.eventForm.existingVenue" optionText={(v: RaRecord) => `${v.name}${v.city ? ` • ${v.city}` : ''}`} onChange={fill}
        helperText="app.eventForm.pickingAVenueFills" data-testid="event-venue"
      />
    </ReferenceInput>
  );
}

/** The location inputs' labels. */
const LOCATION_LABELS = {
  name: 'app.eventForm.locationName', address: 'app.eventForm.locationAddress', city: 'app.eventForm.locationCity',
  state: 'app.eventForm.locationState', zipCode: 'app.eventForm.locationZipCode', country: 'app.eventForm.locationCountry',
} satisfies Record<(typeof LOCATION_KEYS)[number], string>;

function LocationSection() {
  return (
    <FormDataConsumer>
      {({ formData }) => {
        if (formData.eventType === 'online') return null;
        if (formData.venueChoice === 'new') {
          return (
            <Grid columns={3}>
              {LOCATION_KEYS.map((k) => <TextInput key={k} source={`newVenue.${k}`} label={k === 'name' ? 'app.eventForm.name' : LOCATION_LABELS[k]} validate={requiredByRule} />)}
              <NumberInput source="newVenue.capacity" label="app.eventForm.capacity" min={0} validate={minValue(0)} />
              <TextInput source="newVenue.facilities" label="app.eventForm.facilitiesCommaSeparated" />
              <TextInput source="newVenue.contactInfo.phone" label="app.eventForm.phone" />
              <TextInput source="newVenue.contactInfo.email" label="app.eventForm.email" type="email" validate={email()} />
              <TextInput source="newVenue.contactInfo.website" label="app.eventForm.website" type="url" />
            </Grid>
          );
        }
        return (
          <>
            <VenuePicker />
            <Grid columns={3}>
              {LOCATION_KEYS.map((k) => (
                <TextInput key={k} source={`location.${k}`} label={LOCATION_LABELS[k]} validate={requiredByRule} readOnly={!!formData.venue} />
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
        <TextInput source="title" label="app.eventForm.title" validate={requiredByRule} data-testid="event-title" />
        <TextInput
          source="shortDescription" label="app.eventForm.shortDescription" multiline minRows={2} validate={maxLength(SHORT_DESCRIPTION_MAX)}
          slotProps={{ htmlInput: { maxLength: SHORT_DESCRIPTION_MAX } }}
          helperText={<FormDataConsumer>{({ formData }) => <span data-testid="short-description-counter">{(formData.shortDescription ?? '').length}/{SHORT_DESCRIPTION_MAX}</span>}</FormDataConsumer>}
        />
        <TextInput source="description" label="app.eventForm.description" multiline minRows={5} validate={requiredByRule} data-testid="event-description" />
        <Grid>
          <SelectInput source="category" label="app.eventForm.category" choices={choices(EVENT_CATEGORIES)} emptyText="—" />
          <SelectInput source="eventType" label="app.eventForm.eventType" choices={choices(EVENT_TYPES)} validate={requiredByRule} />
        </Grid>
        <Grid>
          <ReferenceArrayInput source="categories" reference="categories" filter={REFERENCE_FILTER} perPage={200}><AutocompleteArrayInput label="app.eventForm.categories" /></ReferenceArrayInput>
          <ReferenceArrayInput source="tags" reference="tags" filter={REFERENCE_FILTER} perPage={200}><AutocompleteArrayInput label="app.eventForm.tags" /></ReferenceArrayInput>
          <ReferenceArrayInput source="languages" reference="languages" filter={REFERENCE_FILTER} perPage={200}><AutocompleteArrayInput label="app.eventForm.languages" /></ReferenceArrayInput>
          <ReferenceArrayInput source="performers" reference="performers" filter={REFERENCE_FILTER} perPage={200}><AutocompleteArrayInput label="app.eventForm.performers" /></ReferenceArrayInput>
        </Grid>
      </TabbedForm.Tab>
      <TabbedForm.Tab label={TABS[1]}>
        <Grid columns={4}>
          <DateInput source="startDate" label="app.eventForm.startDate" validate={requiredByRule} data-testid="event-start-date" />
          <TimeInput source="startTime" label="app.eventForm.startTime" validate={requiredByRule} data-testid="event-start-time" parse={(v: string) => v} format={(v: string) => v ?? ''} />
          <DateInput source="endDate" label="app.eventForm.endDate" data-testid="event-end-date" />
          <TimeInput source="endTime" label="app.eventForm.endTime" parse={(v: string) => v} format={(v: string) => v ?? ''} />
        </Grid>
        <Grid>
          <SelectInput source="timezone" label="app.eventForm.timezone" choices={TIMEZONES.map((t) => ({ id: t, name: t }))} />
          <TextInput source="duration" label="app.eventForm.duration" placeholder="2h 30m" />
        </Grid>
        <FormDataConsumer>
          {({ formData }) => formData.eventType !== 'online' && (
            <RadioButtonGroupInput source="venueChoice" label="app.eventForm.venue" choices={[{ id: 'existing', name: 'app.eventForm.existingVenue' }, { id: 'new', name: 'app.eventForm.newVenue' }]} />
          )}
        </FormDataConsumer>
        <LocationSection />
        <FormDataConsumer>
          {({ formData }) => formData.eventType !== 'offline' && (
            <Grid>
              <SelectInput source="onlineDetails.platform" label="app.eventForm.platform" choices={choices(ONLINE_PLATFORMS)} />
              <TextInput source="onlineDetails.meetingLink" label="app.eventForm.meetingLink" type="url" />
              <TextInput source="onlineDetails.meetingId" label="app.eventForm.meetingId" />
              <TextInput source="onlineDetails.password" label="app.eventForm.password" />
            </Grid>
          )}
        </FormDataConsumer>
      </TabbedForm.Tab>
      <TabbedForm.Tab label={TABS[2]}>
        <BooleanInput source="pricing.isFree" label="app.eventForm.thisEventIsFree" />
        <Grid columns={3}>
          <SelectInput source="pricing.pricingType" label="app.eventForm.pricingType" choices={choices(PRICING_TYPES)} />
          <SelectInput source="pricing.currency" label="app.eventForm.currency" choices={CURRENCIES.map((c) => ({ id: c, name: c }))} />
          <FormDataConsumer>
            {({ formData }) => <NumberInput source="pricing.price" label="app.eventForm.price" min={0} step={0.01} validate={minValue(0)} disabled={!!formData.pricing?.isFree} data-testid="event-price" />}
          </FormDataConsumer>
          <NumberInput source="ticketsAvailable" label="app.eventForm.ticketsAvailable" min={0} step={1} validate={minValue(0)} data-testid="event-tickets" />
          <NumberInput source="capacity.maxAttendees" label="app.eventForm.maximumAttendees" min={0} step={1} validate={minValue(0)} />
          <SelectInput source="taxCategory" label="app.eventForm.gstCategory" choices={TAX_CATEGORIES.map((c) => ({ id: c, name: TAX_CATEGORY_LABELS[c] }))} data-testid="event-tax-category" />
        </Grid>
        <BooleanInput source="capacity.waitlistEnabled" label="app.eventForm.enableWaitlistWhenSold" />
        <TicketTypesInput />
        <SeatingInput />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={TABS[3]}>
        <ImageInput source="bannerImage" label="app.eventForm.bannerImage" accept={{ 'image/*': [] }} placeholder={<p><Translated text="app.eventForm.bannerDrop" /></p>}>
          <ImageField source="src" title="title" />
        </ImageInput>
        <ImageInput source="gallery" label="app.eventForm.gallery" multiple accept={{ 'image/*': [] }} placeholder={<p><Translated text="app.eventForm.galleryDrop" /></p>}>
          <ImageField source="src" title="title" />
        </ImageInput>
        <TextInput source="videoUrl" label="app.eventForm.videoUrl" type="url" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={TABS[4]}>
        <Grid>
          <SelectInput source="requirements.ageRestriction" label="app.eventForm.ageRestriction" choices={AGE_RESTRICTIONS.map((a) => ({ id: a, name: a }))} emptyText="—" />
          <TextInput source="requirements.dressCode" label="app.eventForm.dressCode" />
          <TextInput source="requirements.itemsToBring" label="app.eventForm.itemsToBringOne" multiline minRows={3} />
          <TextInput source="requirements.prerequisites" label="app.eventForm.prerequisitesOnePerLine" multiline minRows={3} />
        </Grid>
        <TextInput source="facilities" label="app.eventForm.facilitiesCommaSeparated" />
        <TextInput source="importantInfo" label="app.eventForm.importantInformation" multiline minRows={3} />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={TABS[5]}>
        <Grid>
          <TextInput source="contactInfo.organizerName" label="app.eventForm.organizerName" validate={requiredByRule} data-testid="organizer-name" />
          <TextInput source="contactInfo.organizerEmail" label="app.eventForm.organizerEmail" type="email" validate={requiredByRule} data-testid="organizer-email" />
          <TextInput source="contactInfo.organizerPhone" label="app.eventForm.organizerPhone" />
          <TextInput source="contactInfo.website" label="app.eventForm.website" type="url" />
          {(['facebook', 'twitter', 'instagram', 'linkedin'] as const).map((s) => <TextInput key={s} source={`contactInfo.socialMedia.${s}`} label={statusLabel(s)} type="url" />)}
        </Grid>
      </TabbedForm.Tab>
      <TabbedForm.Tab label={TABS[6]}>
        <Stack direction="row" flexWrap="wrap">
          <BooleanInput source="isPublished" label="app.eventForm.published" />
          <BooleanInput source="isActive" label="app.eventForm.active" />
          <BooleanInput source="featured" label="app.eventForm.featured" />
        </Stack>
        <Grid>
          <NumberInput source="priority" label="app.eventForm.priority" min={0} step={1} validate={minValue(0)} />
          <TextInput source="metaTitle" label="app.eventForm.metaTitle" />
        </Grid>
        <TextInput source="metaDescription" label="app.eventForm.metaDescription" multiline minRows={2} />
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
  <MuiButton startIcon={<ArrowBackIcon />} component={Link} to={to} sx={{ mb: 1 }}><Translated text="ra.action.back" /></MuiButton>
);

/** A catalogue text where a component, not a string, is wanted. */
function Translated({ text }: { text: string }) {
  return <>{useTranslate()(text)}</>;
}

/** /admin/events/{id}/edit: after saving the user goes to the list (spec section 4). */
export function EventEdit() {
  return (
    <Edit
      title="app.eventForm.editEvent"
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
      title="app.eventForm.createEvent"
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
