import type { Catalogue, Locale } from '@marketplace/shared-dto';

/**
 * A catalogue text in the app's language: the key's dotted path ('header.search'), its `{{name}}` placeholders
 * filled from `values`, and with a numeric `count` the key's plural form for it (`key_one`, `key_other`, by the
 * language's own rules). A key the language lacks is taken from English; one neither has is said as the key.
 */
export type TFunction = (key: string, values?: Record<string, unknown>) => string;

/** One app's (or one server render's) language and catalogues. */
export interface I18n {
  readonly language: Locale;
  t: TFunction;
  /** The translations in one language whatever the app's (a render holds to the language it started with). */
  fixedT(locale: Locale): TFunction;
  changeLanguage(locale: Locale): void;
  hasCatalogue(locale: Locale): boolean;
  addCatalogue(locale: Locale, catalogue: Catalogue): void;
  /** Called at each change of language (the React binding re-renders with it). */
  subscribe(listener: () => void): () => void;
}

const plurals = new Map<Locale, Intl.PluralRules>();
const pluralOf = (locale: Locale, count: number) => {
  let rules = plurals.get(locale);
  if (!rules) plurals.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
};

function lookup(catalogue: Catalogue | undefined, key: string): string | undefined {
  let node: Catalogue | string | undefined = catalogue;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

// React escapes what it renders, so values go in as they are; a missing one leaves nothing
const fill = (text: string, values: Record<string, unknown> = {}) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => (values[name] == null ? '' : String(values[name])));

/**
 * The app's translations (i18next's `t` for what the catalogues use: nested keys, `{{name}}`, `_one`/`_other`
 * plurals, English as the fallback), about 1 kB where i18next and react-i18next were 18 kB gzip of every first load.
 * One instance per app, or per server render (renders of several pages run at once in one thread, so none may
 * change a shared instance's language): English always, Hindi when the app has it.
 */
export function createI18n(locale: Locale, catalogues: { en: Catalogue; hi?: Catalogue }): I18n {
  const loaded: Partial<Record<Locale, Catalogue>> = { ...catalogues };
  const listeners = new Set<() => void>();
  let language = locale;
  const fixedT = (locale: Locale): TFunction => (key, values) => {
    const count = values?.count;
    for (const code of locale === 'en' ? (['en'] as const) : [locale, 'en' as const]) {
      const text = (typeof count === 'number' ? lookup(loaded[code], `${key}_${pluralOf(code, count)}`) : undefined) ?? lookup(loaded[code], key);
      if (text !== undefined) return fill(text, values);
    }
    return key;
  };
  return {
    get language() {
      return language;
    },
    t: (key, values) => fixedT(language)(key, values),
    fixedT,
    changeLanguage(next) {
      if (next === language) return;
      language = next;
      for (const listener of listeners) listener();
    },
    hasCatalogue: (code) => loaded[code] !== undefined,
    addCatalogue(code, catalogue) {
      loaded[code] = catalogue;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
