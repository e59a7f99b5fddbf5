import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Alert, Box } from '@mui/material';
import { BrowserQRCodeReader, type IScannerControls } from '@zxing/browser';
import { useTranslation } from '@marketplace/shared-ui';

/**
 * A code sent less than this long after it was last in view is the same person still in front of the camera: it is not
 * sent again, so the screen keeps the first answer (a held-up ticket used to flip from 'Checked in' to 'Already checked
 * in' every 3 s). Each sighting restarts the time, so a code held up for a minute is still sent once.
 */
const REPEAT_MS = 10_000;

/** The back camera, decoding QR codes continuously; each new code goes to onCode. */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const emit = useEffectEvent(onCode);
  const [error, setError] = useState(false);

  useEffect(() => {
    let controls: IScannerControls | undefined;
    let stopped = false;
    let last = { code: '', seenAt: 0 };
    new BrowserQRCodeReader()
      .decodeFromConstraints({ video: { facingMode: 'environment' } }, video.current!, (result) => {
        if (!result) return;
        const code = result.getText();
        const now = Date.now();
        const repeat = code === last.code && now - last.seenAt < REPEAT_MS;
        last = { code, seenAt: now };
        if (!repeat) emit(code);
      })
      .then((c) => {
        controls = c;
        if (stopped) c.stop();
      })
      .catch(() => setError(true));
    return () => {
      stopped = true;
      controls?.stop();
    };
  }, []);

  if (error) return <Alert severity="warning" data-testid="scanner-error">{t('checkin.noCamera')}</Alert>;
  return (
    <Box sx={{ position: 'relative', width: '100%', aspectRatio: '4 / 3', bgcolor: '#000', borderRadius: 2, overflow: 'hidden' }}>
      <video ref={video} muted playsInline data-testid="scanner-video" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
    </Box>
  );
}
