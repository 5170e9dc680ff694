import { Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  SITTING_STATE_LABELS,
  shownTestName,
  type SittingState,
  type SittingSummary,
  TIME_MULTIPLIER_LABELS,
  type TimeMultiplier,
} from '@prep/domain';
import { Loading, LoadError } from '../../forms';
import {
  clockText,
  reviewPath,
  sittingDateOf,
  sittingIdOf,
  sittingScoreText,
  StackedCell,
  StackedTable,
  takePath,
  timeText,
  useMasterSittings,
  usePersonalizedSittings,
} from '../../sitting';
import { formatDate, RIGHT_COLOR } from '../../warmup/format';
import { useFormat } from '../../i18n/format';
import { ownLanguageFirst, testLanguageWord } from './testLanguage';
import { AssignedCell, MissedBadge, sittingWindow, WindowNote } from '../window/WindowNote';

const STATE_COLOR: Record<SittingState, string> = {
  to_take: 'blue',
  in_progress: 'violet',
  taken: 'gray',
  released: 'green',
};

/** Newest first: what was just assigned is on top. */
export function newestFirst(list: readonly SittingSummary[]): SittingSummary[] {
  return [...list].sort((a, b) => sittingDateOf(b).localeCompare(sittingDateOf(a)) || sittingIdOf(b) - sittingIdOf(a));
}

/** A paper sitting not yet graded: shown as on paper, never started on screen. */
const onPaper = (s: SittingSummary) => s.kind === 'master' && s.on_paper && !s.test_taken;

/** The student's accommodation as the sittings carry it (the server applies it); null with none to show. */
export const accommodationOf = (list: readonly SittingSummary[]): TimeMultiplier | null =>
  list[0]?.time_multiplier ?? null;

/** A test's language in the language shown (English → ஆங்கிலம் in Tamil); an unknown value as stored, none as "-". */
export function TestLanguage({ value }: { value: string | null }) {
  const { t } = useTranslation();
  const word = testLanguageWord(value);
  return <>{word ? t(word) : (value ?? '-')}</>;
}

function Action({ s }: { s: SittingSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = sittingIdOf(s);
  // Sat on paper: nothing to open on screen (its state says "On paper"); graded from its sheet as any other.
  if (onPaper(s)) return null;
  if (s.state === 'to_take') {
    const window = sittingWindow(s);
    if (s.kind === 'master' && window === 'missed') return <WindowNote row={s} state={window} />;
    return (
      <Stack gap={2} align="flex-start">
        <Button
          size="xs"
          disabled={window === 'not open'}
          onClick={() => navigate(takePath(s.kind, id))}
          aria-label={t('Start {{name}}', { name: shownTestName(t, s) })}
        >
          {t('Start')}
        </Button>
        {s.kind === 'master' && <WindowNote row={s} state={window} />}
      </Stack>
    );
  }
  if (s.state === 'in_progress')
    return (
      <Stack gap={2} align="flex-start">
        <Button
          size="xs"
          variant="outline"
          onClick={() => navigate(takePath(s.kind, id))}
          aria-label={t('Resume {{name}}', { name: shownTestName(t, s) })}
        >
          {t('Resume')}
        </Button>
        {s.remaining_seconds !== null && (
          <Text size="xs" data-time-left>
            {t('{{time}} left', { time: clockText(s.remaining_seconds) })}
          </Text>
        )}
      </Stack>
    );
  if (s.state === 'taken') return <Text size="sm">{t('Your teacher will release the results')}</Text>;
  return (
    <Button
      size="xs"
      variant="outline"
      onClick={() => navigate(reviewPath(s.kind, id))}
      aria-label={t('Review {{name}}', { name: shownTestName(t, s) })}
    >
      {t('Review')}
    </Button>
  );
}

/**
 * The student dashboard's real and preparation tests, each with its language, its state and what can be
 * done now; the tests in the language shown come first.
 */
export function TestsSection({ studentId }: { studentId: number }) {
  const { t } = useTranslation();
  const masters = useMasterSittings(studentId);
  const preparations = usePersonalizedSittings(studentId);
  const failed = [masters, preparations].find((q) => q.isError);
  const list = newestFirst([...(masters.data ?? []), ...(preparations.data ?? [])]);
  const accommodation = accommodationOf(list);
  const f = useFormat();
  const shown = ownLanguageFirst(list, f.language);

  return (
    <Stack gap="sm">
      <Title order={2}>{t('My Tests')}</Title>
      {accommodation && accommodation !== '1' && (
        <Text data-accommodation>
          {t('Your extra time: {{time}}', { time: t(TIME_MULTIPLIER_LABELS[accommodation]) })}
        </Text>
      )}
      {masters.isPending || preparations.isPending ? (
        <Loading />
      ) : failed ? (
        <LoadError
          error={failed.error}
          onRetry={() => {
            void masters.refetch();
            void preparations.refetch();
          }}
        />
      ) : list.length === 0 ? (
        <Text>{t('No tests are assigned to you yet.')}</Text>
      ) : (
        <StackedTable minWidth={800} striped highlightOnHover withTableBorder verticalSpacing="sm">
          <Table.Caption>{t('Your real and preparation tests, newest first')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('Date')}</Table.Th>
              <Table.Th scope="col">{t('Test type')}</Table.Th>
              <Table.Th scope="col">{t('Test name')}</Table.Th>
              <Table.Th scope="col">{t('Language')}</Table.Th>
              <Table.Th scope="col">{t('Questions')}</Table.Th>
              <Table.Th scope="col">{t('Time')}</Table.Th>
              <Table.Th scope="col">{t('Status')}</Table.Th>
              <Table.Th scope="col">{t('Score')}</Table.Th>
              <Table.Th scope="col">{t('Action')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((s) => (
              <Table.Tr key={`${s.kind}-${sittingIdOf(s)}`} data-sitting={`${s.kind}-${sittingIdOf(s)}`}>
                <StackedCell label={t('Date')}>
                  <AssignedCell
                    date={formatDate(sittingDateOf(s), f.language)}
                    className={s.kind === 'master' ? s.class_name : null}
                  />
                </StackedCell>
                <StackedCell label={t('Test type')}>
                  {s.kind === 'master' ? t('Real test') : t('Preparation test')}
                </StackedCell>
                <StackedCell label={t('Test name')}>{shownTestName(t, s)}</StackedCell>
                <StackedCell label={t('Language')} data-test-language={s.test_lang_type}>
                  <TestLanguage value={s.test_lang_type} />
                </StackedCell>
                <StackedCell label={t('Questions')}>{f.number(s.total_qns)}</StackedCell>
                <StackedCell label={t('Time')}>{t(timeText(s))}</StackedCell>
                <StackedCell label={t('Status')}>
                  {sittingWindow(s) === 'missed' && !onPaper(s) ? (
                    <MissedBadge />
                  ) : (
                    <Badge
                      variant="light"
                      color={STATE_COLOR[s.state]}
                      c={s.state === 'released' ? RIGHT_COLOR : undefined}
                      tt="none"
                      h="auto"
                      py={2}
                      style={{ whiteSpace: 'normal' }}
                      data-state={onPaper(s) ? 'on_paper' : s.state}
                    >
                      {t(onPaper(s) ? 'On paper' : SITTING_STATE_LABELS[s.state])}
                    </Badge>
                  )}
                </StackedCell>
                <StackedCell label={t('Score')}>{sittingScoreText(s) ?? '-'}</StackedCell>
                <StackedCell label={t('Action')}>
                  <Action s={s} />
                </StackedCell>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackedTable>
      )}
    </Stack>
  );
}
