import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';

/** The page's lang follows the chosen language, so screen readers read Hindi as Hindi. */
export function DocumentLanguage() {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}
