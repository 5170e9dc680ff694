import { Grid } from '@mantine/core';
import { hasMath } from '@prep/domain';
import type { ReactNode } from 'react';
import { MathPreview } from '../../math';

/**
 * A text field with the live preview of its formulas beside it, shown while it holds one. The field keeps
 * its place in the tree either way, so typing the first `$` does not take the focus away.
 */
export function WithPreview({ text, label, children }: { text: string; label: string; children: ReactNode }) {
  const math = hasMath(text);
  return (
    <Grid gap="sm" align="flex-start">
      <Grid.Col span={{ base: 12, md: math ? 7 : 12 }}>{children}</Grid.Col>
      {math && (
        <Grid.Col span={{ base: 12, md: 5 }}>
          <MathPreview text={text} label={label} />
        </Grid.Col>
      )}
    </Grid>
  );
}
