import { NativeSelect, Stack, Text, Title } from '@mantine/core';
import { type QuizRecord, WARMUP_COURSE_TYPE } from '@prep/domain';
import { useTranslation } from 'react-i18next';
import { ImportPanel } from '../../authoring';
import { REQUIRED_INPUT } from '../../forms';

interface Props {
  tests: readonly QuizRecord[];
  testId: number | null;
  onTest: (id: number | null) => void;
  onBusyChange: (busy: boolean) => void;
  /** A preview or an upload is under way: the test stays as it is. */
  busy: boolean;
}

/**
 * Import Doc to Table: the tagged .txt from step 2 (or a GIFT, Aiken, QTI or test file) into the test of
 * step 1 or another one; every question is shown before Confirm saves them all, or none.
 */
export function ImportStep({ tests, testId, onTest, onBusyChange, busy }: Props) {
  const { t } = useTranslation();
  const offered = tests.filter((q) => q.test_type !== WARMUP_COURSE_TYPE);
  const chosen = offered.find((q) => q.master_qnsbank_id === testId) ?? null;
  return (
    <Stack gap="md" mt="md">
      <Title order={2} size="h3">
        {t('Import Doc to Table')}
      </Title>
      <Text size="sm">
        {t('Choose the test, the file and its format; Import shows every question before it is saved.')}
      </Text>
      <NativeSelect
        label={t('Test')}
        {...REQUIRED_INPUT}
        value={testId === null ? '' : String(testId)}
        data={[
          { value: '', label: t('Select a Test') },
          ...offered.map((q) => ({ value: String(q.master_qnsbank_id), label: q.test_name })),
        ]}
        onChange={(event) => onTest(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
        maw={480}
        disabled={busy}
      />
      <ImportPanel
        key={testId ?? 'none'}
        testId={chosen?.master_qnsbank_id ?? null}
        testName={chosen?.test_name ?? ''}
        onBusyChange={onBusyChange}
      />
    </Stack>
  );
}
