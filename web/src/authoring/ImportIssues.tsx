import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { READABLE_TITLE } from '../shell/alertStyles';
import type { Text as Said } from '@prep/domain';
import { say } from '../i18n/say';

const SHOWN = 20;

/**
 * Why a file cannot be imported: the format's message, then every problem with where it is (line and tag),
 * as describeImportIssue gives them in the browser and the server in `field_keys.file`: messages as data,
 * each shown in the language of the screen with its nested message and problem translated first (say).
 */
export function ImportIssues({ message, lines }: { message: Said; lines: readonly Said[] }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" styles={READABLE_TITLE} title={t('Nothing was saved')}>
      <Text size="sm" fw={600}>
        {say(t, message)}
      </Text>
      {lines.length > 0 && (
        <List size="sm" mt="xs" aria-label={t('Problems in the file')}>
          {lines.slice(0, SHOWN).map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed report, in file order
            <List.Item key={i}>{say(t, line)}</List.Item>
          ))}
          {lines.length > SHOWN && <List.Item>{t('… and {{n}} more', { n: lines.length - SHOWN })}</List.Item>}
        </List>
      )}
    </Alert>
  );
}
