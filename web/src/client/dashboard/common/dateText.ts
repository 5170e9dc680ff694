import { useFormat } from '../../../i18n/format';

/**
 * A sitting's date in the language shown (Intl, en-US or ta-IN); a value that is no date is shown as the
 * server sent it rather than failing the whole table.
 */
export function useDateText() {
  const f = useFormat();
  return (iso: string) => (Number.isNaN(new Date(iso).getTime()) ? iso : f.date(iso));
}
