import { useState, type FormEvent } from 'react';
import { Alert, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GST_STATES, messageText, type TaxProfile, type VendorProfile } from '@marketplace/shared-dto';
import { ErrorState, errorText, fieldErrors, Loading, PageHeader, useLocale, useTranslation } from '@marketplace/shared-ui';
import { authApi } from '../../api/auth';
import { useVendorMe } from '../../hooks/session';

type Field = keyof TaxProfile;

/**
 * /vendor/business: the legal name, GSTIN, state and address the organiser's ticket invoices print. The server
 * checks the GSTIN (checksum and state) and its message shows under the field it concerns.
 */
export default function BusinessPage() {
  const { t } = useTranslation();
  const me = useVendorMe();
  if (me.isPending) return <Loading />;
  if (me.isError || !me.data) return <ErrorState message={t('settings.failed')} />;
  return <BusinessForm vendor={me.data} />;
}

function BusinessForm({ vendor }: { vendor: VendorProfile }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [edits, setEdits] = useState<Partial<TaxProfile>>({});
  const [saved, setSaved] = useState(false);
  const value = (key: Field) => edits[key] ?? vendor[key] ?? '';
  const save = useMutation({
    mutationFn: () => authApi.updateTaxProfile({ legalName: value('legalName'), gstin: value('gstin'), address: value('address'), stateCode: value('stateCode') }),
    onMutate: () => setSaved(false),
    onSuccess: (answer) => {
      queryClient.setQueryData(['vendor', 'me'], answer.vendor);
      setEdits({});
      setSaved(true);
    },
  });
  const errors = fieldErrors(save.error);
  const general = save.isError && !Object.keys(errors).length ? errorText(save.error, messageText('profileUpdateFailed', locale)) : null;
  const set = (key: Field) => (e: React.ChangeEvent<HTMLInputElement>) => setEdits({ ...edits, [key]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  const field = (key: Field) => ({
    value: value(key), onChange: set(key), error: Boolean(errors[key]),
    slotProps: { htmlInput: { 'data-testid': `business-${key}` } },
  });
  return (
    <>
      <PageHeader title={t('business.title')} subtitle={t('business.subtitle')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        <Stack component="form" spacing={2} onSubmit={submit} noValidate data-testid="business-form">
          <Typography variant="body2" color="text.secondary" data-testid="business-gst-note">
            {vendor.gstin ? t('business.withGst') : t('business.withoutGst')}
          </Typography>
          {saved && <Alert severity="success" data-testid="business-saved">{messageText('taxProfileSaved', locale)}</Alert>}
          {general && <Alert severity="error" data-testid="business-error">{general}</Alert>}
          <TextField label={t('business.legalName')} {...field('legalName')} helperText={errors.legalName ?? t('business.legalNameHelp')} />
          <TextField label={t('business.gstin')} {...field('gstin')} onChange={(e) => setEdits({ ...edits, gstin: e.target.value.toUpperCase() })}
            helperText={errors.gstin ?? t('business.gstinHelp')} />
          <TextField select label={t('business.state')} {...field('stateCode')} helperText={errors.stateCode ?? t('business.stateHelp')}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'business-stateCode' } as object } }}>
            <MenuItem value="">{t('business.notSet')}</MenuItem>
            {GST_STATES.map((s) => <MenuItem key={s.code} value={s.code}>{`${s.code} ${s.name}`}</MenuItem>)}
          </TextField>
          <TextField label={t('business.address')} multiline minRows={2} {...field('address')} helperText={errors.address} />
          <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }} data-testid="business-save">
            {save.isPending ? t('common.saving') : t('common.save')}
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
