import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../api';
import { Providers } from '../app/Providers';
import { ScoreSummary } from '../warmup/ScoreSummary';
import { StatsCards } from './StatsCards';

const wrap = (ui: React.ReactNode) =>
  render(
    <Providers queryClient={createQueryClient()} env="test">
      {ui}
    </Providers>,
  );

const timeTakenShown = (container: HTMLElement) => container.querySelector('[data-stat="Time taken"]')?.textContent;

// The API's time_taken is the spec's "allowed / elapsed"; a person reads the time used first, then the limit.
describe('the time taken of a review', () => {
  it('a real test’s statistics show the time used, then the limit', () => {
    const stats = { score: 3, points: 3, total: 4, percentage: 75, correct: 3, wrong: 1, unanswered: 0 };
    const { container } = wrap(<StatsCards stats={stats} timeTaken="00:10:00 / 00:00:31" />);
    expect(timeTakenShown(container)).toBe('00:00:31 of 00:10:00');
  });

  it('a warm-up’s scores do the same, and other texts are shown as they came', () => {
    const stats = { total: 20, right: 17, wrong: 2, unanswered: 1 };
    const timed = wrap(<ScoreSummary score={17} stats={stats} timeTaken="01:00:00 / 00:12:05" />);
    expect(timeTakenShown(timed.container)).toBe('00:12:05 of 01:00:00');
    timed.unmount();
    const untimed = wrap(<ScoreSummary score={17} stats={stats} timeTaken="No limit" />);
    expect(timeTakenShown(untimed.container)).toBe('No limit');
    untimed.unmount();
    const none = wrap(<ScoreSummary score={17} stats={stats} timeTaken="" />);
    expect(timeTakenShown(none.container)).toBe('-');
  });
});
