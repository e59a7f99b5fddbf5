import { useTranslation } from 'react-i18next';
import { LanguageSwitch, useLocale } from '@marketplace/shared-ui';
import { chooseLocale } from '../i18n/i18n';

/**
 * 'English | हिंदी': switches the portal at once (no page load) and keeps the choice on this browser.
 * `onChosen` lets the phone menu close: the chosen name turns into plain text, which takes the focus out of the drawer.
 */
export function LanguageChoice({ onChosen }: { onChosen?: () => void }) {
  const { t } = useTranslation();
  return (
    <LanguageSwitch
      locale={useLocale()}
      label={t('nav.language')}
      onChoose={(locale) => {
        chooseLocale(locale);
        onChosen?.();
      }}
    />
  );
}
