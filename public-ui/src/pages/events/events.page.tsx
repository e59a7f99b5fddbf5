import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Badge, Box, Button, Card, Chip, Container, Divider, Grid, InputAdornment, Stack, Typography,
} from '@mui/material';
import TuneIcon from '@mui/icons-material/Tune';
import { PUBLIC_EVENT_SORTS, PublicEventSort, SEARCH_DEBOUNCE_MS } from '@marketplace/shared-dto';
import { useDebounced, useTranslation } from '@marketplace/shared-ui';
import type { EventFilters } from '../../api/events';
import { useEventList } from '../../hooks/use-events';
import { useCategories, useLanguages, useVenues } from '../../hooks/use-meta';
import { EventCard, EventCardGridSkeleton } from '../../components/event-card';
import { ServerHtml } from '../../components/server-html';
import { EmptyState, ErrorState } from '../../components/states';
import { LabeledInput, LabeledSelect } from '../../components/labeled-input';
import { SearchBox } from '../../components/search-box';
import { forgetSearches, rememberSearch, useRecentSearches } from '../../lib/recent-searches';

/** Labels are catalogue keys. */
const SORTS: { value: PublicEventSort; label: string }[] = [
  { value: 'date', label: 'events.sortDate' },
  { value: 'price', label: 'events.sortPrice' },
  { value: 'popularity', label: 'events.sortPopularity' },
];

const DATE_CHIPS = [
  { value: 'today', label: 'events.today' },
  { value: 'tomorrow', label: 'events.tomorrow' },
  { value: 'weekend', label: 'events.weekend' },
  { value: 'custom', label: 'events.customRange' },
] as const;
type DateChoice = (typeof DATE_CHIPS)[number]['value'] | '';

/** The filters live in the URL, so a filtered list can be shared, reloaded and reached from the home page (?cats=). */
function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const filters: EventFilters = useMemo(() => {
    const get = (k: string) => params.get(k) || undefined;
    const date = get('date');
    const sort = get('sort');
    let [minPrice, maxPrice] = [get('minPrice'), get('maxPrice')];
    // a shared link with the bounds the wrong way round means the range between them
    if (minPrice && maxPrice && Number(minPrice) > Number(maxPrice)) [minPrice, maxPrice] = [maxPrice, minPrice];
    return {
      cats: get('cats'), minPrice, maxPrice,
      date: date === 'today' || date === 'tomorrow' || date === 'weekend' ? date : undefined,
      from: get('from'), to: get('to'), q: get('q'), city: get('city'), venue: get('venue'), language: get('language'),
      sort: PUBLIC_EVENT_SORTS.includes(sort as PublicEventSort) ? (sort as PublicEventSort) : undefined,
    };
  }, [params]);
  // from the address bar, not from this render's params (react-router's updater gets those too): two quick
  // changes before a render must both stay
  const update = (patch: Partial<Record<keyof EventFilters, string | undefined>>) => {
    const next = new URLSearchParams(window.location.search);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };
  return { filters, update, clear: () => setParams({}, { replace: true }) };
}

/** How many filters are on: each category, each price bound, the date choice, city, venue and language count one. */
function activeFilterCount(f: EventFilters): number {
  return (f.cats?.split(',').filter(Boolean).length ?? 0) + (f.minPrice ? 1 : 0) + (f.maxPrice ? 1 : 0) + (f.date || f.from || f.to ? 1 : 0)
    + [f.city, f.venue, f.language].filter(Boolean).length;
}

/** The two bounds in order: typing a minimum above the maximum (or the reverse) swaps them, never an empty range. */
function ordered(min: string, max: string): [string, string] {
  return min && max && Number(min) > Number(max) ? [max, min] : [min, max];
}

function PriceInput({ label, value, onChange, onBlur, testId, min, max }: {
  label: string; value: string; onChange: (v: string) => void; onBlur: () => void; testId: string; min?: string; max?: string;
}) {
  return (
    <LabeledInput label={label} type="number" value={value} onChange={onChange} onBlur={onBlur}
      start={<InputAdornment position="start">₹</InputAdornment>} inputProps={{ min: min || 0, max: max || undefined, 'data-testid': testId }} />
  );
}

function Filters({ filters, update, clear }: ReturnType<typeof useUrlFilters>) {
  const { t } = useTranslation();
  const categories = useCategories();
  const venues = useVenues();
  const languages = useLanguages();
  const cities = [...new Set((venues.data ?? []).map((v) => v.city).filter((c): c is string => Boolean(c)))].sort();
  const [min, setMin] = useState(filters.minPrice ?? '');
  const [max, setMax] = useState(filters.maxPrice ?? '');
  const [custom, setCustom] = useState(Boolean(filters.from || filters.to));
  // the URL always gets the bounds in order; the boxes are put in order once the buyer leaves them (not mid-typing)
  const putInOrder = () => {
    const [a, b] = ordered(min, max);
    setMin(a);
    setMax(b);
  };
  const debouncedMin = useDebounced(min, SEARCH_DEBOUNCE_MS);
  const debouncedMax = useDebounced(max, SEARCH_DEBOUNCE_MS);
  // Only the typed values drive this; the URL is the result, not an input, so it is read as an effect event.
  const pushPrices = useEffectEvent((typedMin: string, typedMax: string) => {
    const [minPrice, maxPrice] = ordered(typedMin, typedMax);
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
  const anything = activeFilterCount(filters);

  return (
    <Card sx={{ p: 2.5, position: { md: 'sticky' }, top: { md: 88 } }} data-testid="filters">
      <Box display="flex" justifyContent="space-between" alignItems="center">
        <Typography variant="h6" component="h2">{t('events.filters')}</Typography>
        {anything ? <Button size="small" onClick={() => (setMin(''), setMax(''), setCustom(false), clear())}>{t('events.clearAll')}</Button> : null}
      </Box>
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle2" component="h3" gutterBottom>{t('events.date')}</Typography>
      <Stack direction="row" flexWrap="wrap" gap={1}>
        {DATE_CHIPS.map((d) => (
          <Chip key={d.value} label={t(d.label)} clickable onClick={() => pickDate(d.value)} color={dateChoice === d.value ? 'primary' : 'default'}
            variant={dateChoice === d.value ? 'filled' : 'outlined'} data-testid={`date-${d.value}`} />
        ))}
      </Stack>
      {custom && (
        <Stack direction="row" gap={1} mt={1.5}>
          <LabeledInput label={t('events.from')} type="date" value={filters.from ?? ''} onChange={(from) => update({ from })} shrink />
          <LabeledInput label={t('events.to')} type="date" value={filters.to ?? ''} onChange={(to) => update({ to })} shrink inputProps={{ min: filters.from }} />
        </Stack>
      )}
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle2" component="h3" gutterBottom>{t('events.price')}</Typography>
      <Stack direction="row" gap={1}>
        <PriceInput label={t('events.min')} value={min} onChange={setMin} onBlur={putInOrder} testId="min-price" max={max} />
        <PriceInput label={t('events.max')} value={max} onChange={setMax} onBlur={putInOrder} testId="max-price" min={min} />
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Stack gap={2}>
        <LabeledSelect label={t('events.city')} value={filters.city ?? ''} onChange={(city) => update({ city })} testId="filter-city"
          options={cities.map((c) => ({ value: c, label: c }))} anyLabel={t('events.anyCity')} />
        <LabeledSelect label={t('events.venue')} value={filters.venue ?? ''} onChange={(venue) => update({ venue })} testId="filter-venue"
          options={(venues.data ?? []).filter((v) => !filters.city || v.city === filters.city).map((v) => ({ value: v._id, label: v.name }))} anyLabel={t('events.anyVenue')} />
        <LabeledSelect label={t('events.language')} value={filters.language ?? ''} onChange={(language) => update({ language })} testId="filter-language"
          options={(languages.data ?? []).map((l) => ({ value: l._id, label: l.name }))} anyLabel={t('events.anyLanguage')} />
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle2" component="h3" gutterBottom>{t('events.categories')}</Typography>
      <Stack direction="row" flexWrap="wrap" gap={1}>
        {categories.isError && <Typography variant="body2" color="error">{t('events.categoriesFailed')}</Typography>}
        {categories.data?.map((c) => {
          const on = picked.includes(c._id);
          return <Chip key={c._id} label={c.name} size="small" clickable onClick={() => toggleCat(c._id)} color={on ? 'primary' : 'default'} variant={on ? 'filled' : 'outlined'} />;
        })}
      </Stack>
    </Card>
  );
}

/** The list's own search box: the URL's `q` follows what is typed (debounced); Enter also keeps it in the recent searches. */
function ListSearch({ q, update }: { q: string; update: ReturnType<typeof useUrlFilters>['update'] }) {
  const { t } = useTranslation();
  const [text, setText] = useState(q);
  const recent = useRecentSearches();
  // a search from the header (or Back) changes the URL under a mounted page
  const [seen, setSeen] = useState(q);
  if (seen !== q) {
    setSeen(q);
    setText(q);
  }
  const debounced = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const push = useEffectEvent((value: string) => {
    if (value.trim() !== q) update({ q: value.trim() });
  });
  useEffect(() => push(debounced), [debounced]);
  const search = (value: string) => (setText(value), rememberSearch(value), update({ q: value }));
  return (
    <Box mb={3}>
      <SearchBox value={text} onChange={setText} onSubmit={(value) => update({ q: value })} testId="events-search" />
      {recent.length > 0 && (
        <Stack direction="row" flexWrap="wrap" gap={1} mt={1} alignItems="center" data-testid="recent-searches">
          <Typography variant="body2" color="text.secondary">{t('events.recent')}</Typography>
          {recent.map((r) => <Chip key={r} label={r} size="small" variant="outlined" clickable onClick={() => search(r)} data-testid="recent-search" />)}
          <Button size="small" onClick={forgetSearches}>{t('events.clear')}</Button>
        </Stack>
      )}
    </Box>
  );
}

export default function EventsPage() {
  const { t } = useTranslation();
  const url = useUrlFilters();
  const { data, isLoading, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isPlaceholderData } = useEventList(url.filters);
  const events = data?.pages.flatMap((p) => p.data) ?? [];
  const [showFilters, setShowFilters] = useState(false);
  const active = activeFilterCount(url.filters);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" data-testid="events-title">{t('events.title')}</Typography>
      <Typography color="text.secondary" mb={3}>{t('events.subtitle')}</Typography>
      <ListSearch q={url.filters.q ?? ''} update={url.update} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 3 }}>
          {/* on a phone the filters fold behind a button, so the first screen shows events; decided by CSS,
              so the server's HTML is already right for the screen */}
          <Button variant="outlined" fullWidth onClick={() => setShowFilters((v) => !v)} aria-expanded={showFilters} aria-controls="event-filters"
            startIcon={<TuneIcon />} data-testid="filters-toggle" sx={{ display: { sm: 'none' } }}
            endIcon={active ? <Badge badgeContent={active} color="primary" data-testid="filters-count" sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }} /> : undefined}>
            {showFilters ? t('events.hideFilters') : t('events.filters')}
          </Button>
          <Box id="event-filters" sx={{ display: { xs: showFilters ? 'block' : 'none', sm: 'block' }, mt: { xs: 1.5, sm: 0 } }}>
            <Filters {...url} />
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 9 }} sx={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity .2s' }}
          aria-busy={isPlaceholderData || isLoading} data-testid="event-results">
          <Box display="flex" justifyContent="flex-end" mb={2}>
            <Box width={220}>
              <LabeledSelect label={t('events.sortBy')} value={url.filters.sort === 'upcoming' ? 'date' : url.filters.sort ?? 'date'} testId="sort"
                onChange={(sort) => url.update({ sort: sort === 'date' ? undefined : sort })} options={SORTS.map((s) => ({ ...s, label: t(s.label) }))} />
            </Box>
          </Box>
          {isLoading && <EventCardGridSkeleton count={6} columns={{ xs: 12, sm: 6, lg: 4 }} />}
          {isError && <ErrorState title={t('events.loadFailed')} error={error} onRetry={() => refetch()} />}
          {data && events.length === 0 && <EmptyState title={url.filters.q ? t('events.noMatchQuery', { q: url.filters.q }) : t('events.noMatch')} />}
          <ServerHtml of={data}>
            <Grid container spacing={3}>
              {events.map((e, i) => (
                <Grid key={e.id} size={{ xs: 12, sm: 6, lg: 4 }}><EventCard event={e} load={i === 0 ? 'lcp' : 'lazy'} /></Grid>
              ))}
            </Grid>
          </ServerHtml>
          {hasNextPage && (
            <Box textAlign="center" mt={4}>
              <Button variant="outlined" size="large" onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
                {isFetchingNextPage ? t('events.loadingMore') : t('events.loadMore')}
              </Button>
            </Box>
          )}
        </Grid>
      </Grid>
    </Container>
  );
}
