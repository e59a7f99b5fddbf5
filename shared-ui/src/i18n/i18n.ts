import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalogue, Locale } from '@marketplace/shared-dto';

/**
 * One i18next instance per app, or per server render (renders of several pages run at once in one thread, so
 * none may change a shared instance's language). Initialised at once: the catalogues are bundled, nothing loads.
 */
export function createI18n(locale: Locale, catalogues: Record<Locale, Catalogue>): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    resources: { en: { translation: catalogues.en }, hi: { translation: catalogues.hi } },
    initAsync: false,
    // React escapes what it renders
    interpolation: { escapeValue: false },
  });
  return instance;
}
