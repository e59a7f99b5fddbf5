import { Alert, Box, MenuItem, Skeleton, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { SeatingPlanSummary } from '@marketplace/shared-dto';
import { isApiError, useTranslation } from '@marketplace/shared-ui';
import { seatingApi } from '../../api/seating';
import type { EventFormState } from './event-form.model';

/** A new plan's categories, each mapped to the type of the same name when there is one. */
function mappingFor(plan: SeatingPlanSummary | undefined, form: EventFormState): Record<string, string> {
  return Object.fromEntries((plan?.categories ?? []).map((c) => {
    const same = form.ticketTypes.findIndex((t) => t.name.trim().toLowerCase() === c.name.toLowerCase());
    return [c.name, same < 0 ? '' : String(same)];
  }));
}

/**
 * Reserved seating in the event form (issue 24): a seating plan of the chosen venue, and the ticket type each
 * of its categories sells as. The server's words show at the plan, at the list, or at a category's type.
 */
export function SeatingSection({ form, onChange, errors }: { form: EventFormState; onChange: (next: Pick<EventFormState, 'seatingPlanId' | 'seatCategories'>) => void; errors: Record<string, string> }) {
  const { t } = useTranslation();
  const plans = useQuery({ queryKey: ['vendor', 'seating-plans', form.venueId], queryFn: () => seatingApi.list(form.venueId), enabled: !!form.venueId });
  if (plans.isPending) return <Skeleton height={56} data-testid="event-seating-loading" />;
  // another organiser's venue keeps its plans to itself (404): its events are general admission
  const list = plans.data ?? [];
  const plan = list.find((p) => p.id === form.seatingPlanId);
  const choose = (id: string) => onChange({ seatingPlanId: id, seatCategories: mappingFor(list.find((p) => p.id === id), form) });
  const categories = plan?.categories ?? [];
  return (
    <Stack spacing={2} data-testid="event-seating">
      {plans.isError && !isApiError(plans.error, 404) && <Alert severity="error">{t('eventForm.seatingLoadFailed')}</Alert>}
      <TextField
        select label={t('eventForm.seatingPlan')} value={plan ? plan.id : ''} onChange={(e) => choose(e.target.value)}
        error={!!errors.seatingPlanId} helperText={errors.seatingPlanId ?? (list.length ? t('eventForm.seatingHelp') : t('eventForm.noPlans'))}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'event-seatingPlan' } as object } }}
      >
        <MenuItem value="">{t('eventForm.noPlan')}</MenuItem>
        {list.map((p) => <MenuItem key={p.id} value={p.id}>{t('eventForm.planSeats', { name: p.name, count: p.seatCount })}</MenuItem>)}
      </TextField>
      {errors.seatCategories && <Alert severity="error" data-testid="event-seatCategories-error">{errors.seatCategories}</Alert>}
      {categories.map((c, i) => (
        <Stack key={c.name} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }} data-testid="event-seatCategory">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 160 }}>
            <Box component="span" sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: c.color, flexShrink: 0 }} />
            <span>{c.name}</span>
          </Stack>
          <TextField
            select size="small" sx={{ flex: 1 }} label={t('eventForm.sellsAs', { category: c.name })} value={form.seatCategories[c.name] ?? ''}
            onChange={(e) => onChange({ seatingPlanId: form.seatingPlanId, seatCategories: { ...form.seatCategories, [c.name]: e.target.value } })}
            error={!!errors[`seatCategories.${i}.ticketTypeId`] || !!errors[`seatCategories.${i}.category`]}
            helperText={errors[`seatCategories.${i}.ticketTypeId`] ?? errors[`seatCategories.${i}.category`]}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': `event-seatCategory-${i}` } as object } }}
          >
            <MenuItem value="">{t('eventForm.chooseType')}</MenuItem>
            {form.ticketTypes.map((type, k) => <MenuItem key={type.id ?? `new-${k}`} value={String(k)}>{type.name.trim() || t('eventForm.typeNumber', { n: k + 1 })}</MenuItem>)}
          </TextField>
        </Stack>
      ))}
    </Stack>
  );
}
