import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { localisedPath, type Locale } from '@marketplace/shared-dto';
import { LanguageSwitch, useLocale, useTranslation } from '@marketplace/shared-ui';
import { getSession } from '../api/session';
import { updateLocale } from '../api/user';

/**
 * 'English | हिंदी': the same page and query in the other language (a page load: the language is the URL's).
 * A signed-in buyer's choice is saved on their profile first, so their SMS and mail follow it.
 */
export function SiteLanguageSwitch() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const hrefOf = (to: Locale) => localisedPath(to, pathname + search);
  const choose = (to: Locale, event: MouseEvent<HTMLElement>) => {
    if (!getSession()) return;
    event.preventDefault();
    // the page changes language even if saving fails: the choice of this visit is the URL's
    void updateLocale({ locale: to }).catch(() => undefined).finally(() => window.location.assign(hrefOf(to)));
  };
  return <LanguageSwitch locale={locale} label={t('common.languages')} hrefOf={hrefOf} onChoose={choose} />;
}
