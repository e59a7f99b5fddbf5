import type { ReactNode } from 'react';
import { session } from '../api/session.store';
import { Page } from './page-header';
import { ErrorState } from './state-views';

/** Performer and banner screens show this instead of themselves when no admin token is stored (spec section 6). */
export function RequireToken({ children }: { children: ReactNode }) {
  if (!session.token()) return <Page><ErrorState message="Please log in to access this page" /></Page>;
  return <>{children}</>;
}
