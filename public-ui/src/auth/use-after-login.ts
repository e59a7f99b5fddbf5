import { useEffect, useState } from 'react';
import { useSession } from '../api/session';
import { useLoginModal } from './login-modal';

/**
 * For a button a visitor may click before logging in: the returned function opens the login dialog, and
 * `action` runs once the session exists — from the render that has it (so it uses that render's hooks, e.g. a
 * mutation whose query key carries the new user), never from a callback captured before the login.
 */
export function useAfterLogin(action: () => void): () => void {
  const session = useSession();
  const openLogin = useLoginModal();
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (session && waiting) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- once per login: the flag is spent as the action it stood for runs
      setWaiting(false);
      action();
    }
  }, [session, waiting, action]);
  return () => openLogin(() => setWaiting(true));
}
