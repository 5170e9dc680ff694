import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../forms';

export interface GeneratedToken {
  message: string;
  token: string;
  clientName: string;
}

/** File name of a client's API token, e.g. "Summit_Academy_api_token.txt". */
export const tokenFileName = (clientName: string) =>
  `${clientName.replace(/[^A-Za-z0-9_-]+/g, '_') || 'client'}_api_token.txt`;

/**
 * The token just generated: the server keeps only its hash, so this is the one time it can be read.
 * It is offered as a file download (as the spec has it) and to copy.
 */
export function ApiTokenDialog({ token, onClose }: { token: GeneratedToken | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={token !== null}
      onClose={onClose}
      title={t('API Token')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {token && (
        <Stack gap="md">
          <Text role="status" fw={700}>
            {t(token.message)}
          </Text>
          <Alert color="blue" title={t('Shown only once')}>
            {t(
              'Save this token now: it cannot be shown again. It replaces any earlier token of {{name}}, which stops working. Keep it secret: it acts as this client’s administrator.',
              { name: token.clientName },
            )}
          </Alert>
          <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
            {token.token}
          </Code>
          <Group justify="flex-end">
            <CopyButton value={token.token}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? t('Copied') : t('Copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={() => downloadFile(tokenFileName(token.clientName), token.token, 'text/plain')}>
              {t('Download')}
            </Button>
            <Button variant="default" onClick={onClose}>
              {t('Close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
