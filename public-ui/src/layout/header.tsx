import { lazy, Suspense, useState, useSyncExternalStore, MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AppBar, Avatar, Box, Button, IconButton, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import SearchIcon from '@mui/icons-material/Search';
import { HEADER_DARK_SCROLL_PX } from '@marketplace/shared-dto';
import { initials, useTranslation } from '@marketplace/shared-ui';
import { clearSession, getSession, useSession } from '../api/session';
import { logout } from '../api/auth';
import { SearchBox } from '../components/search-box';
import { useBrowserValue } from '../hooks/use-browser-value';
import { Brand } from './brand';
import { HEADER_LINKS } from './header-links';
import { SiteLanguageSwitch } from './site-language-switch';

const loadMenus = () => import('./header-menus');
const MoreMenu = lazy(() => loadMenus().then((m) => ({ default: m.MoreMenu })));
const AccountMenu = lazy(() => loadMenus().then((m) => ({ default: m.AccountMenu })));
const NavDrawer = lazy(() => loadMenus().then((m) => ({ default: m.NavDrawer })));

const onScroll = (changed: () => void) => {
  window.addEventListener('scroll', changed, { passive: true });
  return () => window.removeEventListener('scroll', changed);
};

const never = () => () => undefined;
const known = () => true;

/** The server renders the page unscrolled, and hydration starts from there. */
function useScrolledPast(px: number) {
  return useSyncExternalStore(onScroll, () => window.scrollY > px, () => false);
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

/**
 * The account button, apart from the rest of the header so that only it renders again once the session is known.
 * The server cannot know who is signed in (the session lives in localStorage), so until the page is hydrated it
 * holds the button's place without saying 'Account' to someone who is signed in.
 */
function AccountArea({ fg }: { fg: string }) {
  const session = useSession();
  const sessionKnown = useBrowserValue(never, known, false);
  const logout = useLogout();
  const [accountEl, setAccountEl] = useState<HTMLElement | null>(null);
  const { t } = useTranslation();
  const userName = session?.user?.name || t('header.myAccount');
  if (!sessionKnown) return <Box aria-hidden sx={{ width: { xs: 40, sm: 120 }, height: 36 }} data-testid="account-pending" />;
  if (!session) {
    return (
      <Button component={RouterLink} to="/login" variant="contained" startIcon={<PersonOutlineIcon />} data-testid="account-button">
        {t('header.account')}
      </Button>
    );
  }
  return (
    <>
      <Button
        onClick={(e: MouseEvent<HTMLElement>) => setAccountEl(e.currentTarget)}
        data-testid="account-menu-button"
        sx={{ color: fg, gap: 1, pl: 1 }}
        endIcon={<KeyboardArrowDownIcon />}
      >
        <Avatar sx={{ width: 30, height: 30, fontSize: 13, bgcolor: 'primary.main' }}>{initials(session.user?.name)}</Avatar>
        <Typography component="span" data-testid="header-user-name"
          sx={{ fontWeight: 600, display: { xs: 'none', sm: 'inline' }, maxWidth: { sm: 120, lg: 180 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {userName}
        </Typography>
      </Button>
      {accountEl && (
        <Suspense fallback={null}>
          <AccountMenu anchorEl={accountEl} onClose={() => setAccountEl(null)} userName={userName} phone={session.user?.phone} onLogout={logout} />
        </Suspense>
      )}
    </>
  );
}

export function Header() {
  const dark = useScrolledPast(HEADER_DARK_SCROLL_PX);
  const [moreEl, setMoreEl] = useState<HTMLElement | null>(null);
  const [drawer, setDrawer] = useState(false);
  const [search, setSearch] = useState('');
  const [phoneSearch, setPhoneSearch] = useState(false);
  const navigate = useNavigate();
  const { t } = useTranslation();
  const find = (q: string) => {
    setPhoneSearch(false);
    navigate(q ? `/events?${new URLSearchParams({ q })}` : '/events');
  };
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
        WebkitBackdropFilter: 'blur(8px)',
        borderBottom: dark ? 'none' : '1px solid #ececf2',
        transition: 'background-color .25s ease',
        color: fg,
      }}
    >
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, maxWidth: 1280, width: '100%', mx: 'auto', minHeight: { xs: 60, md: 68 } }}>
        <Brand dark={dark} />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', justifyContent: 'center' }}>
          <Box sx={{ display: { xs: 'none', sm: 'block' }, width: '100%', maxWidth: 340 }}>
            <SearchBox value={search} onChange={setSearch} onSubmit={find} testId="header-search" dense />
          </Box>
        </Box>
        <IconButton sx={{ display: { sm: 'none' }, color: fg }} aria-label={t('header.search')} aria-expanded={phoneSearch} aria-controls="phone-search"
          onClick={() => setPhoneSearch((v) => !v)} data-testid="header-search-toggle">
          <SearchIcon />
        </IconButton>
        <Box component="nav" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, alignItems: 'center' }}>
          {HEADER_LINKS.map((l) => (
            <Button key={l.to} component={RouterLink} to={l.to} sx={{ color: fg, fontWeight: 600 }}>
              {t(l.label)}
            </Button>
          ))}
          <Button sx={{ color: fg }} endIcon={<KeyboardArrowDownIcon />} onClick={(e: MouseEvent<HTMLElement>) => setMoreEl(e.currentTarget)} data-testid="more-button">
            {t('header.more')}
          </Button>
          {moreEl && <Suspense fallback={null}><MoreMenu anchorEl={moreEl} onClose={() => setMoreEl(null)} /></Suspense>}
        </Box>

        <AccountArea fg={fg} />
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}><SiteLanguageSwitch /></Box>
        <IconButton sx={{ display: { md: 'none' }, color: fg }} aria-label={t('header.openMenu')} onClick={() => setDrawer(true)} data-testid="mobile-menu-button">
          <MenuIcon />
        </IconButton>
      </Toolbar>
      {phoneSearch && (
        <Box id="phone-search" sx={{ display: { sm: 'none' }, px: 2, pb: 1.5 }}>
          <SearchBox value={search} onChange={setSearch} onSubmit={find} testId="header-search" autoFocus />
        </Box>
      )}

      {drawer && <Suspense fallback={null}><NavDrawer onClose={() => setDrawer(false)} /></Suspense>}
    </AppBar>
  );
}
