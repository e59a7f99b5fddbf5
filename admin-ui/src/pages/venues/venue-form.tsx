import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { Messages, type Venue } from '@marketplace/shared-dto';

const FIELDS = [
  ['name', 'Name', 'text', true], ['address', 'Address', 'text', true], ['city', 'City', 'text', true], ['state', 'State', 'text', false],
  ['zipCode', 'ZIP', 'text', false], ['country', 'Country', 'text', false], ['capacity', 'Capacity', 'number', false], ['phone', 'Phone', 'tel', false],
  ['email', 'Email', 'email', false], ['website', 'Website', 'url', false], ['mapUrl', 'Map URL', 'url', false], ['lat', 'Latitude', 'number', false],
  ['lng', 'Longitude', 'number', false],
] as const;
type Key = (typeof FIELDS)[number][0] | 'description';
export type VenueDetails = Record<Key, string>;

const NUMBERS = new Set<Key>(['capacity', 'lat', 'lng']);

export function detailsOf(venue?: Partial<Venue>): VenueDetails {
  const value = (k: Key) => {
    const v = (venue as Record<string, unknown> | undefined)?.[k];
    return v === null || v === undefined ? '' : String(v);
  };
  return Object.fromEntries([...FIELDS.map(([k]) => k), 'description' as const].map((k) => [k, value(k)])) as VenueDetails;
}

/** The request body: empty capacity, lat and lng (and other empty fields) become null (spec section 5). */
export function venueBody(details: VenueDetails): Record<string, string | number | null> {
  return Object.fromEntries(
    Object.entries(details).map(([k, v]) => [k, v.trim() === '' ? null : NUMBERS.has(k as Key) ? Number(v) : v.trim()]),
  );
}

/** The venue details form of the add and edit screens. */
export function VenueForm({ initial, submitLabel, busy, error, onSubmit }: {
  initial: VenueDetails; submitLabel: string; busy: boolean; error?: string; onSubmit: (details: VenueDetails) => void;
}) {
  const [details, setDetails] = useState(initial);
  const [problem, setProblem] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!details.name.trim() || !details.city.trim() || !details.address.trim()) return setProblem(Messages.venueRequired);
    setProblem('');
    onSubmit(details);
  };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      {(problem || error) && <Alert severity="error" sx={{ mb: 2 }} data-testid="venue-error">{problem || error}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {FIELDS.map(([key, label, type, required]) => (
          <TextField
            key={key} label={label} type={type} required={required} value={details[key]}
            onChange={(e) => setDetails({ ...details, [key]: e.target.value })}
            slotProps={{ htmlInput: { 'data-testid': `venue-${key}`, ...(type === 'number' ? { step: key === 'capacity' ? 1 : 'any', min: key === 'capacity' ? 0 : undefined } : {}) } }}
          />
        ))}
      </Box>
      <TextField label="Description" multiline minRows={3} value={details.description} onChange={(e) => setDetails({ ...details, description: e.target.value })} sx={{ mt: 2 }} />
      <Stack direction="row" justifyContent="flex-end" sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={busy} data-testid="venue-submit">{busy ? 'Saving…' : submitLabel}</Button>
      </Stack>
    </Box>
  );
}
