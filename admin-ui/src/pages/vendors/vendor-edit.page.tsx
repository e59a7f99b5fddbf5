import { Edit, SelectInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { GST_STATES, Messages, type TaxProfile } from '@marketplace/shared-dto';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { useSavedToList } from '../../components/row-actions';
import { ErrorState } from '../../components/state-views';
import { KEEP_TYPED_VALUES } from '../../components/form-reset';

const STATE_CHOICES = GST_STATES.map((s) => ({ id: s.code, name: `${s.code} ${s.name}` }));

/** PUT /admin/vendors/{id} takes the tax profile only; empty clears a field (the API's rule). */
export const taxProfileBody = (values: Record<string, unknown>): TaxProfile => ({
  legalName: String(values.legalName ?? ''), gstin: String(values.gstin ?? ''), address: String(values.address ?? ''), stateCode: String(values.stateCode ?? ''),
});

/**
 * /admin/vendors/edit/{id}: the organiser's tax profile as its invoices print it. The server checks the GSTIN
 * (checksum, state) and its message shows under the field.
 */
export default function VendorEditPage() {
  const saved = useSavedToList('/vendors', Messages.taxProfileSaved, Messages.profileUpdateFailed);
  const translate = useTranslate();
  return (
    <>
      <Breadcrumbs trail={[['app.menu.vendors', '/vendors']]} current={translate('app.vendors.businessTax')} />
      <Edit
        title="app.vendors.businessTax" resource="vendors" mutationMode="pessimistic" transform={taxProfileBody} mutationOptions={saved}
        queryOptions={{ retry: false }} redirectOnError={false} error={<ErrorState message={translate('app.vendors.loadFailed')} />} sx={{ minWidth: 0 }}
      >
        <SimpleForm warnWhenUnsavedChanges={false} resetOptions={KEEP_TYPED_VALUES} sx={{ maxWidth: 640 }} data-testid="vendor-tax-form">
          <Typography variant="body2" color="text.secondary">
            {translate('app.vendors.noGstin')}
          </Typography>
          <TextInput source="legalName" helperText="app.vendors.legalNameHint" />
          <TextInput source="gstin" helperText="app.vendors.gstinHint" parse={(v: string) => v.toUpperCase()} />
          <SelectInput source="stateCode" choices={STATE_CHOICES} translateChoice={false} emptyText="app.vendors.gstinState" helperText="app.vendors.stateHint" />
          <TextInput source="address" multiline minRows={2} />
        </SimpleForm>
      </Edit>
    </>
  );
}
