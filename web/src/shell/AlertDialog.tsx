import { Button, Group, Modal, Text } from '@mantine/core';
import { say } from '../i18n/say';
import type { Text as Said } from '@prep/domain';
import { useTranslation } from 'react-i18next';

export interface AlertMessage {
  title: string;
  message: Said;
}

/** The spec's popups ("Oops..." and a message): a dialog that takes focus and closes with OK or Escape. */
export function AlertDialog({ alert, onClose }: { alert: AlertMessage | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={alert !== null}
      onClose={onClose}
      title={alert ? t(alert.title) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      <Text role="alert">{alert ? say(t, alert.message) : ''}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          {t('OK')}
        </Button>
      </Group>
    </Modal>
  );
}
