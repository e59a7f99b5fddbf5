import { Edit, SelectInput, SimpleForm, TextInput } from 'react-admin';
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
  return (
    <>
      <Breadcrumbs trail={[['Vendors', '/vendors']]} current="Business & tax" />
      <Edit
        title="Business & tax" resource="vendors" mutationMode="pessimistic" transform={taxProfileBody} mutationOptions={saved}
        queryOptions={{ retry: false }} redirectOnError={false} error={<ErrorState message="Failed to load vendor" />} sx={{ minWidth: 0 }}
      >
        <SimpleForm warnWhenUnsavedChanges={false} resetOptions={KEEP_TYPED_VALUES} sx={{ maxWidth: 640 }} data-testid="vendor-tax-form">
          <Typography variant="body2" color="text.secondary">
            Without a GSTIN the organiser charges no GST on tickets and its ticket invoices are bills of supply.
          </Typography>
          <TextInput source="legalName" label="Legal name" helperText="Printed on the organiser's invoices" />
          <TextInput source="gstin" label="GSTIN" helperText="15 characters, e.g. 07AADCD4321K1ZT" parse={(v: string) => v.toUpperCase()} />
          <SelectInput source="stateCode" label="State" choices={STATE_CHOICES} emptyText="The GSTIN's state" helperText="Where the organiser is registered" />
          <TextInput source="address" label="Registered address" multiline minRows={2} />
        </SimpleForm>
      </Edit>
    </>
  );
}
