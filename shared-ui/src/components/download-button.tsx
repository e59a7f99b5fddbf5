import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import type { ApiClient, Query } from '../api/api-client';
import { errorText } from '../api/api-error';

/** A downloaded file handed to the browser as a download, under the name the server gave it. */
export function saveFile({ blob, filename }: { blob: Blob; filename: string }) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  // the browser reads the blob after the click returns
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface DownloadButtonProps {
  /** The app's client's download: the realm's token goes with it, and a 401 ends that session like any call. */
  download: ApiClient['download'];
  path: string;
  query?: Query;
  label: string;
  /** Shown when the server gives no words of its own, in the screen's language. */
  failed: string;
  /** The button's test id; its error's is `<testId>-error`. */
  testId: string;
}

/** Downloads a file (a CSV export) with the screen's filters; a failure shows the server's words under the button. */
export function DownloadButton({ download, path, query, label, failed, testId }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run() {
    setBusy(true);
    setError(null);
    try {
      saveFile(await download(path, query));
    } catch (err) {
      setError(errorText(err, failed));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack alignItems="flex-end">
      <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} disabled={busy} onClick={run} data-testid={testId}>
        {label}
      </Button>
      {error && <Typography variant="caption" color="error" data-testid={`${testId}-error`}>{error}</Typography>}
    </Stack>
  );
}
