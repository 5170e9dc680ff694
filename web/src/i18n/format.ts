import { formatDate, formatDateTime, formatNumber, formatPercent, formatTime, type FormatOptions } from '@prep/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './language';

type DateInput = Date | string | number;

/**
 * Numbers, dates and times in the language shown (Intl, en-US or ta-IN); the screen re-renders when the
 * language changes. `const f = useFormat(); f.date(sitting.date_taken)`.
 */
export function useFormat() {
  useTranslation();
  const language = currentLanguage();
  return {
    language,
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(language, value, options),
    percent: (share: number, fractionDigits?: number) => formatPercent(language, share, fractionDigits),
    date: (value: DateInput, options?: FormatOptions) => formatDate(language, value, options),
    time: (value: DateInput, options?: FormatOptions) => formatTime(language, value, options),
    dateTime: (value: DateInput, options?: FormatOptions) => formatDateTime(language, value, options),
  };
}
