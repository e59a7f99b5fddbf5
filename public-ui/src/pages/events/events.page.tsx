import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Badge, Box, Button, Card, Chip, Container, Divider, Grid, InputAdornment, Stack, Typography,
} from '@mui/material';
import TuneIcon from '@mui/icons-material/Tune';
import { SEARCH_DEBOUNCE_MS } from '@marketplace/shared-dto';
import { useDebounced } from '@marketplace/shared-ui';
import type { EventFilters } from '../../api/events';
import { useEventList } from '../../hooks/use-events';
import { useCategories } from '../../hooks/use-meta';
import { EventCard, EventCardGridSkeleton } from '../../components/event-card';
import { EmptyState, ErrorState } from '../../components/states';
import { LabeledInput } from '../../components/labeled-input';

const DATE_CHIPS = [
  { value: 'today', label: 'Today' },
  { value: 'tomorrow', label: 'Tomorrow' },
  { value: 'weekend', label: 'This weekend' },
  { value: 'custom', label: 'Custom range' },
] as const;
type DateChoice = (typeof DATE_CHIPS)[number]['value'] | '';

/** The filters live in the URL, so a filtered list can be shared, reloaded and reached from the home page (?cats=). */
function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const filters: EventFilters = useMemo(() => {
    const get = (k: string) => params.get(k) || undefined;
    const date = get('date');
    return {
      cats: get('cats'), minPrice: get('minPrice'), maxPrice: get('maxPrice'),
      date: date === 'today' || date === 'tomorrow' || date === 'weekend' ? date : undefined,
      from: get('from'), to: get('to'),
    };
  }, [params]);
  const update = (patch: Partial<Record<keyof EventFilters, string | undefined>>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };
  return { filters, update, clear: () => setParams({}, { replace: true }) };
}

/** How many filters are on: each category, each price bound and the date choice count one. */
function activeFilterCount(f: EventFilters): number {
  return (f.cats?.split(',').filter(Boolean).length ?? 0) + (f.minPrice ? 1 : 0) + (f.maxPrice ? 1 : 0) + (f.date || f.from || f.to ? 1 : 0);
}

function PriceInput({ label, value, onChange, testId }: { label: string; value: string; onChange: (v: string) => void; testId: string }) {
  return (
    <LabeledInput label={label} type="number" value={value} onChange={onChange}
      start={<InputAdornment position="start">₹</InputAdornment>} inputProps={{ min: 0, 'data-testid': testId }} />
  );
}

function Filters({ filters, update, clear }: ReturnType<typeof useUrlFilters>) {
  const categories = useCategories();
  const [min, setMin] = useState(filters.minPrice ?? '');
  const [max, setMax] = useState(filters.maxPrice ?? '');
  const [custom, setCustom] = useState(Boolean(filters.from || filters.to));
  const debouncedMin = useDebounced(min, SEARCH_DEBOUNCE_MS);
  const debouncedMax = useDebounced(max, SEARCH_DEBOUNCE_MS);
  // Only the typed values drive this; the URL is the result, not an input, so it is read as an effect event.
  const pushPrices = useEffectEvent((minPrice: string, maxPrice: string) => {
    if (minPrice !== (filters.minPrice ?? '') || maxPrice !== (filters.maxPrice ?? '')) update({ minPrice, maxPrice });
  });
  useEffect(() => pushPrices(debouncedMin, debouncedMax), [debouncedMin, debouncedMax]);

  const picked = filters.cats?.split(',').filter(Boolean) ?? [];
  const dateChoice: DateChoice = custom ? 'custom' : filters.date ?? '';
  const pickDate = (value: DateChoice) => {
    const same = value === dateChoice;
    setCustom(!same && value === 'custom');
    update({ date: same || value === 'custom' ? undefined : value, from: undefined, to: undefined });
  };
  const toggleCat = (id: string) => update({ cats: (picked.includes(id) ? picked.filter((c) => c !== id) : [...picked, id]).join(',') });
  const anything = picked.length || filters.minPrice || filters.maxPrice || filters.date || filters.from || filters.to;

  return (
    <Card sx={{ p: 2.5, position: { md: 'sticky' }, top: { md: 88 } }} data-testid="filters">
      <Box display="flex" justifyContent="space-between" alignItems="center">
        <Typography variant="h6" component="h2">Filters</Typography>
        {anything ? <Button size="small" onClick={() => (setMin(''), setMax(''), setCustom(false), clear())}>Clear all</Button> : null}
      </Box>
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle2" component="h3" gutterBottom>Date</Typography>
      <Stack direction="row" flexWrap="wrap" gap={1}>
        {DATE_CHIPS.map((d) => (
          <Chip key={d.value} label={d.label} clickable onClick={() => pickDate(d.value)} color={dateChoice === d.value ? 'primary' : 'default'}
            variant={dateChoice === d.value ? 'filled' : 'outlined'} data-testid={`date-${d.value}`} />
        ))}
      </Stack>
      {custom && (
        <Stack direction="row" gap={1} mt={1.5}>
          <LabeledInput label="From" type="date" value={filters.from ?? ''} onChange={(from) => update({ from })} shrink />
          <LabeledInput label="To" type="date" value={filters.to ?? ''} onChange={(to) => update({ to })} shrink inputProps={{ min: filters.from }} />
        </Stack>
      )}
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle2" component="h3" gutterBottom>Price</Typography>
      <Stack direction="row" gap={1}>
        <PriceInput label="Min" value={min} onChange={setMin} testId="min-price" />
        <PriceInput label="Max" value={max} onChange={setMax} testId="max-price" />
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle2" component="h3" gutterBottom>Categories</Typography>
      <Stack direction="row" flexWrap="wrap" gap={1}>
        {categories.isError && <Typography variant="body2" color="error">Failed to load categories</Typography>}
        {categories.data?.map((c) => {
          const on = picked.includes(c._id);
          return <Chip key={c._id} label={c.name} size="small" clickable onClick={() => toggleCat(c._id)} color={on ? 'primary' : 'default'} variant={on ? 'filled' : 'outlined'} />;
        })}
      </Stack>
    </Card>
  );
}

export default function EventsPage() {
  const url = useUrlFilters();
  const { data, isLoading, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isPlaceholderData } = useEventList(url.filters);
  const events = data?.pages.flatMap((p) => p.data) ?? [];
  const [showFilters, setShowFilters] = useState(false);
  const active = activeFilterCount(url.filters);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" data-testid="events-title">Events In Delhi-NCR</Typography>
      <Typography color="text.secondary" mb={3}>Concerts, comedy, theatre, workshops and more, updated every day.</Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 3 }}>
          {/* on a phone the filters fold behind a button, so the first screen shows events; decided by CSS,
              so the server's HTML is already right for the screen */}
          <Button variant="outlined" fullWidth onClick={() => setShowFilters((v) => !v)} aria-expanded={showFilters} aria-controls="event-filters"
            startIcon={<TuneIcon />} data-testid="filters-toggle" sx={{ display: { sm: 'none' } }}
            endIcon={active ? <Badge badgeContent={active} color="primary" data-testid="filters-count" sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }} /> : undefined}>
            {showFilters ? 'Hide filters' : 'Filters'}
          </Button>
          <Box id="event-filters" sx={{ display: { xs: showFilters ? 'block' : 'none', sm: 'block' }, mt: { xs: 1.5, sm: 0 } }}>
            <Filters {...url} />
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 9 }} sx={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity .2s' }}
          aria-busy={isPlaceholderData || isLoading} data-testid="event-results">
          {isLoading && <EventCardGridSkeleton count={6} columns={{ xs: 12, sm: 6, lg: 4 }} />}
          {isError && <ErrorState title="❌ Failed to load events" error={error} onRetry={() => refetch()} />}
          {data && events.length === 0 && <EmptyState title="No events match your filters." />}
          <Grid container spacing={3}>
            {events.map((e, i) => (
              <Grid key={e.id} size={{ xs: 12, sm: 6, lg: 4 }}><EventCard event={e} load={i === 0 ? 'lcp' : 'lazy'} /></Grid>
            ))}
          </Grid>
          {hasNextPage && (
            <Box textAlign="center" mt={4}>
              <Button variant="outlined" size="large" onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
                {isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            </Box>
          )}
        </Grid>
      </Grid>
    </Container>
  );
}
