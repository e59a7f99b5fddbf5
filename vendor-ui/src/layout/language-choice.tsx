import { useTranslation } from 'react-i18next';
import { LanguageSwitch, useLocale } from '@marketplace/shared-ui';
import { chooseLocale } from '../i18n/i18n';

/** 'English | हिंदी': switches the portal at once (no page load) and keeps the choice on this browser. */
export function LanguageChoice() {
  const { t } = useTranslation();
  return <LanguageSwitch locale={useLocale()} label={t('nav.language')} onChoose={(locale) => chooseLocale(locale)} />;
}
