import { msg, type ProgressPoint } from '@prep/domain';
import { percentValue, seriesName, UNNAMED_SERIES } from './format';

export const CLASS_MEDIAN = msg('Class median');
const COLORS = ['indigo.7', 'teal.8', 'grape.7', 'orange.8', 'cyan.8', 'pink.7'];

/**
 * The line chart's rows: one a sitting, its score on the line of its program and section (the other lines
 * skip it and are drawn across), and the class median on a line of its own where there is one. A line's
 * name is its data key; `translate` says it is an English text of ours (the median, the unnamed tests'
 * line) rather than a program's and section's names. `dateText` writes a sitting's date (yyyy-mm-dd).
 */
export function scoreChart(tests: readonly ProgressPoint[], dateText: (date: string) => string = (date) => date) {
  const names = [...new Set(tests.map(seriesName))];
  const withMedian = tests.some((p) => p.class_median !== null);
  const data = tests.map((p) => ({
    label: `${dateText(p.date)} ${p.test_name}`,
    [seriesName(p)]: percentValue(p.share),
    ...(p.class_median !== null ? { [CLASS_MEDIAN]: percentValue(p.class_median) } : {}),
  }));
  const series = names.map((name, i) => ({
    name,
    color: COLORS[i % COLORS.length]!,
    translate: name === UNNAMED_SERIES,
  }));
  if (withMedian) series.push({ name: CLASS_MEDIAN, color: 'gray.6', translate: true });
  return { data, series };
}
