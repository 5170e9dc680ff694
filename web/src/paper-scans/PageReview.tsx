import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, Loading, LoadError, notifySuccess } from '../forms';
import { say } from '../i18n/say';
import { AnswerChoice } from './AnswerChoice';
import { useConfirmPage, useSheetLayout } from './queries';
import {
  CONFIRMED,
  type Chosen,
  chosenFromRead,
  confirmBody,
  rowsOfPage,
  type ScanPage,
  uncertainAnswers,
} from './scanReview';
import { ScanImage } from './ScanImage';

/**
 * A page that needs review: each question the reader was unsure of, its row cut out of the scan beside its
 * options (set to what was read), and Confirm answers, which grades the student's test.
 */
export function PageReview({ scan, page }: { scan: number; page: ScanPage }) {
  const { t } = useTranslation();
  const layout = useSheetLayout(page.batch);
  const confirm = useConfirmPage(scan);
  const [chosen, setChosen] = useState<Chosen>(() => chosenFromRead(page));
  if (layout.isPending && page.batch !== null) return <Loading />;
  if (layout.isError) return <LoadError error={layout.error} onRetry={() => void layout.refetch()} />;
  const rows = rowsOfPage(layout.data, page);
  const unsure = new Set(uncertainAnswers(page).map((a) => a.number));
  const name = page.student_name ?? '';
  // Waiting for another page of the sheet, with nothing of its own to check: its problem says so.
  if (unsure.size === 0) return null;

  const send = () =>
    confirm.mutate(
      { page: page.page, body: confirmBody(rows, chosen) },
      { onSuccess: () => notifySuccess({ key: CONFIRMED, values: { name } }) },
    );

  return (
    <Stack gap="sm" data-page-review={page.page}>
      <Text size="sm">{t('Look at each row as the student marked it and choose the answer.')}</Text>
      {rows
        .filter((row) => unsure.has(row.number))
        .map((row) => (
          <Stack key={row.number} gap={4} data-review-question={row.number}>
            <ScanImage
              scan={scan}
              page={page.page}
              question={row.number}
              alt={t('Question {{n}} on {{name}}’s sheet, as scanned', { n: row.number, name })}
            />
            <AnswerChoice
              row={row}
              chosen={chosen}
              onChange={setChosen}
              label={t('Question {{n}}', { n: row.number })}
            />
          </Stack>
        ))}
      {confirm.isError && (
        <Alert color="red" role="alert">
          {say(t, errorMessage(confirm.error))}
        </Alert>
      )}
      <Group>
        <Button onClick={send} loading={confirm.isPending}>
          {t('Confirm answers')}
        </Button>
      </Group>
    </Stack>
  );
}
