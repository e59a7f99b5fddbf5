import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { assetUrl } from '@marketplace/shared-ui';
import { useLogo } from '../hooks/use-site';
import { Img } from '../components/img';

/** The logo from the back office (GET /api/hero/logo), or the wordmark while it loads or when there is none. */
export function Brand({ dark }: { dark: boolean }) {
  const { data: logo } = useLogo();
  const src = assetUrl(logo?.image?.url);
  return (
    <Box component={RouterLink} to="/" data-testid="brand" sx={{ display: 'flex', alignItems: 'center', gap: 1, textDecoration: 'none', color: 'inherit' }}>
      {src ? (
        <Img src={src} alt={logo?.image?.alt || logo?.name || 'Utsav'} width={120} height={36} sx={{ width: 'auto', height: 36, maxWidth: 160, objectFit: 'contain' }} />
      ) : (
        <>
          <Box sx={{ width: 34, height: 34, borderRadius: 2, bgcolor: 'primary.main', color: '#fff', display: 'grid', placeItems: 'center', fontWeight: 800 }}>U</Box>
          <Typography variant="h6" sx={{ fontWeight: 800, color: dark ? '#fff' : 'text.primary' }}>
            {logo?.name || 'Utsav'}
          </Typography>
        </>
      )}
    </Box>
  );
}
