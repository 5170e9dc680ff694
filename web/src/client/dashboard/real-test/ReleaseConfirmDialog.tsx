import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type SittingSummary, shownTestName } from '@prep/domain';
import type { ResultsMode } from '../common/ResultsDialogFrame';

/** A taken sitting the admin asked to open, not released yet: opening it would release it (§4). */
export interface ReleaseRequest {
  sitting: SittingSummary;
  mode: ResultsMode;
}

interface ReleaseConfirmDialogProps {
  request: ReleaseRequest | null;
  studentName: string;
  /** Release and open the results. */
  onRelease: (request: ReleaseRequest) => void;
  /** Open the results without releasing them: the student still sees nothing. */
  onPreview: (request: ReleaseRequest) => void;
  onCancel: () => void;
}

/**
 * Said before Scores and Stats or Analyse releases a real test's results: whose results, what the student
 * will then see, and a preview the student does not see. Declining (Cancel, Esc, the close button) changes nothing.
 */
export function ReleaseConfirmDialog({
  request,
  studentName,
  onRelease,
  onPreview,
  onCancel,
}: ReleaseConfirmDialogProps) {
  const { t } = useTranslation();
  const what = request?.mode === 'analyse' ? t('Analyse Test Answers') : t('Scores and Stats');
  return (
    <Modal
      opened={request !== null}
      onClose={onCancel}
      title={t('Release the results?')}
      centered
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      <Stack gap="md">
        <Text>
          {t(
            "Opening {{what}} releases {{name}}'s results of {{test}}: they will see their score and answers. Preview shows them to you only.",
            { what, name: studentName, test: request ? shownTestName(t, request.sitting) : '' },
          )}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('Cancel')}
          </Button>
          <Button variant="default" onClick={() => request && onPreview(request)}>
            {t('Preview')}
          </Button>
          <Button onClick={() => request && onRelease(request)}>{t('Release and Open')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
