import { useEffect, useState, MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  AppBar, Avatar, Box, Button, Divider, Drawer, IconButton, List, ListItemButton, ListItemIcon, ListItemText, Menu, MenuItem,
  Toolbar, Typography,
} from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { HEADER_DARK_SCROLL_PX } from '@marketplace/shared-dto';
import { clearSession, getSession, useSession } from '../api/session';
import { logout } from '../api/auth';
import { initials } from '../lib/format';
import { Brand } from './brand';

const LINKS = [
  { label: 'Artists', to: '/performers' },
  { label: 'Events', to: '/events' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
];
/** Create Event belongs to the vendor portal, a separate app: a full page load, not a client route. */
const VENDOR_LOGIN = '/vendor/login';

function useScrolledPast(px: number) {
  const [past, setPast] = useState(() => window.scrollY > px);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > px);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [px]);
  return past;
}

/**
 * Logging out: the server ends the token (the call takes it before the session is cleared; a failure
 * must not keep the user signed in here), then forget the session and go to /login.
 */
export function useLogout() {
  const navigate = useNavigate();
  return () => {
    if (getSession()) void logout().catch(() => undefined);
    clearSession();
    navigate('/login');
  };
}

export function Header() {
  const dark = useScrolledPast(HEADER_DARK_SCROLL_PX);
  const session = useSession();
  const logout = useLogout();
  const [moreEl, setMoreEl] = useState<HTMLElement | null>(null);
  const [accountEl, setAccountEl] = useState<HTMLElement | null>(null);
  const [drawer, setDrawer] = useState(false);
  const userName = session?.user?.name || 'My account';
  const fg = dark ? '#fff' : 'text.primary';

  return (
    <AppBar
      position="fixed"
      elevation={dark ? 4 : 0}
      data-testid="header"
      data-dark={dark ? 'true' : 'false'}
      sx={{
        bgcolor: dark ? 'secondary.main' : 'rgba(255,255,255,0.96)',
        backdropFilter: 'blur(8px)',
        borderBottom: dark ? 'none' : '1px solid #ececf2',
        transition: 'background-color .25s ease',
        color: fg,
      }}
    >
      <Toolbar sx={{ gap: 2, maxWidth: 1280, width: '100%', mx: 'auto', minHeight: { xs: 60, md: 68 } }}>
        <Brand dark={dark} />
        <Box sx={{ flex: 1 }} />
        <Box component="nav" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, alignItems: 'center' }}>
          {LINKS.map((l) => (
            <Button key={l.to} component={RouterLink} to={l.to} sx={{ color: fg, fontWeight: 600 }}>
              {l.label}
            </Button>
          ))}
          <Button sx={{ color: fg }} endIcon={<KeyboardArrowDownIcon />} onClick={(e: MouseEvent<HTMLElement>) => setMoreEl(e.currentTarget)} data-testid="more-button">
            More
          </Button>
          <Menu anchorEl={moreEl} open={Boolean(moreEl)} onClose={() => setMoreEl(null)}>
            <MenuItem component="a" href={VENDOR_LOGIN} onClick={() => setMoreEl(null)}>Create Event</MenuItem>
            <MenuItem component={RouterLink} to="/events" onClick={() => setMoreEl(null)}>Book Tickets</MenuItem>
          </Menu>
        </Box>

        {session ? (
          <>
            <Button
              onClick={(e: MouseEvent<HTMLElement>) => setAccountEl(e.currentTarget)}
              data-testid="account-menu-button"
              sx={{ color: fg, gap: 1, pl: 1 }}
              endIcon={<KeyboardArrowDownIcon />}
            >
              <Avatar sx={{ width: 30, height: 30, fontSize: 13, bgcolor: 'primary.main' }}>{initials(session.user?.name)}</Avatar>
              <Typography component="span" data-testid="header-user-name" sx={{ fontWeight: 600, display: { xs: 'none', sm: 'inline' } }}>
                {userName}
              </Typography>
            </Button>
            <Menu anchorEl={accountEl} open={Boolean(accountEl)} onClose={() => setAccountEl(null)} data-testid="account-menu">
              <Box sx={{ px: 2, py: 1 }}>
                <Typography fontWeight={700}>{userName}</Typography>
                {session.user?.phone && <Typography variant="body2" color="text.secondary">{session.user.phone}</Typography>}
              </Box>
              <Divider />
              <MenuItem component={RouterLink} to="/dashboard" onClick={() => setAccountEl(null)}>
                <ListItemIcon><DashboardIcon fontSize="small" /></ListItemIcon>Dashboard
              </MenuItem>
              <MenuItem onClick={() => (setAccountEl(null), logout())} data-testid="logout">
                <ListItemIcon><LogoutIcon fontSize="small" /></ListItemIcon>Logout
              </MenuItem>
            </Menu>
          </>
        ) : (
          <Button component={RouterLink} to="/login" variant="contained" startIcon={<PersonOutlineIcon />} data-testid="account-button">
            Account
          </Button>
        )}
        <IconButton sx={{ display: { md: 'none' }, color: fg }} aria-label="Open menu" onClick={() => setDrawer(true)} data-testid="mobile-menu-button">
          <MenuIcon />
        </IconButton>
      </Toolbar>

      <Drawer anchor="right" open={drawer} onClose={() => setDrawer(false)}>
        <Box sx={{ width: 260 }} role="navigation" onClick={() => setDrawer(false)}>
          <Box sx={{ p: 2 }}><Brand dark={false} /></Box>
          <Divider />
          <List>
            {[...LINKS, { label: 'Venues', to: '/venues' }, { label: 'Book Tickets', to: '/events' }].map((l) => (
              <ListItemButton key={l.label} component={RouterLink} to={l.to}>
                <ListItemText primary={l.label} />
              </ListItemButton>
            ))}
            <ListItemButton component="a" href={VENDOR_LOGIN}>
              <ListItemText primary="Create Event" />
            </ListItemButton>
            {session && (
              <ListItemButton component={RouterLink} to="/dashboard">
                <ListItemText primary="Dashboard" />
              </ListItemButton>
            )}
          </List>
        </Box>
      </Drawer>
    </AppBar>
  );
}
