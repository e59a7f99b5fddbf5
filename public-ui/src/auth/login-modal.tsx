import { createContext, lazy, ReactNode, Suspense, useCallback, useContext, useMemo, useRef, useState } from 'react';

const LoginDialog = lazy(() => import('./login-dialog'));

type OpenLogin = (onLoggedIn?: () => void) => void;
const LoginModalContext = createContext<OpenLogin>(() => undefined);

/** `useLoginModal()(retry)` opens the login dialog; after a successful login `retry` runs (e.g. the interest toggle). */
export const useLoginModal = () => useContext(LoginModalContext);

export function LoginModalProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const after = useRef<(() => void) | undefined>(undefined);
  const openLogin = useCallback<OpenLogin>((onLoggedIn) => {
    after.current = onLoggedIn;
    setOpen(true);
  }, []);
  const value = useMemo(() => openLogin, [openLogin]);

  return (
    <LoginModalContext.Provider value={value}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <LoginDialog
            onClose={() => setOpen(false)}
            onSuccess={() => {
              setOpen(false);
              after.current?.();
            }}
          />
        </Suspense>
      )}
    </LoginModalContext.Provider>
  );
}
