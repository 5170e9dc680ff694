import { NavLink, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { msg } from '@prep/domain';
import { useTranslation } from 'react-i18next';
import type { ListItem } from './ListAndFormLayout';

interface ListProps {
  /** The list's heading and the name of its region, e.g. "QUIZES". */
  title: string;
  items: readonly ListItem[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  emptyText?: string;
  /** Tallest the list grows before it scrolls. */
  maxHeight?: number;
  /** Shown above the list, e.g. a "select client" box on the client-admin screen. */
  header?: ReactNode;
}

/**
 * A list of records as buttons, each reachable by keyboard, the selected one highlighted: the left column
 * of every record screen, and each list of the Data Tool's.
 */
export function RecordList({
  title,
  items,
  selectedId,
  onSelect,
  emptyText = msg('No records yet'),
  maxHeight = 360,
  header,
}: ListProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" component="section" aria-label={t(title)}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t(title)}
        </Title>
        {header}
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
