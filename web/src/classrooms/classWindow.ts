// The window of a class assignment as the screen holds it: the browser's date-time inputs
// (`YYYY-MM-DDTHH:mm`, in the browser's time zone), sent as ISO 8601 instants.
import { formatDateTime, type Language } from '@prep/domain';

/** A date-time input's value as an ISO instant; '' is no time, and an unreadable value is null. */
export function localInputToIso(value: string): string | '' | null {
  if (value.trim() === '') return '';
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value.trim())) return null;
  // A date-time without a zone is read in the browser's zone, which is the one the user typed in.
  const time = new Date(value.trim());
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

/** An instant as the user's local date and time in the language shown, for the window's columns ('' for none). */
export function formatInstant(iso: string | null, language: Language): string {
  if (!iso) return '';
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return '';
  return formatDateTime(language, time);
}
