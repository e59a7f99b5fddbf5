import { useState } from 'react';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { Menu, useSidebarState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import ConfirmationNumberOutlinedIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import TranslateOutlinedIcon from '@mui/icons-material/TranslateOutlined';
import MicExternalOnOutlinedIcon from '@mui/icons-material/MicExternalOnOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import ViewCarouselOutlinedIcon from '@mui/icons-material/ViewCarouselOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import { Badge } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { META_KINDS } from '@marketplace/shared-dto';
import { useAdminData } from '../api/use-admin-data';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';

const EVENT_MANAGEMENT = [
  { to: '/events', label: 'Events', icon: <EventOutlinedIcon /> },
  { to: '/categories', label: 'Categories', icon: <CategoryOutlinedIcon /> },
  { to: '/tags', label: 'Tags', icon: <LocalOfferOutlinedIcon /> },
  { to: '/languages', label: 'Languages', icon: <TranslateOutlinedIcon /> },
  { to: '/performers', label: 'Performers', icon: <MicExternalOnOutlinedIcon /> },
  { to: '/venues', label: 'Venues', icon: <PlaceOutlinedIcon /> },
];

/** Everything waiting for a decision: pending events plus pending items of the five reference kinds. */
function usePendingCount() {
  const data = useAdminData();
  return useQuery({
    queryKey: ['pending-count'],
    queryFn: async () => (await Promise.all((['events', ...META_KINDS] as const).map((kind) => data.pending(kind)))).reduce((sum, page) => sum + page.total, 0),
    staleTime: 30_000,
  }).data;
}

/** The sidebar of the spec: Dashboard, Bookings, Tickets, Vendors, the Event Management group, then the site screens. */
export function AppMenu() {
  const location = useLocation();
  const [sidebarOpen] = useSidebarState();
  const inGroup = EVENT_MANAGEMENT.some((item) => location.pathname.startsWith(item.to)) || location.pathname.startsWith('/approvals');
  const [open, setOpen] = useState(true);
  const pending = usePendingCount();
  return (
    <Menu data-testid="sidebar" sx={{ pt: 1 }}>
      <Menu.Item to="/dashboard" primaryText="Dashboard" leftIcon={<DashboardOutlinedIcon />} />
      <Menu.Item to="/bookings" primaryText="Bookings" leftIcon={<ReceiptLongOutlinedIcon />} />
      <Menu.Item to="/tickets" primaryText="Tickets" leftIcon={<ConfirmationNumberOutlinedIcon />} />
      <Menu.Item to="/vendors" primaryText="Vendors" leftIcon={<StorefrontOutlinedIcon />} />
      <Menu.Item
        to="/approvals"
        primaryText="Approvals"
        data-testid="menu-approvals"
        leftIcon={<Badge badgeContent={pending} color="warning" max={99} data-testid="pending-count"><FactCheckOutlinedIcon /></Badge>}
      />
      <ListItemButton data-testid="menu-event-management" onClick={() => setOpen(!open)} selected={inGroup && !open} sx={{ py: 0.75 }}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <EventNoteOutlinedIcon />
        </ListItemIcon>
        {sidebarOpen && <ListItemText primary="Event Management" />}
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List disablePadding sx={{ pl: sidebarOpen ? 1.5 : 0 }}>
          {EVENT_MANAGEMENT.map((item) => (
            <Menu.Item key={item.to} to={item.to} primaryText={item.label} leftIcon={item.icon} />
          ))}
        </List>
      </Collapse>
      <Menu.Item to="/content" primaryText="Content Pages" leftIcon={<ArticleOutlinedIcon />} />
      <Menu.Item to="/hero/banners" primaryText="Hero Banners" leftIcon={<ViewCarouselOutlinedIcon />} />
      <Menu.Item to="/hero/logo" primaryText="Logo" leftIcon={<ImageOutlinedIcon />} />
      <Menu.Item to="/settings" primaryText="Settings" leftIcon={<SettingsOutlinedIcon />} />
    </Menu>
  );
}
