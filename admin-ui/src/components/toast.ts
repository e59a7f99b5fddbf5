import { useNotify } from 'react-admin';
import { TOAST_DURATION_MS } from '@marketplace/shared-dto';

/** Toasts last 3000 ms (spec section 9). */
export function useToast() {
  const notify = useNotify();
  const show = (type: 'success' | 'error' | 'info') => (message: string) =>
    notify(message, { type, autoHideDuration: TOAST_DURATION_MS, messageArgs: { _: message } });
  return { success: show('success'), error: show('error'), info: show('info') };
}
