import type { MouseEvent } from 'react';
import { Box, Link } from '@mui/material';
import type { Locale } from '@marketplace/shared-dto';

const NAMES: Record<Locale, string> = { en: 'English', hi: 'हिंदी' };

export interface LanguageSwitchProps {
  locale: Locale;
  /** The same page in the other language (a link the browser loads); without it the choice is a button. */
  hrefOf?: (locale: Locale) => string;
  /** Called before the browser follows the link (it may hold the page: `event.preventDefault()`), or instead of it for a button. */
  onChoose?: (locale: Locale, event: MouseEvent<HTMLElement>) => void;
  /** The switch's accessible name, in the page's language. */
  label: string;
}

/** 'English | हिंदी': each name in its own language, the current one plain text marked as current. */
export function LanguageSwitch({ locale, hrefOf, onChoose, label }: LanguageSwitchProps) {
  return (
    <Box component="nav" aria-label={label} data-testid="language-switch" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}>
      {(Object.keys(NAMES) as Locale[]).map((code, i) => (
        <Box component="span" key={code} sx={{ display: 'inline-flex', gap: 0.75 }}>
          {i > 0 && <span aria-hidden="true">|</span>}
          {code === locale
            ? <Box component="span" lang={code} aria-current="true" sx={{ fontWeight: 700 }} data-testid={`language-${code}`}>{NAMES[code]}</Box>
            : (
              <Link
                lang={code}
                hrefLang={hrefOf ? code : undefined}
                href={hrefOf?.(code)}
                component={hrefOf ? 'a' : 'button'}
                type={hrefOf ? undefined : 'button'}
                onClick={(event: MouseEvent<HTMLElement>) => onChoose?.(code, event)}
                color="inherit"
                underline="hover"
                sx={{ font: 'inherit', cursor: 'pointer', border: 0, background: 'none', p: 0 }}
                data-testid={`language-${code}`}
              >
                {NAMES[code]}
              </Link>
            )}
        </Box>
      ))}
    </Box>
  );
}
