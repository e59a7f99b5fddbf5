import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Alert, Box } from '@mui/material';
import { BrowserQRCodeReader, type IScannerControls } from '@zxing/browser';

/** The same code seen again within this time is the same person still in front of the camera. */
const REPEAT_MS = 3000;

/** The back camera, decoding QR codes continuously; each new code goes to onCode. */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const emit = useEffectEvent(onCode);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let controls: IScannerControls | undefined;
    let stopped = false;
    let last = { code: '', at: 0 };
    new BrowserQRCodeReader()
      .decodeFromConstraints({ video: { facingMode: 'environment' } }, video.current!, (result) => {
        if (!result) return;
        const code = result.getText();
        const now = Date.now();
        if (code === last.code && now - last.at < REPEAT_MS) return;
        last = { code, at: now };
        emit(code);
      })
      .then((c) => {
        controls = c;
        if (stopped) c.stop();
      })
      .catch(() => setError('The camera is not available. Allow camera access, or type the ticket number below.'));
    return () => {
      stopped = true;
      controls?.stop();
    };
  }, []);

  if (error) return <Alert severity="warning" data-testid="scanner-error">{error}</Alert>;
  return (
    <Box sx={{ position: 'relative', width: '100%', aspectRatio: '4 / 3', bgcolor: '#000', borderRadius: 2, overflow: 'hidden' }}>
      <video ref={video} muted playsInline data-testid="scanner-video" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
    </Box>
  );
}
