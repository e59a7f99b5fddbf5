import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalogue, Locale } from '@marketplace/shared-dto';

/**
 * One i18next instance per app, or per server render (renders of several pages run at once in one thread, so
 * none may change a shared instance's language). Initialised at once from the catalogues given: English (the
 * fallback) always, Hindi when the app has it (the public site loads it only for a Hindi page).
 */
export function createI18n(locale: Locale, catalogues: { en: Catalogue; hi?: Catalogue }): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    resources: { en: { translation: catalogues.en }, ...(catalogues.hi ? { hi: { translation: catalogues.hi } } : {}) },
    initAsync: false,
    // React escapes what it renders
    interpolation: { escapeValue: false },
  });
  return instance;
}
