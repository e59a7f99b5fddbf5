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
import { type Column, DataTable, errorText, ErrorState, fieldErrors, Loading, PageHeader, SeatLegend, SeatMap, type PlacedSeat } from '@marketplace/shared-ui';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useToast } from '../../components/toast';
import { useVenue } from '../../hooks/meta';
import { useDeleteSeatingPlan, useSaveSeatingPlan, useSeatingPlan, useSeatingPlans } from '../../hooks/seating';

const NEW_SECTION: PlanSection = { name: 'Stalls', category: 'Silver', rows: 'A-J', seatsPerRow: 20 };
const describeSeat = ({ seat, row }: PlacedSeat) => `Row ${row.label} seat ${seat.label}, ${seat.category}${seat.blocked ? ', blocked' : ''}`;

/** A venue's seating plans: the list, a new plan (generated, or pretix's JSON), and the editor of one plan. */
export default function SeatingPlansPage() {
  const { id: venueId = '' } = useParams();
  const venue = useVenue(venueId);
  const plans = useSeatingPlans(venueId);
  const remove = useDeleteSeatingPlan(venueId);
  const notify = useToast();
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<SeatingPlanSummary | null>(null);

  const doDelete = () => {
    const plan = confirming;
    setConfirming(null);
    if (!plan) return;
    remove.mutate(plan.id, {
      onSuccess: () => { notify(Messages.deleted); if (editing === plan.id) setEditing(null); },
      onError: (err) => notify(errorText(err, 'Delete failed'), 'error'),
    });
  };

  const columns: Column<SeatingPlanSummary>[] = [
    { label: 'Plan', render: (p) => <Typography component="span" sx={{ fontWeight: 600 }}>{p.name}</Typography> },
    { label: 'Seats', align: 'right', render: (p) => p.seatCount.toLocaleString('en-IN') },
    {
      label: 'Categories',
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
          <Tooltip title="Edit seats">
            <IconButton size="small" aria-label={`Edit ${p.name}`} onClick={() => setEditing(p.id)} data-testid="edit-plan"><EditIcon fontSize="small" /></IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton size="small" color="error" aria-label={`Delete ${p.name}`} onClick={() => setConfirming(p)} data-testid="delete-plan"><DeleteIcon fontSize="small" /></IconButton>
          </Tooltip>
        </>
      ),
    },
  ];

  if (venue.isError) return <ErrorState message={errorText(venue.error, 'Failed to load the venue')} />;
  return (
    <>
      <PageHeader
        title="Seating plans"
        subtitle={venue.data ? `${venue.data.name}: seats by zone, row and category, for reserved-seating shows` : undefined}
        actions={<Button component={RouterLink} to="/meta/venues" startIcon={<ArrowBackIcon />}>My Venues</Button>}
      />
      <DataTable
        query={plans}
        rows={plans.data ?? []}
        columns={columns}
        testId="plans-table"
        rowTestId="plan-row"
        error="Failed to load seating plans"
        empty="This venue has no seating plan yet. Generate one below, or upload a plan exported from pretix."
      />
      <Box sx={{ mt: 3 }}>
        {editing
          ? <PlanEditor key={editing} venueId={venueId} planId={editing} onClose={() => setEditing(null)} />
          : <NewPlan venueId={venueId} onCreated={setEditing} />}
      </Box>
      <ConfirmDialog
        open={!!confirming}
        title="Delete seating plan?"
        text={`"${confirming?.name ?? ''}" will be removed. This cannot be undone.`}
        confirmLabel="Delete"
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
      setFileError(`${file.name} is not JSON.`);
    }
  };

  const create = () => save.mutate({ id: null, body: { name, ...source } }, {
    onSuccess: (plan) => { notify(`Seating plan "${plan.name}" saved with ${plan.seatCount} seats`); onCreated(plan.id); },
  });

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="new-plan">
      <Typography variant="h6" component="h2" gutterBottom>New seating plan</Typography>
      <TextField label="Plan name" value={name} onChange={(e) => setName(e.target.value)} error={!!errors.name} helperText={errors.name} size="small" sx={{ mb: 2, maxWidth: 360 }} fullWidth inputProps={{ 'data-testid': 'plan-name' }} />
      {pretix ? (
        <Alert severity="info" sx={{ mb: 2 }} action={<Button color="inherit" size="small" onClick={() => setPretix(null)}>Use the generator</Button>}>
          From pretix: {pretix.file}
        </Alert>
      ) : (
        <Stack spacing={1.5} sx={{ mb: 2 }}>
          {sections.map((s, i) => {
            const at = `generate.sections.${i}`;
            return (
              <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} data-testid="plan-section">
                <TextField label="Section" size="small" value={s.name} onChange={(e) => setSection(i, { name: e.target.value })} error={!!errors[`${at}.name`]} helperText={errors[`${at}.name`]} />
                <TextField label="Category" size="small" value={s.category} onChange={(e) => setSection(i, { category: e.target.value })} error={!!errors[`${at}.category`]} helperText={errors[`${at}.category`]} />
                <TextField label="Rows" size="small" value={s.rows} onChange={(e) => setSection(i, { rows: e.target.value })} error={!!errors[`${at}.rows`]} helperText={errors[`${at}.rows`] ?? 'e.g. A-P'} inputProps={{ 'data-testid': 'section-rows' }} />
                <TextField label="Seats per row" size="small" type="number" value={s.seatsPerRow} onChange={(e) => setSection(i, { seatsPerRow: Number(e.target.value) })} error={!!errors[`${at}.seatsPerRow`]} helperText={errors[`${at}.seatsPerRow`]} inputProps={{ 'data-testid': 'section-seats' }} />
                <TextField
                  label="Aisle after seats" size="small" placeholder="8, 16"
                  value={(s.aisleAfter ?? []).join(', ')}
                  onChange={(e) => setSection(i, { aisleAfter: e.target.value.split(',').map((n) => n.trim()).filter(Boolean).map(Number) })}
                  error={!!errors[`${at}.aisleAfter`]} helperText={errors[`${at}.aisleAfter`]}
                />
                {sections.length > 1 && (
                  <IconButton aria-label={`Remove section ${s.name}`} onClick={() => setSections((all) => all.filter((_, j) => j !== i))}><DeleteIcon /></IconButton>
                )}
              </Stack>
            );
          })}
          {errors['generate.sections'] && <Alert severity="error" data-testid="plan-error">{errors['generate.sections']}</Alert>}
          <Box><Button startIcon={<AddIcon />} onClick={() => setSections((all) => [...all, { ...NEW_SECTION, name: `Section ${all.length + 1}` }])}>Add section</Button></Box>
        </Stack>
      )}
      {(fileError ?? errors.pretix) && <Alert severity="error" sx={{ mb: 2 }} data-testid="plan-error">{fileError ?? errors.pretix}</Alert>}
      {preview.layout && (
        <>
          <Typography variant="body2" sx={{ mb: 1 }} data-testid="plan-seat-count">{seatCount(preview.layout).toLocaleString('en-IN')} seats</Typography>
          <SeatLegend items={preview.layout.categories} />
          <SeatMap zones={preview.layout.zones} categories={preview.layout.categories} selected={EMPTY} onToggle={() => undefined} describe={describeSeat} label="Preview of the new plan" testId="plan-preview" />
        </>
      )}
      {save.isError && !Object.keys(fieldErrors(save.error)).length && <Alert severity="error" sx={{ mt: 2 }}>{errorText(save.error, 'Saving the plan failed')}</Alert>}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }} useFlexGap flexWrap="wrap">
        <Button variant="contained" onClick={create} disabled={!preview.layout || save.isPending} data-testid="create-plan">Create plan</Button>
        <Button component="label" startIcon={<UploadIcon />}>
          Upload pretix JSON
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
  if (plan.isLoading) return <Loading />;
  if (plan.isError || !plan.data) return <ErrorState message={errorText(plan.error, 'Failed to load the seating plan')} />;
  return <PlanSeats key={plan.data.updatedAt} venueId={venueId} plan={plan.data} onClose={onClose} />;
}

/** One plan's seats: choose seats on the map, then give them a category, or block or unblock them; saved as a whole. */
function PlanSeats({ venueId, plan, onClose }: { venueId: string; plan: SeatingPlan; onClose: () => void }) {
  const save = useSaveSeatingPlan(venueId);
  const notify = useToast();
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
  const submit = () => save.mutate({ id: plan.id, body: { name, categories, zones } }, { onSuccess: () => notify(`Seating plan "${name}" saved`) });

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="plan-editor">
      <Typography variant="h6" component="h2">{name}</Typography>
      <Typography variant="body2" color="text.secondary" data-testid="plan-summary">
        {seatCount({ categories, zones }).toLocaleString('en-IN')} seats, {blocked} blocked · {selected.size} chosen
      </Typography>
      <SeatLegend items={categories} />
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" sx={{ my: 1 }}>
        <TextField select size="small" label="Category" value={category} onChange={(e) => setCategory(e.target.value)} sx={{ minWidth: 160 }} inputProps={{ 'data-testid': 'category-choice' }}>
          {categories.map((c) => <MenuItem key={c.name} value={c.name}>{c.name}</MenuItem>)}
        </TextField>
        <Button variant="outlined" disabled={!selected.size} onClick={() => change({ category })} data-testid="set-category">Set category</Button>
        <Button variant="outlined" disabled={!selected.size} onClick={() => change({ blocked: true })} data-testid="block-seats">Block</Button>
        <Button variant="outlined" disabled={!selected.size} onClick={() => change({ blocked: undefined })} data-testid="unblock-seats">Unblock</Button>
        <Button disabled={!selected.size} onClick={() => setSelected(new Set())}>Clear choice</Button>
      </Stack>
      <SeatMap zones={zones} categories={categories} selected={selected} onToggle={toggle} describe={describeSeat} chooseUnavailable label={`Seats of ${name}`} />
      {save.isError && <Alert severity="error" sx={{ mt: 2 }} data-testid="plan-error">{Object.values(fieldErrors(save.error))[0] ?? errorText(save.error, 'Saving the plan failed')}</Alert>}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button variant="contained" onClick={submit} disabled={save.isPending} data-testid="save-plan">Save changes</Button>
        <Button onClick={onClose}>Close</Button>
      </Stack>
    </Paper>
  );
}
