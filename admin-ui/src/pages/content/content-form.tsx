import type { ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  ArrayInput, BooleanInput, Create, Edit, FormDataConsumer, RadioButtonGroupInput, required, SaveButton, SimpleForm, SimpleFormIterator,
  TextInput, Toolbar, useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { CONTENT_PAGES, Messages, type ContentTeamMember } from '@marketplace/shared-dto';
import { useSavedToList } from '../../components/row-actions';
import { ErrorState } from '../../components/state-views';
import { PAGE_INFO } from './content-pages';
import { KEEP_TYPED_VALUES } from '../../components/form-reset';

type Values = Record<string, unknown> & {
  page?: string;
  aboutInfo?: { mission?: string; vision?: string; teamMembers?: ContentTeamMember[] };
};

/** The body: contact info only for the contact page, about info (named team members) only for the about page. */
function bodyOf(values: Values, creating: boolean) {
  const { page, title, content, metaTitle, metaDescription, metaKeywords, isActive, contactInfo, aboutInfo } = values;
  return {
    ...(creating ? { page } : {}),
    title: String(title ?? '').trim(), content, metaTitle, metaDescription, metaKeywords, isActive,
    ...(page === 'contact' ? { contactInfo } : {}),
    ...(page === 'about' ? { aboutInfo: { ...aboutInfo, teamMembers: (aboutInfo?.teamMembers ?? []).filter((m) => m?.name?.trim()) } } : {}),
  };
}

const Grid = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', columnGap: 2, width: '100%', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>{children}</Box>
);

/** The create button stays disabled until a page is chosen (spec section 5). */
function ContentToolbar({ creating }: { creating: boolean }) {
  return (
    <Toolbar>
      <FormDataConsumer>
        {({ formData }) => <SaveButton label={creating ? 'ra.action.create' : 'ra.action.update'} disabled={creating && !formData.page} alwaysEnable={!creating || !!formData.page} data-testid="content-save" />}
      </FormDataConsumer>
    </Toolbar>
  );
}

function ContentForm({ creating }: { creating: boolean }) {
  return (
    <SimpleForm warnWhenUnsavedChanges={false} resetOptions={KEEP_TYPED_VALUES} toolbar={<ContentToolbar creating={creating} />}>
      {creating && <RadioButtonGroupInput source="page" label="app.content.page" choices={CONTENT_PAGES.map((p) => ({ id: p, name: PAGE_INFO[p].label }))} />}
      <TextInput source="title" label="app.content.pageTitle" validate={required()} data-testid="content-title" />
      <TextInput source="content" label="app.content.content" multiline rows={15} validate={required()} helperText="app.content.htmlIsAllowedNew" />
      <Grid>
        <TextInput source="metaTitle" label="app.content.metaTitle" />
        <TextInput source="metaKeywords" label="app.content.metaKeywordsCommaSeparated" />
      </Grid>
      <TextInput source="metaDescription" label="app.content.metaDescription" multiline minRows={2} />
      <FormDataConsumer>
        {({ formData }) => formData.page === 'contact' && (
          <>
            <Typography variant="subtitle1" sx={{ fontWeight: 700 }}><Translated text="app.content.contactInfo" /></Typography>
            <Grid>
              <TextInput source="contactInfo.email" label="app.content.email" type="email" />
              <TextInput source="contactInfo.phone" label="app.content.phone" />
              <TextInput source="contactInfo.address" label="app.content.address" />
              <TextInput source="contactInfo.mapEmbed" label="app.content.mapEmbedUrl" />
            </Grid>
          </>
        )}
      </FormDataConsumer>
      <FormDataConsumer>
        {({ formData }) => formData.page === 'about' && (
          <>
            <Typography variant="subtitle1" sx={{ fontWeight: 700 }}><Translated text="app.content.aboutInfo" /></Typography>
            <TextInput source="aboutInfo.mission" label="app.content.mission" multiline minRows={2} />
            <TextInput source="aboutInfo.vision" label="app.content.vision" multiline minRows={2} />
            <ArrayInput source="aboutInfo.teamMembers" label="app.content.teamMembers">
              <SimpleFormIterator inline disableReordering>
                <TextInput source="name" label="app.content.name" helperText={false} />
                <TextInput source="position" label="app.content.position" helperText={false} />
                <TextInput source="bio" label="app.content.bio" helperText={false} />
                <TextInput source="avatar" label="app.content.avatar" helperText={false} />
              </SimpleFormIterator>
            </ArrayInput>
          </>
        )}
      </FormDataConsumer>
      <BooleanInput source="isActive" label="app.content.active" />
    </SimpleForm>
  );
}

/** A catalogue text where a component, not a string, is wanted. */
function Translated({ text }: { text: string }) {
  return <>{useTranslate()(text)}</>;
}

const back = <Button startIcon={<ArrowBackIcon />} component={Link} to="/content" sx={{ alignSelf: 'flex-start', mb: 1 }}><Translated text="app.content.back" /></Button>;

/** After a save: back to the list; a refusal (a 409 on a page that exists) shows the server's text. */
const useSaved = () => useSavedToList('/content', 'app.content.saved', Messages.saveFailed);

/** /admin/content/create. */
export function ContentCreate() {
  return (
    <Create title="app.content.createContentPage" resource="content" actions={back} record={{ isActive: true }} transform={(v: Values) => bodyOf(v, true)} mutationOptions={useSaved()} sx={{ minWidth: 0 }}>
      <ContentForm creating />
    </Create>
  );
}

/** /admin/content/edit/{id}: 'Content not found' when it is missing. */
export function ContentEdit() {
  return (
    <Edit
      title="app.content.editContentPage" resource="content" actions={back} mutationMode="pessimistic" transform={(v: Values) => bodyOf(v, false)}
      mutationOptions={useSaved()} queryOptions={{ retry: false }} redirectOnError={false} sx={{ minWidth: 0 }}
      error={<ErrorState message={Messages.contentNotFound} />}
    >
      <ContentForm creating={false} />
    </Edit>
  );
}
