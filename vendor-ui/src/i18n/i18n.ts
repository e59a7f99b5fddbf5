import type { Locale } from '@marketplace/shared-dto';
import { createI18n } from '@marketplace/shared-ui';
import { en } from './en';
import { hi } from './hi';

const KEY = 'vendorLocale';

/** The organiser's last choice on this browser, null until one is made. */
export function storedLocale(): Locale | null {
  const value = typeof localStorage !== 'undefined' ? localStorage.getItem(KEY) : null;
  return value === 'hi' || value === 'en' ? value : null;
}

/** The portal's language: this browser's choice, English until one is made (a sign-in may bring the account's). */
export const i18n = createI18n(storedLocale() ?? 'en', { en, hi });

const markPage = (locale: Locale) => {
  document.documentElement.lang = locale;
};
markPage(storedLocale() ?? 'en');

/** Switches the portal's language at once and keeps it for the next visit. */
export function chooseLocale(locale: Locale) {
  localStorage.setItem(KEY, locale);
  markPage(locale);
  void i18n.changeLanguage(locale);
}

/** The language the server's messages should be in (Accept-Language). */
export const vendorLocale = (): Locale => (i18n.language === 'hi' ? 'hi' : 'en');
