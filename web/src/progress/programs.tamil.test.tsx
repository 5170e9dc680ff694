// A student's scores in Tamil (issue 27): the program and section of each line are stored words, named
// in Tamil in the chart's legend and the table (Tutoring → தனிப்பயிற்சி, math → கணிதம்); SAT stays a name.
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProgressPoint, StudentProgress } from '@prep/domain';
import ta from '@prep/domain/locales/ta.json';
import { englishLeftIn } from '../test/englishLeft';
import { inTamil } from '../test/language';
import { ScoresChart } from './ScoresChart';

const point = (sitting_id: number, program: string, section: string): ProgressPoint => ({
  sitting_id,
  date: '2026-03-04',
  test_name: `Test ${sitting_id}`,
  program,
  section,
  score: 1,
  total: 2,
  share: 0.5,
  class_median: null,
});
const progress: StudentProgress = {
  student: 7,
  name: 'Ann Best',
  in_class: false,
  classes: [],
  teachers: [],
  tests: [point(1, 'Tutoring', 'math'), point(2, 'SAT', 'reading'), point(3, 'Classes', '')],
  warmups: [],
};

/** A ResizeObserver that reports a size at once, so recharts draws the chart and its legend in jsdom. */
class SizedObserver {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe(target: Element) {
    const entry = { target, contentRect: { width: 640, height: 280 } } as unknown as ResizeObserverEntry;
    this.report([entry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

describe('the scores chart in Tamil', () => {
  inTamil();
  beforeEach(() => vi.stubGlobal('ResizeObserver', SizedObserver));
  afterEach(() => vi.unstubAllGlobals());

  it("names the programs and sections in Tamil in the chart's legend and the table", () => {
    const tamil = ta as Record<string, string>;
    render(
      <MantineProvider env="test">
        <ScoresChart progress={progress} />
      </MantineProvider>,
    );
    const legend = document.querySelector<HTMLElement>('[data-progress-chart]');
    expect(legend?.textContent).toContain(`${tamil.Tutoring} · ${tamil.math}`);
    expect(legend?.textContent).toContain(`SAT · ${tamil.reading}`);
    expect(legend?.textContent).toContain(tamil.Classes);
    expect(legend?.textContent).not.toMatch(/Tutoring|math|reading|Classes/);

    fireEvent.click(screen.getByRole('button', { name: 'அட்டவணை' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1, 3)
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      [tamil.Tutoring, tamil.math],
      ['SAT', tamil.reading],
      [tamil.Classes, ''],
    ]);
    expect(tamil.Tutoring).toBe('தனிப்பயிற்சி');
    expect(englishLeftIn(document.body)).toEqual([]);
  });
});
