import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { Alert, Snackbar, type AlertColor } from '@mui/material';
import { localiseMessage, TOAST_DURATION_MS } from '@marketplace/shared-dto';
import { useLocale } from '@marketplace/shared-ui';

type Notify = (message: string, severity?: AlertColor) => void;

const ToastContext = createContext<Notify>(() => undefined);

/**
 * One snackbar for the whole portal; messages stay for the spec's 3 seconds. A text of shared-dto's message
 * catalogue (`Messages.x`, which the API speaks too) is shown in the portal's language.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<{ message: string; severity: AlertColor; key: number } | null>(null);
  const locale = useLocale();
  const notify = useCallback<Notify>((message, severity = 'success') => setToast({ message, severity, key: Date.now() }), []);
  return (
    <ToastContext.Provider value={notify}>
      {children}
      <Snackbar
        key={toast?.key}
        open={!!toast}
        autoHideDuration={TOAST_DURATION_MS}
        onClose={() => setToast(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {toast ? (
          <Alert severity={toast.severity} variant="filled" onClose={() => setToast(null)} data-testid="toast">
            {localiseMessage(toast.message, locale).text}
          </Alert>
        ) : undefined}
      </Snackbar>
    </ToastContext.Provider>
  );
}

export function useToast(): Notify {
  return useContext(ToastContext);
}
