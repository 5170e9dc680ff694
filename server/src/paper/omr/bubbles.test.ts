// The darkness rule on its own: what a question's bubbles say, from their darkness (0 paper, 1 ink).
import { describe, expect, it } from 'vitest';
import { decide, FAINT, FIRM, MARGIN } from './bubbles';

const q = (...darkness: number[]) => darkness.map((d, i) => ({ label: 'ABCDE'[i]!, darkness: d }));

describe('decide', () => {
  it('reads a single firm mark as certain, and a blank question as certain and unanswered', () => {
    expect(decide(q(0.05, 0.9, 0.04, 0.06), false)).toEqual({ marked: ['B'], certain: true });
    expect(decide(q(0.05, 0.06, 0.04, 0.1), false)).toEqual({ marked: [], certain: true });
  });

  it('reads a firm mark beside an erased one as the firm one', () => {
    expect(decide(q(0.05, 0.85, 0.18, 0.06), false)).toEqual({ marked: ['B'], certain: true });
    // Rubbed out less well, but still a margin lighter than the mark; then too close to the mark to tell.
    expect(decide(q(0.05, 0.85, FIRM - 0.01, 0.06), false)).toEqual({ marked: ['B'], certain: true });
    expect(decide(q(0.05, 0.55, 0.55 - MARGIN + 0.05, 0.06), false)).toEqual({ marked: ['B'], certain: false });
  });

  it('leaves a faint mark alone, or two marks, to a person', () => {
    expect(decide(q(0.05, FAINT + 0.05, 0.04, 0.06), false)).toEqual({ marked: ['B'], certain: false });
    expect(decide(q(0.8, 0.05, 0.75, 0.06), false)).toEqual({ marked: ['A', 'C'], certain: false });
  });

  it('reads every firm mark of a check-box question, unsure only of one in between', () => {
    expect(decide(q(0.8, 0.05, 0.75, 0.06), true)).toEqual({ marked: ['A', 'C'], certain: true });
    expect(decide(q(0.8, 0.05, 0.15, 0.06), true)).toEqual({ marked: ['A'], certain: true });
    expect(decide(q(0.8, 0.05, 0.4, 0.06), true)).toEqual({ marked: ['A'], certain: true });
    expect(decide(q(0.6, 0.05, 0.4, 0.06), true)).toEqual({ marked: ['A'], certain: false });
    expect(decide(q(0.3, 0.05, 0.04, 0.06), true)).toEqual({ marked: ['A'], certain: false });
    expect(decide(q(0.05, 0.05, 0.04, 0.06), true)).toEqual({ marked: [], certain: true });
  });
});
