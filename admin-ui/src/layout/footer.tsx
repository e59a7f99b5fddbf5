import { Box, Typography } from '@mui/material';

export function Footer() {
  return (
    <Box component="footer" data-testid="footer" sx={{ mt: 'auto', py: 2, px: 3, borderTop: '1px solid', borderColor: 'divider', color: 'text.secondary', display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <Typography variant="body2">© {new Date().getFullYear()} Utsav • Events &amp; tickets across India</Typography>
      <Typography variant="body2">Admin back office</Typography>
    </Box>
  );
}
