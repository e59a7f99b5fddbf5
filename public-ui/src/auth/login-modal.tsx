import { createContext, ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { LoginForm } from './login-form';

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
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" data-testid="login-modal">
        <DialogTitle sx={{ pr: 6 }}>
          Sign in to continue
          <IconButton aria-label="Close" onClick={() => setOpen(false)} sx={{ position: 'absolute', right: 12, top: 12 }}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          {open && (
            <LoginForm
              onSuccess={() => {
                setOpen(false);
                after.current?.();
              }}
            />
          )}
        </DialogContent>
      </Dialog>
    </LoginModalContext.Provider>
  );
}
