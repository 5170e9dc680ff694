import { Grid, NavLink, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
  emptyText = 'No records yet',
  children,
}: Props) {
  const { t } = useTranslation();
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Paper withBorder p="sm" component="section" aria-label={t(listTitle)}>
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t(listTitle)}
            </Title>
            {listHeader}
            <ScrollArea.Autosize mah={520}>
              {items.length === 0 ? (
                <Text c="dimmed" size="sm">
                  {t(emptyText)}
                </Text>
              ) : (
                <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {items.map((item) => (
                    <li key={item.id}>
                      <NavLink
                        component="button"
                        type="button"
                        label={item.label}
                        active={item.id === selectedId}
                        aria-current={item.id === selectedId ? 'true' : undefined}
                        onClick={() => onSelect(item.id)}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </ScrollArea.Autosize>
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Paper withBorder p="md" component="section">
          {children}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
