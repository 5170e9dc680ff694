import { Grid, NavLink, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListItem } from '../forms';

interface ListProps {
  /** The list's heading and the name of its region, e.g. "QUIZES". */
  title: string;
  items: readonly ListItem[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  emptyText?: string;
  /** Tallest the list grows before it scrolls. */
  maxHeight?: number;
}

/** One list of the Data Tool's left column: records as buttons, the selected one highlighted. */
export function RecordList({
  title,
  items,
  selectedId,
  onSelect,
  emptyText = 'No records yet',
  maxHeight = 360,
}: ListProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" component="section" aria-label={t(title)}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t(title)}
        </Title>
        <ScrollArea.Autosize mah={maxHeight}>
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
                    // Filled: the light variant's hover shade under the pointer is 4.0:1, under WCAG's 4.5:1.
                    variant="filled"
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
  );
}

/** Lists on the left, the form on the right; stacked on small screens. */
export function SideListsLayout({ lists, children }: { lists: ReactNode; children: ReactNode }) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Stack gap="md">{lists}</Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Paper withBorder p="md" component="section">
          {children}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
