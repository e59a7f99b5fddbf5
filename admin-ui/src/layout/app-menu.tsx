import { useState, type ReactNode } from 'react';
import { Box, Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';
import { NavLink, useLocation } from 'react-router-dom';
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
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import { Badge } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { META_KINDS } from '@marketplace/shared-dto';
import { useAdminData } from '../api/use-admin-data';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';

const EVENT_MANAGEMENT = [
  { to: '/events', label: 'app.menu.events', icon: <EventOutlinedIcon /> },
  { to: '/categories', label: 'app.menu.categories', icon: <CategoryOutlinedIcon /> },
  { to: '/tags', label: 'app.menu.tags', icon: <LocalOfferOutlinedIcon /> },
  { to: '/languages', label: 'app.menu.languages', icon: <TranslateOutlinedIcon /> },
  { to: '/performers', label: 'app.menu.performers', icon: <MicExternalOnOutlinedIcon /> },
  { to: '/venues', label: 'app.menu.venues', icon: <PlaceOutlinedIcon /> },
];

/** Everything waiting for a decision: pending events, live events' pending changes, and pending items of the five reference kinds. */
function usePendingCount() {
  const data = useAdminData();
  return useQuery({
    queryKey: ['pending-count'],
    queryFn: async () => (await Promise.all((['events', 'changes', ...META_KINDS] as const).map((kind) => data.pending(kind)))).reduce((sum, page) => sum + page.total, 0),
    staleTime: 30_000,
  }).data;
}

/**
 * One sidebar link (its label a catalogue key). A plain list of links in a <nav> (not react-admin's <Menu>, whose role="menu" with
 * a group header and nested list inside fails the ARIA menu rules); the current screen is aria-current.
 */
function NavItem({ to, label: labelKey, icon, testId }: { to: string; label: string; icon: ReactNode; testId?: string }) {
  const [sidebarOpen] = useSidebarState();
  const { pathname } = useLocation();
  const label = useTranslate()(labelKey);
  const active = pathname === to || pathname.startsWith(`${to}/`);
  const link = (
    <ListItemButton
      component={NavLink}
      to={to}
      selected={active}
      aria-label={sidebarOpen ? undefined : label}
      title={sidebarOpen ? undefined : label}
      data-testid={testId}
      sx={{ borderRadius: 2, mx: 1, my: '1px', py: 0.75, color: 'text.secondary', '&.Mui-selected': { color: 'primary.dark', fontWeight: 600, bgcolor: 'rgba(194, 65, 12, 0.10)', '& .MuiListItemIcon-root': { color: 'primary.dark' } } }}
    >
      <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>{icon}</ListItemIcon>
      {sidebarOpen && <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }} />}
    </ListItemButton>
  );
  return <li>{link}</li>;
}

/** The sidebar of the spec: Dashboard, Bookings, Tickets, Vendors, the Event Management group, then the site screens. */
export function AppMenu() {
  const location = useLocation();
  const [sidebarOpen] = useSidebarState();
  const inGroup = EVENT_MANAGEMENT.some((item) => location.pathname.startsWith(item.to));
  const [open, setOpen] = useState(true);
  const pending = usePendingCount();
  const translate = useTranslate();
  return (
    <Box component="nav" aria-label={translate('app.menu.label')} data-testid="sidebar" sx={{ pt: 1, pb: 2 }}>
      <List disablePadding>
        <NavItem to="/dashboard" label="app.menu.dashboard" icon={<DashboardOutlinedIcon />} />
        <NavItem to="/bookings" label="app.menu.bookings" icon={<ReceiptLongOutlinedIcon />} />
        <NavItem to="/tickets" label="app.menu.tickets" icon={<ConfirmationNumberOutlinedIcon />} />
        <NavItem to="/reports/gst" label="app.menu.gstReport" icon={<RequestQuoteOutlinedIcon />} testId="menu-gst-report" />
        <NavItem to="/reports/payouts" label="app.menu.payouts" icon={<AccountBalanceOutlinedIcon />} testId="menu-payouts" />
        <NavItem to="/vendors" label="app.menu.vendors" icon={<StorefrontOutlinedIcon />} />
        <NavItem
          to="/approvals"
          label="app.menu.approvals"
          testId="menu-approvals"
          icon={<Badge badgeContent={pending} color="warning" max={99} data-testid="pending-count"><FactCheckOutlinedIcon /></Badge>}
        />
        <li>
          <ListItemButton
            data-testid="menu-event-management" aria-expanded={open} aria-controls="event-management" onClick={() => setOpen(!open)}
            selected={inGroup && !open} sx={{ borderRadius: 2, mx: 1, py: 0.75, color: 'text.secondary' }}
          >
            <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}><EventNoteOutlinedIcon /></ListItemIcon>
            {sidebarOpen && <ListItemText primary={translate('app.menu.eventManagement')} />}
            {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
          </ListItemButton>
          <Collapse in={open} timeout="auto" unmountOnExit>
            <List id="event-management" disablePadding sx={{ pl: sidebarOpen ? 1.5 : 0 }}>
              {EVENT_MANAGEMENT.map((item) => <NavItem key={item.to} to={item.to} label={item.label} icon={item.icon} />)}
            </List>
          </Collapse>
        </li>
        <NavItem to="/content" label="app.menu.contentPages" icon={<ArticleOutlinedIcon />} />
        <NavItem to="/hero/banners" label="app.menu.heroBanners" icon={<ViewCarouselOutlinedIcon />} />
        <NavItem to="/hero/logo" label="app.menu.logo" icon={<ImageOutlinedIcon />} />
        <NavItem to="/settings" label="app.menu.settings" icon={<SettingsOutlinedIcon />} />
      </List>
    </Box>
  );
}
