import { Box, Typography } from '@mui/material';
import {
  ArrayInput, BooleanInput, DateTimeInput, FormDataConsumer, minValue, NumberInput, SimpleFormIterator, TextInput, maxLength, required,
  useTranslate,
} from 'react-admin';
import { Messages } from '@marketplace/shared-dto';

const need = (label: string) => required(Messages.eventFieldRequired(label));
const row = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }, width: '100%' } as const;

/**
 * The Pricing & Capacity editors of the ticketing contract (issue 8): ticket types per showtime, showtimes,
 * quantity pricing and a group discount. Rows can be added, removed and reordered; ids are kept so an
 * update changes the same rows.
 */
export function TicketTypesInput() {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>{translate('app.eventForm.ticketTypes')}</Typography>
      <Typography variant="caption" color="text.secondary">{translate('app.eventForm.quantityHint')}</Typography>
      <ArrayInput source="ticketTypes" label={false}>
        <SimpleFormIterator inline={false} data-testid="ticket-types" sx={{ '& .RaSimpleFormIterator-form': { ...row } }}>
          <TextInput source="name" label="app.eventForm.name" validate={[need('Ticket name'), maxLength(60)]} />
          <NumberInput source="price" label="app.eventForm.price2" step={0.01} min={0} validate={[need('Price'), minValue(0)]} />
          <NumberInput source="quantity" label="app.eventForm.quantity" min={0} step={1} validate={[need('Quantity'), minValue(0)]} />
          <NumberInput source="seatsPerUnit" label="app.eventForm.seatsPerUnit" min={1} step={1} validate={minValue(1)} />
          <NumberInput source="minPerOrder" label="app.eventForm.minPerOrder" min={1} step={1} validate={minValue(1)} />
          <NumberInput source="maxPerOrder" label="app.eventForm.maxPerOrder" min={1} step={1} validate={minValue(1)} />
          <DateTimeInput source="salesStart" label="app.eventForm.salesStart" />
          <DateTimeInput source="salesEnd" label="app.eventForm.salesEnd" />
          <BooleanInput source="hidden" label="app.eventForm.hiddenSoldWithAn" />
          <TextInput source="accessCode" label="app.eventForm.accessCode" helperText="app.eventForm.n420OfA" />
          <TextInput source="description" label="app.eventForm.description" multiline validate={maxLength(300)} sx={{ gridColumn: '1 / -1' }} />
        </SimpleFormIterator>
      </ArrayInput>

      <Typography variant="subtitle2" sx={{ mt: 2 }}>{translate('app.eventForm.showtimes')}</Typography>
      <ArrayInput source="sessions" label={false}>
        <SimpleFormIterator inline={false} data-testid="sessions" sx={{ '& .RaSimpleFormIterator-form': { ...row } }}>
          <DateTimeInput source="startsAt" label="app.eventForm.startsAt" validate={need('Showtime start')} />
          <TextInput source="label" label="app.eventForm.label" />
          <NumberInput source="capacity" label="app.eventForm.capacityAllTypes" min={0} step={1} validate={minValue(0)} />
        </SimpleFormIterator>
      </ArrayInput>

      <FormDataConsumer>
        {({ formData }) =>
          formData.pricing?.pricingType === 'quantity_based' && (
            <>
              <Typography variant="subtitle2" sx={{ mt: 2 }}>{translate('app.eventForm.quantityPricing')}</Typography>
              <Typography variant="caption" color="text.secondary">{translate('app.eventForm.quantityPricingHint')}</Typography>
              <ArrayInput source="pricing.quantityPricing" label={false}>
                <SimpleFormIterator inline sx={{ '& .RaSimpleFormIterator-inline': { flexWrap: 'wrap' } }}>
                  <NumberInput source="minQuantity" label="app.eventForm.fromQuantity" min={1} step={1} validate={[need('From quantity'), minValue(1)]} />
                  <NumberInput source="price" label="app.eventForm.unitPrice" min={0} step={0.01} validate={[need('Unit price'), minValue(0)]} />
                </SimpleFormIterator>
              </ArrayInput>
            </>
          )
        }
      </FormDataConsumer>

      <Typography variant="subtitle2" sx={{ mt: 2 }}>{translate('app.eventForm.groupDiscount')}</Typography>
      <BooleanInput source="pricing.groupDiscount.enabled" label="app.eventForm.giveADiscountTo" />
      <FormDataConsumer>
        {({ formData }) =>
          formData.pricing?.groupDiscount?.enabled && (
            <Box sx={row}>
              <NumberInput source="pricing.groupDiscount.minQuantity" label="app.eventForm.fromTickets" min={1} step={1} validate={[need('From tickets'), minValue(1)]} />
              <NumberInput source="pricing.groupDiscount.discountValue" label="app.eventForm.discount" min={0} max={100} step={0.01} validate={[need('Discount'), minValue(0)]} />
              <NumberInput source="pricing.groupDiscount.maxDiscount" label="app.eventForm.maximumDiscount" min={0} step={0.01} validate={minValue(0)} />
            </Box>
          )
        }
      </FormDataConsumer>
    </Box>
  );
}
