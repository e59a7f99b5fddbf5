import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { session } from '../api/session.store';
import { Page } from './page-header';
import { ErrorState } from './state-views';

/** Performer and banner screens show this instead of themselves when no admin token is stored (spec section 6). */
export function RequireToken({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  if (!session.token()) return <Page><ErrorState message={translate('app.common.loginRequired')} /></Page>;
  return <>{children}</>;
}
