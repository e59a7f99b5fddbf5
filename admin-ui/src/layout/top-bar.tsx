import { AppBar, Box, Button, CircularProgress, IconButton, Toolbar, Typography, useMediaQuery, type Theme } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import { LocalesMenuButton, useGetIdentity, useLoading, useLogout, useSidebarState, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { assetUrl } from '@marketplace/shared-ui';
import { useAdminData } from '../api/use-admin-data';

/** The site logo from GET /api/hero/logo, or the brand name when there is none (or it fails). */
function SiteLogo() {
  const data = useAdminData();
  const { data: logo } = useQuery({ queryKey: ['site-logo'], queryFn: () => data.siteLogo(), retry: false });
  const url = assetUrl(logo?.image?.url);
  const translate = useTranslate();
  return (
    <Box component={Link} to="/dashboard" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'inherit', textDecoration: 'none' }}>
      {url ? (
        <Box component="img" data-testid="site-logo" src={url} alt={logo?.image?.alt || logo?.name || 'Utsav'} sx={{ height: 34, maxWidth: 140, objectFit: 'contain', bgcolor: '#fff', borderRadius: 1, px: 0.75, py: 0.25 }} />
      ) : (
        <Typography variant="h6" component="span" sx={{ fontWeight: 800, letterSpacing: 0.5 }}>
          Utsav
        </Typography>
      )}
      <Typography variant="body2" component="span" sx={{ opacity: 0.85, display: { xs: 'none', sm: 'block' } }}>
        {translate('app.topBar.admin')}
      </Typography>
    </Box>
  );
}

/** Opens and closes react-admin's sidebar (a drawer on phones). */
function SidebarToggle() {
  const [open, setOpen] = useSidebarState();
  const label = useTranslate()(open ? 'ra.action.close_menu' : 'ra.action.open_menu');
  return (
    <IconButton color="inherit" aria-label={label} title={label} onClick={() => setOpen(!open)} edge="start" sx={{ mr: 1 }}>
      <MenuIcon />
    </IconButton>
  );
}

/** The top bar: menu toggle, logo, the screen's title (react-admin's <Title> renders into #react-admin-title), admin name, Logout. */
export function TopBar() {
  const { identity } = useGetIdentity();
  const logout = useLogout();
  const loading = useLoading();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  return (
    <AppBar position="fixed" color="secondary">
      <Toolbar variant={phone ? 'regular' : 'dense'} sx={{ gap: 1 }}>
        <SidebarToggle />
        <SiteLogo />
        <Typography id="react-admin-title" variant="h6" component="h1" noWrap sx={{ flex: 1, minWidth: 0, ml: { xs: 1, sm: 2 }, fontSize: { xs: 15, sm: 18 } }} />
        {loading && <CircularProgress size={18} color="inherit" />}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 1, minWidth: 0 }}>
          <AccountCircleOutlinedIcon fontSize="small" sx={{ display: { xs: 'none', sm: 'block' } }} />
          <Typography data-testid="admin-name" variant="body2" noWrap sx={{ fontWeight: 600, maxWidth: { xs: 80, sm: 200 } }}>
            {identity?.fullName}
          </Typography>
        </Box>
        {/* react-admin's switch (English | हिंदी), kept in its store; on phones without its arrow */}
        <Box data-testid="locale-switch" sx={{ flexShrink: 0, '& .MuiButton-root': { minWidth: 0 }, '& .MuiButton-endIcon': { display: { xs: 'none', sm: 'inherit' } } }}>
          <LocalesMenuButton />
        </Box>
        <Button color="inherit" data-testid="logout" startIcon={<LogoutIcon />} onClick={() => logout()} sx={{ flexShrink: 0, minWidth: { xs: 40, sm: 64 }, '& .MuiButton-startIcon': { mx: { xs: 0, sm: undefined } } }} aria-label={phone ? translate('ra.auth.logout') : undefined}>
          {phone ? null : translate('ra.auth.logout')}
        </Button>
      </Toolbar>
    </AppBar>
  );
}
