import { useState, type FormEvent } from 'react';
import { Alert, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { localiseMessage, Messages, type ReferenceItem } from '@marketplace/shared-dto';
import { type Column, DataTable, errorText, isApiError, PageHeader, StatusChip, useFormat, useTranslation } from '@marketplace/shared-ui';
import type { ReferenceKind } from '../../api/meta';
import { useMySubmissions, useSubmitReference } from '../../hooks/meta';

/** Catalogue keys for the screen's own words; the messages are shared-dto's, shown in the portal's language. */
interface KindWords {
  title: string;
  subtitle: string;
  add: string;
  empty: string;
  /** The kind as the API's messages name it ('This category already exists'). */
  singular: string;
  /** The spec's message for an empty name; tags have none (an empty tag is silently ignored). */
  nameRequired: string | null;
  submitted: string;
}

const WORDS: Record<ReferenceKind, KindWords> = {
  categories: {
    title: 'nav.categories', subtitle: 'reference.categories.subtitle', add: 'reference.categories.add', empty: 'reference.categories.empty', singular: 'category', nameRequired: Messages.categoryNameRequired, submitted: Messages.submittedForApproval },
  tags: {
    title: 'nav.tags', subtitle: 'reference.tags.subtitle', add: 'reference.tags.add', empty: 'reference.tags.empty', singular: 'tag', nameRequired: null, submitted: Messages.kindSubmittedForApproval('Tag') },
  languages: {
    title: 'nav.languages', subtitle: 'reference.languages.subtitle', add: 'reference.languages.add', empty: 'reference.languages.empty', singular: 'language', nameRequired: Messages.languageNameRequired, submitted: Messages.kindSubmittedForApproval('Language') },
  performers: {
    title: 'nav.performers', subtitle: 'reference.performers.subtitle', add: 'reference.performers.add', empty: 'reference.performers.empty', singular: 'performer', nameRequired: Messages.performerNameRequired, submitted: Messages.kindSubmittedForApproval('Performer') },
};

/** Categories, tags, languages and performers: the vendor's own proposals and a form to propose more. */
export default function ReferencePage({ kind }: { kind: ReferenceKind }) {
  const { t } = useTranslation();
  const format = useFormat();
  const said = (text: string) => localiseMessage(text, format.locale).text;
  const words = WORDS[kind];
  const list = useMySubmissions(kind);
  const submit = useSubmitReference(kind);
  const [name, setName] = useState('');
  const [role, setRole] = useState('');
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'info' | 'error'; text: string } | null>(null);
  const isPerformers = kind === 'performers';

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setOutcome(words.nameRequired ? { severity: 'error', text: said(words.nameRequired) } : null);
      return;
    }
    const body = isPerformers && role.trim() ? { name: trimmed, role: role.trim() } : { name: trimmed };
    submit.mutate(body, {
      onSuccess: (res) => {
        const approved = res?.status === 'approved';
        setOutcome({ severity: approved ? 'info' : 'success', text: res?.message || said(approved ? Messages.alreadyApproved(words.singular) : words.submitted) });
        setName('');
        setRole('');
      },
      onError: (err) => setOutcome({ severity: 'error', text: isApiError(err, 409) ? err.message : errorText(err, t('reference.submitFailed')) }),
    });
  };

  const rows = list.data ?? [];
  const columns: Column<ReferenceItem>[] = [
    { label: t('reference.name'), sx: { fontWeight: 600 }, render: (item) => item.name },
    ...(isPerformers ? [{ label: t('reference.role'), render: (item: ReferenceItem) => item.role || '-' }] : []),
    { label: t('reference.submitted'), render: (item) => format.dateTime(item.createdAt) },
    { label: t('reference.status'), render: (item) => <StatusChip status={item.status} locale={format.locale} testId="status-chip" /> },
  ];

  return (
    <>
      <PageHeader title={t(words.title)} subtitle={t(words.subtitle)} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
          {t(words.add)}
        </Typography>
        <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} onSubmit={onSubmit} noValidate data-testid="reference-form">
          <TextField label={t('reference.name')} value={name} onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'reference-name', maxLength: 100 } }} />
          {isPerformers && <TextField label={t('reference.roleOptional')} placeholder={t('reference.rolePlaceholder')} value={role} onChange={(e) => setRole(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'reference-role', maxLength: 100 } }} />}
          <Button type="submit" variant="contained" startIcon={<AddIcon />} disabled={submit.isPending} sx={{ flexShrink: 0 }} data-testid="reference-submit">
            {t('reference.submit')}
          </Button>
        </Stack>
        {outcome && (
          <Alert severity={outcome.severity} sx={{ mt: 2 }} onClose={() => setOutcome(null)} data-testid="reference-outcome">
            {outcome.text}
          </Alert>
        )}
      </Paper>

      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('reference.mine')}
      </Typography>
      <DataTable
        query={list}
        rows={rows}
        columns={columns}
        testId="reference-table"
        rowTestId="reference-row"
        error={t('reference.failed')}
        empty={t(words.empty)}
        footer={{ total: rows.length, text: t('reference.count', { count: rows.length }) }}
      />
    </>
  );
}
