import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaletteCounts } from './palette';

interface SubmitDialogProps {
  opened: boolean;
  /** A warm-up has no flags: without `flagged` the line leaves it out. */
  counts: Omit<PaletteCounts, 'flagged'> & { flagged?: number };
  submitting: boolean;
  onSubmit: () => void;
  onClose: () => void;
}

/** Asks before submitting (a real or preparation test, a warm-up), saying what is left unanswered or flagged. */
export function SubmitDialog({ opened, counts, submitting, onSubmit, onClose }: SubmitDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('Submit the test?')}
      centered
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      <Stack gap="md">
        <Text>
          {t('Answered: {{count}}', { count: counts.answered })}
          {' · '}
          {t('Unanswered: {{count}}', { count: counts.unanswered })}
          {counts.flagged !== undefined && (
            <>
              {' · '}
              {t('Flagged: {{count}}', { count: counts.flagged })}
            </>
          )}
        </Text>
        <Text>{t('Once submitted, answers cannot be changed.')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={submitting}>
            {t('Keep answering')}
          </Button>
          <Button onClick={onSubmit} loading={submitting} data-autofocus>
            {t('Submit test')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
