import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import {
  ArrayInput, BooleanInput, Create, Edit, ImageField, ImageInput, minValue, NumberInput, required, SelectInput, TabbedForm,
  SimpleFormIterator, TextInput, useTranslate,
} from 'react-admin';
import { Messages, PERFORMER_CATEGORIES, type PerformerVideo, statusLabel } from '@marketplace/shared-dto';
import { assetUrl } from '@marketplace/shared-ui';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { useSavedToList } from '../../components/row-actions';
import { ErrorState } from '../../components/state-views';
import type { ImageValue } from '../events/event-form.model';
import { KEEP_TYPED_VALUES } from '../../components/form-reset';

const CATEGORY_CHOICES = PERFORMER_CATEGORIES.map((c) => ({ id: c, name: statusLabel(c) }));
const SOCIALS = ['instagram', 'twitter', 'youtube', 'website'] as const;

/** Stored images are URLs (`profileImage`) or `{url}` (gallery); <ImageInput> previews `{src}`. */
const asImage = (value: unknown) => {
  if (typeof value === 'string') return { src: assetUrl(value), url: value };
  const url = (value as { url?: string } | null)?.url;
  return url && !(value as ImageValue).src ? { src: assetUrl(url), url } : value;
};
const asImages = (value: unknown) => (Array.isArray(value) ? value.map(asImage) : value);

type StoredImage = ImageValue & { url?: string };

/**
 * The multipart body of POST/PUT /admin/performers: a new profile image as a file (or the kept URL), the
 * kept gallery URLs beside new gallery files, videos with a URL, social links that are filled in.
 */
export function performerBody(values: Record<string, unknown>): Record<string, unknown> {
  const profile = values.profileImage as StoredImage | null | undefined;
  const gallery = ((values.gallery ?? []) as StoredImage[]).filter(Boolean);
  const added = gallery.flatMap((g) => (g.rawFile ? [g.rawFile] : []));
  const social = Object.fromEntries(Object.entries((values.socialMedia ?? {}) as Record<string, string | null>).filter(([, v]) => v?.trim()));
  return {
    name: String(values.name ?? '').trim(),
    category: values.category,
    bio: values.bio ?? '',
    description: values.description ?? '',
    isActive: !!values.isActive,
    sortOrder: Number(values.sortOrder ?? 0),
    socialMedia: social,
    profileImage: profile?.rawFile ?? profile?.url ?? (profile ? undefined : ''),
    gallery: gallery.filter((g) => !g.rawFile).map((g) => g.url),
    galleryImages: added.length ? added : undefined,
    videos: ((values.videos ?? []) as PerformerVideo[]).filter((v) => v?.url?.trim()),
  };
}

const Grid = ({ children, columns }: { children: ReactNode; columns: string }) => (
  <Box sx={{ display: 'grid', columnGap: 2, width: '100%', gridTemplateColumns: { xs: '1fr', sm: columns } }}>{children}</Box>
);

/** Three tabs; a server error on a field marks the tab that holds it (react-admin's TabbedForm). */
function PerformerForm() {
  const translate = useTranslate();
  return (
    <TabbedForm warnWhenUnsavedChanges={false} resetOptions={KEEP_TYPED_VALUES}>
      <TabbedForm.Tab label="app.performers.profile" data-testid="performer-tab-profile">
        <Grid columns="2fr 1fr 1fr">
          <TextInput source="name" label="app.performers.name" validate={required(Messages.performerNameRequired)} data-testid="performer-name" />
          <SelectInput source="category" label="app.performers.category" choices={CATEGORY_CHOICES} validate={required()} />
          <NumberInput source="sortOrder" label="app.performers.sortOrder" min={0} step={1} validate={minValue(0)} />
        </Grid>
        <TextInput source="bio" label="app.performers.bio" multiline minRows={2} />
        <TextInput source="description" label="app.performers.description" multiline minRows={4} />
        <BooleanInput source="isActive" label="app.performers.active" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="app.performers.picturesAndVideos" data-testid="performer-tab-media">
        <ImageInput source="profileImage" label="app.performers.profileImage" accept={{ 'image/*': [] }} format={asImage} placeholder={<p>{translate('app.performers.profileDrop')}</p>}>
          <ImageField source="src" title="title" />
        </ImageInput>
        <ImageInput source="gallery" label="app.performers.gallery" multiple accept={{ 'image/*': [] }} format={asImages} placeholder={<p>{translate('app.eventForm.galleryDrop')}</p>}>
          <ImageField source="src" title="title" />
        </ImageInput>
        <ArrayInput source="videos" label="app.performers.videos">
          <SimpleFormIterator inline disableReordering>
            <TextInput source="title" label="app.performers.title" helperText={false} />
            <TextInput source="url" label="app.performers.videoUrl" type="url" helperText={false} />
            <TextInput source="description" label="app.performers.description" helperText={false} />
          </SimpleFormIterator>
        </ArrayInput>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="app.performers.social" data-testid="performer-tab-social">
        <Grid columns="1fr 1fr">
          {SOCIALS.map((s) => <TextInput key={s} source={`socialMedia.${s}`} label={statusLabel(s)} type="url" />)}
        </Grid>
      </TabbedForm.Tab>
    </TabbedForm>
  );
}

/** /admin/performers/add: defaults singer, active, sort order 0 (spec section 9). */
export function PerformerCreate() {
  const saved = useSavedToList('/performers', Messages.performerCreated, 'app.performers.createFailed');
  const translate = useTranslate();
  return (
    <>
      <Breadcrumbs trail={[['app.menu.performers', '/performers']]} current={translate('app.performers.addPerformer')} />
      <Create title="app.performers.addPerformer" resource="performers" transform={performerBody} record={{ category: 'singer', isActive: true, sortOrder: 0 }} mutationOptions={saved} sx={{ minWidth: 0 }}>
        <PerformerForm />
      </Create>
    </>
  );
}

/** /admin/performers/edit/{id}. */
export function PerformerEdit() {
  const saved = useSavedToList('/performers', Messages.performerUpdated, 'app.performers.updateFailed');
  const translate = useTranslate();
  return (
    <>
      <Breadcrumbs trail={[['app.menu.performers', '/performers']]} current={translate('app.performers.editPerformer')} />
      <Edit title="app.performers.editPerformer" resource="performers" mutationMode="pessimistic" transform={performerBody} mutationOptions={saved} queryOptions={{ retry: false }} redirectOnError={false} error={<ErrorState message={translate('app.performers.loadFailed')} />} sx={{ minWidth: 0 }}>
        <PerformerForm />
      </Edit>
    </>
  );
}
