import { useLocaleState } from 'react-admin';
import { formatFor, type Format } from '@marketplace/shared-ui';

/** The UI kit's formatters in the back office's language (react-admin's locale, not an i18next one). */
export function useAdminFormat(): Format {
  const [locale] = useLocaleState();
  return formatFor(locale === 'hi' ? 'hi' : 'en');
}

