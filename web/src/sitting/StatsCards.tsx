import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { msg, type SittingReview } from '@prep/domain';
import { timeTakenText } from '../warmup/format';
import { percentText, scoreText } from './format';

/**
 * Score (one decimal place), percentage, right, wrong, unanswered and the time taken of a graded sitting;
 * with partial credit given to check-box questions, the points too (score plus that credit).
 */
export function StatsCards({ stats, timeTaken }: { stats: SittingReview['stats']; timeTaken: string }) {
  const { t } = useTranslation();
  const items: Array<[string, string]> = [
    [msg('Score'), scoreText(stats.score, stats.total)],
    [msg('Percentage'), percentText(stats.percentage)],
    [msg('Right'), String(stats.correct)],
    [msg('Wrong'), String(stats.wrong)],
    [msg('Unanswered'), String(stats.unanswered)],
    [msg('Time taken'), timeTakenText(t, timeTaken)],
  ];
  if (stats.points !== stats.score) items.splice(1, 0, [msg('Points'), `${stats.points.toFixed(2)} / ${stats.total}`]);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
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
