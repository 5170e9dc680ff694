// How the fact grid shows a fact's level: a light background (dark text on it reads at well over
// 4.5:1) and the words a screen reader says.
import type { FactCell, FluencyLevel } from '@prep/domain';

export const LEVEL_COLORS: Record<FluencyLevel, string> = {
  fluent: '#b2f2bb',
  slow: '#fff3bf',
  learning: '#ffd8a8',
  missed: '#ffc9c9',
};
export const CELL_TEXT_COLOR = '#212529';

export const LEVEL_LABELS: Record<FluencyLevel, string> = {
  fluent: 'Fluent: right within 3 seconds',
  slow: 'Right, but slower than 3 seconds',
  learning: 'Learning: right at least half the time',
  missed: 'Missed: right less than half the time',
};

const OPERATOR_SIGNS: Record<FactCell['operator'], string> = { '+': '+', '-': '−', x: '×', '/': '÷' };
export const operatorSign = (operator: FactCell['operator']) => OPERATOR_SIGNS[operator];

/** "12 + 7" */
export const factName = (cell: Pick<FactCell, 'operator' | 'operand_one' | 'operand_two'>) =>
  `${cell.operand_one} ${operatorSign(cell.operator)} ${cell.operand_two}`;

/** Whole percent, as the cell shows it. */
export const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

/** Seconds with one decimal: 1500 → "1.5 s"; '—' when not timed. */
export const seconds = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(1)} s`);
