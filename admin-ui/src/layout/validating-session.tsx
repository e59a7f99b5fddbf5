import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Shown while the session guard asks the API whether the stored token is still valid. */
export function ValidatingSession() {
  const translate = useTranslate();
  return (
    <Box data-testid="validating-session" sx={{ height: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
      <CircularProgress size={22} />
      <Typography color="text.secondary">⏳ {translate('app.common.validatingSession')}</Typography>
    </Box>
  );
}
