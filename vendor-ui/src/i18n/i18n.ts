import type { Locale } from '@marketplace/shared-dto';
import { createI18n } from '@marketplace/shared-ui';
import { en } from './en';

const KEY = 'vendorLocale';

/** The organiser's last choice on this browser, null until one is made. */
export function storedLocale(): Locale | null {
  const value = typeof localStorage !== 'undefined' ? localStorage.getItem(KEY) : null;
  return value === 'hi' || value === 'en' ? value : null;
}

const initial = storedLocale() ?? 'en';

/** The portal's language: this browser's choice, English until one is made (a sign-in may bring the account's). */
export const i18n = createI18n(initial, { en });

/** Adds the Hindi catalogue the first time Hindi is wanted: an English organiser's first load does without it. */
async function catalogueFor(locale: Locale) {
  if (locale === 'hi' && !i18n.hasCatalogue('hi')) i18n.addCatalogue('hi', (await import('./hi')).hi);
}

/** Settled once the language the portal opens in has its catalogue (main.tsx renders after it). */
export const catalogueReady = catalogueFor(initial);

const markPage = (locale: Locale) => {
  document.documentElement.lang = locale;
};
markPage(initial);

/** Switches the portal's language at once and keeps it for the next visit. */
export function chooseLocale(locale: Locale) {
  localStorage.setItem(KEY, locale);
  markPage(locale);
  void catalogueFor(locale).then(() => i18n.changeLanguage(locale));
}

/** The language the server's messages should be in (Accept-Language). */
export const vendorLocale = (): Locale => (i18n.language === 'hi' ? 'hi' : 'en');
