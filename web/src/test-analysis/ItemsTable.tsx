import { Badge, Button, Group, Table, UnstyledButton } from '@mantine/core';
import type { ItemStats } from '@prep/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format';
import { FLAG_LABELS, hundredths, type ItemSort, percent, sortItems } from './analysisView';

interface Props {
  items: readonly ItemStats[];
  openId: number | null;
  onOpen: (questionid: number) => void;
}

/** The items: facility and discrimination, sortable by either (a second click reverses), with their flags. */
export function ItemsTable({ items, openId, onOpen }: Props) {
  const { t } = useTranslation();
  const { language } = useFormat();
  const [sort, setSort] = useState<{ by: ItemSort; descending: boolean }>({ by: 'number', descending: false });
  const sortBy = (by: ItemSort) =>
    setSort((current) => ({ by, descending: current.by === by ? !current.descending : false }));
  /** A sortable column's header; `label` is already in the language shown. */
  const header = (by: ItemSort, label: string) => (
    <Table.Th aria-sort={sort.by === by ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton fw={700} fz="sm" onClick={() => sortBy(by)} data-sort={by}>
        {label} {sort.by === by ? (sort.descending ? '▼' : '▲') : ''}
      </UnstyledButton>
    </Table.Th>
  );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder aria-label={t('Items')} data-items-table>
        <Table.Thead>
          <Table.Tr>
            {header('number', '#')}
            {header('facility', t('Facility'))}
            {header('discrimination', t('Discrimination'))}
            <Table.Th>{t('Flags')}</Table.Th>
            <Table.Th>{t('Details')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sortItems(items, sort.by, sort.descending).map((item) => (
            <Table.Tr key={item.questionid} data-item={item.question_number} data-flags={item.flags.join(' ')}>
              <Table.Td>{item.question_number}</Table.Td>
              <Table.Td>{percent(language, item.facility)}</Table.Td>
              <Table.Td>{hundredths(language, item.discrimination)}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {item.flags.map((flag) => (
                    <Badge key={flag} color={flag === 'easy' ? 'gray.7' : 'red.8'} variant="filled" size="sm">
                      {t(FLAG_LABELS[flag])}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant={openId === item.questionid ? 'filled' : 'light'}
                  onClick={() => onOpen(item.questionid)}
                  aria-pressed={openId === item.questionid}
                  aria-label={t('Open question {{n}}', { n: item.question_number })}
                >
                  {t('Open')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
