import { Link as RouterLink } from 'react-router-dom';
import { Box, Divider, Drawer, List, ListItemButton, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { useTranslation } from '@marketplace/shared-ui';
import { useSession } from '../api/session';
import { Brand } from './brand';
import { HEADER_LINKS, VENDOR_LOGIN } from './header-links';
import { SiteLanguageSwitch } from './site-language-switch';

/**
 * The header's menus and the mobile drawer, loaded when first opened: Menu, Drawer and the modal machinery
 * behind them are not part of the first page load.
 */
export function MoreMenu({ anchorEl, onClose }: { anchorEl: HTMLElement; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Menu anchorEl={anchorEl} open onClose={onClose}>
      <MenuItem component="a" href={VENDOR_LOGIN} onClick={onClose}>{t('header.createEvent')}</MenuItem>
      <MenuItem component={RouterLink} to="/events" onClick={onClose}>{t('header.bookTickets')}</MenuItem>
    </Menu>
  );
}

export function AccountMenu({ anchorEl, onClose, userName, phone, onLogout }: {
  anchorEl: HTMLElement; onClose: () => void; userName: string; phone?: string | null; onLogout: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu anchorEl={anchorEl} open onClose={onClose} data-testid="account-menu">
      <Box sx={{ px: 2, py: 1 }}>
        <Typography fontWeight={700}>{userName}</Typography>
        {phone && <Typography variant="body2" color="text.secondary">{phone}</Typography>}
      </Box>
      <Divider />
      <MenuItem component={RouterLink} to="/dashboard" onClick={onClose}>
        <ListItemIcon><DashboardIcon fontSize="small" /></ListItemIcon>{t('header.dashboard')}
      </MenuItem>
      <MenuItem onClick={() => (onClose(), onLogout())} data-testid="logout">
        <ListItemIcon><LogoutIcon fontSize="small" /></ListItemIcon>{t('header.logout')}
      </MenuItem>
    </Menu>
  );
}

export function NavDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const signedIn = Boolean(useSession());
  return (
    <Drawer anchor="right" open onClose={onClose}>
      <Box sx={{ width: 260 }} role="navigation" onClick={onClose}>
        <Box sx={{ p: 2 }}><Brand dark={false} /></Box>
        <Divider />
        <List>
          {[...HEADER_LINKS, { label: 'header.venues', to: '/venues' } as const, { label: 'header.bookTickets', to: '/events' } as const].map((l) => (
            <ListItemButton key={l.label} component={RouterLink} to={l.to}>
              <ListItemText primary={t(l.label)} />
            </ListItemButton>
          ))}
          <ListItemButton component="a" href={VENDOR_LOGIN}>
            <ListItemText primary={t('header.createEvent')} />
          </ListItemButton>
          {signedIn && (
            <ListItemButton component={RouterLink} to="/dashboard">
              <ListItemText primary={t('header.dashboard')} />
            </ListItemButton>
          )}
        </List>
        <Divider />
        <Box sx={{ p: 2 }} data-testid="drawer-language"><SiteLanguageSwitch /></Box>
      </Box>
    </Drawer>
  );
}
