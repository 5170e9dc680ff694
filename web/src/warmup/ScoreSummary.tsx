import { Paper, SimpleGrid, Text } from '@mantine/core';
import { msg } from '@prep/domain';
import { useTranslation } from 'react-i18next';
import { formatScore, type ReviewStats, timeTakenText } from './format';

/** Score (one decimal place) and statistics of a graded warm-up. */
export function ScoreSummary({ score, stats, timeTaken }: { score: number; stats: ReviewStats; timeTaken: string }) {
  const { t } = useTranslation();
  const items: Array<[string, string]> = [
    [msg('Score'), `${formatScore(score)} / ${stats.total}`],
    [msg('Right'), String(stats.right)],
    [msg('Wrong'), String(stats.wrong)],
    [msg('Unanswered'), String(stats.unanswered)],
    [msg('Time taken'), timeTakenText(t, timeTaken)],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
      {items.map(([label, value]) => (
        <Paper key={label} withBorder p="sm" radius="md">
          <Text size="sm" c="dimmed">
            {t(label)}
          </Text>
          <Text fw={700} fz="lg" data-stat={label}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
