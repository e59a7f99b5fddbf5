import { useState, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import {
  AppBar, Avatar, Box, Button, Divider, Drawer, IconButton, List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Toolbar, Typography, useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';
import BookingsIcon from '@mui/icons-material/BookOnlineOutlined';
import TicketIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import CheckinIcon from '@mui/icons-material/QrCodeScanner';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import TagIcon from '@mui/icons-material/LocalOfferOutlined';
import LanguageIcon from '@mui/icons-material/TranslateOutlined';
import PerformerIcon from '@mui/icons-material/MicExternalOnOutlined';
import VenueIcon from '@mui/icons-material/PlaceOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import PayoutsIcon from '@mui/icons-material/AccountBalanceOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import LogoutIcon from '@mui/icons-material/Logout';
import { useTranslation } from '@marketplace/shared-ui';
import { vendorSession } from '../api/session';
import { LanguageChoice } from './language-choice';
import { useLogout, useVendorMe } from '../hooks/session';

const DRAWER_WIDTH = 248;

interface NavItem {
  to: string;
  /** A catalogue key. */
  label: string;
  icon: ReactNode;
  /** Loaded as a document of its own: only the door screen's document may use the camera (Permissions-Policy). */
  reloadDocument?: boolean;
}

const MAIN: NavItem[] = [
  { to: '/dashboard', label: 'nav.dashboard', icon: <DashboardIcon /> },
  { to: '/events', label: 'nav.events', icon: <EventIcon /> },
  { to: '/bookings', label: 'nav.bookings', icon: <BookingsIcon /> },
  { to: '/tickets', label: 'nav.tickets', icon: <TicketIcon /> },
  { to: '/checkin', label: 'nav.checkin', icon: <CheckinIcon />, reloadDocument: true },
  { to: '/payouts', label: 'nav.payouts', icon: <PayoutsIcon /> },
];

const META: NavItem[] = [
  { to: '/meta/categories', label: 'nav.categories', icon: <CategoryIcon /> },
  { to: '/meta/tags', label: 'nav.tags', icon: <TagIcon /> },
  { to: '/meta/languages', label: 'nav.languages', icon: <LanguageIcon /> },
  { to: '/meta/performers', label: 'nav.performers', icon: <PerformerIcon /> },
  { to: '/meta/venues', label: 'nav.venues', icon: <VenueIcon /> },
];

function NavList({ items, onNavigate }: { items: NavItem[]; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return (
    <>
      {items.map((item) => {
        const active = pathname === item.to || pathname.startsWith(`${item.to}/`);
        // a list of links: each link sits in its own <li>, so the <ul> holds list items only
        return (
          <ListItem key={item.to} disablePadding>
            <ListItemButton
              component={NavLink}
              to={item.to}
              reloadDocument={item.reloadDocument}
              onClick={onNavigate}
              selected={active}
              sx={{
                mx: 1,
                mb: 0.25,
                borderRadius: 2,
                '&.Mui-selected': { bgcolor: 'rgba(194,24,91,0.08)', color: 'primary.main', '& .MuiListItemIcon-root': { color: 'primary.main' } },
              }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>{item.icon}</ListItemIcon>
              <ListItemText primary={t(item.label)} slotProps={{ primary: { fontSize: 14, fontWeight: active ? 600 : 500 } }} />
            </ListItemButton>
          </ListItem>
        );
      })}
    </>
  );
}

function Brand() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <Box sx={{ width: 32, height: 32, borderRadius: 2, bgcolor: 'primary.main', color: '#fff', display: 'grid', placeItems: 'center', fontWeight: 800 }}>U</Box>
      <Box>
        <Typography sx={{ fontWeight: 800, lineHeight: 1.1, letterSpacing: '-0.02em' }}>Utsav</Typography>
        <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1 }}>
          {t('nav.portal')}
        </Typography>
      </Box>
    </Box>
  );
}

/** The vendor shell: sidebar (a drawer on phones), a top bar with the vendor's name and Logout. */
export function VendorLayout() {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  const me = useVendorMe();
  const logout = useLogout();
  const { t } = useTranslation();
  const name = vendorSession.snapshot()?.profile || me.data?.companyName || t('nav.vendor');
  const close = () => setOpen(false);

  const sidebar = (
    <Box component="nav" aria-label={t('nav.label')} data-testid="sidebar" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Toolbar sx={{ px: 2.5 }}>
        <Brand />
      </Toolbar>
      <Divider />
      <List sx={{ pt: 1.5 }}>
        <NavList items={MAIN} onNavigate={close} />
      </List>
      <List subheader={<ListSubheader sx={{ bgcolor: 'transparent', lineHeight: '32px', fontSize: 12, letterSpacing: '0.08em', textTransform: 'uppercase' }}>{t('nav.meta')}</ListSubheader>}>
        <NavList items={META} onNavigate={close} />
      </List>
      <Box sx={{ flex: 1 }} />
      <List>
        <NavList items={[{ to: '/business', label: 'nav.business', icon: <ReceiptLongIcon /> }, { to: '/settings', label: 'nav.settings', icon: <SettingsIcon /> }]} onNavigate={close} />
      </List>
      {/* in the drawer on phones, where the top bar has no room for it */}
      <Box sx={{ px: 2.5, pb: 2, display: { sm: 'none' } }}><LanguageChoice onChosen={close} /></Box>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', width: { md: `calc(100% - ${DRAWER_WIDTH}px)` }, ml: { md: `${DRAWER_WIDTH}px` } }}>
        <Toolbar sx={{ gap: 1.5 }}>
          {!desktop && (
            <IconButton edge="start" onClick={() => setOpen(true)} aria-label={t('nav.openMenu')}>
              <MenuIcon />
            </IconButton>
          )}
          {!desktop && <Brand />}
          <Box sx={{ flex: 1 }} />
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}><LanguageChoice /></Box>
          <Avatar sx={{ width: 32, height: 32, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontSize: 14, fontWeight: 700 }}>{name.charAt(0).toUpperCase()}</Avatar>
          <Typography variant="body2" sx={{ fontWeight: 600, display: { xs: 'none', sm: 'block' } }} data-testid="vendor-name">
            {name}
          </Typography>
          <Button color="inherit" startIcon={<LogoutIcon />} onClick={logout} data-testid="logout">
            {t('nav.logout')}
          </Button>
        </Toolbar>
      </AppBar>
      <Drawer
        variant={desktop ? 'permanent' : 'temporary'}
        open={desktop || open}
        onClose={close}
        // on phones the drawer is a dialog, which needs a name (a plain panel on desktop must not carry one)
        slotProps={{ paper: desktop ? {} : { 'aria-label': t('nav.menu') } }}
        sx={{ width: { md: DRAWER_WIDTH }, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box', borderColor: 'divider' } }}
      >
        {sidebar}
      </Drawer>
      <Box component="main" sx={{ flex: 1, minWidth: 0, px: { xs: 2, sm: 3, lg: 4 }, pb: 4, pt: { xs: 10, sm: 11 } }}>
        <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
