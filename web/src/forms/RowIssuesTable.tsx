import { ScrollArea, Table } from '@mantine/core';
import { msg } from '@prep/domain';
import { say, saidOf } from '../i18n/say';
import { useTranslation } from 'react-i18next';
import { fieldLabel } from './fieldLabels';

export interface RowIssueView {
  /** 0 is the file's header; else the record's number, from 1. */
  row: number;
  /** A CSV file's: the line the record starts on (what an editor shows), named instead of the record. */
  line?: number;
  field: string;
  message: string;
  /** The message as data (import rows carry it beside `message`). */
  message_key?: string;
  message_values?: object;
}

/** Where a problem is: the header, a CSV file's line, or a record of a list. */
function Where({ issue }: { issue: RowIssueView }) {
  const { t } = useTranslation();
  if (issue.row === 0) return t('header');
  if (issue.line !== undefined) return t('line {{n}}', { n: issue.line });
  return t('record {{row}}', { row: issue.row });
}

/** A refused file's problems, by place, field and message (nothing of the file was saved). */
export function RowIssuesTable({
  issues,
  caption = msg('Problems found in the file'),
}: {
  issues: readonly RowIssueView[];
  caption?: string;
}) {
  const { t } = useTranslation();
  return (
    <ScrollArea.Autosize mah={420}>
      <Table striped withTableBorder data-row-report>
        <Table.Caption>{t(caption)}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('Where')}</Table.Th>
            <Table.Th scope="col">{t('Field')}</Table.Th>
            <Table.Th scope="col">{t('Message')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {issues.map((issue, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed report, never reordered
            <Table.Tr key={index}>
              <Table.Td>
                <Where issue={issue} />
              </Table.Td>
              <Table.Td>{fieldLabel(t, issue.field)}</Table.Td>
              <Table.Td>{say(t, saidOf(issue))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
