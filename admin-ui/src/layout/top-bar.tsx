import { Box, Button, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import { AppBar, LoadingIndicator, useGetIdentity, useLogout } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { assetUrl } from '@marketplace/shared-ui';
import { useAdminData } from '../api/use-admin-data';

/** The site logo from GET /api/hero/logo, or the brand name when there is none (or it fails). */
function SiteLogo() {
  const data = useAdminData();
  const { data: logo } = useQuery({ queryKey: ['site-logo'], queryFn: () => data.siteLogo(), retry: false });
  const url = assetUrl(logo?.image?.url);
  return (
    <Box component={Link} to="/dashboard" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'inherit', textDecoration: 'none' }}>
      {url ? (
        <Box component="img" data-testid="site-logo" src={url} alt={logo?.image?.alt || logo?.name || 'Utsav'} sx={{ height: 34, maxWidth: 140, objectFit: 'contain', bgcolor: '#fff', borderRadius: 1, px: 0.75, py: 0.25 }} />
      ) : (
        <Typography variant="h6" sx={{ fontWeight: 800, letterSpacing: 0.5 }}>
          Utsav
        </Typography>
      )}
      <Typography variant="body2" sx={{ opacity: 0.75, display: { xs: 'none', sm: 'block' } }}>
        Admin
      </Typography>
    </Box>
  );
}

export function TopBar() {
  const { identity } = useGetIdentity();
  const logout = useLogout();
  return (
    <AppBar userMenu={false} toolbar={<LoadingIndicator />}>
      <SiteLogo />
      <Box sx={{ flex: 1 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 1 }}>
        <AccountCircleOutlinedIcon fontSize="small" />
        <Typography data-testid="admin-name" variant="body2" sx={{ fontWeight: 600 }}>
          {identity?.fullName}
        </Typography>
      </Box>
      <Button color="inherit" data-testid="logout" startIcon={<LogoutIcon />} onClick={() => logout()}>
        Logout
      </Button>
    </AppBar>
  );
}
