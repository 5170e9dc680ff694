// The window of a class assignment on the student dashboard (issue 18): the rule is the domain's
// (windowState, the one the server refuses by), the dates are written in the browser's zone.
import { Badge, Text } from '@mantine/core';
import {
  formatDateTime as formatDateTimeIn,
  type Language,
  type SittingSummary,
  windowState,
  type WindowState,
} from '@prep/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';

interface Windowed {
  opens_at: string | null;
  closes_at: string | null;
}

/** An instant of the API as the language shown writes a date and time, in the browser's zone (or `timeZone`). */
export function formatDateTime(iso: string, language: Language, timeZone?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDateTimeIn(language, date, timeZone ? { timeZone } : {});
}

/** Where a dashboard row stands in its window now; `started`: opened or submitted, so the window no longer applies. */
export const windowOf = (row: Windowed, started: boolean, now = new Date()): WindowState =>
  windowState({ ...row, started }, now);

/** Where a sitting stands in its class window now; a preparation test has none. */
export const sittingWindow = (s: SittingSummary, now = new Date()) =>
  s.kind === 'master' ? windowOf(s, s.clock_status !== 'assigned', now) : 'open';

/** Beside the row's action: when it opens (Start waits for it), when it closes, or when it closed (missed). */
export function WindowNote({ row, state }: { row: Windowed; state: WindowState }) {
  const { t } = useTranslation();
  const { language } = useFormat();
  if (state === 'not open' && row.opens_at)
    return (
      <Text size="xs" data-window={state}>
        {t('Opens {{when}}', { when: formatDateTime(row.opens_at, language) })}
      </Text>
    );
  if (state === 'missed' && row.closes_at)
    return (
      <Text size="xs" data-window={state}>
        {t('Closed {{when}}', { when: formatDateTime(row.closes_at, language) })}
      </Text>
    );
  if (state === 'open' && row.closes_at)
    return (
      <Text size="xs" data-window={state}>
        {t('Closes {{when}}', { when: formatDateTime(row.closes_at, language) })}
      </Text>
    );
  return null;
}

/** The status of one never started before its window closed: it can no longer be taken. */
export function MissedBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color="red" c="red.9" tt="none" data-state="missed">
      {t('Missed')}
    </Badge>
  );
}

/**
 * The date a row was assigned, and the class it came through (issue 18). Beside the date rather than the
 * name, so the name's cell stays the test's name alone.
 */
export function AssignedCell({ date, className }: { date: string; className: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      {date}
      {className && (
        <Text size="xs" c="dimmed" data-class>
          {t('Class {{name}}', { name: className })}
        </Text>
      )}
    </>
  );
}
