import { Grid, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

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
