import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LinearProgress } from '@mui/material';
import { Messages } from '@marketplace/shared-dto';
import { isApiError } from '@marketplace/shared-ui';
import { BASE, loginPath, vendorSession } from '../api/session';
import { useVendorMe } from '../hooks/session';

/** Why the session check failed, as the login page receives it: no-token, unauthorized, or the 403 text. */
function failureReason(error: unknown): string {
  if (isApiError(error, 403)) return error.message || Messages.forbidden;
  return 'unauthorized';
}

/**
 * Every vendor screen but login and register: the session is checked with GET /auth/me on each
 * navigation; any failure clears the session and goes to the login page with redirectTo and reason.
 */
export function RequireVendor() {
  const location = useLocation();
  const token = vendorSession.token();
  const me = useVendorMe();
  const here = BASE + location.pathname + location.search;
  const { refetch } = me;

  // The first check runs when the query mounts; later navigations check again.
  const checkedPath = useRef(location.pathname);
  useEffect(() => {
    if (!token || checkedPath.current === location.pathname) return;
    checkedPath.current = location.pathname;
    void refetch();
  }, [location.pathname, token, refetch]);

  if (!token) return <Navigate to={loginPath(here, 'no-token')} replace />;
  if (me.isError) {
    vendorSession.clear();
    return <Navigate to={loginPath(here, failureReason(me.error))} replace />;
  }
  if (!me.data) return <LinearProgress />;
  return <Outlet />;
}
