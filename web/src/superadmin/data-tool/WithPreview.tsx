import { Grid } from '@mantine/core';
import type { ReactNode } from 'react';
import { MathPreview, needsPreview } from '../../math';

/**
 * A text field with the live preview of its formulas beside it, shown while it holds one. The field keeps
 * its place in the tree either way, so typing the first `$` does not take the focus away.
 */
export function WithPreview({
  text,
  label,
  format = 'plain',
  children,
}: {
  text: string;
  label: string;
  /** The question's text_format: an html text is previewed with its formatting. */
  format?: 'plain' | 'html';
  children: ReactNode;
}) {
  const math = needsPreview(text, format);
  return (
    <Grid gap="sm" align="flex-start">
      <Grid.Col span={{ base: 12, md: math ? 7 : 12 }}>{children}</Grid.Col>
      {math && (
        <Grid.Col span={{ base: 12, md: 5 }}>
          <MathPreview text={text} label={label} format={format} />
        </Grid.Col>
      )}
    </Grid>
  );
}
