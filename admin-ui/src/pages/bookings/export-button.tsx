import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { session } from '../../api/session.store';

/**
 * Downloads GET /api/admin/bookings.csv with the list's filters. A plain fetch: the data provider reads
 * JSON, this is a file. A 401 ends the session like every other admin call.
 */
export function ExportButton({ filter }: { filter: Record<string, string | undefined> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function download() {
    setBusy(true);
    setError(null);
    try {
      const query = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => Boolean(e[1])));
      const res = await fetch(`/api/admin/bookings.csv?${query}`, { headers: { Authorization: `Bearer ${session.token() ?? ''}` } });
      if (res.status === 401) session.clear();
      if (!res.ok) throw new Error(((await res.json().catch(() => ({}))) as { error?: string }).error ?? 'Export failed');
      const link = document.createElement('a');
      link.href = URL.createObjectURL(await res.blob());
      link.download = `bookings-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Export failed');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack alignItems="flex-end">
      <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} disabled={busy} onClick={download} data-testid="bookings-export">
        Export CSV
      </Button>
      {error && <Typography variant="caption" color="error" data-testid="bookings-export-error">{error}</Typography>}
    </Stack>
  );
}
