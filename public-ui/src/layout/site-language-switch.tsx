import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localisedPath } from '@marketplace/shared-dto';
import { LanguageSwitch, useLocale } from '@marketplace/shared-ui';

/** 'English | हिंदी': the same page and query in the other language (a page load: the language is the URL's). */
export function SiteLanguageSwitch() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  return <LanguageSwitch locale={locale} label={t('common.languages')} hrefOf={(to) => localisedPath(to, pathname + search)} />;
}
