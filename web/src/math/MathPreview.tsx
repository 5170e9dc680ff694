import { Paper, Text } from '@mantine/core';
import { hasMath } from '@prep/domain';
import { useTranslation } from 'react-i18next';
import { MathText } from './MathText';

interface Props {
  /** The field's current value. */
  text: string;
  /** The field's label, to name the preview ("Preview of Question Text"). */
  label: string;
}

/**
 * The live preview beside an authoring field: how its formulas will look, as the author types. Shown only
 * while the text holds a formula; plain text needs no preview.
 */
export function MathPreview({ text, label }: Props) {
  const { t } = useTranslation();
  if (!hasMath(text)) return null;
  const name = t('Preview of {{label}}', { label: t(label) });
  return (
    <Paper withBorder p="xs" bg="gray.0" role="group" aria-label={name}>
      <Text size="xs" c="gray.8" fw={600} mb={4}>
        {t('Preview')}
      </Text>
      <MathText text={text} component="div" />
    </Paper>
  );
}
