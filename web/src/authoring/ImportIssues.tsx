import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { READABLE_TITLE } from '../shell/alertStyles';
import { translateIssueLine } from './issueLines';

const SHOWN = 20;

/**
 * Why a file cannot be imported: the format's message, then every problem with where it is (line and tag),
 * as describeImportIssue writes them in the browser and on the server. Each line is shown in the language
 * of the screen (translateIssueLine).
 */
export function ImportIssues({ message, lines }: { message: string; lines: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" styles={READABLE_TITLE} title={t('Nothing was saved')}>
      <Text size="sm" fw={600}>
        {t(message)}
      </Text>
      {lines.length > 0 && (
        <List size="sm" mt="xs" aria-label={t('Problems in the file')}>
          {lines.slice(0, SHOWN).map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed report, in file order
            <List.Item key={i}>{translateIssueLine(t, line)}</List.Item>
          ))}
          {lines.length > SHOWN && <List.Item>{t('… and {{n}} more', { n: lines.length - SHOWN })}</List.Item>}
        </List>
      )}
    </Alert>
  );
}
