import { Grid, Paper } from '@mantine/core';
import { msg } from '@prep/domain';
import type { ReactNode } from 'react';
import { RecordList } from './RecordList';

export interface ListItem {
  id: number;
  label: string;
}

interface Props {
  /** Heading of the list column, e.g. "Teachers". */
  listTitle: string;
  items: ListItem[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** Shown above the list, e.g. a "select client" box on the client-admin screen. */
  listHeader?: ReactNode;
  emptyText?: string;
  /** The form column. */
  children: ReactNode;
}

/**
 * The one list-and-form layout of every record screen: the records on the left (the selected one
 * highlighted, each a button reachable by keyboard), the form on the right; stacked on small screens.
 */
export function ListAndFormLayout({
  listTitle,
  items,
  selectedId,
  onSelect,
  listHeader,
  emptyText = msg('No records yet'),
  children,
}: Props) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <RecordList
          title={listTitle}
          items={items}
          selectedId={selectedId}
          onSelect={onSelect}
          emptyText={emptyText}
          maxHeight={520}
          header={listHeader}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Paper withBorder p="md" component="section">
          {children}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
