import { Box, Button, Typography } from '@mui/material';
import {
  BooleanInput, Create, Edit, FormDataConsumer, ImageField, ImageInput, maxValue, minValue, NumberInput, required, SimpleForm, TextInput,
  useRecordContext, type RaRecord,
} from 'react-admin';
import { BANNER_MAX_BYTES, Messages } from '@marketplace/shared-dto';
import { assetUrl } from '@marketplace/shared-ui';
import { RequireToken } from '../../components/require-token';
import { useSavedToList } from '../../components/row-actions';
import { ErrorState } from '../../components/state-views';
import type { ImageValue } from '../events/event-form.model';
import { imageProblem } from './image-upload';
import { KEEP_TYPED_VALUES } from '../../components/form-reset';

/** Defaults of a new banner (spec section 9). */
const NEW_BANNER = { buttonText: 'Learn More', isActive: true, order: 0, showOverlay: true, overlayOpacity: 40 };

/** The stored `image {url, alt}` as <ImageInput> previews it. */
const asImage = (value: unknown) => {
  const url = (value as { url?: string } | null)?.url;
  return url && !(value as ImageValue).src ? { ...(value as object), src: assetUrl(url), title: 'Current image' } : value;
};

/** Images only, at most 10 MB (spec section 5), shown under the field; editing needs an image. */
const imageRules = (editing: boolean) => (value: ImageValue & { url?: string } | null) => {
  if (value?.rawFile) return imageProblem(value.rawFile, BANNER_MAX_BYTES, Messages.bannerTooLarge) ?? undefined;
  return editing && !value?.url ? Messages.bannerImageRequired : undefined;
};

/** What the home page will show, drawn from the form's values. */
function Preview() {
  return (
    <FormDataConsumer>
      {({ formData: b }) => {
        const src = b.image?.src ?? (b.image?.url ? assetUrl(b.image.url) : '');
        return (
          <Box data-testid="banner-preview" sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', aspectRatio: '16 / 7', width: '100%', maxWidth: 640, bgcolor: '#1e1b4b', backgroundImage: src ? `url("${src}")` : undefined, backgroundSize: 'cover', backgroundPosition: 'center', mb: 2 }}>
            {b.showOverlay && <Box sx={{ position: 'absolute', inset: 0, bgcolor: `rgba(0,0,0,${(b.overlayOpacity ?? 0) / 100})` }} />}
            <Box sx={{ position: 'absolute', left: 20, bottom: 20, right: 20, color: '#fff' }}>
              <Typography variant="h6" sx={{ color: '#fff' }}>{b.title || 'Banner title'}</Typography>
              <Typography variant="body2">{b.subtitle}</Typography>
              {b.buttonText && <Button size="small" variant="contained" tabIndex={-1} sx={{ mt: 1 }}>{b.buttonText}</Button>}
            </Box>
          </Box>
        );
      }}
    </FormDataConsumer>
  );
}

/** The alt text is its own field of the form (the image field holds the picture); it starts from the stored one. */
function AltInput() {
  const banner = useRecordContext<{ image?: { alt?: string } } & RaRecord>();
  return <TextInput source="imageAlt" label="Image alt text" defaultValue={banner?.image?.alt ?? ''} />;
}

function BannerForm({ editing }: { editing: boolean }) {
  return (
    <SimpleForm warnWhenUnsavedChanges={false} resetOptions={KEEP_TYPED_VALUES}>
      <Preview />
      <TextInput source="title" label="Title" validate={required()} data-testid="banner-title" />
      <TextInput source="subtitle" label="Subtitle" />
      <TextInput source="description" label="Description" multiline minRows={2} />
      <ImageInput source="image" label="Image" inputProps={{ 'aria-label': 'Banner image file' }} format={asImage} validate={imageRules(editing)} placeholder={<p>Drop an image here (up to 10 MB), or click to choose one</p>}>
        <ImageField source="src" title="title" />
      </ImageInput>
      <AltInput />
      <Box sx={{ display: 'grid', columnGap: 2, width: '100%', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 120px' } }}>
        <TextInput source="buttonText" label="Button text" />
        <TextInput source="buttonLink" label="Button link" />
        <NumberInput source="order" label="Order" min={0} step={1} validate={minValue(0)} />
      </Box>
      <BooleanInput source="isActive" label="Active" />
      <BooleanInput source="showOverlay" label="Show overlay" />
      <NumberInput source="overlayOpacity" label="Overlay opacity (%)" min={0} max={100} step={1} validate={[minValue(0), maxValue(100)]} />
    </SimpleForm>
  );
}


/** /admin/hero/banners/add. */
export function BannerCreate() {
  const saved = useSavedToList('/hero/banners', 'Banner created', 'Failed to create banner');
  return (
    <RequireToken>
      <Create title="Add Banner" resource="hero/banners" record={NEW_BANNER} mutationOptions={saved} sx={{ minWidth: 0 }}>
        <BannerForm editing={false} />
      </Create>
    </RequireToken>
  );
}

/** /admin/hero/banners/edit/{id}. */
export function BannerEdit() {
  const saved = useSavedToList('/hero/banners', 'Banner updated', 'Failed to update banner');
  return (
    <RequireToken>
      <Edit title="Edit Banner" resource="hero/banners" mutationMode="pessimistic" mutationOptions={saved} queryOptions={{ retry: false }} redirectOnError={false} error={<ErrorState message="Failed to load banner" />} sx={{ minWidth: 0 }}>
        <BannerForm editing />
      </Edit>
    </RequireToken>
  );
}
