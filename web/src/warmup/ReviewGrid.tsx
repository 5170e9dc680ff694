import { Group, Pagination, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { msg } from '@prep/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardKind, operatorSign, pageCount, pageOf, RIGHT_COLOR, WRONG_COLOR, type ReviewRow } from './format';
import type { WarmupQuestion } from './types';

/** The question as the student saw it: "12 + 7 =" (× and ÷ printed) or the equation. */
export function questionText(q: WarmupQuestion): string {
  if (cardKind(q) === 'operand') return `${q.operand_one} ${operatorSign(q.operator)} ${q.operand_two} =`;
  return `${q.equation.replace(/\s*=\s*$/, '')} =`;
}

/** One graded question: green when right, red when wrong, "Correct" / "Wrong" and "Ans : n". */
export function ReviewCard({ row }: { row: ReviewRow }) {
  const { t } = useTranslation();
  const ok = row.isCorrect;
  const tone = ok ? 'green' : 'red';
  return (
    <Paper
      role="listitem"
      withBorder
      radius="md"
      p="md"
      bg={`var(--mantine-color-${tone}-0)`}
      style={{ borderColor: `var(--mantine-color-${tone}-8)`, borderWidth: 2 }}
      data-correct={ok}
      data-question={row.order}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{t('Question {{n}}', { n: row.order })}</Text>
          <Text fw={700} c={ok ? RIGHT_COLOR : WRONG_COLOR}>
            {ok ? t('Correct') : t('Wrong')}
          </Text>
        </Group>
        <Text ff="monospace" fz="lg">
          {questionText(row.question)}
        </Text>
        <Text>
          {t('Your answer')}: {row.given.trim() === '' ? t('(no answer)') : row.given}
        </Text>
        {row.answer !== '' && <Text fw={600}>{t('Ans : {{answer}}', { answer: row.answer })}</Text>}
      </Stack>
    </Paper>
  );
}

/**
 * Every question graded, three a row on large screens. `paged` shows 20 at a time (the result pages
 * of the score screens); the test screen's review shows them all.
 */
export function ReviewGrid({
  rows,
  paged = false,
  label,
}: {
  rows: readonly ReviewRow[];
  paged?: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const pages = pageCount(rows.length);
  const shown = paged ? pageOf(rows, page) : rows;
  return (
    <Stack gap="md">
      <SimpleGrid role="list" aria-label={t(label)} cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {shown.map((row) => (
          <ReviewCard key={row.warmup_id} row={row} />
        ))}
      </SimpleGrid>
      {paged && pages > 1 && <ResultPagination total={pages} value={page} onChange={setPage} />}
    </Stack>
  );
}

/** Pages of results, with named controls. */
export function ResultPagination({
  total,
  value,
  onChange,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const names = {
    first: msg('First page'),
    previous: msg('Previous page'),
    next: msg('Next page'),
    last: msg('Last page'),
  } as const;
  return (
    <Group justify="center">
      <Pagination
        total={total}
        value={value}
        onChange={onChange}
        aria-label={t('Result pages')}
        getItemProps={(page) => ({ 'aria-label': t('Page {{page}}', { page }) })}
        getControlProps={(control) => ({ 'aria-label': t(names[control]) })}
      />
    </Group>
  );
}
