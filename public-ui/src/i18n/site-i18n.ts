import { splitLocalePath, type Locale } from '@marketplace/shared-dto';
import { createI18n } from '@marketplace/shared-ui';
import { en } from './en';
import { hi } from './hi';

/** The public site's i18next instance for a page in `locale` (the language is the URL's: `/hi/...` is Hindi). */
export const createSiteI18n = (locale: Locale) => createI18n(locale, { en, hi });

/** The language of the page the browser shows. */
export const pageLocale = (): Locale => splitLocalePath(window.location.pathname).locale;
