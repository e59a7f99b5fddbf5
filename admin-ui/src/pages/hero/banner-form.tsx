import { Box, Button, Typography } from '@mui/material';
import {
  BooleanInput, Create, Edit, FormDataConsumer, ImageField, ImageInput, maxValue, minValue, NumberInput, required, SimpleForm, TextInput,
  useRecordContext, useTranslate, type RaRecord,
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
const asImage = (title: string) => (value: unknown) => {
  const url = (value as { url?: string } | null)?.url;
  return url && !(value as ImageValue).src ? { ...(value as object), src: assetUrl(url), title } : value;
};

/** Images only, at most 10 MB (spec section 5), shown under the field; editing needs an image. */
const imageRules = (editing: boolean) => (value: ImageValue & { url?: string } | null) => {
  if (value?.rawFile) return imageProblem(value.rawFile, BANNER_MAX_BYTES, Messages.bannerTooLarge) ?? undefined;
  return editing && !value?.url ? Messages.bannerImageRequired : undefined;
};

/** What the home page will show, drawn from the form's values. */
function Preview() {
  const translate = useTranslate();
  return (
    <FormDataConsumer>
      {({ formData: b }) => {
        const src = b.image?.src ?? (b.image?.url ? assetUrl(b.image.url) : '');
        return (
          <Box data-testid="banner-preview" sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', aspectRatio: '16 / 7', width: '100%', maxWidth: 640, bgcolor: '#1e1b4b', backgroundImage: src ? `url("${src}")` : undefined, backgroundSize: 'cover', backgroundPosition: 'center', mb: 2 }}>
            {b.showOverlay && <Box sx={{ position: 'absolute', inset: 0, bgcolor: `rgba(0,0,0,${(b.overlayOpacity ?? 0) / 100})` }} />}
            <Box sx={{ position: 'absolute', left: 20, bottom: 20, right: 20, color: '#fff' }}>
              <Typography variant="h6" component="p" sx={{ color: '#fff' }}>{b.title || translate('app.banners.titlePlaceholder')}</Typography>
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
  return <TextInput source="imageAlt" label="app.banners.imageAltText" defaultValue={banner?.image?.alt ?? ''} />;
}

function BannerForm({ editing }: { editing: boolean }) {
  const translate = useTranslate();
  return (
    <SimpleForm warnWhenUnsavedChanges={false} resetOptions={KEEP_TYPED_VALUES}>
      <Preview />
      <TextInput source="title" label="app.banners.title" validate={required()} data-testid="banner-title" />
      <TextInput source="subtitle" label="app.banners.subtitle" />
      <TextInput source="description" label="app.banners.description" multiline minRows={2} />
      <ImageInput source="image" label="app.banners.image" inputProps={{ 'aria-label': translate('app.banners.imageFile') }} format={asImage(translate('app.banners.currentImage'))} validate={imageRules(editing)} placeholder={<p>{translate('app.banners.imageDrop')}</p>}>
        <ImageField source="src" title="title" />
      </ImageInput>
      <AltInput />
      <Box sx={{ display: 'grid', columnGap: 2, width: '100%', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 120px' } }}>
        <TextInput source="buttonText" label="app.banners.buttonText" />
        <TextInput source="buttonLink" label="app.banners.buttonLink" />
        <NumberInput source="order" label="app.banners.order" min={0} step={1} validate={minValue(0)} />
      </Box>
      <BooleanInput source="isActive" label="app.banners.active" />
      <BooleanInput source="showOverlay" label="app.banners.showOverlay" />
      <NumberInput source="overlayOpacity" label="app.banners.overlayOpacity" min={0} max={100} step={1} validate={[minValue(0), maxValue(100)]} />
    </SimpleForm>
  );
}


/** /admin/hero/banners/add. */
export function BannerCreate() {
  const saved = useSavedToList('/hero/banners', 'app.banners.created', 'app.banners.createFailed');
  return (
    <RequireToken>
      <Create title="app.banners.add" resource="hero/banners" record={NEW_BANNER} mutationOptions={saved} sx={{ minWidth: 0 }}>
        <BannerForm editing={false} />
      </Create>
    </RequireToken>
  );
}

/** /admin/hero/banners/edit/{id}. */
export function BannerEdit() {
  const saved = useSavedToList('/hero/banners', 'app.banners.updated', 'app.banners.updateFailed');
  const translate = useTranslate();
  return (
    <RequireToken>
      <Edit title="app.banners.edit" resource="hero/banners" mutationMode="pessimistic" mutationOptions={saved} queryOptions={{ retry: false }} redirectOnError={false} error={<ErrorState message={translate('app.banners.loadFailed')} />} sx={{ minWidth: 0 }}>
        <BannerForm editing />
      </Edit>
    </RequireToken>
  );
}
