import { ScrollArea, Table } from '@mantine/core';
import { msg } from '@prep/domain';
import { useTranslation } from 'react-i18next';

export interface RowIssueView {
  /** 0 is the file's header. */
  row: number;
  field: string;
  message: string;
}

/** A refused file's problems, by row, field and message (nothing of the file was saved). */
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
            <Table.Th scope="col">{t('Row')}</Table.Th>
            <Table.Th scope="col">{t('Field')}</Table.Th>
            <Table.Th scope="col">{t('Message')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {issues.map((issue, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed report, never reordered
            <Table.Tr key={index}>
              <Table.Td>{issue.row === 0 ? t('header') : issue.row}</Table.Td>
              <Table.Td>{issue.field}</Table.Td>
              <Table.Td>{t(issue.message)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
