import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { email, ImageField, ImageInput, minValue, NumberInput, required, SimpleForm, TextInput, useTranslate, type SimpleFormProps } from 'react-admin';
import { assetUrl } from '@marketplace/shared-ui';
import type { ImageValue } from '../events/event-form.model';
import { KEEP_TYPED_VALUES } from '../../components/form-reset';

/** Name, city and address are required with the spec's one message (section 5); the server says the same. */
const needed = required('app.venues.required');

/** Labels are resources.venues.fields.<source>. */
const TEXT_FIELDS = [
  { source: 'address', validate: needed }, { source: 'city', validate: needed }, { source: 'state' }, { source: 'zipCode' }, { source: 'country' },
  { source: 'phone' }, { source: 'website' }, { source: 'mapUrl' },
];

/** The venue's own fields (the answer also carries id, images, location, status… which the API does not take back). */
const DETAIL_KEYS = ['name', 'address', 'city', 'state', 'zipCode', 'country', 'phone', 'email', 'website', 'mapUrl', 'capacity', 'lat', 'lng', 'description'];

/** A stored cover is a URL; <ImageInput> previews `{src}` with the title given. */
const asImage = (title: string) => (value: unknown) => (typeof value === 'string' ? { src: assetUrl(value), title } : value);

/**
 * The API body: the details, and the cover as a file when a new one was chosen, null when it was
 * removed, left out when it stays. Empty capacity, lat and lng become null (spec section 5).
 */
export function venueBody(values: Record<string, unknown>): Record<string, unknown> {
  const details = Object.fromEntries(DETAIL_KEYS.filter((k) => k in values).map((k) => [k, values[k] === '' ? null : values[k]]));
  const cover = values.photo as ImageValue | string | null | undefined;
  if (cover && typeof cover === 'object' && cover.rawFile) details.photo = cover.rawFile;
  if (cover === null) details.photo = null;
  return details;
}

const Grid = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', columnGap: 2, width: '100%', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>{children}</Box>
);

/** The venue details of the add and edit screens: react-admin inputs, so a server `details` entry shows under its field. */
export function VenueForm(props: Omit<SimpleFormProps, 'children'>) {
  const translate = useTranslate();
  return (
    <SimpleForm warnWhenUnsavedChanges={false} resetOptions={KEEP_TYPED_VALUES} {...props}>
      <Grid>
        <TextInput source="name" validate={needed} data-testid="venue-name" />
        {TEXT_FIELDS.map(({ source, validate }) => <TextInput key={source} source={source} validate={validate} data-testid={`venue-${source}`} />)}
        <TextInput source="email" type="email" validate={email('app.venues.emailInvalid')} data-testid="venue-email" />
        <NumberInput source="capacity" min={0} step={1} validate={minValue(0)} data-testid="venue-capacity" />
        <NumberInput source="lat" step="any" />
        <NumberInput source="lng" step="any" />
      </Grid>
      <TextInput source="description" multiline minRows={3} />
      <ImageInput source="photo" inputProps={{ 'aria-label': translate('app.venues.coverFile') }} accept={{ 'image/*': [] }} format={asImage(translate('app.venues.currentCover'))} placeholder={<p>{translate('app.venues.coverDrop')}</p>}>
        <ImageField source="src" title="title" />
      </ImageInput>
    </SimpleForm>
  );
}
