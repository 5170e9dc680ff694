// "Time taken" in Tamil (issue 27): a sitting's stored time taken is "allowed / elapsed", or one of the
// stored words "On paper" (a paper sitting) and "No limit" (untimed), shown through the catalogue.
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_TIME_LIMIT, PAPER_TIME_TAKEN } from '@prep/domain';
import { englishLeftIn } from '../test/englishLeft';
import { inTamil } from '../test/language';
import { ScoreSummary } from '../warmup/ScoreSummary';
import { StatsCards } from './StatsCards';

const stats = { score: 1, points: 1, total: 2, percentage: 50, correct: 1, wrong: 1, unanswered: 0 };
const shown = (timeTaken: string) => {
  const { container, unmount } = render(
    <MantineProvider env="test">
      <StatsCards stats={stats} timeTaken={timeTaken} />
    </MantineProvider>,
  );
  const text = container.querySelector('[data-stat="Time taken"]')?.textContent;
  expect(englishLeftIn(container)).toEqual([]);
  unmount();
  return text;
};

describe('time taken in Tamil', () => {
  inTamil();

  it("shows a paper sitting's and an untimed sitting's time taken in Tamil words", () => {
    expect(shown(PAPER_TIME_TAKEN)).toBe('தாளில்');
    expect(shown(NO_TIME_LIMIT)).toBe('வரம்பு இல்லை');
    expect(shown('00:10:00 / 00:00:31')).toBe('00:10:00 இல் 00:00:31');
  });

  it("shows an untimed warm-up's in Tamil too", () => {
    const { container } = render(
      <MantineProvider env="test">
        <ScoreSummary score={1} stats={{ total: 2, right: 1, wrong: 1, unanswered: 0 }} timeTaken={NO_TIME_LIMIT} />
      </MantineProvider>,
    );
    expect(container.querySelector('[data-stat="Time taken"]')?.textContent).toBe('வரம்பு இல்லை');
  });
});
