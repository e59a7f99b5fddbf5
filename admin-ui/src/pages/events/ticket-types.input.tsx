import { Box, Typography } from '@mui/material';
import {
  ArrayInput, BooleanInput, DateTimeInput, FormDataConsumer, minValue, NumberInput, SimpleFormIterator, TextInput, maxLength, required,
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
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>Ticket types</Typography>
      <Typography variant="caption" color="text.secondary">Quantity is the seats for sale per showtime; a pack of 4 is one unit of 4 seats.</Typography>
      <ArrayInput source="ticketTypes" label={false}>
        <SimpleFormIterator inline={false} data-testid="ticket-types" sx={{ '& .RaSimpleFormIterator-form': { ...row } }}>
          <TextInput source="name" label="Name" validate={[need('Ticket name'), maxLength(60)]} />
          <NumberInput source="price" label="Price (₹)" step={0.01} min={0} validate={[need('Price'), minValue(0)]} />
          <NumberInput source="quantity" label="Quantity" min={0} step={1} validate={[need('Quantity'), minValue(0)]} />
          <NumberInput source="seatsPerUnit" label="Seats per unit" min={1} step={1} validate={minValue(1)} />
          <NumberInput source="minPerOrder" label="Min per order" min={1} step={1} validate={minValue(1)} />
          <NumberInput source="maxPerOrder" label="Max per order" min={1} step={1} validate={minValue(1)} />
          <DateTimeInput source="salesStart" label="Sales start" />
          <DateTimeInput source="salesEnd" label="Sales end" />
          <BooleanInput source="hidden" label="Hidden: sold with an access code only" />
          <TextInput source="accessCode" label="Access code" helperText="4–20 of A–Z, 0–9 and -; shared as a link (?code=)" />
          <TextInput source="description" label="Description" multiline validate={maxLength(300)} sx={{ gridColumn: '1 / -1' }} />
        </SimpleFormIterator>
      </ArrayInput>

      <Typography variant="subtitle2" sx={{ mt: 2 }}>Showtimes</Typography>
      <ArrayInput source="sessions" label={false}>
        <SimpleFormIterator inline={false} data-testid="sessions" sx={{ '& .RaSimpleFormIterator-form': { ...row } }}>
          <DateTimeInput source="startsAt" label="Starts at" validate={need('Showtime start')} />
          <TextInput source="label" label="Label" />
          <NumberInput source="capacity" label="Capacity (all types)" min={0} step={1} validate={minValue(0)} />
        </SimpleFormIterator>
      </ArrayInput>

      <FormDataConsumer>
        {({ formData }) =>
          formData.pricing?.pricingType === 'quantity_based' && (
            <>
              <Typography variant="subtitle2" sx={{ mt: 2 }}>Quantity pricing</Typography>
              <Typography variant="caption" color="text.secondary">A line's unit price is the price of the highest minimum quantity not above its quantity.</Typography>
              <ArrayInput source="pricing.quantityPricing" label={false}>
                <SimpleFormIterator inline sx={{ '& .RaSimpleFormIterator-inline': { flexWrap: 'wrap' } }}>
                  <NumberInput source="minQuantity" label="From quantity" min={1} step={1} validate={[need('From quantity'), minValue(1)]} />
                  <NumberInput source="price" label="Unit price (₹)" min={0} step={0.01} validate={[need('Unit price'), minValue(0)]} />
                </SimpleFormIterator>
              </ArrayInput>
            </>
          )
        }
      </FormDataConsumer>

      <Typography variant="subtitle2" sx={{ mt: 2 }}>Group discount</Typography>
      <BooleanInput source="pricing.groupDiscount.enabled" label="Give a discount to large orders" />
      <FormDataConsumer>
        {({ formData }) =>
          formData.pricing?.groupDiscount?.enabled && (
            <Box sx={row}>
              <NumberInput source="pricing.groupDiscount.minQuantity" label="From tickets" min={1} step={1} validate={[need('From tickets'), minValue(1)]} />
              <NumberInput source="pricing.groupDiscount.discountValue" label="Discount (%)" min={0} max={100} step={0.01} validate={[need('Discount'), minValue(0)]} />
              <NumberInput source="pricing.groupDiscount.maxDiscount" label="Maximum discount (₹)" min={0} step={0.01} validate={minValue(0)} />
            </Box>
          )
        }
      </FormDataConsumer>
    </Box>
  );
}
