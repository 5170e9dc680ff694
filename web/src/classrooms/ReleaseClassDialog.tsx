import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ReleaseRequest {
  assignmentId: number;
  testName: string;
}

interface ReleaseClassDialogProps {
  request: ReleaseRequest | null;
  className: string;
  releasing: boolean;
  onRelease: (request: ReleaseRequest) => void;
  onCancel: () => void;
}

/**
 * Said before a class's results of a test are released, as the per-student release says it: which class,
 * which test, and what the students will then see. Declining changes nothing.
 */
export function ReleaseClassDialog({ request, className, releasing, onRelease, onCancel }: ReleaseClassDialogProps) {
  const { t } = useTranslation();
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
            "Releasing {{test}} for {{name}} releases the class's submitted results of it: the students will see their score and answers.",
            { test: request?.testName ?? '', name: className },
          )}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={releasing}>
            {t('Cancel')}
          </Button>
          <Button onClick={() => request && onRelease(request)} loading={releasing}>
            {t('Release results')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
