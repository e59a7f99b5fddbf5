import { useState, type FormEvent } from 'react';
import { Alert, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Messages, type ReferenceItem } from '@marketplace/shared-dto';
import { type Column, DataTable, errorText, formatDateTime, isApiError, PageHeader, StatusChip } from '@marketplace/shared-ui';
import type { ReferenceKind } from '../../api/meta';
import { useMySubmissions, useSubmitReference } from '../../hooks/meta';

interface KindWords {
  title: string;
  singular: string;
  /** The spec's message for an empty name; tags have none (an empty tag is silently ignored). */
  nameRequired: string | null;
  submitted: string;
}

const WORDS: Record<ReferenceKind, KindWords> = {
  categories: { title: 'Categories', singular: 'category', nameRequired: Messages.categoryNameRequired, submitted: Messages.submittedForApproval },
  tags: { title: 'Tags', singular: 'tag', nameRequired: null, submitted: Messages.kindSubmittedForApproval('Tag') },
  languages: { title: 'Languages', singular: 'language', nameRequired: Messages.languageNameRequired, submitted: Messages.kindSubmittedForApproval('Language') },
  performers: { title: 'Performers', singular: 'performer', nameRequired: Messages.performerNameRequired, submitted: Messages.kindSubmittedForApproval('Performer') },
};

/** Categories, tags, languages and performers: the vendor's own proposals and a form to propose more. */
export default function ReferencePage({ kind }: { kind: ReferenceKind }) {
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
      setOutcome(words.nameRequired ? { severity: 'error', text: words.nameRequired } : null);
      return;
    }
    const body = isPerformers && role.trim() ? { name: trimmed, role: role.trim() } : { name: trimmed };
    submit.mutate(body, {
      onSuccess: (res) => {
        const approved = res?.status === 'approved';
        setOutcome({ severity: approved ? 'info' : 'success', text: res?.message || (approved ? Messages.alreadyApproved(words.singular) : words.submitted) });
        setName('');
        setRole('');
      },
      onError: (err) => setOutcome({ severity: 'error', text: isApiError(err, 409) ? err.message : errorText(err, 'Failed to submit') }),
    });
  };

  const rows = list.data ?? [];
  const columns: Column<ReferenceItem>[] = [
    { label: 'Name', sx: { fontWeight: 600 }, render: (item) => item.name },
    ...(isPerformers ? [{ label: 'Role', render: (item: ReferenceItem) => item.role || '-' }] : []),
    { label: 'Submitted', render: (item) => formatDateTime(item.createdAt) },
    { label: 'Status', render: (item) => <StatusChip status={item.status} testId="status-chip" /> },
  ];

  return (
    <>
      <PageHeader title={words.title} subtitle={`Propose a ${words.singular}; it becomes available to everyone once an administrator approves it.`} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
          Add {words.singular}
        </Typography>
        <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} onSubmit={onSubmit} noValidate data-testid="reference-form">
          <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'reference-name', maxLength: 100 } }} />
          {isPerformers && <TextField label="Role (optional)" placeholder="Singer, comedian…" value={role} onChange={(e) => setRole(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'reference-role', maxLength: 100 } }} />}
          <Button type="submit" variant="contained" startIcon={<AddIcon />} disabled={submit.isPending} sx={{ flexShrink: 0 }} data-testid="reference-submit">
            Submit
          </Button>
        </Stack>
        {outcome && (
          <Alert severity={outcome.severity} sx={{ mt: 2 }} onClose={() => setOutcome(null)} data-testid="reference-outcome">
            {outcome.text}
          </Alert>
        )}
      </Paper>

      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        My submissions
      </Typography>
      <DataTable
        query={list}
        rows={rows}
        columns={columns}
        testId="reference-table"
        rowTestId="reference-row"
        error="Failed to load"
        empty={`You have not proposed any ${words.title.toLowerCase()} yet.`}
        footer={{ total: rows.length, noun: 'submission' }}
      />
    </>
  );
}
