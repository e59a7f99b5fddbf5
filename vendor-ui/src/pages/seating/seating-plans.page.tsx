import { useCallback, useMemo, useState, type ChangeEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Box, Button, Chip, IconButton, MenuItem, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import UploadIcon from '@mui/icons-material/UploadFile';
import {
  Messages, readSeatingPlan, seatCount, type PlanSeat, type PlanSection, type PlanZone, type SeatingPlan, type SeatingPlanInput, type SeatingPlanSummary,
} from '@marketplace/shared-dto';
import { type Column, DataTable, ErrorState, errorText, fieldErrors, Loading, PageHeader, type PlacedSeat, SeatLegend, SeatMap, type SeatMapWords, useFormat, useTranslation } from '@marketplace/shared-ui';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useToast } from '../../components/toast';
import { useVenue } from '../../hooks/meta';
import { useDeleteSeatingPlan, useSaveSeatingPlan, useSeatingPlan, useSeatingPlans } from '../../hooks/seating';

const NEW_SECTION: PlanSection = { name: 'Stalls', category: 'Silver', rows: 'A-J', seatsPerRow: 20 };

/** A seat's accessible name and the map's zoom buttons, in the portal's language (stable, so the memoised seats stay). */
function useMapWords(): { describe: (seat: PlacedSeat) => string; words: SeatMapWords } {
  const { t } = useTranslation();
  const describe = useCallback(({ seat, row }: PlacedSeat) => {
    const values = { row: row.label, seat: seat.label, category: seat.category };
    return seat.blocked ? t('seatingPlans.seatNameBlocked', values) : t('seatingPlans.seatName', values);
  }, [t]);
  const words = useMemo(() => ({ zoomIn: t('seatingPlans.zoomIn'), zoomOut: t('seatingPlans.zoomOut'), wholePlan: t('seatingPlans.wholePlan') }), [t]);
  return { describe, words };
}

/** A venue's seating plans: the list, a new plan (generated, or pretix's JSON), and the editor of one plan. */
export default function SeatingPlansPage() {
  const { id: venueId = '' } = useParams();
  const venue = useVenue(venueId);
  const plans = useSeatingPlans(venueId);
  const remove = useDeleteSeatingPlan(venueId);
  const notify = useToast();
  const { t } = useTranslation();
  const format = useFormat();
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<SeatingPlanSummary | null>(null);

  const doDelete = () => {
    const plan = confirming;
    setConfirming(null);
    if (!plan) return;
    remove.mutate(plan.id, {
      onSuccess: () => { notify(Messages.deleted); if (editing === plan.id) setEditing(null); },
      onError: (err) => notify(errorText(err, t('seatingPlans.deleteFailed')), 'error'),
    });
  };

  const columns: Column<SeatingPlanSummary>[] = [
    { label: t('seatingPlans.plan'), render: (p) => <Typography component="span" sx={{ fontWeight: 600 }}>{p.name}</Typography> },
    { label: t('seatingPlans.seats'), align: 'right', render: (p) => format.count(p.seatCount) },
    {
      label: t('seatingPlans.categories'),
      render: (p) => (
        <Stack direction="row" useFlexGap flexWrap="wrap" spacing={0.5}>
          {p.categories.map((c) => <Chip key={c.name} size="small" label={c.name} sx={{ bgcolor: c.color, color: '#fff' }} />)}
        </Stack>
      ),
    },
    {
      label: '',
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      render: (p) => (
        <>
          <Tooltip title={t('seatingPlans.editSeats')}>
            <IconButton size="small" aria-label={t('seatingPlans.editPlan', { name: p.name })} onClick={() => setEditing(p.id)} data-testid="edit-plan"><EditIcon fontSize="small" /></IconButton>
          </Tooltip>
          <Tooltip title={t('seatingPlans.delete')}>
            <IconButton size="small" color="error" aria-label={t('seatingPlans.deletePlan', { name: p.name })} onClick={() => setConfirming(p)} data-testid="delete-plan"><DeleteIcon fontSize="small" /></IconButton>
          </Tooltip>
        </>
      ),
    },
  ];

  if (venue.isError) return <ErrorState message={errorText(venue.error, t('seatingPlans.loadVenueFailed'))} />;
  return (
    <>
      <PageHeader
        title={t('seatingPlans.title')}
        subtitle={venue.data ? t('seatingPlans.subtitle', { venue: venue.data.name }) : undefined}
        actions={<Button component={RouterLink} to="/meta/venues" startIcon={<ArrowBackIcon />}>{t('seatingPlans.myVenues')}</Button>}
      />
      <DataTable
        query={plans}
        rows={plans.data ?? []}
        columns={columns}
        testId="plans-table"
        rowTestId="plan-row"
        error={t('seatingPlans.loadFailed')}
        empty={t('seatingPlans.empty')}
      />
      <Box sx={{ mt: 3 }}>
        {editing
          ? <PlanEditor key={editing} venueId={venueId} planId={editing} onClose={() => setEditing(null)} />
          : <NewPlan venueId={venueId} onCreated={setEditing} />}
      </Box>
      <ConfirmDialog
        open={!!confirming}
        title={t('seatingPlans.deleteTitle')}
        text={t('seatingPlans.deleteText', { name: confirming?.name ?? '' })}
        confirmLabel={t('seatingPlans.delete')}
        onConfirm={doDelete}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}

/** A new plan from the generator's sections, or from pretix's JSON; previewed with the API's own rules before it is sent. */
function NewPlan({ venueId, onCreated }: { venueId: string; onCreated: (id: string) => void }) {
  const save = useSaveSeatingPlan(venueId);
  const notify = useToast();
  const { t } = useTranslation();
  const format = useFormat();
  const { describe, words } = useMapWords();
  const [name, setName] = useState('Main hall');
  const [sections, setSections] = useState<PlanSection[]>([NEW_SECTION]);
  const [pretix, setPretix] = useState<{ file: string; plan: unknown } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const source = useMemo<Omit<SeatingPlanInput, 'name'>>(() => (pretix ? { pretix: pretix.plan } : { generate: { sections } }), [pretix, sections]);
  const preview = useMemo(() => readSeatingPlan(source), [source]);
  const errors = { ...(preview.problems ?? {}), ...fieldErrors(save.error) };
  const setSection = (i: number, patch: Partial<PlanSection>) => setSections((all) => all.map((s, j) => (j === i ? { ...s, ...patch } : s)));

  const readFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    try {
      setPretix({ file: file.name, plan: JSON.parse(await file.text()) });
      setFileError(null);
    } catch {
      setFileError(t('seatingPlans.notJson', { file: file.name }));
    }
  };

  const create = () => save.mutate({ id: null, body: { name, ...source } }, {
    onSuccess: (plan) => { notify(t('seatingPlans.created', { name: plan.name, seats: format.count(plan.seatCount) })); onCreated(plan.id); },
  });

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="new-plan">
      <Typography variant="h6" component="h2" gutterBottom>{t('seatingPlans.newPlan')}</Typography>
      <TextField label={t('seatingPlans.planName')} value={name} onChange={(e) => setName(e.target.value)} error={!!errors.name} helperText={errors.name} size="small" sx={{ mb: 2, maxWidth: 360 }} fullWidth inputProps={{ 'data-testid': 'plan-name' }} />
      {pretix ? (
        <Alert severity="info" sx={{ mb: 2 }} action={<Button color="inherit" size="small" onClick={() => setPretix(null)}>{t('seatingPlans.useGenerator')}</Button>}>
          {t('seatingPlans.fromPretix', { file: pretix.file })}
        </Alert>
      ) : (
        <Stack spacing={1.5} sx={{ mb: 2 }}>
          {sections.map((s, i) => {
            const at = `generate.sections.${i}`;
            return (
              <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} data-testid="plan-section">
                <TextField label={t('seatingPlans.section')} size="small" value={s.name} onChange={(e) => setSection(i, { name: e.target.value })} error={!!errors[`${at}.name`]} helperText={errors[`${at}.name`]} />
                <TextField label={t('seatingPlans.category')} size="small" value={s.category} onChange={(e) => setSection(i, { category: e.target.value })} error={!!errors[`${at}.category`]} helperText={errors[`${at}.category`]} />
                <TextField label={t('seatingPlans.rows')} size="small" value={s.rows} onChange={(e) => setSection(i, { rows: e.target.value })} error={!!errors[`${at}.rows`]} helperText={errors[`${at}.rows`] ?? t('seatingPlans.rowsHint')} inputProps={{ 'data-testid': 'section-rows' }} />
                <TextField label={t('seatingPlans.seatsPerRow')} size="small" type="number" value={s.seatsPerRow} onChange={(e) => setSection(i, { seatsPerRow: Number(e.target.value) })} error={!!errors[`${at}.seatsPerRow`]} helperText={errors[`${at}.seatsPerRow`]} inputProps={{ 'data-testid': 'section-seats' }} />
                <TextField
                  label={t('seatingPlans.aisleAfter')} size="small" placeholder="8, 16"
                  value={(s.aisleAfter ?? []).join(', ')}
                  onChange={(e) => setSection(i, { aisleAfter: e.target.value.split(',').map((n) => n.trim()).filter(Boolean).map(Number) })}
                  error={!!errors[`${at}.aisleAfter`]} helperText={errors[`${at}.aisleAfter`]}
                />
                {sections.length > 1 && (
                  <IconButton aria-label={t('seatingPlans.removeSection', { name: s.name })} onClick={() => setSections((all) => all.filter((_, j) => j !== i))}><DeleteIcon /></IconButton>
                )}
              </Stack>
            );
          })}
          {errors['generate.sections'] && <Alert severity="error" data-testid="plan-error">{errors['generate.sections']}</Alert>}
          <Box><Button startIcon={<AddIcon />} onClick={() => setSections((all) => [...all, { ...NEW_SECTION, name: t('seatingPlans.sectionN', { n: all.length + 1 }) }])}>{t('seatingPlans.addSection')}</Button></Box>
        </Stack>
      )}
      {(fileError ?? errors.pretix) && <Alert severity="error" sx={{ mb: 2 }} data-testid="plan-error">{fileError ?? errors.pretix}</Alert>}
      {preview.layout && (
        <>
          <Typography variant="body2" sx={{ mb: 1 }} data-testid="plan-seat-count">{t('seatingPlans.seatCount', { seats: format.count(seatCount(preview.layout)) })}</Typography>
          <SeatLegend items={preview.layout.categories} />
          <SeatMap zones={preview.layout.zones} categories={preview.layout.categories} selected={EMPTY} onToggle={() => undefined} describe={describe} words={words} label={t('seatingPlans.preview')} testId="plan-preview" />
        </>
      )}
      {save.isError && !Object.keys(fieldErrors(save.error)).length && <Alert severity="error" sx={{ mt: 2 }}>{errorText(save.error, t('seatingPlans.saveFailed'))}</Alert>}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }} useFlexGap flexWrap="wrap">
        <Button variant="contained" onClick={create} disabled={!preview.layout || save.isPending} data-testid="create-plan">{t('seatingPlans.createPlan')}</Button>
        <Button component="label" startIcon={<UploadIcon />}>
          {t('seatingPlans.uploadPretix')}
          <input type="file" accept="application/json,.json" hidden onChange={readFile} data-testid="pretix-file" />
        </Button>
      </Stack>
    </Paper>
  );
}

const EMPTY: ReadonlySet<string> = new Set();

/** One plan, loaded, then edited. */
function PlanEditor({ venueId, planId, onClose }: { venueId: string; planId: string; onClose: () => void }) {
  const plan = useSeatingPlan(venueId, planId);
  const { t } = useTranslation();
  if (plan.isLoading) return <Loading />;
  if (plan.isError || !plan.data) return <ErrorState message={errorText(plan.error, t('seatingPlans.loadPlanFailed'))} />;
  return <PlanSeats key={plan.data.updatedAt} venueId={venueId} plan={plan.data} onClose={onClose} />;
}

/** One plan's seats: choose seats on the map, then give them a category, or block or unblock them; saved as a whole. */
function PlanSeats({ venueId, plan, onClose }: { venueId: string; plan: SeatingPlan; onClose: () => void }) {
  const save = useSaveSeatingPlan(venueId);
  const notify = useToast();
  const { t } = useTranslation();
  const format = useFormat();
  const { describe, words } = useMapWords();
  const [zones, setZones] = useState<PlanZone[]>(plan.zones);
  const { categories, name } = plan;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [category, setCategory] = useState(categories[0]?.name ?? '');

  const toggle = useCallback(({ seat }: PlacedSeat) => setSelected((s) => {
    const next = new Set(s);
    if (!next.delete(seat.guid)) next.add(seat.guid);
    return next;
  }), []);
  const change = (patch: Partial<PlanSeat>) => {
    setZones((all) => all.map((z) => ({ ...z, rows: z.rows.map((r) => ({ ...r, seats: r.seats.map((s) => (selected.has(s.guid) ? { ...s, ...patch } : s)) })) })));
    setSelected(new Set());
  };
  const blocked = zones.reduce((n, z) => n + z.rows.reduce((m, r) => m + r.seats.filter((s) => s.blocked).length, 0), 0);
  const submit = () => save.mutate({ id: plan.id, body: { name, categories, zones } }, { onSuccess: () => notify(t('seatingPlans.saved', { name })) });

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="plan-editor">
      <Typography variant="h6" component="h2">{name}</Typography>
      <Typography variant="body2" color="text.secondary" data-testid="plan-summary">
        {t('seatingPlans.summary', { seats: format.count(seatCount({ categories, zones })), blocked: format.count(blocked), chosen: format.count(selected.size) })}
      </Typography>
      <SeatLegend items={categories} />
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" sx={{ my: 1 }}>
        <TextField select size="small" label={t('seatingPlans.category')} value={category} onChange={(e) => setCategory(e.target.value)} sx={{ minWidth: 160 }} inputProps={{ 'data-testid': 'category-choice' }}>
          {categories.map((c) => <MenuItem key={c.name} value={c.name}>{c.name}</MenuItem>)}
        </TextField>
        <Button variant="outlined" disabled={!selected.size} onClick={() => change({ category })} data-testid="set-category">{t('seatingPlans.setCategory')}</Button>
        <Button variant="outlined" disabled={!selected.size} onClick={() => change({ blocked: true })} data-testid="block-seats">{t('seatingPlans.block')}</Button>
        <Button variant="outlined" disabled={!selected.size} onClick={() => change({ blocked: undefined })} data-testid="unblock-seats">{t('seatingPlans.unblock')}</Button>
        <Button disabled={!selected.size} onClick={() => setSelected(new Set())}>{t('seatingPlans.clearChoice')}</Button>
      </Stack>
      <SeatMap zones={zones} categories={categories} selected={selected} onToggle={toggle} describe={describe} words={words} chooseUnavailable label={t('seatingPlans.seatsOf', { name })} />
      {save.isError && <Alert severity="error" sx={{ mt: 2 }} data-testid="plan-error">{Object.values(fieldErrors(save.error))[0] ?? errorText(save.error, t('seatingPlans.saveFailed'))}</Alert>}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button variant="contained" onClick={submit} disabled={save.isPending} data-testid="save-plan">{t('seatingPlans.saveChanges')}</Button>
        <Button onClick={onClose}>{t('seatingPlans.close')}</Button>
      </Stack>
    </Paper>
  );
}
