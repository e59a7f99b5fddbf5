import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { errorText } from '@marketplace/shared-ui';
import { download as downloadFile } from '../../api/api.client';

/**
 * Downloads GET /api/admin/bookings.csv with the list's filters: a file, not the data provider's JSON.
 * A 401 ends the session like every other admin call.
 */
export function ExportButton({ filter }: { filter: Record<string, string | undefined> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function download() {
    setBusy(true);
    setError(null);
    try {
      const { blob } = await downloadFile('/admin/bookings.csv', filter);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `bookings-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (err) {
      setError(errorText(err, 'Export failed'));
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
