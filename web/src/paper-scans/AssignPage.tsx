import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, Loading, LoadError, notifySuccess } from '../forms';
import { say } from '../i18n/say';
import { AnswerChoice } from './AnswerChoice';
import { useConfirmPage, useSheetLayout } from './queries';
import {
  CONFIRMED,
  type Chosen,
  confirmBody,
  type ScanCandidate,
  type ScanPage,
  sheetPageCount,
  sheetRows,
} from './scanReview';
import { ScanImage } from './ScanImage';

/** The rows of the chosen student's sheet page, as choices; the print's layout labels them. */
function SheetAnswers({
  candidate,
  sheetPage,
  onSheetPage,
  chosen,
  onChosen,
}: {
  candidate: ScanCandidate;
  sheetPage: number;
  onSheetPage: (page: number) => void;
  chosen: Chosen;
  onChosen: (chosen: Chosen) => void;
}) {
  const { t } = useTranslation();
  const layout = useSheetLayout(candidate.batch);
  if (layout.isPending) return <Loading />;
  if (layout.isError) return <LoadError error={layout.error} onRetry={() => void layout.refetch()} />;
  const count = Math.max(1, sheetPageCount(layout.data, candidate.master_sitting_id));
  const rows = sheetRows(layout.data, candidate.master_sitting_id, sheetPage);
  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('Page of the sheet')}
        value={String(sheetPage)}
        onChange={(e) => onSheetPage(Number(e.currentTarget.value))}
        data={Array.from({ length: count }, (_, i) => ({
          value: String(i + 1),
          label: t('Page {{page}} of {{count}}', { page: i + 1, count }),
        }))}
        w={220}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {rows.map((row) => (
          <AnswerChoice
            key={row.number}
            row={row}
            chosen={chosen}
            onChange={onChosen}
            label={t('Question {{n}}', { n: row.number })}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * A page the reader could not place (no marks, no code): its image, whom it belongs to (the scan's
 * candidates: sittings of its prints not graded yet), which page of their sheet, and its answers by hand.
 */
export function AssignPage({ scan, page, candidates }: { scan: number; page: ScanPage; candidates: ScanCandidate[] }) {
  const { t } = useTranslation();
  const confirm = useConfirmPage(scan);
  const [sitting, setSitting] = useState<number | null>(null);
  const [sheetPage, setSheetPage] = useState(1);
  const [chosen, setChosen] = useState<Chosen>({});
  const candidate = candidates.find((c) => c.master_sitting_id === sitting);
  const layout = useSheetLayout(candidate?.batch ?? null);

  const send = () => {
    if (!candidate) return;
    const rows = sheetRows(layout.data, candidate.master_sitting_id, sheetPage);
    const assigned = { master_sitting_id: candidate.master_sitting_id, sheet_page: sheetPage };
    confirm.mutate(
      { page: page.page, body: confirmBody(rows, chosen, assigned) },
      {
        onSuccess: () => notifySuccess({ key: CONFIRMED, values: { name: candidate.student_name } }),
      },
    );
  };

  return (
    <Stack gap="sm" data-page-assign={page.page}>
      <ScanImage scan={scan} page={page.page} alt={t('Page {{page}} of the scan, as scanned', { page: page.page })} />
      {candidates.length === 0 ? (
        <Text size="sm">{t('Every student of these prints has a page read or is graded: nobody to give it to.')}</Text>
      ) : (
        <>
          <NativeSelect
            label={t('Student')}
            value={sitting === null ? '' : String(sitting)}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setSitting(value === '' ? null : Number(value));
              setSheetPage(1);
              setChosen({});
            }}
            data={[
              { value: '', label: t('Choose the student') },
              ...candidates.map((c) => ({ value: String(c.master_sitting_id), label: c.student_name })),
            ]}
            w={320}
          />
          {candidate && (
            <SheetAnswers
              candidate={candidate}
              sheetPage={sheetPage}
              onSheetPage={(p) => {
                setSheetPage(p);
                setChosen({});
              }}
              chosen={chosen}
              onChosen={setChosen}
            />
          )}
          {confirm.isError && (
            <Alert color="red" role="alert">
              {say(t, errorMessage(confirm.error))}
            </Alert>
          )}
          <Group>
            <Button onClick={send} loading={confirm.isPending} disabled={!candidate || !layout.data}>
              {t('Confirm answers')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
