import { useMemo } from 'react';
import { useTranslation } from './i18n-provider';
import { formatAmount, formatPrice, formatRupees, type Locale } from '@marketplace/shared-dto';
import { formatCount, formatDate, formatDateTime, formatTime, istParts } from '../format/format';

/** The language the app's translations show (English unless it is Hindi). */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language === 'hi' ? 'hi' : 'en';
}

type Moment = Parameters<typeof formatDate>[0];

/** Dates in India and money, in one language. */
export interface Format {
  locale: Locale;
  dateTime(value: Moment, empty?: string): string;
  date(value: Moment, empty?: string): string;
  time(value: Moment, empty?: string): string;
  parts(value: Moment): ReturnType<typeof istParts>;
  rupees(rupees: number | null | undefined): string;
  amount(rupees: number | null | undefined): string;
  price(rupees: number): string;
  count(value: number): string;
}

/** The kit's formatters in one language (the back office binds its react-admin locale with this). */
export function formatFor(locale: Locale): Format {
  return {
    locale,
    dateTime: (value: Moment, empty?: string) => formatDateTime(value, empty, locale),
    date: (value: Moment, empty?: string) => formatDate(value, empty, locale),
    time: (value: Moment, empty?: string) => formatTime(value, empty),
    parts: (value: Moment) => istParts(value, locale),
    rupees: (rupees: number | null | undefined) => formatRupees(rupees, locale),
    amount: formatAmount,
    price: formatPrice,
    count: formatCount,
  };
}

/** The kit's formatters bound to the page's language: components format dates and money only through these. */
export function useFormat(): Format {
  const locale = useLocale();
  return useMemo(() => formatFor(locale), [locale]);
}
