import { Button, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FlagIcon } from '../../sitting';
import classes from './QuestionPalette.module.css';
import { entryLabel, type PaletteEntry, paletteCounts } from './palette';

interface QuestionPaletteProps {
  entries: readonly PaletteEntry[];
  current: number;
  onGo: (index: number) => void;
}

/** Every question as a numbered button: answered (filled), flagged (flag), unanswered (plain), with the counts. */
export function QuestionPalette({ entries, current, onGo }: QuestionPaletteProps) {
  const { t } = useTranslation();
  const counts = paletteCounts(entries);
  return (
    <Paper component="nav" aria-labelledby="palette-title" withBorder radius="md" p="sm">
      <Title order={2} size="h5" id="palette-title" mb="xs">
        {t('Questions')}
      </Title>
      <SimpleGrid cols={5} spacing={6} verticalSpacing={6}>
        {entries.map((e, i) => (
          <Button
            key={e.questionid}
            size="compact-sm"
            px={0}
            variant={e.answered ? 'filled' : 'default'}
            aria-label={entryLabel(e, t)}
            aria-current={i === current ? 'step' : undefined}
            onClick={() => onGo(i)}
            data-answered={e.answered}
            data-flagged={e.flagged}
            className={classes.entry}
          >
            {e.n}
            {e.flagged && <FlagIcon />}
          </Button>
        ))}
      </SimpleGrid>
      <Group gap="xs" mt="sm" data-counts>
        <Text size="sm">{t('Answered: {{count}}', { count: counts.answered })}</Text>
        <Text size="sm">{t('Flagged: {{count}}', { count: counts.flagged })}</Text>
        <Text size="sm">{t('Unanswered: {{count}}', { count: counts.unanswered })}</Text>
      </Group>
    </Paper>
  );
}
