import { LanguageSwitch, useLocale, useTranslation } from '@marketplace/shared-ui';
import { chooseLocale } from '../i18n/i18n';
import { authApi } from '../api/auth';
import { vendorSession } from '../api/session';

/**
 * 'English | हिंदी': switches the portal at once (no page load) and keeps the choice on this browser; a signed-in
 * organiser's choice is saved on their account too, so their mail follows it (the portal changes even if that fails).
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
        if (vendorSession.token()) void authApi.updateLocale({ locale }).catch(() => undefined);
        onChosen?.();
      }}
    />
  );
}
