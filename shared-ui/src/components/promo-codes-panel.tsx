import { useState } from 'react';
import {
  Alert, Box, Button, Chip, MenuItem, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import { formatPrice, type Locale, type PromoCode, type PromoCodeInput, type PromoCodePatch, type PromoKind } from '@marketplace/shared-dto';
import { errorText, fieldErrors } from '../api/api-error';
import { formatDateTime } from '../format/format';
import { Loading } from './state-views';
import type { PromoWords } from '../i18n/kit-words';

const UNITS: Record<PromoKind, string> = { percent: '%', amount: '₹', price: '₹' };

const EMPTY = { code: '', kind: 'percent' as PromoKind, value: '', maxUses: '', maxUsesPerBuyer: '1', minTickets: '1', validFrom: '', validUntil: '', ticketTypeIds: [] as string[] };
type Form = typeof EMPTY;

/** The form as the API takes it: blank optional fields are left out, numbers sent as numbers (the server checks them). */
function bodyOf(f: Form): PromoCodeInput {
  const num = (s: string) => Number(s);
  return {
    code: f.code.trim(), kind: f.kind, value: num(f.value),
    ...(f.maxUses.trim() ? { maxUses: num(f.maxUses) } : {}),
    ...(f.maxUsesPerBuyer.trim() ? { maxUsesPerBuyer: num(f.maxUsesPerBuyer) } : {}),
    ...(f.minTickets.trim() ? { minTickets: num(f.minTickets) } : {}),
    ...(f.validFrom ? { validFrom: new Date(f.validFrom).toISOString() } : {}),
    ...(f.validUntil ? { validUntil: new Date(f.validUntil).toISOString() } : {}),
    ...(f.ticketTypeIds.length ? { ticketTypeIds: f.ticketTypeIds } : {}),
  };
}

const worth = (c: PromoCode, words: PromoWords) => words.worth[c.kind](c.kind === 'percent' ? String(c.value) : formatPrice(c.value));

/** What the panel needs of a read and of a write: react-query's results fit (the vendor portal's hooks, the back office's calls). */
interface CodesRead { data?: PromoCode[]; isPending: boolean; isError: boolean; error: unknown }
interface Write<T> { mutateAsync: (input: T) => Promise<PromoCode>; mutate: (input: T, options?: { onError?: (err: unknown) => void }) => void; isPending: boolean; isError: boolean; error: unknown }

export interface PromoCodesPanelProps {
  ticketTypes: { id: string; name: string }[];
  codes: CodesRead;
  create: Write<PromoCodeInput>;
  update: Write<{ id: string; patch: PromoCodePatch }>;
  /** A short message to the user (the app's toast). */
  notify: (message: string) => void;
  words: PromoWords;
  locale?: Locale;
}

/**
 * An event's promo codes, the same in the vendor portal and the back office: a create form showing the
 * server's errors at their fields, the list with uses and remaining, and disable.
 */
export function PromoCodesPanel({ ticketTypes, codes, create, update, notify, words, locale = 'en' }: PromoCodesPanelProps) {
  const [form, setForm] = useState<Form>(EMPTY);
  const errors = fieldErrors(create.error);
  const set = <K extends keyof Form>(k: K) => (e: { target: { value: unknown } }) => setForm((f) => ({ ...f, [k]: e.target.value as Form[K] }));
  const unit = UNITS[form.kind];
  const at = (iso: string) => formatDateTime(iso, undefined, locale);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    try {
      const made = await create.mutateAsync(bodyOf(form));
      setForm(EMPTY);
      notify(words.created(made.code));
    } catch {
      // the errors show at their fields
    }
  };
  const field = (name: keyof Form) => ({ error: Boolean(errors[name]), helperText: errors[name] ?? ' ', slotProps: { htmlInput: { 'data-testid': `promo-${name}` } } });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }} data-testid="promo-codes">
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>{words.title}</Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <TextField size="small" label={words.code} required value={form.code} onChange={set('code')} {...field('code')} />
        <TextField size="small" select label={words.kind} value={form.kind} onChange={set('kind')} {...field('kind')}>
          {(Object.keys(UNITS) as PromoKind[]).map((k) => <MenuItem key={k} value={k}>{words.kinds[k]}</MenuItem>)}
        </TextField>
        <TextField size="small" label={words.value(unit)} required type="number" value={form.value} onChange={set('value')} {...field('value')} />
        <TextField size="small" label={words.maxUses} type="number" value={form.maxUses} onChange={set('maxUses')} {...field('maxUses')} />
        <TextField size="small" label={words.maxUsesPerBuyer} type="number" value={form.maxUsesPerBuyer} onChange={set('maxUsesPerBuyer')} {...field('maxUsesPerBuyer')} />
        <TextField size="small" label={words.minTickets} type="number" value={form.minTickets} onChange={set('minTickets')} {...field('minTickets')} />
        <TextField size="small" label={words.validFrom} type="datetime-local" value={form.validFrom} onChange={set('validFrom')} {...field('validFrom')} InputLabelProps={{ shrink: true }} />
        <TextField size="small" label={words.validUntil} type="datetime-local" value={form.validUntil} onChange={set('validUntil')} {...field('validUntil')} InputLabelProps={{ shrink: true }} />
        {ticketTypes.length > 1 && (
          <TextField size="small" select label={words.ticketTypes} value={form.ticketTypeIds} onChange={set('ticketTypeIds')} {...field('ticketTypeIds')}
            SelectProps={{ multiple: true }} sx={{ gridColumn: { md: 'span 2' } }}>
            {ticketTypes.map((t) => <MenuItem key={t.id} value={t.id}>{t.name}</MenuItem>)}
          </TextField>
        )}
        <Box sx={{ gridColumn: '1 / -1' }}>
          {create.isError && !Object.keys(errors).length && <Alert severity="error" sx={{ mb: 1 }}>{errorText(create.error, words.createFailed)}</Alert>}
          <Button type="submit" variant="contained" disabled={create.isPending} data-testid="promo-create">{words.create}</Button>
        </Box>
      </Box>

      {codes.isPending && <Loading />}
      {codes.isError && <Alert severity="error" sx={{ mt: 2 }}>{errorText(codes.error, words.loadFailed)}</Alert>}
      {codes.data && codes.data.length === 0 && <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="promo-empty">{words.empty}</Typography>}
      {codes.data && codes.data.length > 0 && (
        <TableContainer sx={{ mt: 2 }}>
          <Table size="small" data-testid="promo-list">
            <TableHead>
              <TableRow>
                <TableCell>{words.code}</TableCell><TableCell>{words.discount}</TableCell>
                <TableCell align="right">{words.uses}</TableCell><TableCell align="right">{words.remaining}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{words.valid}</TableCell><TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {codes.data.map((c) => (
                <TableRow key={c.id} data-testid="promo-row">
                  <TableCell><Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}><b>{c.code}</b>{!c.active && <Chip size="small" label={words.disabled} />}</Stack></TableCell>
                  <TableCell>{worth(c, words)}</TableCell>
                  <TableCell align="right" data-testid="promo-uses">{c.uses}</TableCell>
                  <TableCell align="right">{c.remaining ?? '∞'}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {c.validFrom || c.validUntil ? `${c.validFrom ? at(c.validFrom) : words.now} – ${c.validUntil ? at(c.validUntil) : words.noEnd}` : words.always}
                  </TableCell>
                  <TableCell align="right">
                    <Button size="small" disabled={update.isPending} data-testid="promo-toggle"
                      onClick={() => update.mutate({ id: c.id, patch: { active: !c.active } }, { onError: (err) => notify(errorText(err, words.saveFailed)) })}>
                      {c.active ? words.disable : words.enable}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
