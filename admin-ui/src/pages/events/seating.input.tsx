import { Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { SelectInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { SeatCategoryMapping, SeatingPlanSummary, TicketTypeInput } from '@marketplace/shared-dto';
import { useAdminData } from '../../api/use-admin-data';

/** A plan's categories, each mapped to the type of the same name when the form has one (by id, or by place when new). */
function mappingFor(plan: SeatingPlanSummary | undefined, types: TicketTypeInput[]): SeatCategoryMapping[] {
  return (plan?.categories ?? []).map((c) => {
    const i = types.findIndex((t) => (t.name ?? '').trim().toLowerCase() === c.name.toLowerCase());
    return { category: c.name, ticketTypeId: i < 0 ? '' : types[i].id ?? String(i) };
  });
}

/**
 * Reserved seating in the back office's event form (issue 24): a seating plan of the chosen venue and the ticket
 * type each of its categories sells as. The server's words land on `seatingPlanId` and `seatCategories.<i>.ticketTypeId`.
 */
export function SeatingInput() {
  const translate = useTranslate();
  const data = useAdminData();
  const { setValue } = useFormContext();
  const [eventType, venueChoice, venue, planId, types, mapping] = useWatch({ name: ['eventType', 'venueChoice', 'venue', 'seatingPlanId', 'ticketTypes', 'seatCategories'] }) as
    [string, string, string, string, TicketTypeInput[] | undefined, SeatCategoryMapping[] | undefined];
  const venueId = eventType !== 'online' && venueChoice !== 'new' ? venue : '';
  const plans = useQuery({ queryKey: ['admin', 'seating-plans', venueId], queryFn: () => data.seatingPlans(venueId), enabled: !!venueId, retry: false });
  if (!venueId) return null;
  const list = plans.data ?? [];
  const typeChoices = (types ?? []).map((t, i) => ({ id: t.id ?? String(i), name: t.name || translate('app.eventForm.typeNumber', { n: i + 1 }) }));
  return (
    <Box sx={{ width: '100%' }} data-testid="event-seating">
      <Typography variant="subtitle2" sx={{ mt: 2 }}>{translate('app.eventForm.seating')}</Typography>
      <Typography variant="caption" color="text.secondary" component="p">{translate('app.eventForm.seatingHint')}</Typography>
      <SelectInput
        source="seatingPlanId" label="app.eventForm.seatingPlan" emptyText="app.eventForm.noPlan" emptyValue=""
        choices={list.map((p) => ({ id: p.id, name: translate('app.eventForm.planSeats', { name: p.name, smart_count: p.seatCount }) }))}
        isLoading={plans.isLoading} helperText={plans.isError ? 'app.eventForm.seatingLoadFailed' : list.length ? false : 'app.eventForm.noPlans'}
        onChange={(e) => setValue('seatCategories', mappingFor(list.find((p) => p.id === e.target.value), types ?? []), { shouldDirty: true })}
        data-testid="event-seating-plan"
      />
      {planId && (mapping ?? []).map((m, i) => (
        <Stack key={m.category} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Typography sx={{ minWidth: 140 }}>{m.category}</Typography>
          <SelectInput source={`seatCategories.${i}.ticketTypeId`} label={translate('app.eventForm.sellsAs', { category: m.category })} choices={typeChoices} emptyText="app.eventForm.chooseType" emptyValue="" />
        </Stack>
      ))}
    </Box>
  );
}
