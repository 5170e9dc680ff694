import { Paper, Text } from '@mantine/core';
import { hasMarkup, hasMath } from '@prep/domain';
import { useTranslation } from 'react-i18next';
import { RichText } from './RichText';

interface Props {
  /** The field's current value. */
  text: string;
  /** The field's label, to name the preview ("Preview of Question Text"). */
  label: string;
  /** The question's text_format: an html text is previewed as it will be shown (sanitised). */
  format?: 'plain' | 'html';
}

/** Whether a text needs a preview: it holds a formula, or it is html with markup. */
export const needsPreview = (text: string, format: 'plain' | 'html' = 'plain') =>
  hasMath(text) || (format === 'html' && hasMarkup(text));

/**
 * The live preview beside an authoring field: how its formulas (and an html question's formatting) will
 * look, as the author types. Shown only while the text holds a formula or markup; plain text needs none.
 */
export function MathPreview({ text, label, format = 'plain' }: Props) {
  const { t } = useTranslation();
  if (!needsPreview(text, format)) return null;
  const name = t('Preview of {{label}}', { label: t(label) });
  return (
    <Paper withBorder p="xs" bg="gray.0" role="group" aria-label={name}>
      <Text size="xs" c="gray.8" fw={600} mb={4}>
        {t('Preview')}
      </Text>
      <RichText text={text} format={format} component="div" />
    </Paper>
  );
}
