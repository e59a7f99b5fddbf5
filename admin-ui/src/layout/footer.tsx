import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function Footer() {
  const translate = useTranslate();
  return (
    <Box component="footer" data-testid="footer" sx={{ mt: 'auto', py: 2, px: 3, borderTop: '1px solid', borderColor: 'divider', color: 'text.secondary', display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <Typography variant="body2">{translate('app.footer.tagline', { year: new Date().getFullYear() })}</Typography>
      <Typography variant="body2">{translate('app.footer.backOffice')}</Typography>
    </Box>
  );
}
