import { Table, type TableProps, type TableTdProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './StackedTable.module.css';

interface StackedTableProps extends TableProps {
  /** Below it a wide screen scrolls the table sideways; a phone shows cards instead. */
  minWidth: number;
  children: ReactNode;
}

/** A table on a wide screen, a card a row on a phone (each cell under its column's name). */
export function StackedTable({ minWidth, children, ...props }: StackedTableProps) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      className={classes.scroll}
      classNames={{ scrollContainerInner: classes.inner }}
    >
      <Table {...props} className={classes.table}>
        {children}
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A cell of a StackedTable: on a phone its column's name shows above it (hidden from screen readers,
 * which have the column headers).
 */
export function StackedCell({ label, children, ...props }: TableTdProps & { label: string }) {
  return (
    <Table.Td {...props}>
      <span className={classes.label} aria-hidden>
        {label}
      </span>
      {children}
    </Table.Td>
  );
}

/** The header row of a StackedTable whose cells take their labels from the same list (StackedCell's `label`). */
export function StackedHead({ labels }: { labels: readonly string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {labels.map((label) => (
          <Table.Th key={label} scope="col">
            {label}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
