import { Anchor, Badge, Group, NativeSelect, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { progressPath } from '../progress/format';
import { useSession } from '../session';
import { CLASS_RESULT_STATES, type ClassroomResults, plural } from '@prep/domain';
import { StackedCell, StackedTable } from '../sitting';
import { RIGHT_COLOR, WRONG_COLOR } from '../warmup/format';
import {
  buildClassGrid,
  cellText,
  type GridFilters,
  NOT_ASSIGNED,
  type ResultCell,
  type StateFilter,
} from './classGrid';

const STATE_OPTIONS: StateFilter[] = ['all', ...CLASS_RESULT_STATES, NOT_ASSIGNED];

// Dark enough (4.5:1) on the striped rows' grey too, where Mantine's green 9 and red 8 are not.
const CELL_COLORS: Record<string, string> = {
  submitted: RIGHT_COLOR,
  'in progress': 'blue.8',
  missed: WRONG_COLOR,
};

function ResultCellView({ cell }: { cell: ResultCell | null }) {
  const { t } = useTranslation();
  const { text, translate } = cellText(cell);
  return (
    <Group gap={6} wrap="nowrap" data-state={cell?.state ?? NOT_ASSIGNED}>
      <Text size="sm" c={cell ? CELL_COLORS[cell.state] : 'dimmed'} fw={cell?.state === 'submitted' ? 700 : 400}>
        {translate ? t(text) : text}
      </Text>
      {cell?.released && (
        <Badge size="xs" color="green.9" variant="light">
          {t('released')}
        </Badge>
      )}
    </Group>
  );
}

interface ClassResultsGridProps {
  results: ClassroomResults;
  filters: GridFilters;
  onFilters: (filters: GridFilters) => void;
}

/** Students × assignments, filtered by assignment and state; on a phone a card a student. */
export function ClassResultsGrid({ results, filters, onFilters }: ClassResultsGridProps) {
  const { t } = useTranslation();
  const grid = buildClassGrid(results, filters);
  const studentLabel = t('Student');
  // A student's progress screen sits in the viewer's own area (the super admin has none).
  const role = useSession()?.role;
  const area = role === 'teacher' ? '/teacher' : role === 'clientadmin' ? '/client' : null;
  return (
    <>
      <Group gap="md" align="flex-end">
        <NativeSelect
          label={t('Assignment')}
          value={filters.assignment === null ? '' : String(filters.assignment)}
          onChange={(event) =>
            onFilters({
              ...filters,
              assignment: event.currentTarget.value === '' ? null : Number(event.currentTarget.value),
            })
          }
          data={[
            { value: '', label: t('All assignments') },
            ...results.assignments.map((a) => ({ value: String(a.id), label: a.test_name })),
          ]}
        />
        {/* 'Status', not 'State': the catalogues' 'State' is an address's, and a key has one Tamil text. */}
        <NativeSelect
          label={t('Status')}
          value={filters.state}
          onChange={(event) => onFilters({ ...filters, state: event.currentTarget.value as StateFilter })}
          data={STATE_OPTIONS.map((state) => ({ value: state, label: state === 'all' ? t('All statuses') : t(state) }))}
        />
        <Text size="sm" data-shown-count>
          {t(plural('{{shown}} of {{count}} students', '{{shown}} of {{count}} student'), {
            shown: grid.rows.length,
            count: results.students.length,
          })}
        </Text>
      </Group>
      {grid.rows.length === 0 ? (
        <Text c="dimmed">{t('No student matches these filters.')}</Text>
      ) : (
        <StackedTable minWidth={240 + 160 * grid.columns.length} striped withTableBorder data-class-results>
          <Table.Caption>{t('Results of {{name}}', { name: results.classroom.class_name })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{studentLabel}</Table.Th>
              {grid.columns.map((a) => (
                <Table.Th key={a.id} scope="col">
                  {a.test_name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {grid.rows.map((row) => (
              <Table.Tr key={row.studentId}>
                <StackedCell label={studentLabel}>
                  <Text size="sm" fw={600}>
                    {row.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {row.email}
                  </Text>
                  {area && (
                    <Anchor component={Link} size="xs" to={progressPath(area, row.studentId)}>
                      {t('Progress')}
                      <VisuallyHidden>{` ${row.name}`}</VisuallyHidden>
                    </Anchor>
                  )}
                </StackedCell>
                {grid.columns.map((a, index) => (
                  <StackedCell key={a.id} label={a.test_name}>
                    <ResultCellView cell={row.cells[index] ?? null} />
                  </StackedCell>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackedTable>
      )}
    </>
  );
}
