import { Alert, Button, Group, ScrollArea, Table, Text } from '@mantine/core';
import { type RefusedQuestion, refusedReportCsv, plural } from '@prep/domain';
import { useTranslation } from 'react-i18next';
import { say } from '../i18n/say';
import { downloadFile } from '../forms';
import { READABLE_TITLE } from '../shell/alertStyles';
import { REFUSED_TYPE_LABELS } from './refusedTypes';

interface Props {
  refused: readonly RefusedQuestion[];
  /** The chosen file's name, for the report's name. */
  fileName: string;
}

/** The report's file name: the question file's name without its extension, then "-refused.csv". */
const reportName = (fileName: string) => `${fileName.replace(/\.[^.]*$/, '') || 'questions'}-refused.csv`;

/**
 * The questions of a file that cannot be imported: where each starts (line, or item file of a package), its
 * kind and why, and the same as a CSV report to download (with each question as the file wrote it).
 */
export function RefusedQuestions({ refused, fileName }: Props) {
  const { t } = useTranslation();
  // The reason is its problems joined (reasonOf): each a message as data, shown translated (the file's text is
  // a value, never read as i18next's).
  const reasonShown = (r: RefusedQuestion) => say(t, r.reason);
  return (
    <Alert
      color="yellow"
      styles={READABLE_TITLE}
      title={t(plural('{{count}} questions cannot be imported', '{{count}} question cannot be imported'), {
        count: refused.length,
      })}
    >
      <ScrollArea.Autosize mah={320} type="auto">
        <Table striped withTableBorder aria-label={t('Questions that cannot be imported')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('Question')}</Table.Th>
              <Table.Th>{t('Where')}</Table.Th>
              <Table.Th>{t('Type')}</Table.Th>
              <Table.Th>{t('Reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {refused.map((r) => (
              <Table.Tr key={r.number}>
                <Table.Td>{r.number}</Table.Td>
                <Table.Td>
                  {[r.file, r.line !== undefined ? t('line {{n}}', { n: r.line }) : undefined]
                    .filter(Boolean)
                    .join(', ')}
                </Table.Td>
                <Table.Td>{t(REFUSED_TYPE_LABELS[r.type])}</Table.Td>
                <Table.Td>
                  <Text size="sm">{reasonShown(r)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      <Group mt="sm">
        <Button
          variant="light"
          size="sm"
          onClick={() => downloadFile(reportName(fileName), refusedReportCsv(refused), 'text/csv;charset=utf-8')}
        >
          {t('Download refused report')}
        </Button>
      </Group>
    </Alert>
  );
}
