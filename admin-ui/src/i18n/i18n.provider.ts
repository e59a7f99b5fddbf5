import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { localStorageStore, type I18nProvider, type Store } from 'react-admin';
import { localiseMessage, type Locale } from '@marketplace/shared-dto';
import { en } from './en';
import { hi } from './hi';
import { raHi } from './ra-hi';

const MESSAGES = { en: { ...englishMessages, ...en }, hi: { ...raHi, ...hi } };

const polyglot = polyglotI18nProvider(
  (locale) => MESSAGES[locale === 'hi' ? 'hi' : 'en'],
  'en',
  [{ locale: 'en', name: 'English' }, { locale: 'hi', name: 'हिंदी' }],
);

/** The language the back office shows now (the API is asked for its messages in it). */
export const adminLocale = (): Locale => (polyglot.getLocale() === 'hi' ? 'hi' : 'en');

/**
 * react-admin's words and the back office's own, English or Hindi; the language switch lists both. A text that
 * is no key (a toast or a validation message from shared-dto's `Messages`, which the API speaks too) is that
 * catalogue's text in the current language, so the two never say the same thing differently.
 */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate: (key, options) => {
    const text = polyglot.translate(key, options);
    return text === key || text === options?._ ? localiseMessage(text, adminLocale()).text : text;
  },
};

/**
 * react-admin's localStorage store (the chosen language survives a reload there), but a logout, which resets the
 * store, keeps the language: the login page after it stays in the administrator's language.
 */
export function adminStore(): Store {
  const store = localStorageStore('1', 'utsavAdmin');
  return {
    ...store,
    reset: () => {
      const locale = store.getItem<string>('locale');
      store.reset();
      if (locale) store.setItem('locale', locale);
    },
  };
}
