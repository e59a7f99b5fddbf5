import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { I18n, TFunction } from './i18n';

const I18nContext = createContext<I18n | null>(null);

/** Gives the app's translations to the components under it. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** The translations in the app's language; a change of language re-renders the caller with a new `t`. */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nProvider above it');
  const language = useSyncExternalStore(i18n.subscribe, () => i18n.language, () => i18n.language);
  // a new function per language, so what depends on `t` (memos, effects) follows the language
  const t = useMemo<TFunction>(() => i18n.fixedT(language), [i18n, language]);
  return { t, i18n };
}
