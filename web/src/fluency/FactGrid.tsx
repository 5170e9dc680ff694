import { Box, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type FactCell, factGrids, FLUENCY_LEVELS, plural } from '@prep/domain';
import { useFormat } from '../i18n/format';
import { CELL_TEXT_COLOR, factName, LEVEL_COLORS, LEVEL_LABELS, operatorSign, percent, seconds } from './levels';

/** What each colour means, above the grids. */
export function FluencyLegend() {
  const { t } = useTranslation();
  return (
    <Group gap="md" component="ul" aria-label={t('Colour key')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {FLUENCY_LEVELS.map((level) => (
        <Group key={level} gap={6} component="li" wrap="nowrap">
          <Box
            w={18}
            h={18}
            bg={LEVEL_COLORS[level]}
            style={{ border: '1px solid var(--mantine-color-gray-6)', borderRadius: 3 }}
            aria-hidden
          />
          <Text size="sm">{t(LEVEL_LABELS[level])}</Text>
        </Group>
      ))}
    </Group>
  );
}

function FactTd({ cell }: { cell: FactCell | undefined }) {
  const { t } = useTranslation();
  const { language } = useFormat();
  if (!cell) {
    return (
      <Table.Td ta="center" c="dimmed">
        <span aria-hidden>·</span>
        <VisuallyHidden>{t('Not answered yet')}</VisuallyHidden>
      </Table.Td>
    );
  }
  const said = t(
    plural(
      '{{fact}}: {{accuracy}} right over {{count}} answers, median time {{time}}, {{level}}',
      '{{fact}}: {{accuracy}} right over {{count}} answer, median time {{time}}, {{level}}',
    ),
    {
      fact: factName(cell),
      accuracy: percent(language, cell.accuracy),
      count: cell.attempts,
      time: seconds(language, cell.median_ms),
      level: t(LEVEL_LABELS[cell.level]),
    },
  );
  return (
    <Table.Td
      ta="center"
      bg={LEVEL_COLORS[cell.level]}
      c={CELL_TEXT_COLOR}
      data-level={cell.level}
      title={said}
      style={{ whiteSpace: 'nowrap', fontSize: 'var(--mantine-font-size-xs)' }}
    >
      <span aria-hidden>
        {percent(language, cell.accuracy)}
        <br />
        {seconds(language, cell.median_ms)}
      </span>
      <VisuallyHidden>{said}</VisuallyHidden>
    </Table.Td>
  );
}

/**
 * The facts answered, one table per operator: first operands down, second operands across, each cell
 * coloured by its level and saying, for a screen reader, the fact, its accuracy and median time. Each table's
 * heading is one level below the section it sits in: 2 on a page of its own, 3 under the dashboard's section.
 */
export function FactGrid({ facts, headingOrder = 2 }: { facts: readonly FactCell[]; headingOrder?: 2 | 3 }) {
  const { t } = useTranslation();
  const grids = factGrids(facts);
  if (grids.length === 0) return <Text>{t('No warm-up facts answered yet.')}</Text>;
  return (
    <Stack gap="lg">
      <FluencyLegend />
      {grids.map((grid) => (
        <Stack key={grid.operator} gap="xs">
          <Title order={headingOrder} size="h5">
            {t('Facts with {{sign}}', { sign: operatorSign(grid.operator) })}
          </Title>
          {/* A wide grid scrolls sideways: the region takes focus so a keyboard can scroll it too. Positioned,
              so that it also holds the cells' hidden texts (absolutely placed): past the screen's edge they
              would otherwise widen the page beyond a phone's screen. */}
          <Box
            role="region"
            aria-label={t('Facts with {{sign}}', { sign: operatorSign(grid.operator) })}
            tabIndex={0}
            style={{ overflowX: 'auto', position: 'relative' }}
          >
            <Table
              withTableBorder
              withColumnBorders
              miw={grid.columns.length * 64 + 64}
              data-testid={`fact-grid-${grid.operator}`}
            >
              <Table.Caption>
                {t('First number down, second number across; each cell: share right and median time.')}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col" ta="center">
                    {operatorSign(grid.operator)}
                  </Table.Th>
                  {grid.columns.map((column) => (
                    <Table.Th key={column} scope="col" ta="center">
                      {column}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {grid.rows.map((row) => (
                  <Table.Tr key={row}>
                    <Table.Th scope="row" ta="center">
                      {row}
                    </Table.Th>
                    {grid.columns.map((column) => (
                      <FactTd key={column} cell={grid.cell(row, column)} />
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
