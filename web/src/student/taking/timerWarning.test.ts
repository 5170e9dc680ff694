import { describe, expect, it } from 'vitest';
import { afterWarning, dueWarning, type TimerWarning } from './timerWarning';

/** The warnings a clock ticking through these seconds gives, in order. */
function warningsFor(ticks: ReadonlyArray<number | null>): TimerWarning[] {
  let given = new Set<TimerWarning>();
  const said: TimerWarning[] = [];
  for (const left of ticks) {
    const due = dueWarning(left, given);
    if (!due) continue;
    said.push(due);
    given = afterWarning(given, due);
  }
  return said;
}

describe('the countdown’s warnings', () => {
  it('says five minutes at 4:59 and one minute at 0:59, each once', () => {
    expect(warningsFor([301, 300])).toEqual([]);
    expect(warningsFor([301, 300, 299, 298, 200, 61, 60, 59, 58, 1, 0])).toEqual(['five', 'one']);
    expect(warningsFor([300, 60])).toEqual(['five']);
  });

  it('says only one minute when the clock is first seen under a minute', () => {
    expect(warningsFor([45, 44, 30])).toEqual(['one']);
  });

  it('says five minutes when first seen between one and five minutes', () => {
    expect(warningsFor([240, 239])).toEqual(['five']);
  });

  it('says nothing untimed or at zero', () => {
    expect(warningsFor([null, 0, null])).toEqual([]);
  });
});
