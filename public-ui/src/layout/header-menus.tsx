import { Link as RouterLink } from 'react-router-dom';
import { Box, Divider, Drawer, List, ListItemButton, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { Brand } from './brand';
import { HEADER_LINKS, VENDOR_LOGIN } from './header-links';

/**
 * The header's menus and the mobile drawer, loaded when first opened: Menu, Drawer and the modal machinery
 * behind them are not part of the first page load.
 */
export function MoreMenu({ anchorEl, onClose }: { anchorEl: HTMLElement; onClose: () => void }) {
  return (
    <Menu anchorEl={anchorEl} open onClose={onClose}>
      <MenuItem component="a" href={VENDOR_LOGIN} onClick={onClose}>Create Event</MenuItem>
      <MenuItem component={RouterLink} to="/events" onClick={onClose}>Book Tickets</MenuItem>
    </Menu>
  );
}

export function AccountMenu({ anchorEl, onClose, userName, phone, onLogout }: {
  anchorEl: HTMLElement; onClose: () => void; userName: string; phone?: string | null; onLogout: () => void;
}) {
  return (
    <Menu anchorEl={anchorEl} open onClose={onClose} data-testid="account-menu">
      <Box sx={{ px: 2, py: 1 }}>
        <Typography fontWeight={700}>{userName}</Typography>
        {phone && <Typography variant="body2" color="text.secondary">{phone}</Typography>}
      </Box>
      <Divider />
      <MenuItem component={RouterLink} to="/dashboard" onClick={onClose}>
        <ListItemIcon><DashboardIcon fontSize="small" /></ListItemIcon>Dashboard
      </MenuItem>
      <MenuItem onClick={() => (onClose(), onLogout())} data-testid="logout">
        <ListItemIcon><LogoutIcon fontSize="small" /></ListItemIcon>Logout
      </MenuItem>
    </Menu>
  );
}

export function NavDrawer({ onClose, signedIn }: { onClose: () => void; signedIn: boolean }) {
  return (
    <Drawer anchor="right" open onClose={onClose}>
      <Box sx={{ width: 260 }} role="navigation" onClick={onClose}>
        <Box sx={{ p: 2 }}><Brand dark={false} /></Box>
        <Divider />
        <List>
          {[...HEADER_LINKS, { label: 'Venues', to: '/venues' }, { label: 'Book Tickets', to: '/events' }].map((l) => (
            <ListItemButton key={l.label} component={RouterLink} to={l.to}>
              <ListItemText primary={l.label} />
            </ListItemButton>
          ))}
          <ListItemButton component="a" href={VENDOR_LOGIN}>
            <ListItemText primary="Create Event" />
          </ListItemButton>
          {signedIn && (
            <ListItemButton component={RouterLink} to="/dashboard">
              <ListItemText primary="Dashboard" />
            </ListItemButton>
          )}
        </List>
      </Box>
    </Drawer>
  );
}
