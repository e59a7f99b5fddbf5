import { splitLocalePath, type Catalogue, type Locale } from '@marketplace/shared-dto';
import { createI18n } from '@marketplace/shared-ui';
import { en } from './en';

/**
 * The public site's translations for a page in `locale` (the language is the URL's: `/hi/...` is Hindi), given
 * the Hindi catalogue for a Hindi page. English is the fallback, so it is always there.
 */
export const createSiteI18n = (locale: Locale, hi?: Catalogue) => createI18n(locale, { en, hi });

/** The Hindi catalogue, loaded only by a Hindi page: an English visitor's first load does without its ~8 kB gzip. */
export const loadHindi = async (): Promise<Catalogue> => (await import('./hi')).hi;

/** The language of the page the browser shows. */
export const pageLocale = (): Locale => splitLocalePath(window.location.pathname).locale;
