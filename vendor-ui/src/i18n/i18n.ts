import type { Locale } from '@marketplace/shared-dto';
import { createI18n } from '@marketplace/shared-ui';
import { en } from './en';
import { hi } from './hi';

const KEY = 'vendorLocale';

/** The portal's language: the organiser's last choice on this browser, English until one is made. */
const stored = (): Locale => (typeof localStorage !== 'undefined' && localStorage.getItem(KEY) === 'hi' ? 'hi' : 'en');

export const i18n = createI18n(stored(), { en, hi });

const markPage = (locale: Locale) => {
  document.documentElement.lang = locale;
};
markPage(stored());

/** Switches the portal's language at once and keeps it for the next visit. */
export function chooseLocale(locale: Locale) {
  localStorage.setItem(KEY, locale);
  markPage(locale);
  void i18n.changeLanguage(locale);
}

/** The language the server's messages should be in (Accept-Language). */
export const vendorLocale = (): Locale => (i18n.language === 'hi' ? 'hi' : 'en');
